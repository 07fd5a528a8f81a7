import { type LogEvent, packEvents } from "../../shared/analytics";

/**
 * D1 bounds one bound value to 2 MB: events travel to SQL as JSON arrays of at most this size, so
 * a whole queue batch (100 messages of up to 50 events) costs a handful of statements.
 */
const SQL_PARAM_LIMITS = { maxEvents: 1000, maxBytes: 1_000_000 };
/** Queues keep a message at most 14 days, so an older delivery record can never stop a duplicate. */
const DELIVERED_RETENTION_MS = 14 * 24 * 3_600_000;

/**
 * The local sink (docs/analytics.md, "Delivery"): every field as JSON, keyed by uuid so a
 * redelivery changes nothing.
 */
export async function storeEvents(db: D1Database, events: readonly LogEvent[]): Promise<void> {
  if (events.length === 0) return;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO log_events (uuid, fields, received_at)
     SELECT json_extract(value, '$.uuid'), value, coalesce(json_extract(value, '$.received_time'), ?2)
     FROM json_each(?1)`,
  );
  const now = new Date().toISOString();
  await db.batch(packEvents(events, SQL_PARAM_LIMITS).map((pack) => insert.bind(JSON.stringify(pack), now)));
}

/**
 * The uuids among `uuids` already delivered to the log service. One bound JSON array, not an IN
 * list: D1 allows 100 bound values, and a batch's uuids (at most 5,000 × 36 bytes) fit in one.
 */
export async function deliveredAmong(db: D1Database, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const { results } = await db
    .prepare("SELECT uuid FROM delivered_events WHERE uuid IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(uuids))
    .all<{ uuid: string }>();
  return new Set(results.map((row) => row.uuid));
}

/** Records deliveries (the consumer's idempotency, per event uuid) and forgets expired ones. */
export async function markDelivered(db: D1Database, uuids: readonly string[]): Promise<void> {
  if (uuids.length === 0) return;
  const now = Date.now();
  await db.batch([
    db
      .prepare("INSERT OR IGNORE INTO delivered_events (uuid, delivered_at) SELECT value, ?2 FROM json_each(?1)")
      .bind(JSON.stringify(uuids), now),
    db.prepare("DELETE FROM delivered_events WHERE delivered_at < ?1").bind(now - DELIVERED_RETENTION_MS),
  ]);
}

export type DeadLetter = { messageId: string; queue: string; reason: string; attempts: number; body: unknown };

export function deadLetter(message: Message, queue: string, reason: string): DeadLetter {
  return { messageId: message.id, queue, reason, attempts: message.attempts, body: message.body };
}

/** One event of a message that failed the event schema, kept alone under `{message id}#{index}`. */
export function deadEvent(message: Message, queue: string, index: number, event: unknown): DeadLetter {
  return {
    messageId: `${message.id}#${index}`,
    queue,
    reason: "invalid_event",
    attempts: message.attempts,
    body: event,
  };
}

function bodyText(body: unknown): string {
  if (typeof body === "string") return body;
  try {
    return JSON.stringify(body) ?? String(body);
  } catch {
    return String(body);
  }
}

/** Keeps messages that could not be delivered, so nothing is lost (docs/analytics.md, "Delivery"). */
export async function storeDeadLetters(db: D1Database, letters: readonly DeadLetter[]): Promise<void> {
  if (letters.length === 0) return;
  const now = new Date().toISOString();
  const insert = db.prepare(
    "INSERT OR IGNORE INTO dead_letters (message_id, queue, reason, attempts, body, stored_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  );
  await db.batch(
    letters.map((letter) =>
      insert.bind(letter.messageId, letter.queue, letter.reason, letter.attempts, bodyText(letter.body), now),
    ),
  );
}
