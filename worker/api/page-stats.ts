import { Hono } from "hono";
import {
  type DayStats,
  DURATION_BUCKETS,
  type ItemStats,
  isStatsRange,
  type LinkStats,
  medianFromBuckets,
  STATS_RANGES,
  type StatsRange,
  utcDay,
} from "../../shared/page-stats";
import { isToken } from "../../shared/slugs";
import type { AppEnv } from "../context";
import { visitorStore } from "../items/visitor-store";
import type { StatsKind } from "../queue/page-stats";
import { apiError, itemNotFound } from "./errors";

const DAY_MS = 24 * 3_600_000;
const BUCKET_SUMS = Array.from({ length: DURATION_BUCKETS }, (_, i) => `SUM(d${i}) AS d${i}`).join(", ");

type Row = { kind: StatsKind; day: string; language: string; views: number } & Record<`d${number}`, number>;

/**
 * `GET /api/items/{id}/stats?days=30` (docs/api.md, "Page statistics"): the owner's statistics of
 * the item's published page and share link, from the per-day counters of the log queue consumer
 * (worker/queue/page-stats.ts). Another visitor's item is the same 404 as a missing one.
 */
export const pageStatsApi = new Hono<AppEnv>();

pageStatsApi.get("/:id/stats", async (c) => {
  const id = c.req.param("id");
  const item = isToken(id) ? await visitorStore(c.env, c.get("visitorId")).getItem(id) : null;
  if (!item) return itemNotFound(c);
  const asked = c.req.query("days");
  const days = asked === undefined ? STATS_RANGES[0] : Number(asked);
  if (!/^\d{1,3}$/.test(asked ?? "30") || !isStatsRange(days))
    return apiError(c, 400, "invalid_request", `days is one of ${STATS_RANGES.join(", ")}`);

  const now = Date.now();
  const range = Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * DAY_MS));
  const from = range[0] ?? utcDay(now);
  const to = range.at(-1) ?? from;
  const [stats, dailyVisitors, totalVisitors] = await c.env.DB.batch<Record<string, unknown>>([
    c.env.DB.prepare(
      `SELECT kind, day, language, SUM(views) AS views, ${BUCKET_SUMS} FROM page_stats
       WHERE item_id = ?1 AND day >= ?2 GROUP BY kind, day, language`,
    ).bind(item.id, from),
    c.env.DB.prepare(
      `SELECT kind, day, COUNT(*) AS visitors FROM page_visitors WHERE item_id = ?1 AND day >= ?2 GROUP BY kind, day`,
    ).bind(item.id, from),
    c.env.DB.prepare(
      `SELECT kind, COUNT(DISTINCT visitor) AS visitors FROM page_visitors WHERE item_id = ?1 AND day >= ?2 GROUP BY kind`,
    ).bind(item.id, from),
  ]);
  const rows = (stats?.results ?? []) as Row[];
  const perDay = (dailyVisitors?.results ?? []) as { kind: StatsKind; day: string; visitors: number }[];
  const totals = (totalVisitors?.results ?? []) as { kind: StatsKind; visitors: number }[];

  const linkStats = (kind: StatsKind): LinkStats => {
    const mine = rows.filter((row) => row.kind === kind);
    const buckets = Array.from({ length: DURATION_BUCKETS }, (_, i) =>
      mine.reduce((sum, row) => sum + (row[`d${i}`] ?? 0), 0),
    );
    const byDay: DayStats[] = range.map((day) => ({
      day,
      views: mine.filter((row) => row.day === day).reduce((sum, row) => sum + row.views, 0),
      visitors: perDay.find((row) => row.kind === kind && row.day === day)?.visitors ?? 0,
    }));
    const languages = new Map<string, number>();
    for (const row of mine) languages.set(row.language, (languages.get(row.language) ?? 0) + row.views);
    return {
      views: byDay.reduce((sum, day) => sum + day.views, 0),
      visitors: totals.find((row) => row.kind === kind)?.visitors ?? 0,
      medianSeconds: medianFromBuckets(buckets),
      timedVisits: buckets.reduce((sum, count) => sum + count, 0),
      byDay,
      byLanguage: [...languages]
        .filter(([, views]) => views > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([language, views]) => ({ language, views })),
    };
  };
  const answer: ItemStats = { days: days as StatsRange, from, to, page: linkStats("page"), share: linkStats("share") };
  return c.json(answer, 200, { "Cache-Control": "private, no-store" });
});
