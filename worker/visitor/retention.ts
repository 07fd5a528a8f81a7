import type { Storage } from "./store";

/**
 * Retention of a visitor's stale drafts in their own object (docs/data.md, "Retention"): what the
 * daily Cron Trigger did for D1's items (worker/retention.ts), done by an alarm of each object.
 * A draft goes when it and all its versions were last written more than DRAFT_RETENTION_DAYS ago
 * and it has neither a share link nor a published page, neither in the object's `links` nor in
 * D1 (the caller checks D1, so a link written to D1 whose copy never reached the object still
 * spares its draft).
 */

const DAY_MS = 24 * 3_600_000;

/** The alarm's period: a day, like the Cron Trigger's. */
export const RETENTION_ALARM_MS = DAY_MS;
/** Drafts deleted per transaction, so the visitor's own requests run in between. */
export const RETENTION_BATCH = 50;
/** Batches per alarm; a larger backlog is finished by the next alarm, a minute later. */
export const RETENTION_ROUNDS = 10;
export const RETENTION_BACKLOG_MS = 60_000;

export const cutoffOf = (days: number, now: number) => now - days * DAY_MS;

const STALE = `SELECT i.id FROM items i
  WHERE i.updated_at < ?1
    AND NOT EXISTS (SELECT 1 FROM links l WHERE l.item_id = i.id)
    AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.item_id = i.id AND r.updated_at >= ?1)`;

/** Up to `limit` stale drafts, oldest first. */
export function staleDrafts(sql: SqlStorage, cutoff: number, limit = RETENTION_BATCH): string[] {
  return sql
    .exec<{ id: string }>(`${STALE} ORDER BY i.updated_at, i.id LIMIT ?2`, cutoff, limit)
    .toArray()
    .map((row) => row.id);
}

/**
 * Deletes those of `ids` that are still stale (re-checked in the same transaction: a draft
 * refined, shared or published meanwhile is kept whole). Versions and links go by cascade, the
 * search row by its trigger. Returns how many were deleted.
 */
export function deleteStaleDrafts(storage: Storage, ids: readonly string[], cutoff: number): number {
  if (ids.length === 0) return 0;
  return storage.transactionSync(
    () =>
      storage.sql
        .exec(
          `DELETE FROM items WHERE id IN (SELECT value FROM json_each(?2)) AND id IN (${STALE}) RETURNING id`,
          cutoff,
          JSON.stringify(ids),
        )
        .toArray().length,
  );
}

/** The ids among `ids` that D1 holds a share link or a page for. */
export async function linkedInD1(db: D1Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT item_id FROM shares WHERE item_id IN (SELECT value FROM json_each(?1))
       UNION SELECT item_id FROM publications WHERE item_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<{ item_id: string }>();
  return new Set(results.map((row) => row.item_id));
}
