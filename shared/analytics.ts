/**
 * Page analytics shared by the browser tracker (client/analytics/) and the worker's ingest
 * (worker/api/log.ts) and queue consumer (worker/queue/): the constants and event field types of
 * docs/analytics.md, and the one schema of a `POST /api/log` body (docs/analytics.md, "Ingest").
 * zod/mini rather than classic zod: this module ships in the client bundle and mini tree-shakes.
 */

/** The visitor identity record lives in local storage under this key. */
export const IDENTITY_STORAGE_KEY = "ip-store";
/** Events unsent at page close wait here for the next load. */
export const CHUNK_STORAGE_KEY = "@sls-logger-chunk";
/** A page visit is reported only when it lasted longer than this. */
export const PAGE_DURATION_THRESHOLD_MS = 500;
/** Looked-up network addresses are reused for one hour. */
export const IDENTITY_CACHE_MS = 3_600_000;
/** The batch is flushed at 1 queued event or after 0.1 s, whichever comes first. */
export const FLUSH_EVENT_COUNT = 1;
export const FLUSH_INTERVAL_MS = 100;
/** A log batch is at most 64 KiB and 50 events (docs/api.md, "Analytics"). */
export const LOG_BATCH_MAX_BYTES = 64 * 1024;
export const LOG_BATCH_MAX_EVENTS = 50;
/** Bounds that keep one event well inside a batch: every value is a short string. */
export const LOG_VALUE_MAX_LENGTH = 4096;
export const LOG_EVENT_MAX_FIELDS = 64;
/** The fields the worker's ingest adds to (or overwrites in) every event (docs/analytics.md, "Ingest"). */
export const EDGE_FIELDS = ["country", "received_time", "ipv4", "ipv6"] as const;
/** The Chinese message of the page-duration event ("page visit duration monitoring"). */
export const PAGE_DURATION_MESSAGE = "页面访问时长监控";

/** The visitor identity record. */
export type IdentityRecord = {
  user_id: string;
  ipv4: string;
  ipv6: string;
  /** ISO timestamp of the last address lookup. */
  lastModified: string;
};

/** The fields every analytics event carries, before serialisation. */
export type AnalyticsEventFields = IdentityRecord & {
  /** The page path without its leading slash. */
  path: string;
  uuid: string;
  language: string;
  /** Epoch seconds. */
  event_time: string;
  user_agent: string;
  width: number;
  height: number;
  timezone_offset: number;
  /** ISO time. */
  operating_time: string;
};

/** The detail object of a page-duration event. */
export type PageDurationDetail = { path: string; duration_ms: number; duration_s: string };

export type PageDurationFields = {
  event: "page_view_duration";
  message: typeof PAGE_DURATION_MESSAGE;
  level: "info";
  detail: PageDurationDetail;
  to_path: string;
};

/** One event as it travels: every value is sent as a string (objects as JSON). */
export type LogEvent = Record<string, string>;

/** Objects become JSON strings, every other value a string. Undefined fields are left out. */
export function serialiseEvent(fields: Record<string, unknown>): LogEvent {
  const event: LogEvent = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    event[key] = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  }
  return event;
}

const WRAPPER_BYTES = new TextEncoder().encode('{"__logs__":[]}').byteLength;

/**
 * Packs events, in order, into as few `{"__logs__":[…]}` bodies as the limits allow: the browser
 * packs for the ingest (50 events, 64 KiB), the queue consumer for the log service. An event too
 * large on its own still gets a body of its own; the receiver refuses it.
 */
export function packEvents(events: readonly LogEvent[], limits: { maxEvents: number; maxBytes: number }): LogEvent[][] {
  const encoder = new TextEncoder();
  const packs: LogEvent[][] = [];
  let pack: LogEvent[] = [];
  // Each event costs its JSON plus a comma; the first needs no comma, hence the -1.
  let bytes = WRAPPER_BYTES - 1;
  for (const event of events) {
    const size = encoder.encode(JSON.stringify(event)).byteLength + 1;
    if (pack.length > 0 && (pack.length === limits.maxEvents || bytes + size > limits.maxBytes)) {
      packs.push(pack);
      pack = [];
      bytes = WRAPPER_BYTES - 1;
    }
    bytes += size;
    pack.push(event);
  }
  if (pack.length > 0) packs.push(pack);
  return packs;
}
