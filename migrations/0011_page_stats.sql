-- Page statistics for owners (docs/analytics.md, "Page statistics"; docs/data.md, "Page
-- statistics"). Counted by the log queue consumer (worker/queue/page-stats.ts) as events pass,
-- whatever the log destination; read by GET /api/items/{id}/stats. Kept as long as the local
-- analytics events (worker/retention.ts), and deleted with their item.

-- One row per item, kind of link, UTC day and reader's language: the views, and the visits that
-- reported a time on page counted in fixed buckets (d0..d12, bounds in shared/page-stats.ts), so
-- the median comes from thirteen numbers a day, never from raw events.
CREATE TABLE page_stats (
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'share')),
  day TEXT NOT NULL,
  language TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  d0 INTEGER NOT NULL DEFAULT 0,
  d1 INTEGER NOT NULL DEFAULT 0,
  d2 INTEGER NOT NULL DEFAULT 0,
  d3 INTEGER NOT NULL DEFAULT 0,
  d4 INTEGER NOT NULL DEFAULT 0,
  d5 INTEGER NOT NULL DEFAULT 0,
  d6 INTEGER NOT NULL DEFAULT 0,
  d7 INTEGER NOT NULL DEFAULT 0,
  d8 INTEGER NOT NULL DEFAULT 0,
  d9 INTEGER NOT NULL DEFAULT 0,
  d10 INTEGER NOT NULL DEFAULT 0,
  d11 INTEGER NOT NULL DEFAULT 0,
  d12 INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (item_id, kind, day, language)
) WITHOUT ROWID;
CREATE INDEX page_stats_day ON page_stats (day);

-- Who read a link on a day, as a hash of the tracker's anonymous id (never the id itself): the
-- distinct visitors of a day or a range are counted from here.
CREATE TABLE page_visitors (
  item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'share')),
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (item_id, kind, day, visitor)
) WITHOUT ROWID;
CREATE INDEX page_visitors_day ON page_visitors (day);

-- Events already counted, so a redelivered message is never counted twice; kept 14 days (a
-- queue's longest retention), forgotten by the consumer as it counts new ones.
CREATE TABLE counted_events (
  uuid TEXT PRIMARY KEY,
  counted_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX counted_events_counted_at ON counted_events (counted_at);
