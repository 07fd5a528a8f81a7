import { dropCachedPublication } from "./publishing";

/**
 * "Delete all my data" (docs/api.md, "Your data"; docs/data.md, "Deleting everything") in bounded
 * steps. Deleting an item's rows is the expensive part (its versions' text and its search row),
 * and a visitor may have tens of thousands: done in one request it held the database for seconds
 * (16.6 s for 5,000 items) and met D1's per-invocation query cap. So the request does two things:
 *
 * 1. **Hide** (one D1 batch, one transaction): every item the visitor had when asked moves to a
 *    tombstone owner, `deleted:{time}:{random uuid}`, which no visitor id can be (those are bare uuids);
 *    every query of the visitor's data is scoped by owner, so history, search, export and item
 *    reads stop seeing them at that instant. Their share links, pages, former page addresses and
 *    page languages, which anyone can reach by slug, are deleted in the same transaction, and the
 *    pages leave the edge cache. Moving the owner rewrites two index entries per item, no text.
 * 2. **Purge** the tombstone's items and versions (their search rows go by trigger), PURGE_ITEMS
 *    per batch, each batch its own transaction, for as long as the request's budget lasts. What is
 *    left goes on in the background: a `{"__purge_items__": tombstone}` message to the worker's own
 *    queue (worker/queue/purge-consumer.ts), which purges within the same bounds and sends itself
 *    on until nothing is left. Should a message be lost, the daily retention purges any tombstone
 *    it finds (worker/retention.ts).
 *
 * The tombstone is not the visitor's id: what remains until the purge ends is tied to no one.
 */

/** Items deleted per batch (with their versions): one transaction of about a second's tenth locally. */
export const PURGE_ITEMS = 200;

/**
 * The bounds of one invocation's purge: at most PURGE_BATCHES batches (two statements each) and
 * the time budget, whichever ends first. 2 × 15 = 30 statements, which with the hiding batch's 5
 * stays within the 50 queries a Worker invocation may make on the free plan.
 */
export const PURGE_BATCHES = 15;
/** How long the visitor's request purges before the rest goes to the queue. */
export const REQUEST_PURGE_BUDGET_MS = 1_000;

/**
 * `deleted:{13-digit ms}:{uuid}`: the time makes tombstones sort by age, so retention can pick
 * the ones whose purge should long have ended (tombstonesBefore) with a range of the owner index.
 */
const tombstoneAt = (time: number) => `deleted:${String(Math.max(0, Math.floor(time))).padStart(13, "0")}:`;

export function isTombstone(owner: string): boolean {
  return /^deleted:\d{13}:[0-9a-f-]{36}$/.test(owner);
}

/** The owner range [from, to) of the tombstones made before `time`. */
export function tombstonesBefore(time: number): { from: string; to: string } {
  return { from: tombstoneAt(0), to: tombstoneAt(time) };
}

/**
 * Step 1: hides every item `owner` had at `startedAt` under a new tombstone and deletes what others
 * can reach of them, in one transaction. Returns the tombstone and how many items it holds. Items
 * made after the request began stay the visitor's, so a draft started meanwhile is kept.
 */
export async function hideAllItems(
  db: D1Database,
  owner: string,
  startedAt: number,
): Promise<{ tombstone: string; hidden: number }> {
  const tombstone = `${tombstoneAt(Date.now())}${crypto.randomUUID()}`;
  const hidden = "SELECT id FROM items WHERE owner = ?1";
  const [moved, , pages] = await db.batch<{ slug?: string }>([
    db.prepare("UPDATE items SET owner = ?1 WHERE owner = ?2 AND created_at <= ?3").bind(tombstone, owner, startedAt),
    db.prepare(`DELETE FROM shares WHERE item_id IN (${hidden})`).bind(tombstone),
    db.prepare(`DELETE FROM publications WHERE item_id IN (${hidden}) RETURNING slug`).bind(tombstone),
    // A deleted page's former addresses are free again (docs/api.md, "Old addresses").
    db.prepare(`DELETE FROM page_slugs WHERE item_id IN (${hidden})`).bind(tombstone),
    // And its other languages (migrations/0014).
    db.prepare(`DELETE FROM page_variants WHERE item_id IN (${hidden})`).bind(tombstone),
  ]);
  // The pages must disappear at once, cache included.
  const slugs = (pages?.results ?? []).flatMap((row) => (row.slug ? [row.slug] : []));
  await Promise.all(slugs.map((slug) => dropCachedPublication(slug)));
  return { tombstone, hidden: moved?.meta.changes ?? 0 };
}

/**
 * Step 2: deletes the tombstone's items with their versions, PURGE_ITEMS per D1 batch, until none
 * is left, `maxBatches` batches ran or `budgetMs` passed. Returns how many items went and whether
 * any is left. Any number of purges of one tombstone may run at once: each batch deletes whatever
 * of its page is still there.
 */
export async function purgeItems(
  db: D1Database,
  tombstone: string,
  bounds: { budgetMs: number; maxBatches: number },
): Promise<{ purged: number; batches: number; done: boolean }> {
  if (!isTombstone(tombstone)) throw new Error("purgeItems deletes tombstones only");
  const started = Date.now();
  let purged = 0;
  const page = "SELECT id FROM items WHERE owner = ?1 LIMIT ?2";
  for (let batch = 0; batch < bounds.maxBatches; batch++) {
    if (batch > 0 && Date.now() - started >= bounds.budgetMs) return { purged, batches: batch, done: false };
    // The versions of a page of items, then those items (the same page: deleting versions
    // changes no item); their search rows go by the item_search_item_deleted trigger.
    const [, items] = await db.batch([
      db.prepare(`DELETE FROM revisions WHERE item_id IN (${page})`).bind(tombstone, PURGE_ITEMS),
      db.prepare(`DELETE FROM items WHERE id IN (${page}) RETURNING 1 AS deleted`).bind(tombstone, PURGE_ITEMS),
    ]);
    const deleted = items?.results.length ?? 0;
    purged += deleted;
    if (deleted < PURGE_ITEMS) return { purged, batches: batch + 1, done: true };
  }
  return { purged, batches: bounds.maxBatches, done: false };
}

/** The message that continues a purge on the worker's queue (worker/queue/purge-consumer.ts). */
export type PurgeMessage = { __purge_items__: string };

/**
 * Deletes everything `owner` had when asked: hides it (step 1), purges for at most `budgetMs`
 * (step 2), and hands what is left to `continueLater`. Returns how many items were deleted, which
 * is every item hidden: none of them is the visitor's any more.
 */
export async function deleteAllItems(
  db: D1Database,
  owner: string,
  options: {
    continueLater: (message: PurgeMessage) => Promise<unknown>;
    startedAt?: number;
    budgetMs?: number;
  },
): Promise<number> {
  const { tombstone, hidden } = await hideAllItems(db, owner, options.startedAt ?? Date.now());
  if (!hidden) return 0;
  const { done } = await purgeItems(db, tombstone, {
    budgetMs: options.budgetMs ?? REQUEST_PURGE_BUDGET_MS,
    maxBatches: PURGE_BATCHES,
  });
  if (!done) await options.continueLater({ __purge_items__: tombstone });
  return hidden;
}
