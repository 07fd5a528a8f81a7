import { utcDay } from "../shared/page-stats";
import { type Config, getConfig, reportConfigProblems, retentionDays } from "./config";
import { PURGE_ITEMS, tombstonesBefore } from "./items/delete-all";

/**
 * Data retention (docs/data.md, "Retention"), run daily by the Cron Trigger of wrangler.toml:
 * local analytics events and the owners' page statistics, dead letters and drafts older than their
 * periods are deleted.
 *
 * Deletes are batched so a run stays within a Worker's limits: one statement deletes at most
 * RETENTION_BATCH_ROWS rows, and each kind gets a fixed number of rounds per run. All rounds
 * together are at most 49 D1 statements, within the 50 queries a Worker invocation may make on
 * the free plan. What a run leaves (a backlog larger than its rounds) goes at the next run; its
 * log line then says `complete: false`. Every scan is a range of an index: the stale-draft scan
 * walks items_updated (migrations/0018) from where the last round stopped, and a run that ends
 * mid-scan stores its place (retention_cursors), so the next run resumes there.
 *
 * Delivered-event ids (`delivered_events`) are not handled here: the queue consumer already
 * forgets them after 14 days, each time it records a delivery (worker/queue/log-store.ts).
 */

const DAY_MS = 24 * 3_600_000;

/** The most rows one DELETE statement removes. */
export const RETENTION_BATCH_ROWS = 500;

/**
 * Rounds per kind and run. A draft round is one D1 batch of three statements (the end of the
 * window it examines, the versions of its stale drafts, then those items), plus one read and one
 * write of the scan's place per run; a tombstone round (the rest of an unfinished delete-all) is
 * two. So the statements add up to 14 + 2 + 4 + 5 + (2 + 3 × 6) + 2 × 2 = 49. Page statistics
 * are a few rows per link and day (visitors one per reader and day), far fewer than the raw events.
 */
export const RETENTION_ROUNDS = {
  analyticsEvents: 14,
  pageStats: 2,
  pageVisitors: 4,
  deadLetters: 5,
  drafts: 6,
  tombstones: 2,
} as const;

/** A delete-all's purge normally ends within minutes (worker/queue/purge-consumer.ts); retention takes over after an hour. */
export const TOMBSTONE_GRACE_MS = 3_600_000;

export type RetentionResult = {
  /** Rows of `log_events` deleted. */
  analyticsEvents: number;
  /** Rows of `page_stats` (one link's day in one language) and `page_visitors` deleted. */
  pageStats: number;
  pageVisitors: number;
  /** Rows of `dead_letters` deleted. */
  deadLetters: number;
  /** Drafts (`items` rows) deleted; their search rows go with them (item_search_item_deleted). */
  drafts: number;
  /** Versions (`revisions` rows) of those drafts. */
  revisions: number;
  /** Items of delete-alls whose purge did not finish within TOMBSTONE_GRACE_MS (lost or dead-lettered messages). */
  tombstones: number;
  /** False when a kind used all its rounds and may have more to delete at the next run. */
  complete: boolean;
};

/**
 * Deletes the local analytics events older than ANALYTICS_RETENTION_DAYS (by `received_at`), the
 * dead letters older than DEAD_LETTER_RETENTION_DAYS (by `stored_at`) and the drafts not updated
 * for DRAFT_RETENTION_DAYS, all counted back from `now` (milliseconds since the epoch).
 *
 * A draft is an item with neither a share link nor a published page whose row and versions were
 * all last written before its cutoff: a version being written now keeps an old item. It is deleted
 * like the API's DELETE /api/items/:id does (worker/api/items.ts), its versions first and then the
 * item, in one D1 batch (one transaction) whose statements both re-check the conditions, so an item
 * shared, published or refined meanwhile is kept whole. Its search row goes with it by trigger.
 */
export async function applyRetention(db: D1Database, config: Config, now: number): Promise<RetentionResult> {
  const days = retentionPeriods(config);
  const cutoff = (kind: keyof typeof days) => now - days[kind] * DAY_MS;
  const analytics = await deleteInRounds(RETENTION_ROUNDS.analyticsEvents, async () => {
    const result = await db
      .prepare("DELETE FROM log_events WHERE id IN (SELECT id FROM log_events WHERE received_at < ?1 LIMIT ?2)")
      .bind(new Date(cutoff("analyticsEvents")).toISOString(), RETENTION_BATCH_ROWS)
      .run();
    return { rows: result.meta.changes };
  });
  // Page statistics follow the analytics events: a day goes once all of it is past the cutoff.
  const statsCutoff = utcDay(cutoff("analyticsEvents"));
  const pageStats = await deleteInRounds(RETENTION_ROUNDS.pageStats, async () => {
    const result = await db
      .prepare(
        `DELETE FROM page_stats WHERE (item_id, kind, day, language) IN
         (SELECT item_id, kind, day, language FROM page_stats WHERE day < ?1 LIMIT ?2)`,
      )
      .bind(statsCutoff, RETENTION_BATCH_ROWS)
      .run();
    return { rows: result.meta.changes };
  });
  const pageVisitors = await deleteInRounds(RETENTION_ROUNDS.pageVisitors, async () => {
    const result = await db
      .prepare(
        `DELETE FROM page_visitors WHERE (item_id, kind, day, visitor) IN
         (SELECT item_id, kind, day, visitor FROM page_visitors WHERE day < ?1 LIMIT ?2)`,
      )
      .bind(statsCutoff, RETENTION_BATCH_ROWS)
      .run();
    return { rows: result.meta.changes };
  });
  const deadLetters = await deleteInRounds(RETENTION_ROUNDS.deadLetters, async () => {
    const result = await db
      .prepare("DELETE FROM dead_letters WHERE rowid IN (SELECT rowid FROM dead_letters WHERE stored_at < ?1 LIMIT ?2)")
      .bind(new Date(cutoff("deadLetters")).toISOString(), RETENTION_BATCH_ROWS)
      .run();
    return { rows: result.meta.changes };
  });
  const drafts = await deleteStaleDrafts(db, cutoff("drafts"));
  const tombstones = await deleteInRounds(
    RETENTION_ROUNDS.tombstones,
    async () => {
      const { from, to } = tombstonesBefore(now - TOMBSTONE_GRACE_MS);
      const page = "SELECT id FROM items WHERE owner >= ?1 AND owner < ?2 LIMIT ?3";
      const [, items] = await db.batch([
        db.prepare(`DELETE FROM revisions WHERE item_id IN (${page})`).bind(from, to, PURGE_ITEMS),
        db.prepare(`DELETE FROM items WHERE id IN (${page}) RETURNING 1 AS deleted`).bind(from, to, PURGE_ITEMS),
      ]);
      return { rows: items?.results.length ?? 0 };
    },
    PURGE_ITEMS,
  );
  return {
    analyticsEvents: analytics.rows,
    pageStats: pageStats.rows,
    pageVisitors: pageVisitors.rows,
    deadLetters: deadLetters.rows,
    drafts: drafts.rows,
    revisions: drafts.revisions,
    tombstones: tombstones.rows,
    complete:
      analytics.complete &&
      pageStats.complete &&
      pageVisitors.complete &&
      deadLetters.complete &&
      drafts.complete &&
      tombstones.complete,
  };
}

/** Runs `round` until it deletes fewer than a full batch (`full` rows), or `rounds` times. */
async function deleteInRounds(
  rounds: number,
  round: () => Promise<{ rows: number }>,
  full = RETENTION_BATCH_ROWS,
): Promise<{ rows: number; complete: boolean }> {
  let rows = 0;
  for (let n = 0; n < rounds; n++) {
    const deleted = await round();
    rows += deleted.rows;
    if (deleted.rows < full) return { rows, complete: true };
  }
  return { rows, complete: false };
}

/**
 * The window of a draft round: the next RETENTION_BATCH_ROWS items last written before the cutoff
 * (?1), after the scan's place (?2, ?3), in the order of items_updated. A range of that index:
 * the scan never reads an item twice in a pass, nor one written after the cutoff.
 */
const DRAFT_WINDOW = `SELECT id FROM items WHERE updated_at < ?1 AND (updated_at, id) > (?2, ?3)
  ORDER BY updated_at, id LIMIT ?4`;

/** The window's last item: the scan's next place; nothing when the window is not full (the scan is at its end). */
export const DRAFT_WINDOW_END_SQL = `SELECT updated_at, id FROM items WHERE updated_at < ?1 AND (updated_at, id) > (?2, ?3)
  ORDER BY updated_at, id LIMIT 1 OFFSET ?4 - 1`;

/**
 * The window's drafts: neither shared nor published, and no version written since the cutoff (a
 * version being written now keeps an old item). Each item of the window is checked by its keys.
 */
export const STALE_DRAFTS_SQL = `SELECT i.id FROM items i WHERE i.id IN (${DRAFT_WINDOW})
  AND NOT EXISTS (SELECT 1 FROM shares s WHERE s.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM publications p WHERE p.item_id = i.id)
  AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.item_id = i.id AND r.updated_at >= ?1)`;

const DRAFTS_CURSOR = "drafts";

/**
 * The stale-draft scan, in rounds of one window each, from where the last run stopped. A round is
 * one D1 batch (one transaction): the window's end, then the versions of its stale drafts, then
 * those drafts. Deleting versions changes no item of the window, so both deletes pick the very same
 * drafts, and each re-checks the conditions, so an item shared, published or refined meanwhile is
 * kept whole. A run that ends mid-scan stores its place; a finished scan forgets it, and the next
 * run starts a new pass from the oldest item (a draft kept before, say unshared since, goes then).
 */
async function deleteStaleDrafts(
  db: D1Database,
  cutoff: number,
): Promise<{ rows: number; revisions: number; complete: boolean }> {
  let place =
    (await db
      .prepare("SELECT updated_at, id FROM retention_cursors WHERE kind = ?1")
      .bind(DRAFTS_CURSOR)
      .first<{ updated_at: number; id: string }>()) ?? null;
  let rows = 0;
  let revisions = 0;
  for (let round = 0; round < RETENTION_ROUNDS.drafts; round++) {
    const bind = [cutoff, place?.updated_at ?? Number.MIN_SAFE_INTEGER, place?.id ?? "", RETENTION_BATCH_ROWS];
    const [end, versions, items] = await db.batch<{ updated_at?: number; id?: string }>([
      db.prepare(DRAFT_WINDOW_END_SQL).bind(...bind),
      db.prepare(`DELETE FROM revisions WHERE item_id IN (${STALE_DRAFTS_SQL})`).bind(...bind),
      // Counted by RETURNING: D1's `changes` would include the search rows its trigger deletes.
      db.prepare(`DELETE FROM items WHERE id IN (${STALE_DRAFTS_SQL}) RETURNING 1 AS deleted`).bind(...bind),
    ]);
    rows += items?.results.length ?? 0;
    revisions += versions?.meta.changes ?? 0;
    const next = end?.results[0];
    if (next?.updated_at === undefined || next.id === undefined) {
      await db.prepare("DELETE FROM retention_cursors WHERE kind = ?1").bind(DRAFTS_CURSOR).run();
      return { rows, revisions, complete: true };
    }
    place = { updated_at: next.updated_at, id: next.id };
  }
  if (place) {
    await db
      .prepare(
        `INSERT INTO retention_cursors (kind, updated_at, id) VALUES (?1, ?2, ?3)
         ON CONFLICT (kind) DO UPDATE SET updated_at = excluded.updated_at, id = excluded.id`,
      )
      .bind(DRAFTS_CURSOR, place.updated_at, place.id)
      .run();
  }
  return { rows, revisions, complete: false };
}

/** The periods of the configuration, in days: an invalid var keeps its default (reported by config.ts). */
export function retentionPeriods(config: Config) {
  const { days } = retentionDays(config);
  return {
    analyticsEvents: days.ANALYTICS_RETENTION_DAYS,
    deadLetters: days.DEAD_LETTER_RETENTION_DAYS,
    drafts: days.DRAFT_RETENTION_DAYS,
  };
}

/**
 * The worker's scheduled handler: applies retention at the trigger's time and logs one JSON line
 * with the periods and the counts (never content or ids). A failure is logged and rethrown, so
 * the run shows as failed in the Cron Trigger's past events.
 */
export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext) {
  reportConfigProblems(env);
  const config = getConfig(env);
  const days = retentionPeriods(config);
  const started = Date.now();
  try {
    const result = await applyRetention(env.DB, config, controller.scheduledTime);
    console.log(
      JSON.stringify({ event: "retention", cron: controller.cron, days, ...result, ms: Date.now() - started }),
    );
  } catch (error) {
    console.error(JSON.stringify({ event: "retention_failed", cron: controller.cron, days, error: String(error) }));
    throw error;
  }
}
