-- A published page's other languages (docs/data.md, "Items and versions"; docs/api.md, "A page in
-- several languages"). The page's row in `publications` is its main language; each row here is the
-- same page in one more language: a version of the draft in that language (a translation or the
-- owner's own edit), with a copy of its text, title and description, served at /{locale}/p/{slug}.
-- One row per language; never the main language's (the API and upsertPublication keep it so).
-- Keyed by item, not slug: a page's new address keeps its languages. Unpublishing or deleting the
-- page deletes them (by hand and by cascade).
CREATE TABLE page_variants (
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  revision INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, locale)
);
-- The sitemaps' order of a locale's page languages (docs/seo.md, "Splitting"), like publications_sitemap.
CREATE INDEX page_variants_sitemap ON page_variants (locale, created_at, item_id);
-- The page's other languages, as the sitemaps read them beside its main address (comma-separated
-- locales, '' for none): kept in step with page_variants by the statements that write it, in the
-- same batch (worker/items/publishing.ts). publications_sitemap covers it, so a sitemap file of a
-- locale's pages still reads its index alone.
ALTER TABLE publications ADD COLUMN languages TEXT NOT NULL DEFAULT '';
DROP INDEX publications_sitemap;
CREATE INDEX publications_sitemap ON publications (locale, published_at, slug, updated_at, languages);
