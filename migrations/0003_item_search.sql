-- History search over each item's title and the text of its newest version (docs/data.md,
-- "Search"). FTS5 with the trigram tokenizer: it finds any run of three or more characters, in
-- any script (Japanese and Chinese have no spaces between words), ignoring case; shorter terms
-- are matched with LIKE on the same rows. The row id of a search row is its item's row id, and
-- the triggers below keep both in step, so no code path can forget to index.
CREATE VIRTUAL TABLE item_search USING fts5(title, content, tokenize = 'trigram');

INSERT INTO item_search (rowid, title, content)
SELECT i.rowid, i.title,
  COALESCE((SELECT r.content FROM revisions r WHERE r.item_id = i.id ORDER BY r.number DESC LIMIT 1), '')
FROM items i;

CREATE TRIGGER item_search_item_added AFTER INSERT ON items BEGIN
  INSERT INTO item_search (rowid, title, content) VALUES (new.rowid, new.title, '');
END;

CREATE TRIGGER item_search_item_renamed AFTER UPDATE OF title ON items BEGIN
  UPDATE item_search SET title = new.title WHERE rowid = new.rowid;
END;

CREATE TRIGGER item_search_item_deleted AFTER DELETE ON items BEGIN
  DELETE FROM item_search WHERE rowid = old.rowid;
END;

-- Only the newest version's text is searched: the one the history shows.
CREATE TRIGGER item_search_text_written AFTER UPDATE OF content ON revisions
WHEN new.number = (SELECT MAX(number) FROM revisions WHERE item_id = new.item_id)
BEGIN
  UPDATE item_search SET content = new.content WHERE rowid = (SELECT rowid FROM items WHERE id = new.item_id);
END;
