import { isLocale, type Locale } from "../shared/locales";

/** The sitemaps' reads of D1 (docs/seo.md, "Splitting"). */

/**
 * A page as a sitemap lists it in one language; `updatedAt` is in milliseconds since the epoch.
 * `main` is the page's main language and `others` its other languages (docs/seo.md, "A page in
 * several languages"): the entry names them all as alternates when there are any.
 */
export type PublishedEntry = { slug: string; updatedAt: number; main?: Locale; others?: Locale[] };

/**
 * Both statements are answered from the covering index publications_sitemap (migrations 0006 and
 * 0014): no table row is read and nothing is sorted. The order is stable: first published first,
 * the unique slug breaking ties, so a new page lands in the locale's last file and earlier files
 * change only when a page is removed or republished in another language.
 */
export const PUBLISHED_COUNT_SQL = "SELECT COUNT(*) AS count FROM publications WHERE locale = ?1";
export const PUBLISHED_RANGE_SQL =
  "SELECT slug, updated_at, languages FROM publications WHERE locale = ?1 ORDER BY published_at, slug LIMIT ?2 OFFSET ?3";

/**
 * A locale's entries for pages whose main language is another (page_variants, migration 0014),
 * listed after the locale's own pages, first added first: page_variants_sitemap gives the order,
 * and each reads its page's row by item for the slug, version and languages.
 */
export const VARIANT_COUNT_SQL = "SELECT COUNT(*) AS count FROM page_variants WHERE locale = ?1";
export const VARIANT_RANGE_SQL = `SELECT p.slug, p.updated_at, p.locale, p.languages FROM page_variants v
  JOIN publications p ON p.item_id = v.item_id WHERE v.locale = ?1 ORDER BY v.created_at, v.item_id LIMIT ?2 OFFSET ?3`;

const count = async (db: D1Database, sql: string, locale: Locale) =>
  (await db.prepare(sql).bind(locale).first<{ count: number }>())?.count ?? 0;

/** How many entries the locale's sitemap lists for pages: its own, then its languages of others' pages. */
export async function publishedCount(db: D1Database, locale: Locale): Promise<number> {
  return (await count(db, PUBLISHED_COUNT_SQL, locale)) + (await count(db, VARIANT_COUNT_SQL, locale));
}

const localesOf = (list: string) => list.split(",").filter(isLocale);

/**
 * The locale's page entries from position `offset` (0-based), at most `limit` of them: its own
 * pages, then its languages of pages whose main language is another. OFFSET steps over index
 * entries without reading rows: its cost grows with the position but stays a walk of the index
 * (docs/seo.md gives the numbers). The second part is read only when the first ends in the range.
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
    .all<{ slug: string; updated_at: number; languages: string }>();
  const own = results.map((row) => ({
    slug: row.slug,
    updatedAt: row.updated_at,
    main: locale,
    others: localesOf(row.languages),
  }));
  if (own.length === limit) return own;
  const owned = own.length > 0 ? offset + own.length : await count(db, PUBLISHED_COUNT_SQL, locale);
  const variants = await db
    .prepare(VARIANT_RANGE_SQL)
    .bind(locale, limit - own.length, Math.max(0, offset - owned))
    .all<{ slug: string; updated_at: number; locale: Locale; languages: string }>();
  return [
    ...own,
    ...variants.results.map((row) => ({
      slug: row.slug,
      updatedAt: row.updated_at,
      main: row.locale,
      others: localesOf(row.languages),
    })),
  ];
}
