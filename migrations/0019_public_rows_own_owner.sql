-- Issue 27, the switch-over (docs/data.md, "A visitor's object"; docs/decisions/0014): new items
-- and versions live in their owner's Visitor Durable Object, never in D1's `items`. The public and
-- global rows that point at an item stay here, so they must stop depending on D1's `items`:
--
-- * `shares` and `publications` carry the item's `owner` (its visitor id: whose object holds the
--   item) and `template`, which they read by a join on `items` until now (page statistics, a
--   page's template). Filled from `items` for the rows there are.
-- * `shares`, `publications`, `page_slugs`, `page_variants`, `page_stats` and `page_visitors` lose
--   their foreign key to `items (id)`: their item is in an object, which D1 cannot see. What the
--   cascade did, the code does: deleting a draft deletes these rows by item id
--   (worker/items/visitor-store.ts), in the order docs/data.md gives.
--
-- SQLite changes a foreign key only by rebuilding the table: each is copied into a new one,
-- the old one dropped and the new one renamed, with its indexes made again. D1 runs a migration
-- as one transaction, so a failure leaves every table as it was. D1's `items`, `revisions` and
-- `item_search` stay (old rows; the migration command moves them, a later migration drops them).
--
-- Dropping `publications` and `page_variants` drops their sitemap triggers (0017): they are made
-- again at the end, word for word, so the sitemaps' versions keep following every write.
PRAGMA defer_foreign_keys = true;

CREATE TABLE shares_new (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL,
  template TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revision INTEGER,
  show_brief INTEGER NOT NULL DEFAULT 1
);
INSERT INTO shares_new (slug, item_id, owner, template, created_at, revision, show_brief)
  SELECT s.slug, s.item_id, i.owner, i.template, s.created_at, s.revision, s.show_brief
  FROM shares s JOIN items i ON i.id = s.item_id;
DROP TABLE shares;
ALTER TABLE shares_new RENAME TO shares;
-- "Delete everything" and page statistics find a visitor's links by owner.
CREATE INDEX shares_owner ON shares (owner);

CREATE TABLE publications_new (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL,
  template TEXT NOT NULL,
  revision INTEGER NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  show_card INTEGER NOT NULL DEFAULT 1,
  languages TEXT NOT NULL DEFAULT ''
);
INSERT INTO publications_new (slug, item_id, owner, template, revision, locale, title, description, content,
    published_at, updated_at, show_card, languages)
  SELECT p.slug, p.item_id, i.owner, i.template, p.revision, p.locale, p.title, p.description, p.content,
    p.published_at, p.updated_at, p.show_card, p.languages
  FROM publications p JOIN items i ON i.id = p.item_id;
DROP TABLE publications;
ALTER TABLE publications_new RENAME TO publications;
CREATE INDEX publications_locale ON publications (locale, updated_at DESC);
CREATE INDEX publications_sitemap ON publications (locale, published_at, slug, updated_at, languages);
CREATE INDEX publications_owner ON publications (owner);

CREATE TABLE page_slugs_new (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL,
  retired_at INTEGER NOT NULL
);
INSERT INTO page_slugs_new SELECT slug, item_id, retired_at FROM page_slugs;
DROP TABLE page_slugs;
ALTER TABLE page_slugs_new RENAME TO page_slugs;
CREATE INDEX page_slugs_item ON page_slugs (item_id);

CREATE TABLE page_variants_new (
  item_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  revision INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, locale)
);
INSERT INTO page_variants_new
  SELECT item_id, locale, revision, title, description, content, created_at, updated_at FROM page_variants;
DROP TABLE page_variants;
ALTER TABLE page_variants_new RENAME TO page_variants;
CREATE INDEX page_variants_sitemap ON page_variants (locale, created_at, item_id);

CREATE TABLE page_stats_new (
  item_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'share')),
  day TEXT NOT NULL,
  language TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  d0 INTEGER NOT NULL DEFAULT 0,
  d1 INTEGER NOT NULL DEFAULT 0,
  d2 INTEGER NOT NULL DEFAULT 0,
  d3 INTEGER NOT NULL DEFAULT 0,
  d4 INTEGER NOT NULL DEFAULT 0,
  d5 INTEGER NOT NULL DEFAULT 0,
  d6 INTEGER NOT NULL DEFAULT 0,
  d7 INTEGER NOT NULL DEFAULT 0,
  d8 INTEGER NOT NULL DEFAULT 0,
  d9 INTEGER NOT NULL DEFAULT 0,
  d10 INTEGER NOT NULL DEFAULT 0,
  d11 INTEGER NOT NULL DEFAULT 0,
  d12 INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (item_id, kind, day, language)
) WITHOUT ROWID;
INSERT INTO page_stats_new SELECT * FROM page_stats;
DROP TABLE page_stats;
ALTER TABLE page_stats_new RENAME TO page_stats;
CREATE INDEX page_stats_day ON page_stats (day);

CREATE TABLE page_visitors_new (
  item_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'share')),
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (item_id, kind, day, visitor)
) WITHOUT ROWID;
INSERT INTO page_visitors_new SELECT * FROM page_visitors;
DROP TABLE page_visitors;
ALTER TABLE page_visitors_new RENAME TO page_visitors;
CREATE INDEX page_visitors_day ON page_visitors (day);

-- The sitemap triggers of 0017, dropped with the old tables.
CREATE TRIGGER sitemap_page_added AFTER INSERT ON publications BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT locale, 0 FROM
    (SELECT new.locale AS locale UNION SELECT locale FROM page_variants WHERE item_id = new.item_id)
    WHERE locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale = new.locale OR locale IN (SELECT locale FROM page_variants WHERE item_id = new.item_id);
END;

CREATE TRIGGER sitemap_page_changed AFTER UPDATE OF slug, item_id, locale, published_at, updated_at, languages
ON publications BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT locale, 0 FROM
    (SELECT new.locale AS locale UNION SELECT old.locale
      UNION SELECT locale FROM page_variants WHERE item_id IN (old.item_id, new.item_id))
    WHERE locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale IN (old.locale, new.locale)
      OR locale IN (SELECT locale FROM page_variants WHERE item_id IN (old.item_id, new.item_id));
END;

CREATE TRIGGER sitemap_page_removed AFTER DELETE ON publications BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT locale, 0 FROM
    (SELECT old.locale AS locale UNION SELECT locale FROM page_variants WHERE item_id = old.item_id)
    WHERE locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale = old.locale OR locale IN (SELECT locale FROM page_variants WHERE item_id = old.item_id);
END;

-- Another language of a page: listed in that locale's files (ordered by created_at, item_id).
CREATE TRIGGER sitemap_language_added AFTER INSERT ON page_variants BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT new.locale, 0
    WHERE new.locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale = new.locale;
END;

CREATE TRIGGER sitemap_language_changed AFTER UPDATE OF item_id, locale, created_at ON page_variants BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT locale, 0 FROM (SELECT new.locale AS locale UNION SELECT old.locale)
    WHERE locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale IN (old.locale, new.locale);
END;

CREATE TRIGGER sitemap_language_removed AFTER DELETE ON page_variants BEGIN
  INSERT INTO sitemap_versions (locale, version) SELECT old.locale, 0
    WHERE old.locale NOT IN (SELECT locale FROM sitemap_versions);
  UPDATE sitemap_versions SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
    WHERE locale = old.locale;
END;
