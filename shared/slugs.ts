/**
 * Slug formats (docs/product.md, "Routing rules"). Route validation uses them so a malformed slug is a 404
 * before any lookup, and the API uses them to refuse bad input with a 400.
 */

/** One catalog slug segment: lower-case words joined by "-". */
const CATALOG_SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
/** At most this many segments in a multi-segment slug (keeps `/use-cases/{slug...}/preview` routable). */
export const MAX_SLUG_SEGMENTS = 4;

/** A catalog slug: `landing-page`, or with `multiSegment` also `industries/real-estate`. */
export function isCatalogSlug(value: string, { multiSegment = false } = {}): boolean {
  const segments = value.split("/");
  if (segments.length > (multiSegment ? MAX_SLUG_SEGMENTS : 1)) return false;
  return segments.every((segment) => CATALOG_SEGMENT.test(segment));
}

/** A published page slug the owner may choose: 3 to 64 characters of a-z, 0-9 and inner "-". */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$/;

export function isPageSlug(value: string): boolean {
  return PAGE_SLUG_PATTERN.test(value);
}

/** Item ids and share slugs are random URL-safe tokens (at least 64 bits of randomness). */
export const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}
