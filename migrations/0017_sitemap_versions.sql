-- The version of each locale's sitemap files (docs/seo.md, "Kept until the locale changes";
-- worker/sitemap-cache.ts). Generated files are kept in the Cache API under a key holding this
-- version, so the version must change with anything a locale's files list: a page of the locale
-- (its own, or another language of a page whose main language is another) published, republished,
-- renamed, unpublished or deleted, or gaining or losing a language. The triggers below bump it in
-- the same transaction as the write, so no code path (the API, retention, delete-all, a hand-run
-- statement) can forget to.
--
-- A version is the time of its bump in milliseconds, or one more than the last when that is later:
-- it only grows, even across a Time Travel restore of the database (a counter restored to an
-- earlier value would reuse keys whose files were made from rows the restore took back). A locale
-- without a row has never had a page: its key is version 0.
CREATE TABLE sitemap_versions (
  locale TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);

-- The locales of the main language and other languages of the page of `item_id` get a new version.
-- Written out in each trigger: SQLite has no procedures. A missing row is added by INSERT ... WHERE
-- NOT IN, never INSERT OR IGNORE: inside a trigger, the conflict policy of the statement that fired
-- it overrides the trigger's own, so an upsert of publications would abort on the duplicate. A publication row's sitemap columns are
-- those of publications_sitemap (0014) and the item (whose other languages name its slug).
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
