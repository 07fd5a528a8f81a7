import { stripUnsafeText } from "./text";

/** The longest search text the catalog and the history accept (`?q=`); longer input is cut. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * A search as typed into the form or the URL, made safe to send: control characters and unpaired
 * surrogates dropped, spaces collapsed, and at most SEARCH_QUERY_MAX_LENGTH characters (code
 * points, so an emoji is never cut in half).
 */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  const text = stripUnsafeText(raw ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].slice(0, SEARCH_QUERY_MAX_LENGTH).join("").trim();
}
