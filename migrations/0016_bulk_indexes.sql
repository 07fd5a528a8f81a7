-- Bulk work on an index (docs/performance.md, "Bulk work"; issue 27).
-- The export's pages: one visitor's items oldest first, keyset-paged on (created_at, id)
-- (worker/items/export.ts). items_owner_updated is by updated_at, so without this every page
-- re-read and re-sorted all of the visitor's items still to come.
CREATE INDEX items_owner_created ON items (owner, created_at, id);
