import {
  type AnalyticsEventFields,
  type IdentityRecord,
  LOG_VALUE_MAX_LENGTH,
  type LogEvent,
  PAGE_DURATION_MESSAGE,
  type PageDurationFields,
  serialiseEvent,
} from "../../shared/analytics";

/** What the browser tells about itself, read when each event is made. */
export type BrowserFacts = {
  language: string;
  userAgent: string;
  width: number;
  height: number;
  timezoneOffset: number;
};

/** A page visit long enough to report (docs/analytics.md, "Page timing"). */
export type Visit = { path: string; toPath: string; durationMs: number };

/** Event paths carry no leading slash (docs/analytics.md, "Events"). */
export function eventPath(pathname: string): string {
  return pathname.replace(/^\/+/, "");
}

/** The fields of every event except the identity record (docs/analytics.md, "Events"). */
export function contextFields(
  facts: BrowserFacts,
  path: string,
  now: number,
  uuid: string,
): Omit<AnalyticsEventFields, keyof IdentityRecord> {
  return {
    path,
    uuid,
    language: facts.language,
    event_time: String(Math.floor(now / 1000)),
    user_agent: facts.userAgent,
    width: facts.width,
    height: facts.height,
    timezone_offset: facts.timezoneOffset,
    operating_time: new Date(now).toISOString(),
  };
}

/** The spec names no page-view fields beyond the common ones; `event` tells it from the duration event. */
export const PAGE_VIEW_FIELDS = { event: "page_view" } as const;

/** The page-duration event (docs/analytics.md, "Events"). */
export function pageDurationFields({ path, toPath, durationMs }: Visit): PageDurationFields {
  return {
    event: "page_view_duration",
    message: PAGE_DURATION_MESSAGE,
    level: "info",
    // Rounded in whole hundredths first: (1505 / 1000).toFixed(2) would give "1.50".
    detail: { path, duration_ms: durationMs, duration_s: (Math.round(durationMs / 10) / 100).toFixed(2) },
    to_path: toPath,
  };
}

/**
 * Serialises an event as docs/analytics.md, "Events", says and cuts over-long values (a long user agent or path), so
 * the worker's value bound never refuses a whole batch for one field.
 */
export function toLogEvent(fields: Record<string, unknown>): LogEvent {
  const event = serialiseEvent(fields);
  for (const [key, value] of Object.entries(event)) {
    if (value.length > LOG_VALUE_MAX_LENGTH) event[key] = value.slice(0, LOG_VALUE_MAX_LENGTH);
  }
  return event;
}
