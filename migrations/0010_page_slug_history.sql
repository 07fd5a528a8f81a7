-- A published page's former addresses (docs/data.md, "Page addresses"). When the owner gives a
-- page a new slug, the old one moves here: it stays reserved for that page, and /p/{old} answers
-- 301 to the page's current address. Unpublishing or deleting the page frees all of them, and
-- anyone may take a freed slug again. A slug is never in this table and in publications at once.
CREATE TABLE page_slugs (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  retired_at INTEGER NOT NULL
);
CREATE INDEX page_slugs_item ON page_slugs (item_id);

-- A share link shows one version and moves only when its owner says so (docs/api.md, "Sharing
-- and publishing"). Links made before that followed the newest version with text (NULL): they now
-- keep showing the version they show today.
UPDATE shares SET revision = (
  SELECT MAX(r.number) FROM revisions r WHERE r.item_id = shares.item_id AND r.content != '' AND r.status != 'streaming'
) WHERE revision IS NULL;
