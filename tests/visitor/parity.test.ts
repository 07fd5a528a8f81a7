import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import type { ItemDetail, ItemPage } from "../../shared/items";
import { getItemDetail, listItems } from "../../worker/items/queries";
import * as d1 from "../../worker/items/store";
import { freshVisitor } from "./helpers";

// The same session of one draft, step by step, against the D1 store (worker/items/store.ts, what
// the site uses) and a visitor's object (worker/visitor/store.ts): every answer must be the same,
// and so must the draft the detail and the history show at the end, search included: both index a
// version's text when it ends (migrations/0015_search_on_version_end.sql), never at a progress save.

const ORIGIN = "https://parla.test";
const brief = { template: "landing", locale: "en" as const, inputs: JSON.stringify({ product: "Orbit lamp" }) };
const step = {
  locale: "en" as const,
  provider: "builtin",
  refinement: { kind: "shorter" as const },
  instruction: null,
};

/** One store, D1's or the object's, behind the same calls. */
type Store = {
  create(): Promise<string>;
  start(id: string, number: number, basedOn?: number, inputs?: string): Promise<unknown>;
  checkpoint(id: string, number: number, text: string): Promise<void>;
  stop(id: string, number: number): Promise<boolean>;
  streaming(id: string, number: number): Promise<boolean>;
  finish(id: string, number: number, text: string, status: "complete" | "stopped" | "failed"): Promise<void>;
  discard(id: string, number: number): Promise<void>;
  restore(id: string, number: number): Promise<unknown>;
  edit(id: string, text: string, basedOn: number): Promise<unknown>;
  detail(id: string): Promise<ItemDetail | null>;
  search(q: string): Promise<ItemPage>;
};

function d1Store(owner: string): Store {
  const db = env.DB;
  return {
    create: async () => (await d1.createItemWithRevision(db, { owner, ...brief }, { provider: "builtin" })).id,
    start: (id, number, basedOn, inputs) =>
      d1.startRevision(db, id, number, { ...step, ...(inputs ? { inputs } : {}) }, basedOn),
    checkpoint: (id, number, text) => d1.checkpointRevision(db, id, number, text),
    stop: (id, number) => d1.requestStop(db, owner, id, number),
    streaming: (id, number) => d1.stillStreaming(db, id, number),
    finish: (id, number, text, status) =>
      d1.finishRevision(db, id, number, { content: text, status, locale: "en", title: "Orbit lamp" }),
    discard: (id, number) => d1.discardRevision(db, id, number),
    restore: (id, number) => d1.restoreRevision(db, owner, id, number),
    edit: (id, text, basedOn) => d1.saveEdit(db, owner, id, text, basedOn),
    detail: (id) => getItemDetail(db, owner, id, ORIGIN),
    search: (q) => listItems(db, owner, { limit: 10, q, origin: ORIGIN }),
  };
}

function objectStore(): Store {
  const visitor = freshVisitor("parity");
  return {
    create: async () => (await visitor.createItemWithRevision(brief, { provider: "builtin" })).id,
    start: (id, number, basedOn, inputs) =>
      visitor.startRevision(id, number, { ...step, ...(inputs ? { inputs } : {}) }, basedOn),
    checkpoint: (id, number, text) => visitor.checkpointRevision(id, number, text),
    stop: (id, number) => visitor.requestStop(id, number),
    streaming: (id, number) => visitor.stillStreaming(id, number),
    finish: (id, number, text, status) =>
      visitor.finishRevision(id, number, { content: text, status, locale: "en", title: "Orbit lamp" }),
    discard: (id, number) => visitor.discardRevision(id, number),
    restore: (id, number) => visitor.restoreRevision(id, number),
    edit: (id, text, basedOn) => visitor.saveEdit(id, text, basedOn),
    detail: (id) => visitor.itemDetail(id, ORIGIN),
    search: (q) => visitor.listItems({ limit: 10, q, origin: ORIGIN }),
  };
}

/** The answers of one session, with ids and times left out (they differ by nature). */
async function session(store: Store) {
  const id = await store.create();
  const answers: unknown[] = [];
  const say = (value: unknown) => answers.push(value);
  const searches: number[] = [];
  const found = async (q: string) => searches.push((await store.search(q)).items.length);
  say(await store.start(id, 2, 1));
  await store.checkpoint(id, 1, "Orbit lamp: warm");
  await found("warm");
  await store.finish(id, 1, "Orbit lamp: warm light for late work.", "complete");
  await found("warm");
  say(await store.start(id, 2, 1));
  say(await store.start(id, 3, 1));
  say(await store.start(id, 3));
  say(await store.edit(id, "While writing", 2));
  say(await store.restore(id, 1));
  await store.checkpoint(id, 2, "Orbit lamp: cut");
  say(await store.stop(id, 2));
  say(await store.stop(id, 2));
  say(await store.streaming(id, 2));
  await found("cut");
  say(await store.edit(id, "Orbit lamp: cut", 2));
  say(await store.edit(id, "Orbit lamp, by hand.", 2));
  say(await store.edit(id, "Too late", 2));
  say(await store.restore(id, 1));
  say(await store.restore(id, 9));
  say(await store.start(id, 5, 4, JSON.stringify({ product: "Orbit desk" })));
  await store.discard(id, 5);
  say(await store.start(id, 5, 4));
  await store.finish(id, 5, "", "failed");
  await found("late work");
  const detail = await store.detail(id);
  const { createdAt, updatedAt, ...rest } = detail ?? ({} as ItemDetail);
  const page = await store.search("orbit");
  return {
    answers,
    searches,
    detail: { ...rest, id: "-", revisions: rest.revisions?.map(({ createdAt: _, ...revision }) => revision) },
    found: page.items.map(({ id: _, createdAt: __, updatedAt: ___, excerpt, ...summary }) => summary),
    excerpt: page.items[0]?.excerpt,
    times: Boolean(createdAt && updatedAt),
  };
}

describe("the object and D1 give the same answers", () => {
  test("for a draft's whole session: streams, conflicts, stops, edits, restores, a changed brief, search", async () => {
    const [fromD1, fromObject] = await Promise.all([session(d1Store(crypto.randomUUID())), session(objectStore())]);
    expect(fromObject).toEqual(fromD1);
    // Indexed when a version ends: not at a progress save, and a failure without text keeps the
    // text before it (found by its words, with an excerpt).
    expect(fromObject.searches).toEqual([0, 1, 1, 1]);
    expect(fromObject.excerpt).toBe("Orbit lamp: warm light for late work.");
    // And the session did what it says (so equal answers are not two empty lists).
    expect(fromD1.answers).toEqual([
      "in_progress",
      2,
      "version_conflict",
      "in_progress",
      "busy",
      "busy",
      true,
      false,
      false,
      "same_text",
      3,
      "version_conflict",
      4,
      "not_found",
      5,
      5,
    ]);
    expect(fromD1.detail.revisions?.map((revision) => revision.status)).toEqual([
      "complete",
      "stopped",
      "complete",
      "complete",
      "failed",
    ]);
  });
});
