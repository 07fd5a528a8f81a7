-- "Restore this version" (docs/api.md, "History"): a restored version is a copy of an older one,
-- made the newest. restored_from names the version it copies, so a later refinement builds on
-- that version's instructions, not on the ones of the versions it replaced.
ALTER TABLE revisions ADD COLUMN restored_from INTEGER;

-- A version inserted with its text already written (a restore) is searchable at once; versions
-- that stream start empty and are indexed by item_search_text_written as their text is saved.
CREATE TRIGGER item_search_text_inserted AFTER INSERT ON revisions
WHEN new.content != ''
BEGIN
  UPDATE item_search SET content = new.content WHERE rowid = (SELECT rowid FROM items WHERE id = new.item_id);
END;
