import { runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { STALE_STREAM_MS } from "../../worker/items/store";
import type { Visitor } from "../../worker/visitor/object";
import { freshVisitor } from "./helpers";

// The store's rules (worker/items/store.ts, checked against D1 by tests/generation/*.test.ts) run
// by a visitor's object (worker/visitor/store.ts): one version at a time per item, versions
// built on the newest, stale streams, stops, restores and hand edits, with the same refusals.

type Stub = DurableObjectStub<Visitor>;
const brief = { template: "landing", locale: "en" as const, inputs: JSON.stringify({ product: "Orbit lamp" }) };
const step = {
  locale: "en" as const,
  provider: "builtin",
  refinement: { kind: "shorter" as const },
  instruction: null,
};

/** A draft whose version 1 is complete with `text`. */
async function draft(visitor: Stub, text = "Orbit lamp: warm light for late work.", title = "Orbit lamp") {
  const item = await visitor.createItemWithRevision(brief, { provider: "builtin" });
  await visitor.finishRevision(item.id, 1, { content: text, status: "complete", locale: "en", title });
  return item.id;
}

/** Moves every save of the object's versions back by `ms`, as if that much time had passed. */
const age = (visitor: Stub, ms: number) =>
  runInDurableObject(visitor, (_, { storage }) => {
    storage.sql.exec("UPDATE revisions SET updated_at = updated_at - ?", ms);
  });

const statuses = async (visitor: Stub, id: string) =>
  (await visitor.itemDetail(id, "https://parla.test"))?.revisions.map((revision) => [revision.number, revision.status]);

describe("a generation in the object", () => {
  test("a new item streams version 1, saves progress, and ends with its text and first title", async () => {
    const visitor = freshVisitor();
    const item = await visitor.createItemWithRevision(brief, { provider: "builtin" });
    expect(item).toMatchObject({ title: "", template: "landing", locale: "en" });
    expect(item).not.toHaveProperty("owner");
    await visitor.checkpointRevision(item.id, 1, "Orbit lamp: warm");
    expect(await visitor.stillStreaming(item.id, 1)).toBe(true);
    expect((await visitor.listRevisions(item.id))[0]).toMatchObject({
      status: "streaming",
      content: "Orbit lamp: warm",
    });
    await visitor.finishRevision(item.id, 1, {
      content: "Orbit lamp: warm light.",
      status: "complete",
      locale: "en",
      title: "Orbit lamp",
    });
    expect(await visitor.stillStreaming(item.id, 1)).toBe(false);
    // A later version's title never replaces the first (or the owner's rename).
    expect(await visitor.startRevision(item.id, 2, step, 1)).toBe(2);
    await visitor.finishRevision(item.id, 2, {
      content: "Orbit lamp.",
      status: "complete",
      locale: "en",
      title: "Other",
    });
    const detail = await visitor.itemDetail(item.id, "https://parla.test");
    expect(detail).toMatchObject({ title: "Orbit lamp", status: "complete", revisionCount: 2, latestRevision: 2 });
    expect(detail?.revisions[1]).toMatchObject({ refinement: { kind: "shorter" }, content: "Orbit lamp." });
    expect(await visitor.itemDetail("nope", "https://parla.test")).toBeNull();
  });

  test("two refinements of one item never stream at once: one gets the version, the other in_progress", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor);
    const results = await Promise.all([
      visitor.startRevision(id, 2, step, 1),
      visitor.startRevision(id, 2, step, 1),
      visitor.startRevision(id, 3, step),
    ]);
    expect(results.filter((result) => typeof result === "number")).toEqual([2]);
    expect(results.filter((result) => result === "in_progress")).toHaveLength(1);
    // The second basedOn 1 arrives after version 2 exists: a version written meanwhile.
    expect(results.filter((result) => result === "version_conflict")).toHaveLength(1);
    expect(await statuses(visitor, id)).toEqual([
      [1, "complete"],
      [2, "streaming"],
    ]);
  });

  test("a version built on one that is no longer the newest is a version_conflict; a deleted item is item_gone", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor);
    expect(await visitor.saveEdit(id, "Edited by hand.", 1)).toBe(2);
    expect(await visitor.startRevision(id, 2, step, 1)).toBe("version_conflict");
    expect(await visitor.startRevision(id, 3, step, 2)).toBe(3);
    expect(await visitor.deleteItem(id)).toEqual({ itemId: id, shareSlug: null, publicationSlug: null });
    expect(await visitor.startRevision(id, 4, step, 3)).toBe("item_gone");
    expect(await visitor.deleteItem(id)).toBeNull();
  });

  test(`a stream silent for over ${STALE_STREAM_MS / 60_000} minutes reads as stopped and no longer blocks`, async () => {
    const visitor = freshVisitor();
    const item = await visitor.createItemWithRevision(brief, { provider: "builtin" });
    await visitor.checkpointRevision(item.id, 1, "Cut off mid-sentence");
    expect(await visitor.startRevision(item.id, 2, step, 1)).toBe("in_progress");
    await age(visitor, STALE_STREAM_MS - 5_000);
    expect(await visitor.startRevision(item.id, 2, step, 1)).toBe("in_progress");
    await age(visitor, 10_000);
    expect(await statuses(visitor, item.id)).toEqual([[1, "stopped"]]);
    expect(await visitor.startRevision(item.id, 2, step, 1)).toBe(2);
    // Marked stopped for good, and its saved text is what search found until version 2 ends.
    expect((await visitor.listRevisions(item.id))[0]?.status).toBe("stopped");
    const found = await visitor.listItems({ limit: 5, q: "mid-sentence", origin: "https://parla.test" });
    expect(found.items.map((summary) => summary.id)).toEqual([item.id]);
  });

  test("a stop keeps the text saved so far; later saves of that version are ignored", async () => {
    const visitor = freshVisitor();
    const item = await visitor.createItemWithRevision(brief, { provider: "builtin" });
    await visitor.checkpointRevision(item.id, 1, "Half a text");
    expect(await visitor.requestStop(item.id, 1)).toBe(true);
    expect(await visitor.requestStop(item.id, 1)).toBe(false);
    expect(await visitor.stillStreaming(item.id, 1)).toBe(false);
    await visitor.checkpointRevision(item.id, 1, "Half a text and more");
    expect((await visitor.listRevisions(item.id))[0]).toMatchObject({ status: "stopped", content: "Half a text" });
  });

  test("a reserved version answered without text is discarded; one with text is not", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor);
    expect(await visitor.startRevision(id, 2, step, 1)).toBe(2);
    await visitor.discardRevision(id, 2);
    expect(await statuses(visitor, id)).toEqual([[1, "complete"]]);
    expect(await visitor.startRevision(id, 2, step, 1)).toBe(2);
    await visitor.checkpointRevision(id, 2, "Some text");
    await visitor.discardRevision(id, 2);
    expect(await statuses(visitor, id)).toEqual([
      [1, "complete"],
      [2, "streaming"],
    ]);
  });

  test("a changed brief becomes the draft's with the version written from it", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor);
    const inputs = JSON.stringify({ product: "Orbit desk" });
    expect(await visitor.startRevision(id, 2, { ...step, refinement: null, inputs }, 1)).toBe(2);
    expect((await visitor.getItem(id))?.inputs).toBe(inputs);
    expect((await visitor.itemDetail(id, "https://parla.test"))?.revisions[1]?.briefChanged).toBe(true);
    // A refused start changes no brief.
    expect(await visitor.startRevision(id, 3, { ...step, inputs: "{}" }, 2)).toBe("in_progress");
    expect((await visitor.getItem(id))?.inputs).toBe(inputs);
  });
});

describe("restores and hand edits in the object", () => {
  test("version 1 of 2 comes back as version 3, complete and searchable; missing versions are not_found", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor, "Kirschblüte im Frühling");
    expect(await visitor.startRevision(id, 2, step, 1)).toBe(2);
    expect(await visitor.restoreRevision(id, 1)).toBe("busy");
    await visitor.finishRevision(id, 2, { content: "Herbstlaub", status: "complete", locale: "de" });
    const search = (q: string) => visitor.listItems({ limit: 5, q, origin: "https://parla.test" });
    expect((await search("Kirschblüte")).items).toEqual([]);
    expect(await visitor.restoreRevision(id, 1)).toBe(3);
    const detail = await visitor.itemDetail(id, "https://parla.test");
    expect(detail?.revisions[2]).toMatchObject({
      restoredFrom: 1,
      status: "complete",
      content: "Kirschblüte im Frühling",
    });
    expect((await search("Kirschblüte")).items.map((summary) => summary.id)).toEqual([id]);
    expect(await visitor.restoreRevision(id, 9)).toBe("not_found");
    expect(await visitor.restoreRevision("nope", 1)).toBe("not_found");
  });

  test("an edit saves the visitor's text as the next version, with the refusals of the D1 store", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor, "First text");
    expect(await visitor.saveEdit(id, "First text", 1)).toBe("same_text");
    expect(await visitor.saveEdit("nope", "x", 1)).toBe("not_found");
    expect(await visitor.saveEdit(id, "Mine now", 1)).toBe(2);
    expect(await visitor.saveEdit(id, "Mine again", 1)).toBe("version_conflict");
    expect(await visitor.startRevision(id, 3, step, 2)).toBe(3);
    expect(await visitor.saveEdit(id, "While writing", 2)).toBe("busy");
    const revision = (await visitor.itemDetail(id, "https://parla.test"))?.revisions[1];
    expect(revision).toMatchObject({ content: "Mine now", edited: true, provider: "visitor", status: "complete" });
  });

  test("a rename changes the title the history shows and searches", async () => {
    const visitor = freshVisitor();
    const id = await draft(visitor);
    expect(await visitor.renameItem(id, "Schreibtischlampe")).toBe(true);
    expect(await visitor.renameItem("nope", "x")).toBe(false);
    const found = await visitor.listItems({ limit: 5, q: "tischlampe", origin: "https://parla.test" });
    expect(found.items.map((summary) => summary.title)).toEqual(["Schreibtischlampe"]);
  });
});
