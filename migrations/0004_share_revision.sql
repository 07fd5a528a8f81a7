-- A share link shows the version its owner shared (docs/data.md): NULL keeps the old meaning,
-- the newest version with text.
ALTER TABLE shares ADD COLUMN revision INTEGER;
