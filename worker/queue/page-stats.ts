import { isbot } from "isbot";
import type { LogEvent } from "../../shared/analytics";
import { isLocale } from "../../shared/locales";
import { DURATION_BUCKETS, durationBucket, statsLanguage, utcDay } from "../../shared/page-stats";
import { isPageSlug, isToken } from "../../shared/slugs";

/**
 * Page statistics for owners (docs/analytics.md, "Page statistics"): as the log queue consumer
 * takes a batch, the page views and times on page of published pages and share links are added to
 * per-day counters in D1 (migrations/0011_page_stats.sql), before and whatever the delivery.
 * Bots and the owner's own views are left out; every event is counted once (by uuid).
 */

export type StatsKind = "page" | "share";

/** A batch's events and the visitor the ingest saw send them (null without a valid cookie). */
export type CountedMessage = { visitor: string | null; events: readonly LogEvent[] };

/** Counted uuids are remembered as long as a queue may redeliver a message. */
const COUNTED_RETENTION_MS = 14 * 24 * 3_600_000;

/** The link an event path names: `p/{slug}`, `share/{slug}`, `share/v1/{slug}`, with or without a locale prefix. */
export function linkOfPath(path: string | undefined): { kind: StatsKind; slug: string } | null {
  const segments = (path ?? "").split("/");
  if (segments.length > 1 && isLocale(segments[0]) && segments[0] !== "en") segments.shift();
  const [first, second, third, extra] = segments;
  if (first === "p" && second !== undefined && third === undefined && isPageSlug(second))
    return { kind: "page", slug: second };
  if (first === "share" && second !== undefined && third === undefined && isToken(second))
    return { kind: "share", slug: second };
  if (first === "share" && second === "v1" && third !== undefined && extra === undefined && isToken(third))
    return { kind: "share", slug: third };
  return null;
}

/** The milliseconds a page-duration event reports, or null when it reports none usable. */
function durationOf(event: LogEvent): number | null {
  try {
    const detail = JSON.parse(event.detail ?? "") as { duration_ms?: unknown };
    const ms = Number(detail.duration_ms);
    return Number.isFinite(ms) && ms >= 0 ? ms : null;
  } catch {
    return null;
  }
}

function dayOf(event: LogEvent, now: number): string {
  const received = Date.parse(event.received_time ?? "");
  return utcDay(Number.isFinite(received) ? received : now);
}

type Candidate = { uuid: string; kind: StatsKind; slug: string; visitor: string | null; event: LogEvent };

/** A short hash of the tracker's anonymous id: enough to tell visitors apart, never the id itself. */
async function visitorHash(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`parla-page-visitor:${userId}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts the page views and times on page of `messages` that fall on a published page or a share
 * link. A bot (isbot on the event's user agent) and the link's owner (the ingest's visitor is the
 * item's owner) are not counted. All writes are one D1 batch (one transaction), so an event is
 * counted with its uuid or not at all.
 */
export async function countPageStats(db: D1Database, messages: readonly CountedMessage[], now = Date.now()) {
  const candidates: Candidate[] = [];
  for (const { visitor, events } of messages) {
    for (const event of events) {
      if (event.event !== "page_view" && event.event !== "page_view_duration") continue;
      const link = linkOfPath(event.path);
      if (!link || !event.uuid || isbot(event.user_agent ?? "")) continue;
      candidates.push({ uuid: event.uuid, ...link, visitor, event });
    }
  }
  if (candidates.length === 0) return;

  const slugs = (kind: StatsKind) =>
    JSON.stringify([...new Set(candidates.filter((c) => c.kind === kind).map((c) => c.slug))]);
  const [links, counted] = await db.batch<{
    kind?: StatsKind;
    slug?: string;
    item_id?: string;
    owner?: string;
    uuid?: string;
  }>([
    db
      .prepare(
        `SELECT 'page' AS kind, p.slug, p.item_id, p.owner FROM publications p
         WHERE p.slug IN (SELECT value FROM json_each(?1))
         UNION ALL
         SELECT 'share' AS kind, s.slug, s.item_id, s.owner FROM shares s
         WHERE s.slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(slugs("page"), slugs("share")),
    db
      .prepare("SELECT uuid FROM counted_events WHERE uuid IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(candidates.map((c) => c.uuid))),
  ]);
  const owners = new Map(
    (links?.results ?? []).map((row) => [`${row.kind}:${row.slug}`, { itemId: row.item_id ?? "", owner: row.owner }]),
  );
  const seen = new Set((counted?.results ?? []).map((row) => row.uuid));

  const groups = new Map<string, { key: [string, StatsKind, string, string]; views: number; buckets: number[] }>();
  const visitors = new Map<string, [string, StatsKind, string, string]>();
  const uuids: string[] = [];
  for (const candidate of candidates) {
    const link = owners.get(`${candidate.kind}:${candidate.slug}`);
    if (!link || seen.has(candidate.uuid)) continue;
    seen.add(candidate.uuid);
    uuids.push(candidate.uuid);
    // The owner reading their own page: recorded as counted (it was looked at), never added up.
    if (candidate.visitor !== null && candidate.visitor === link.owner) continue;
    const day = dayOf(candidate.event, now);
    const language = statsLanguage(candidate.event.language);
    const groupKey = [link.itemId, candidate.kind, day, language].join("\n");
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        key: [link.itemId, candidate.kind, day, language],
        views: 0,
        buckets: new Array(DURATION_BUCKETS).fill(0),
      };
      groups.set(groupKey, group);
    }
    if (candidate.event.event === "page_view") {
      group.views += 1;
      const userId = candidate.event.user_id?.trim();
      if (userId) {
        const hash = await visitorHash(userId);
        visitors.set([link.itemId, candidate.kind, day, hash].join("\n"), [link.itemId, candidate.kind, day, hash]);
      }
    } else {
      const ms = durationOf(candidate.event);
      if (ms !== null) {
        const bucket = durationBucket(ms);
        group.buckets[bucket] = (group.buckets[bucket] ?? 0) + 1;
      }
    }
  }
  if (uuids.length === 0) return;

  const bucketColumns = Array.from({ length: DURATION_BUCKETS }, (_, i) => `d${i}`);
  const statements = [
    db
      .prepare("INSERT OR IGNORE INTO counted_events (uuid, counted_at) SELECT value, ?2 FROM json_each(?1)")
      .bind(JSON.stringify(uuids), now),
    db.prepare("DELETE FROM counted_events WHERE counted_at < ?1").bind(now - COUNTED_RETENTION_MS),
  ];
  if (groups.size > 0) {
    const rows = [...groups.values()].map((group) => [...group.key, group.views, ...group.buckets]);
    statements.push(
      db
        .prepare(
          `INSERT INTO page_stats (item_id, kind, day, language, views, ${bucketColumns.join(", ")})
           SELECT value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]', value ->> '$[4]',
             ${bucketColumns.map((_, i) => `value ->> '$[${i + 5}]'`).join(", ")}
           FROM json_each(?1) WHERE EXISTS (SELECT 1 FROM publications WHERE item_id = value ->> '$[0]'
             UNION ALL SELECT 1 FROM shares WHERE item_id = value ->> '$[0]')
           ON CONFLICT (item_id, kind, day, language) DO UPDATE SET views = views + excluded.views,
             ${bucketColumns.map((column) => `${column} = ${column} + excluded.${column}`).join(", ")}`,
        )
        .bind(JSON.stringify(rows)),
    );
  }
  if (visitors.size > 0) {
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO page_visitors (item_id, kind, day, visitor)
           SELECT value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]' FROM json_each(?1)
           WHERE EXISTS (SELECT 1 FROM publications WHERE item_id = value ->> '$[0]'
             UNION ALL SELECT 1 FROM shares WHERE item_id = value ->> '$[0]')`,
        )
        .bind(JSON.stringify([...visitors.values()])),
    );
  }
  // A link removed since the lookup above (its item deleted, migrations/0019) is skipped (EXISTS):
  // its counters would belong to nothing the owner can see.
  await db.batch(statements);
}
