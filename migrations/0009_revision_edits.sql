-- What made a version, beyond the requests of migrations/0008 (docs/data.md, "Items and versions"):
-- `edited` = 1 for a version the visitor wrote by hand ("edited by you", POST /api/items/{id}/revisions);
-- `inputs` = the brief (JSON) a version was written from when it changed the draft's brief
-- ("as a new version of this draft"); NULL when it was written from the brief the draft already had.
ALTER TABLE revisions ADD COLUMN edited INTEGER NOT NULL DEFAULT 0 CHECK (edited IN (0, 1));
ALTER TABLE revisions ADD COLUMN inputs TEXT;
