-- The search index is written when a version ends, not at every progress save of a streaming one
-- (docs/data.md, "Search"): each save rewrote the item's FTS row, so a stream of 15 saves wrote
-- its trigram index 15 times. While a version streams, search finds the item by the text it had
-- before; a stopped, finished or failed version (or one read as stopped after two minutes without
-- a save, once anything marks it) replaces it, if it has text. Inserted versions (a restore, a
-- hand edit, a copy) are indexed by item_search_text_inserted (0005_revision_restore.sql).
DROP TRIGGER item_search_text_written;

CREATE TRIGGER item_search_version_ended AFTER UPDATE OF content, status ON revisions
WHEN new.status != 'streaming' AND new.content != ''
  AND new.number = (SELECT MAX(number) FROM revisions WHERE item_id = new.item_id)
BEGIN
  UPDATE item_search SET content = new.content WHERE rowid = (SELECT rowid FROM items WHERE id = new.item_id);
END;
