-- "Refine a selected passage" (docs/api.md, "Refining a passage"): the part of the version it
-- refined that a version rewrote, as JSON UTF-16 offsets ({"start":120,"end":245}); NULL for a
-- version asked of the whole text, and for every version written before this column.
ALTER TABLE revisions ADD COLUMN passage TEXT;
