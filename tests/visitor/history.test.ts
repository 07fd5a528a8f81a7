import { runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import type { ItemSummary } from "../../shared/items";
import { shareUrl } from "../../shared/publishing";
import { EXPORT_PAGE_SIZE } from "../../worker/items/export";
import { decodeCursor } from "../../worker/items/queries";
import type { Visitor } from "../../worker/visitor/object";
import type { ExportCursor, ItemLinks } from "../../worker/visitor/queries";
import { freshVisitor } from "./helpers";

// The history, search, export and delete-all of a visitor's object (worker/visitor/queries.ts),
// in the shapes of GET /api/items, GET /api/items/export and DELETE /api/items.

type Stub = DurableObjectStub<Visitor>;
const ORIGIN = "https://parla.test";

async function draft(visitor: Stub, text: string, title = "", locale: "en" | "de" = "en") {
  const item = await visitor.createItemWithRevision(
    { template: "landing", locale: "en", inputs: "{}" },
    { provider: "builtin" },
  );
  await visitor.finishRevision(item.id, 1, { content: text, status: "complete", locale, title });
  return item.id;
}

/** Gives items distinct, increasing times (oldest first), as if made a second apart. */
const spreadTimes = (visitor: Stub, ids: string[]) =>
  runInDurableObject(visitor, (_, { storage }) => {
    ids.forEach((id, index) => {
      storage.sql.exec("UPDATE items SET created_at = ?, updated_at = ? WHERE id = ?", index * 1000, index * 1000, id);
    });
  });

const links = (slug: string): ItemLinks => ({
  share: { slug: `share-${slug}`, revision: 1, showBrief: false, createdAt: 5 },
  publication: null,
});

describe("the history in the object", () => {
  test("pages newest first with an opaque cursor: every item once", async () => {
    const visitor = freshVisitor();
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) ids.push(await draft(visitor, `Text number ${index}`, `Item ${index}`));
    await spreadTimes(visitor, ids);
    const seen: string[] = [];
    let cursor: { updatedAt: number; id: string } | undefined;
    for (let round = 0; round < 5; round++) {
      const page = await visitor.listItems({ limit: 2, origin: ORIGIN, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      cursor = decodeCursor(page.nextCursor) ?? undefined;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  test("search finds Latin, Japanese and Chinese text and titles, with an excerpt", async () => {
    const visitor = freshVisitor();
    const german = await draft(visitor, "Die Orbit-Lampe leuchtet warm über dem Schreibtisch.", "Lampe");
    const japanese = await draft(visitor, "軌道ランプは机の上を温かく照らします。", "照明");
    const chinese = await draft(visitor, "轨道台灯温暖地照亮书桌。", "台灯");
    const search = async (q: string) =>
      (await visitor.listItems({ limit: 10, q, origin: ORIGIN })).items.map((item: ItemSummary) => item.id);
    expect(await search("schreibtisch")).toEqual([german]);
    expect(await search("ランプ")).toEqual([japanese]);
    expect(await search("照亮书桌")).toEqual([chinese]);
    expect(await search("台灯")).toEqual([chinese]);
    expect(await search("Stehlampe")).toEqual([]);
    const [hit] = (await visitor.listItems({ limit: 10, q: "leuchtet", origin: ORIGIN })).items;
    expect(hit?.excerpt).toContain("leuchtet warm");
  });

  test("shared items are those with a link or a page, shown with the link's language and version", async () => {
    const visitor = freshVisitor();
    const plain = await draft(visitor, "Not shared");
    const shared = await draft(visitor, "Geteilter Text", "", "de");
    expect(await visitor.setLinks(shared, links("a"))).toBe(true);
    expect(await visitor.setLinks("gone", links("b"))).toBe(false);
    const page = await visitor.listItems({ limit: 10, shared: true, origin: ORIGIN });
    expect(page.items.map((item) => item.id)).toEqual([shared]);
    expect(page.items[0]?.share).toEqual({
      slug: "share-a",
      // The link is in the language of the version it shows, not the draft's.
      url: shareUrl(ORIGIN, "de", "share-a"),
      showBrief: false,
      revision: 1,
    });
    expect((await visitor.itemDetail(plain, ORIGIN))?.share).toBeNull();
    expect(await visitor.setLinks(shared, { share: null, publication: null })).toBe(true);
    expect((await visitor.listItems({ limit: 10, shared: true, origin: ORIGIN })).items).toEqual([]);
  });
});

describe("export and delete-all in the object", () => {
  test(`exports page by page (${EXPORT_PAGE_SIZE} items each), oldest first, every item once with its versions`, async () => {
    const visitor = freshVisitor();
    const ids: string[] = [];
    for (let index = 0; index < EXPORT_PAGE_SIZE + 3; index++) ids.push(await draft(visitor, `Export text ${index}`));
    await spreadTimes(visitor, ids);
    await visitor.setLinks(ids[1] ?? "", links("x"));
    const exported: string[] = [];
    let after: ExportCursor | null = null;
    let pages = 0;
    do {
      const page: { items: Array<{ id: string }>; next: ExportCursor | null } = await visitor.exportPage(after, ORIGIN);
      exported.push(...page.items.map((item) => item.id));
      after = page.next;
      pages++;
    } while (after && pages < 5);
    expect(pages).toBe(2);
    expect(exported).toEqual(ids);
    const first = (await visitor.exportPage(null, ORIGIN)).items[1];
    expect(first?.revisions).toMatchObject([{ number: 1, content: "Export text 1", status: "complete" }]);
    expect(first?.share).toMatchObject({ slug: "share-x", revision: 1, showBrief: false });
  });

  test("delete-all goes in bounded batches, returns the links to remove from D1, and spares newer items", async () => {
    const visitor = freshVisitor();
    const ids: string[] = [];
    for (let index = 0; index < EXPORT_PAGE_SIZE + 2; index++) ids.push(await draft(visitor, `Delete me ${index}`));
    await spreadTimes(visitor, ids);
    await visitor.setLinks(ids[3] ?? "", links("y"));
    const startedAt = Date.now();
    const later = await draft(visitor, "Made after the request began");
    await runInDurableObject(visitor, (_, { storage }) => {
      storage.sql.exec("UPDATE items SET created_at = ? WHERE id = ?", startedAt + 1, later);
    });
    const first = await visitor.deleteAllBatch(startedAt);
    expect(first).toEqual({
      deleted: EXPORT_PAGE_SIZE,
      ids: ids.slice(0, EXPORT_PAGE_SIZE),
      links: [{ itemId: ids[3], shareSlug: "share-y", publicationSlug: null }],
      done: false,
    });
    expect(await visitor.deleteAllBatch(startedAt)).toEqual({
      deleted: 2,
      ids: ids.slice(EXPORT_PAGE_SIZE),
      links: [],
      done: true,
    });
    const left = await runInDurableObject(visitor, (_, { storage }) => ({
      items: storage.sql.exec("SELECT id FROM items").toArray(),
      revisions: storage.sql.exec("SELECT COUNT(*) AS n FROM revisions").one().n,
      search: storage.sql.exec("SELECT COUNT(*) AS n FROM item_search").one().n,
      links: storage.sql.exec("SELECT COUNT(*) AS n FROM links").one().n,
    }));
    expect(left).toEqual({ items: [{ id: later }], revisions: 1, search: 1, links: 0 });
  });
});
