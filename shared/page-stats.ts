/**
 * Page statistics for owners (docs/analytics.md, "Page statistics"): the answer of
 * `GET /api/items/{id}/stats`, the ranges it takes, and the fixed buckets time on page is counted
 * in. The queue consumer (worker/queue/page-stats.ts) writes the buckets; the API reads the median
 * from them.
 */

/** The ranges an owner may ask for, in days ending today (UTC); the first is the default. */
export const STATS_RANGES = [30, 7, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

export function isStatsRange(value: number): value is StatsRange {
  return (STATS_RANGES as readonly number[]).includes(value);
}

/**
 * Upper bounds of the time-on-page buckets, in seconds: bucket 0 holds visits shorter than 5 s
 * (the tracker reports none under 0.5 s), bucket i visits from BOUNDS[i-1] up to BOUNDS[i], and
 * the last bucket everything from 20 minutes on. Changing them changes what stored rows mean:
 * add a migration that clears `page_stats`, never edit them in place.
 */
export const DURATION_BUCKET_BOUNDS_S = [5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1200] as const;
export const DURATION_BUCKETS = DURATION_BUCKET_BOUNDS_S.length + 1;

/** The bucket of a visit of `ms` milliseconds. */
export function durationBucket(ms: number): number {
  const seconds = ms / 1000;
  const index = DURATION_BUCKET_BOUNDS_S.findIndex((bound) => seconds < bound);
  return index === -1 ? DURATION_BUCKETS - 1 : index;
}

/**
 * The median visit in seconds from bucket counts, or null without visits. The median visit's
 * bucket is found by counting; within it, visits are taken as spread evenly (linear
 * interpolation), so the answer is exact to within its bucket. The open last bucket answers its
 * lower bound ("20 minutes or more").
 */
export function medianFromBuckets(counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const half = total / 2;
  let before = 0;
  for (let index = 0; index < counts.length; index++) {
    const count = counts[index] ?? 0;
    if (count > 0 && before + count >= half) {
      const low = index === 0 ? 0 : (DURATION_BUCKET_BOUNDS_S[index - 1] ?? 0);
      const high = DURATION_BUCKET_BOUNDS_S[index];
      if (high === undefined) return low;
      return Math.round((low + ((half - before) / count) * (high - low)) * 10) / 10;
    }
    before += count;
  }
  return null;
}

/** One day of a link's statistics (UTC day, `YYYY-MM-DD`). */
export type DayStats = { day: string; views: number; visitors: number };

/** The statistics of one published page or share link over the range asked for. */
export type LinkStats = {
  views: number;
  /** Distinct browsers (the tracker's anonymous id) over the whole range. */
  visitors: number;
  /** Median time on page in seconds, from the visits that reported one; null when none did. */
  medianSeconds: number | null;
  /** How many visits reported a time on page (the median's sample). */
  timedVisits: number;
  /** Every day of the range, oldest first, zeros included. */
  byDay: DayStats[];
  /** Views by the reader's browser language (a lower-case primary subtag, or `und`), most first. */
  byLanguage: { language: string; views: number }[];
};

/** `GET /api/items/{id}/stats?days=…` (docs/api.md, "Page statistics"). */
export type ItemStats = { days: StatsRange; from: string; to: string; page: LinkStats; share: LinkStats };

/** The primary subtag of a browser language (`en-US` → `en`), or `und` for anything else. */
export function statsLanguage(tag: string | undefined): string {
  const primary = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return /^[a-z]{2,3}$/.test(primary) ? primary : "und";
}

/** `YYYY-MM-DD` of a UTC time. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
