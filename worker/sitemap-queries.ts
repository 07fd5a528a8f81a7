import type { Locale } from "../shared/locales";

/** The sitemaps' reads of D1 (docs/seo.md, "Splitting"). */

/** A published page as a sitemap lists it; `updatedAt` is in milliseconds since the epoch. */
export type PublishedEntry = { slug: string; updatedAt: number };

/**
 * Both statements are answered from the covering index publications_sitemap (migration 0006):
 * no table row is read and nothing is sorted. The order is stable: first published first, the
 * unique slug breaking ties, so a new page lands in the locale's last file and earlier files
 * change only when a page is removed or republished in another language.
 */
export const PUBLISHED_COUNT_SQL = "SELECT COUNT(*) AS count FROM publications WHERE locale = ?1";
export const PUBLISHED_RANGE_SQL =
  "SELECT slug, updated_at FROM publications WHERE locale = ?1 ORDER BY published_at, slug LIMIT ?2 OFFSET ?3";

export async function publishedCount(db: D1Database, locale: Locale): Promise<number> {
  const row = await db.prepare(PUBLISHED_COUNT_SQL).bind(locale).first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * The locale's published pages from position `offset` (0-based), at most `limit` of them. OFFSET
 * steps over index entries without reading rows: its cost grows with the position but stays a
 * walk of the index (docs/seo.md gives the numbers).
 */
export async function publishedRange(
  db: D1Database,
  locale: Locale,
  offset: number,
  limit: number,
): Promise<PublishedEntry[]> {
  const { results } = await db
    .prepare(PUBLISHED_RANGE_SQL)
    .bind(locale, limit, offset)
    .all<{ slug: string; updated_at: number }>();
  return results.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
