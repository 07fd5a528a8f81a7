import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { deleteAllItems, isTombstone, PURGE_ITEMS, type PurgeMessage } from "../../worker/items/delete-all";
import { EXPORT_PAGE_SIZE, type ExportedItem } from "../../worker/items/export";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { LOG_QUEUE_NAME } from "../../worker/queue";
import { runQueue, type TestMessage } from "../../worker/queue/testing";
import {
  generateItem,
  inObject,
  itemCount,
  landingBrief,
  newVisitor,
  seedLegacyItems,
  type Visitor,
} from "../support/visitor";

/** docs/api.md, "History": the visitor's data as one download, and all of it deleted in one step. */

type ExportFile = { format: string; version: number; exportedAt: string; items: ExportedItem[] };

/** The visitor id inside the test client's cookie (`{uuid}.{signature}`). */
function visitorIdOf(visitor: Visitor): string {
  const id = visitor.cookie.slice(`${VISITOR_COOKIE}=`.length).split(".")[0];
  if (!id) throw new Error("the visitor has no cookie yet");
  return id;
}

async function exportOf(visitor: Visitor): Promise<{ response: Response; text: string; file: ExportFile }> {
  const response = await visitor.request("/api/items/export");
  const text = await response.text();
  return { response, text, file: JSON.parse(text) as ExportFile };
}

/** The items in the visitor's own object (docs/data.md, "A visitor's object"). */
const countOwned = (visitor: Visitor) => itemCount(visitor);

/** The items D1's old tables still hold for `owner` (docs/data.md, "Moving drafts out of D1"). */
async function countInD1(owner: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE owner = ?1")
    .bind(owner)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** An owner with two drafts: one refined, shared and published, and one left alone. */
async function ownerWithEverything(visitor: Visitor) {
  const { itemId: published } = await generateItem(visitor);
  const refined = await visitor.json("/api/generations", "POST", {
    ...landingBrief,
    itemId: published,
    refinement: { kind: "shorter" },
  });
  expect(refined.status).toBe(200);
  await refined.text();
  const share = (await (await visitor.json(`/api/items/${published}/share`, "POST", {})).json()) as { slug: string };
  const page = (await (await visitor.json(`/api/items/${published}/publication`, "POST", {})).json()) as {
    slug: string;
  };
  const { itemId: plain } = await generateItem(visitor, {
    ...landingBrief,
    inputs: { ...landingBrief.inputs, product: "Quiet kettle" },
  });
  return { published, plain, shareSlug: share.slug, pageSlug: page.slug };
}

describe("GET /api/items/export", () => {
  test("downloads exactly the visitor's items, with every revision, the share and the page", async () => {
    const owner = newVisitor();
    const { published, plain, shareSlug, pageSlug } = await ownerWithEverything(owner);
    const stranger = newVisitor();
    const { itemId: strangers } = await generateItem(stranger);

    const { response, text, file } = await exportOf(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="parla-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(file).toMatchObject({ format: "parla-export", version: 1 });
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
    expect(file.items.map((item) => item.id).sort()).toEqual([published, plain].sort());

    const item = file.items.find((entry) => entry.id === published);
    const detail = (await (await owner.request(`/api/items/${published}`)).json()) as {
      title: string;
      inputs: Record<string, string>;
      revisions: Array<{ number: number; content: string; instruction: string | null }>;
      share: { url: string };
      publication: { url: string; title: string; description: string };
    };
    expect(item).toMatchObject({
      template: "landing-page",
      locale: "en",
      title: detail.title,
      inputs: landingBrief.inputs,
      share: { slug: shareSlug, url: detail.share.url, showBrief: true },
      publication: {
        slug: pageSlug,
        url: detail.publication.url,
        title: detail.publication.title,
        description: detail.publication.description,
      },
    });
    expect(item?.revisions).toHaveLength(2);
    expect(item?.revisions.map(({ number, content, instruction }) => ({ number, content, instruction }))).toEqual(
      detail.revisions.map(({ number, content, instruction }) => ({ number, content, instruction })),
    );
    expect(item?.revisions[1]).toMatchObject({ refinement: { kind: "shorter" }, status: "complete", locale: "en" });
    expect(file.items.find((entry) => entry.id === plain)).toMatchObject({ share: null, publication: null });

    // Nothing of the other visitor, and never the visitor's own id or cookie.
    expect(text).not.toContain(strangers);
    expect(text).not.toContain(visitorIdOf(owner));
    expect(text).not.toContain(visitorIdOf(stranger));
    expect(text).not.toContain(VISITOR_COOKIE);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("pages through a long history and is an empty list for a new visitor", async () => {
    const owner = newVisitor();
    await generateItem(owner);
    // More than two pages of the export, written directly: generating them would be slow. Creation
    // times repeat (index % 7), so the cursor's id must break ties.
    const count = EXPORT_PAGE_SIZE * 2 + 50;
    await inObject(owner, (sql) => {
      for (let index = 0; index < count; index++) {
        const at = 1_700_000_000_000 + (index % 7);
        sql.exec(
          `INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at)
           VALUES (?, 'landing-page', 'en', ?, '{}', ?, ?)`,
          `bulk-item-${String(index).padStart(4, "0")}`,
          `Bulk ${index}`,
          at,
          at,
        );
      }
    });
    const { file } = await exportOf(owner);
    expect(file.items).toHaveLength(count + 1);
    expect(new Set(file.items.map((item) => item.id)).size).toBe(count + 1);
    // Oldest first, ties by id.
    const keys = file.items.map((item) => `${item.createdAt} ${item.id}`);
    expect(keys).toEqual([...keys].sort());

    const { response, file: empty } = await exportOf(newVisitor());
    expect(response.status).toBe(200);
    expect(empty.items).toEqual([]);

    // And deleting them all goes through every page too.
    const deleted = await owner.json("/api/items", "DELETE", { confirm: "delete-all" });
    expect(await deleted.json()).toEqual({ deleted: count + 1 });
    expect(await countOwned(owner)).toBe(0);
  });

  test("an item can never be called export", async () => {
    const response = await newVisitor().request("/api/items/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
  });
});

describe("DELETE /api/items", () => {
  test.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["a wrong confirmation", { confirm: "yes" }],
    ["the right word in the wrong field", { delete: "delete-all" }],
  ])("with %s is 400 confirmation_required and deletes nothing", async (_name, body) => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const response =
      body === undefined
        ? await owner.request("/api/items", { method: "DELETE" })
        : await owner.json("/api/items", "DELETE", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "confirmation_required" } });
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(200);
    expect(await countOwned(owner)).toBe(1);
  });

  test("deletes every item with its revisions, share and page, and nothing of anyone else", async () => {
    const owner = newVisitor();
    const { published, plain, shareSlug, pageSlug } = await ownerWithEverything(owner);
    const stranger = newVisitor();
    const { itemId: strangers } = await generateItem(stranger);
    const anyone = newVisitor();
    // The page is read once, so the edge cache holds it.
    expect((await anyone.request(`/api/publications/${pageSlug}`)).status).toBe(200);
    expect((await anyone.request(`/api/shares/${shareSlug}`)).status).toBe(200);

    const response = await owner.json("/api/items", "DELETE", { confirm: "delete-all" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: 2 });

    for (const id of [published, plain]) expect((await owner.request(`/api/items/${id}`)).status).toBe(404);
    expect((await anyone.request(`/api/shares/${shareSlug}`)).status).toBe(404);
    expect((await anyone.request(`/api/publications/${pageSlug}`)).status).toBe(404);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM shares WHERE item_id IN (?1, ?2)) AS shares,
              (SELECT COUNT(*) FROM publications WHERE item_id IN (?1, ?2)) AS pages,
              (SELECT COUNT(*) FROM page_slugs WHERE item_id IN (?1, ?2)) AS former,
              (SELECT COUNT(*) FROM page_variants WHERE item_id IN (?1, ?2)) AS languages`,
    )
      .bind(published, plain)
      .first();
    expect(left).toEqual({ shares: 0, pages: 0, former: 0, languages: 0 });
    const kept = await inObject(owner, (sql) => ({
      revisions: Number(sql.exec("SELECT COUNT(*) AS n FROM revisions").one().n),
      links: Number(sql.exec("SELECT COUNT(*) AS n FROM links").one().n),
      search: Number(sql.exec("SELECT COUNT(*) AS n FROM item_search").one().n),
    }));
    expect(kept).toEqual({ revisions: 0, links: 0, search: 0 });
    expect(((await (await owner.request("/api/items")).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await exportOf(owner)).file.items).toEqual([]);

    // The other visitor keeps everything.
    expect((await stranger.request(`/api/items/${strangers}`)).status).toBe(200);
    // Deleting again deletes nothing and still succeeds.
    expect(await (await owner.json("/api/items", "DELETE", { confirm: "delete-all" })).json()).toEqual({ deleted: 0 });
  });

  test("drafts still in D1's old tables, not yet moved, go too and count", async () => {
    const owner = newVisitor();
    await generateItem(owner);
    const id = visitorIdOf(owner);
    await seedLegacyItems(id, 3, (index) => 1_600_000_000_000 + index, 1);
    const deleted = await owner.json("/api/items", "DELETE", { confirm: "delete-all" });
    expect(await deleted.json()).toEqual({ deleted: 4 });
    expect(await countOwned(owner)).toBe(0);
    // Hidden under a tombstone (and purged): no longer the visitor's, so a move cannot bring them back.
    expect(await countInD1(id)).toBe(0);
  });

  test("a long history is hidden at once and its rows purged in bounded batches, the rest by the queue", async () => {
    const owner = `delete-all-owner-${crypto.randomUUID()}`;
    const count = PURGE_ITEMS * 2 + 50;
    await seedLegacyItems(owner, count, (index) => 1_600_000_000_000 + index, 2);
    const ids = (
      await env.DB.prepare("SELECT id, rowid FROM items WHERE owner = ?1")
        .bind(owner)
        .all<{ id: string; rowid: number }>()
    ).results;
    const continued: PurgeMessage[] = [];
    // No time budget: the request purges one batch, then hands the rest on.
    const deleted = await deleteAllItems(env.DB, owner, {
      budgetMs: 0,
      continueLater: async (message) => continued.push(message),
    });
    expect(deleted).toBe(count);
    expect(await countInD1(owner)).toBe(0);
    expect(continued).toHaveLength(1);
    const tombstone = continued[0]?.__purge_items__ ?? "";
    expect(isTombstone(tombstone)).toBe(true);
    // The tombstone is not the visitor's id, and holds what the first batch left.
    expect(tombstone).not.toContain(owner);
    const held = () => env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE owner = ?1").bind(tombstone).first("n");
    expect(await held()).toBe(count - PURGE_ITEMS);

    const outcome = await runQueue(LOG_QUEUE_NAME, [
      {
        id: "purge-1",
        timestamp: new Date(),
        attempts: 1,
        body: { __purge_items__: tombstone },
      } as unknown as TestMessage,
    ]);
    expect(outcome.explicitAcks).toEqual(["purge-1"]);
    expect(outcome.retryMessages).toEqual([]);
    expect(await held()).toBe(0);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM revisions WHERE item_id IN (SELECT value FROM json_each(?1))) AS revisions,
         (SELECT COUNT(*) FROM item_search WHERE rowid IN (SELECT value FROM json_each(?2))) AS search`,
    )
      .bind(JSON.stringify(ids.map((row) => row.id)), JSON.stringify(ids.map((row) => row.rowid)))
      .first();
    expect(left).toEqual({ revisions: 0, search: 0 });
  });

  test("a purge message naming anything but a tombstone deletes nothing", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const outcome = await runQueue(LOG_QUEUE_NAME, [
      {
        id: "purge-visitor",
        timestamp: new Date(),
        attempts: 1,
        body: { __purge_items__: visitorIdOf(owner) },
      } as unknown as TestMessage,
    ]);
    // Not a purge: the log consumer keeps it as a dead letter, and the visitor keeps the item.
    expect(outcome.explicitAcks).toEqual(["purge-visitor"]);
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(200);
    await env.DB.prepare("DELETE FROM dead_letters WHERE message_id = 'purge-visitor'").run();
  });

  test("from another origin is refused and deletes nothing", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const cookieBefore = owner.cookie;
    for (const headers of [
      { origin: "http://example.com:8080", "sec-fetch-site": "same-site" },
      { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    ]) {
      const response = await owner.request("/api/items", {
        method: "DELETE",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ confirm: "delete-all" }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "cross_origin_request" } });
    }
    // A form-like body of another type is refused too.
    const form = await owner.request("/api/items", {
      method: "DELETE",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ confirm: "delete-all" }),
    });
    expect(form.status).toBe(415);
    expect(owner.cookie).toBe(cookieBefore);
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(200);
  });
});
