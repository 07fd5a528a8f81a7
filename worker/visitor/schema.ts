/**
 * The schema of a visitor's own database (docs/data.md, "A visitor's object";
 * docs/decisions/0014-visitor-durable-object.md). Every `Visitor` Durable Object applies these
 * steps to its SQLite storage when it starts (worker/visitor/migrate.ts): in order, each once,
 * each in a transaction.
 *
 * Rules for a new step: append it with the next number, never edit or reorder a step that has
 * shipped (objects that applied it will not apply it again), and keep it additive (new tables,
 * columns, indexes, triggers), so code of the release before still runs on the newer schema
 * during a rollback.
 */
export type MigrationStep = { version: number; name: string; sql: string };

/**
 * Step 1 mirrors the D1 layout of items and versions (migrations/0002, 0005, 0008, 0009, 0013)
 * for one owner, so the `owner` column and its index are gone: the object is the owner. Row
 * types (ItemRow without `owner`, RevisionRow) carry over from worker/items/store.ts.
 *
 * The search table and its triggers are those of migrations/0003 and 0005 with the rule of
 * 0015_search_on_version_end.sql: a version's text is indexed when it is inserted
 * with text (a restore, a hand edit, a copy) and when the newest version ENDS (its status leaves
 * 'streaming', with text), never at a progress save of a streaming version.
 *
 * `links` is the owner's copy of the item's share link and published page: what a history page
 * shows and filters on ("shared"), and what retention must spare. The public rows (slug → item)
 * stay in D1; the object keeps this copy so that a history page is one local query.
 */
const ITEMS_AND_SEARCH = `
CREATE TABLE items (
  id TEXT PRIMARY KEY,
  template TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  inputs TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The history: newest first, cursor-paged on (updated_at, id).
CREATE INDEX items_updated ON items (updated_at DESC, id DESC);
-- The export and delete-all: oldest first on (created_at, id), which never changes, so each page
-- is one range read of this index (O(m) over a history, where D1's export re-sorted).
CREATE INDEX items_created ON items (created_at, id);

CREATE TABLE revisions (
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  instruction TEXT,
  refinement TEXT,
  passage TEXT,
  locale TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('streaming', 'complete', 'stopped', 'failed')),
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  restored_from INTEGER,
  edited INTEGER NOT NULL DEFAULT 0 CHECK (edited IN (0, 1)),
  inputs TEXT,
  PRIMARY KEY (item_id, number)
);

CREATE TABLE links (
  item_id TEXT PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
  share_slug TEXT,
  share_revision INTEGER,
  share_show_brief INTEGER,
  share_created_at INTEGER,
  publication_slug TEXT,
  publication_revision INTEGER,
  publication_locale TEXT,
  publication_title TEXT,
  publication_description TEXT,
  publication_show_card INTEGER,
  publication_published_at INTEGER,
  publication_updated_at INTEGER
) WITHOUT ROWID;

CREATE VIRTUAL TABLE item_search USING fts5(title, content, tokenize = 'trigram');

CREATE TRIGGER item_search_item_added AFTER INSERT ON items BEGIN
  INSERT INTO item_search (rowid, title, content) VALUES (new.rowid, new.title, '');
END;

CREATE TRIGGER item_search_item_renamed AFTER UPDATE OF title ON items BEGIN
  UPDATE item_search SET title = new.title WHERE rowid = new.rowid;
END;

CREATE TRIGGER item_search_item_deleted AFTER DELETE ON items BEGIN
  DELETE FROM item_search WHERE rowid = old.rowid;
END;

CREATE TRIGGER item_search_text_inserted AFTER INSERT ON revisions
WHEN new.content != ''
BEGIN
  UPDATE item_search SET content = new.content WHERE rowid = (SELECT rowid FROM items WHERE id = new.item_id);
END;

CREATE TRIGGER item_search_version_ended AFTER UPDATE OF content, status ON revisions
WHEN new.status != 'streaming' AND new.content != ''
  AND new.number = (SELECT MAX(number) FROM revisions WHERE item_id = new.item_id)
BEGIN
  UPDATE item_search SET content = new.content WHERE rowid = (SELECT rowid FROM items WHERE id = new.item_id);
END;
`;

/** The steps, oldest first; `version` is the step's place in the list, counted from 1. */
export const VISITOR_MIGRATIONS: readonly MigrationStep[] = [
  { version: 1, name: "items_and_search", sql: ITEMS_AND_SEARCH },
];
