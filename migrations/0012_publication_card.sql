-- A published page's own social card (docs/seo.md, "The page's own card"): 1 shows the card made
-- from the page's title and first lines in link previews, 0 shows Parla's card instead.
ALTER TABLE publications ADD COLUMN show_card INTEGER NOT NULL DEFAULT 1;
