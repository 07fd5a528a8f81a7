-- Retention and delete-all in bounded, resumable steps (docs/data.md, "Retention" and "Deleting
-- everything"; worker/retention.ts, worker/items/delete-all.ts).
-- The stale-draft scan walks items by when they were last written, from where the last round (or
-- run) stopped: a range of this index, never a scan of the table.
CREATE INDEX items_updated ON items (updated_at, id);

-- Where a scan that used up its rounds stopped, so the next run resumes there instead of walking
-- the kept rows (shared, published, still being written) at the front again. One row per kind of
-- scan; none while a scan is complete (the next run starts from the oldest row).
CREATE TABLE retention_cursors (
  kind TEXT PRIMARY KEY,
  updated_at INTEGER NOT NULL,
  id TEXT NOT NULL
);
