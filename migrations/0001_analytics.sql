-- Analytics pipeline (docs/analytics.md; tables in docs/data.md, "Analytics"). Written by worker/queue/.

-- The local sink: with no log project configured, the consumer stores each event here, every
-- field as one JSON object. The generated columns make the usual questions cheap to ask.
CREATE TABLE log_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  received_at TEXT NOT NULL,
  stored_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  event TEXT GENERATED ALWAYS AS (json_extract(fields, '$.event')) VIRTUAL,
  path TEXT GENERATED ALWAYS AS (json_extract(fields, '$.path')) VIRTUAL,
  user_id TEXT GENERATED ALWAYS AS (json_extract(fields, '$.user_id')) VIRTUAL
);
CREATE INDEX log_events_received_at ON log_events (received_at);
CREATE INDEX log_events_event ON log_events (event, received_at);
CREATE INDEX log_events_user ON log_events (user_id, received_at);

-- Idempotency of the log service consumer: an event whose uuid is here is never sent again.
CREATE TABLE delivered_events (
  uuid TEXT PRIMARY KEY,
  delivered_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX delivered_events_delivered_at ON delivered_events (delivered_at);

-- Queue messages that could not be delivered (retries exhausted, or not a log batch at all).
CREATE TABLE dead_letters (
  message_id TEXT PRIMARY KEY,
  queue TEXT NOT NULL,
  reason TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  body TEXT NOT NULL,
  stored_at TEXT NOT NULL
);
CREATE INDEX dead_letters_stored_at ON dead_letters (stored_at);
