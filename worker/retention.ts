import { utcDay } from "../shared/page-stats";
import { type Config, getConfig, reportConfigProblems, retentionDays } from "./config";

/**
 * Data retention (docs/data.md, "Retention"), run daily by the Cron Trigger of wrangler.toml:
 * local analytics events and the owners' page statistics, dead letters and drafts older than their
 * periods are deleted.
 *
 * Deletes are batched so a run stays within a Worker's limits: one statement deletes at most
 * RETENTION_BATCH_ROWS rows, and each kind gets a fixed number of rounds per run. All rounds
 * together are at most 45 D1 statements, within the 50 queries a Worker invocation may make on
 * the free plan. What a run leaves (a backlog larger than its rounds) goes at the next run; its
 * log line then says `complete: false`.
 *
 * Delivered-event ids (`delivered_events`) are not handled here: the queue consumer already
 * forgets them after 14 days, each time it records a delivery (worker/queue/log-store.ts).
 */

const DAY_MS = 24 * 3_600_000;

/** The most rows one DELETE statement removes. */
export const RETENTION_BATCH_ROWS = 500;

/**
 * Rounds per kind and run. A draft round is one D1 batch of two statements (its versions, then the
 * items), so the statements add up to 14 + 2 + 4 + 5 + 2 × 10 = 45. Page statistics are a few rows
 * per link and day (visitors one per reader and day), far fewer than the raw events.
 */
export const RETENTION_ROUNDS = {
  analyticsEvents: 14,
  pageStats: 2,
  pageVisitors: 4,
  deadLetters: 5,
  drafts: 10,
} as const;

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
  // The first RETENTION_BATCH_ROWS stale drafts by row id. Deleting the versions of these drafts
  // changes no other item's condition, so the second statement picks the very same drafts.
  const staleDrafts = `SELECT i.rowid FROM items i
    WHERE i.updated_at < ?1
      AND NOT EXISTS (SELECT 1 FROM shares s WHERE s.item_id = i.id)
      AND NOT EXISTS (SELECT 1 FROM publications p WHERE p.item_id = i.id)
      AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.item_id = i.id AND r.updated_at >= ?1)
    ORDER BY i.rowid LIMIT ?2`;
  const drafts = await deleteInRounds(RETENTION_ROUNDS.drafts, async () => {
    const [revisions, items] = await db.batch([
      db
        .prepare(`DELETE FROM revisions WHERE item_id IN (SELECT id FROM items WHERE rowid IN (${staleDrafts}))`)
        .bind(cutoff("drafts"), RETENTION_BATCH_ROWS),
      // Counted by RETURNING: D1's `changes` would include the search rows its trigger deletes.
      db
        .prepare(`DELETE FROM items WHERE rowid IN (${staleDrafts}) RETURNING 1 AS deleted`)
        .bind(cutoff("drafts"), RETENTION_BATCH_ROWS),
    ]);
    return { rows: items?.results.length ?? 0, other: revisions?.meta.changes ?? 0 };
  });
  return {
    analyticsEvents: analytics.rows,
    pageStats: pageStats.rows,
    pageVisitors: pageVisitors.rows,
    deadLetters: deadLetters.rows,
    drafts: drafts.rows,
    revisions: drafts.other,
    complete:
      analytics.complete && pageStats.complete && pageVisitors.complete && deadLetters.complete && drafts.complete,
  };
}

/** Runs `round` until it deletes fewer than a full batch, or `rounds` times. */
async function deleteInRounds(
  rounds: number,
  round: () => Promise<{ rows: number; other?: number }>,
): Promise<{ rows: number; other: number; complete: boolean }> {
  let rows = 0;
  let other = 0;
  for (let n = 0; n < rounds; n++) {
    const deleted = await round();
    rows += deleted.rows;
    other += deleted.other ?? 0;
    if (deleted.rows < RETENTION_BATCH_ROWS) return { rows, other, complete: true };
  }
  return { rows, other, complete: false };
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
