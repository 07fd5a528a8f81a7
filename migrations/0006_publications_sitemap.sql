-- The sitemaps' order of a locale's published pages (docs/seo.md, "Splitting"): first published
-- first, slug breaking ties. The index holds every column the sitemap reads, so counting a
-- locale's pages and reading one file of them walk this index alone: no table row is read and
-- nothing is sorted, however many pages there are. Without it each file sorted all of the
-- locale's pages.
CREATE INDEX publications_sitemap ON publications (locale, published_at, slug, updated_at);
