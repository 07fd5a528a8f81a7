import type { Locale } from "../../shared/locales";
import { logEvent } from "../log";
import { forgetPublishedDocuments } from "../published-cache";
import type { Visitor } from "../visitor/object";
import type { ItemLinks } from "../visitor/queries";
import { deleteAllItems } from "./delete-all";

/**
 * The way from the worker to a visitor's own database (docs/data.md, "A visitor's object";
 * docs/decisions/0014-visitor-durable-object.md): the `Visitor` Durable Object named by the
 * visitor id holds their items, versions and search; D1 keeps the public rows that point at an
 * item (shares, publications, former addresses, other languages, page statistics). The functions
 * here write the two in the order that never leaves a public row pointing at a deleted version
 * and never loses anything of the owner's (docs/data.md, "How the object and D1 stay consistent").
 */

/** A visitor's object: its RPC methods are the item store for that one owner. */
export type VisitorStore = DurableObjectStub<Visitor>;

export function visitorStore(env: Pick<Env, "VISITOR">, visitorId: string): VisitorStore {
  return env.VISITOR.get(env.VISITOR.idFromName(visitorId));
}

/** An item's share and page columns as D1 joins them (null where there is none). */
export type LinkRows = {
  share_slug: string | null;
  share_revision: number | null;
  share_show_brief: number | null;
  share_created_at: number | null;
  publication_slug: string | null;
  publication_revision: number | null;
  publication_locale: Locale | null;
  publication_title: string | null;
  publication_description: string | null;
  publication_show_card: number | null;
  publication_published_at: number | null;
  publication_updated_at: number | null;
};

/** An item's links as the object records them (`links`), from D1's share and page columns. */
export function linksOfRow(row: LinkRows | null | undefined): ItemLinks {
  return {
    share: row?.share_slug
      ? {
          slug: row.share_slug,
          revision: row.share_revision,
          showBrief: row.share_show_brief !== 0,
          createdAt: row.share_created_at ?? 0,
        }
      : null,
    publication:
      row?.publication_slug && row.publication_locale
        ? {
            slug: row.publication_slug,
            revision: row.publication_revision ?? 0,
            locale: row.publication_locale,
            title: row.publication_title ?? "",
            description: row.publication_description ?? "",
            showCard: row.publication_show_card !== 0,
            publishedAt: row.publication_published_at ?? 0,
            updatedAt: row.publication_updated_at ?? 0,
          }
        : null,
  };
}

/** What D1 holds now for an item's share link and page, as the object records it. */
export async function linksInD1(db: D1Database, itemId: string): Promise<ItemLinks> {
  const row = await db
    .prepare(
      `SELECT s.slug AS share_slug, s.revision AS share_revision, s.show_brief AS share_show_brief,
         s.created_at AS share_created_at, p.slug AS publication_slug, p.revision AS publication_revision,
         p.locale AS publication_locale, p.title AS publication_title, p.description AS publication_description,
         p.show_card AS publication_show_card, p.published_at AS publication_published_at,
         p.updated_at AS publication_updated_at
       FROM (SELECT ?1 AS item_id) k
       LEFT JOIN shares s ON s.item_id = k.item_id LEFT JOIN publications p ON p.item_id = k.item_id`,
    )
    .bind(itemId)
    .first<LinkRows>();
  return linksOfRow(row);
}

/**
 * After D1's share or page rows of an item were written: records them in the owner's object
 * (its `links`, which the history shows). When the object refuses (the item was deleted
 * meanwhile), D1's rows of the item are removed again, so no public row outlives its item.
 * Returns false then.
 */
export async function syncLinks(env: Env, owner: string, itemId: string): Promise<boolean> {
  if (await visitorStore(env, owner).setLinks(itemId, await linksInD1(env.DB, itemId))) return true;
  await deletePublicRows(env.DB, [itemId]);
  return false;
}

/**
 * Deletes every D1 row that points at these items: share links, pages with their former
 * addresses and other languages, and page statistics (what `ON DELETE CASCADE` did while the
 * items were D1's, migrations/0019), in one batch (one transaction), and drops the pages from
 * this isolate's cache. Returns the page slugs removed.
 */
export async function deletePublicRows(db: D1Database, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const ids = JSON.stringify(itemIds);
  const inItems = "item_id IN (SELECT value FROM json_each(?1))";
  const [former, , , current] = await db.batch<{ slug: string }>([
    db.prepare(`DELETE FROM page_slugs WHERE ${inItems} RETURNING slug`).bind(ids),
    db.prepare(`DELETE FROM page_variants WHERE ${inItems}`).bind(ids),
    db.prepare(`DELETE FROM shares WHERE ${inItems}`).bind(ids),
    db.prepare(`DELETE FROM publications WHERE ${inItems} RETURNING slug`).bind(ids),
    db.prepare(`DELETE FROM page_stats WHERE ${inItems}`).bind(ids),
    db.prepare(`DELETE FROM page_visitors WHERE ${inItems}`).bind(ids),
  ]);
  const slugs = [...(current?.results ?? []), ...(former?.results ?? [])].map((row) => row.slug);
  // The pages must disappear at once, cache included.
  for (const slug of slugs) forgetPublishedDocuments(slug);
  return slugs;
}

/**
 * DELETE /api/items/{id}: the public rows first, then the item. A D1 failure leaves everything as
 * it was (the item and its links); an object failure after D1's delete leaves the item with no
 * public rows, which the object is told when it can be (a retry deletes it). A page published
 * between the two is in the links the object's delete returns, and goes from D1 too. False when
 * the owner has no such item.
 */
export async function deleteOwnedItem(env: Env, owner: string, itemId: string): Promise<boolean> {
  const store = visitorStore(env, owner);
  if (!(await store.getItem(itemId))) return false;
  await deletePublicRows(env.DB, [itemId]);
  let removed: Awaited<ReturnType<VisitorStore["deleteItem"]>>;
  try {
    removed = await store.deleteItem(itemId);
  } catch (error) {
    // Best effort: the history should not show links D1 no longer has.
    await store.setLinks(itemId, { share: null, publication: null }).catch(() => undefined);
    throw error;
  }
  if (removed?.shareSlug || removed?.publicationSlug) await deletePublicRows(env.DB, [itemId]);
  return removed !== null;
}

/**
 * DELETE /api/items: every public row of the owner's first (one D1 batch); then any of their items
 * still in D1's old tables, not yet moved into the object (worker/visitor/move.ts), hidden at once
 * and purged in the background (./delete-all.ts), so a move run later cannot bring them back; then
 * the items made up to `startedAt` in the object's bounded batches, each batch's ids having their
 * page statistics and any link made meanwhile removed from D1. A failure at any point leaves no
 * public row whose item is gone. Returns how many items were deleted.
 */
export async function deleteAllOwned(env: Env, owner: string, startedAt = Date.now()): Promise<number> {
  const db = env.DB;
  const ownedPages = "SELECT item_id FROM publications WHERE owner = ?1";
  const [former, , , pages] = await db.batch<{ slug: string }>([
    db.prepare(`DELETE FROM page_slugs WHERE item_id IN (${ownedPages}) RETURNING slug`).bind(owner),
    db.prepare(`DELETE FROM page_variants WHERE item_id IN (${ownedPages})`).bind(owner),
    db.prepare("DELETE FROM shares WHERE owner = ?1").bind(owner),
    db.prepare("DELETE FROM publications WHERE owner = ?1 RETURNING slug").bind(owner),
  ]);
  for (const row of [...(pages?.results ?? []), ...(former?.results ?? [])]) forgetPublishedDocuments(row.slug);
  let deleted = await deleteAllItems(db, owner, {
    startedAt,
    // What the request's budget leaves goes on in the queue consumer; the items are already
    // invisible. Should the queue refuse, the daily retention finishes the purge.
    continueLater: (message) =>
      env.LOG_QUEUE.send(message).catch((error) => logEvent("error", "purge_enqueue_failed", { error: String(error) })),
  });
  const store = visitorStore(env, owner);
  for (;;) {
    const batch = await store.deleteAllBatch(startedAt);
    deleted += batch.deleted;
    await deletePublicRows(db, batch.ids);
    if (batch.done) return deleted;
  }
}
