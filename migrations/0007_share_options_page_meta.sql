-- A share can leave out the brief it was written from (docs/data.md): 1 shows it, as before.
ALTER TABLE shares ADD COLUMN show_brief INTEGER NOT NULL DEFAULT 1;
