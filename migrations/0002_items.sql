-- Generated items and their revisions, owned by an anonymous visitor id (docs/data.md, "Items and
-- versions"; docs/security.md, "Identity").
CREATE TABLE items (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  template TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  inputs TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The history query: one visitor's items, newest first, cursor-paged on (updated_at, id).
CREATE INDEX items_owner_updated ON items (owner, updated_at DESC, id DESC);

CREATE TABLE revisions (
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  instruction TEXT,
  locale TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  -- "streaming" while the provider writes; then complete, stopped (client aborted) or failed.
  status TEXT NOT NULL CHECK (status IN ('streaming', 'complete', 'stopped', 'failed')),
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (item_id, number)
);

-- Read-only share links (one per item) and published pages (one per item).
CREATE TABLE shares (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE REFERENCES items (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);

CREATE TABLE publications (
  slug TEXT PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE REFERENCES items (id) ON DELETE CASCADE,
  revision INTEGER NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  content TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX publications_locale ON publications (locale, updated_at DESC);
