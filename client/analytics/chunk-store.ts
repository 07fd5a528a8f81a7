import { CHUNK_STORAGE_KEY, type LogEvent } from "../../shared/analytics";
import type { KeyValueStorage } from "./safe-storage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A stored event as the tracker wrote it: a plain object of strings with a UUID. */
function isStoredEvent(item: unknown): item is LogEvent {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
  const { uuid } = item as Partial<LogEvent>;
  return typeof uuid === "string" && UUID.test(uuid) && Object.values(item).every((value) => typeof value === "string");
}

/**
 * Local storage keeps a few megabytes per origin: a visitor offline for a long session must not
 * fill it, so only the newest events are kept.
 */
export const MAX_STORED_EVENTS = 200;

export type ChunkStore = {
  /** The events an earlier page (or this one) left unsent; anything unreadable is dropped. */
  read(): LogEvent[];
  /** Adds events, keeping each uuid once (saved at page close). */
  keep(events: readonly LogEvent[]): void;
  /** Removes events once sent ("resent on the next load, then removed"). */
  forget(uuids: ReadonlySet<string>): void;
};

/** The `@sls-logger-chunk` entry (docs/analytics.md, "Sending"): a JSON array of wire-format events. */
export function createChunkStore(storage: KeyValueStorage): ChunkStore {
  function read(): LogEvent[] {
    const raw = storage.getItem(CHUNK_STORAGE_KEY);
    if (!raw) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      storage.removeItem(CHUNK_STORAGE_KEY);
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    // Only string maps survive; the worker validates every event again (shared/analytics-schema.ts).
    return parsed.filter(isStoredEvent);
  }

  function write(events: readonly LogEvent[]) {
    if (events.length === 0) storage.removeItem(CHUNK_STORAGE_KEY);
    else storage.setItem(CHUNK_STORAGE_KEY, JSON.stringify(events.slice(-MAX_STORED_EVENTS)));
  }

  return {
    read,
    keep(events) {
      if (events.length === 0) return;
      const stored = read();
      const known = new Set(stored.map((event) => event.uuid));
      write([...stored, ...events.filter((event) => !known.has(event.uuid))]);
    },
    forget(uuids) {
      const stored = read();
      const rest = stored.filter((event) => !uuids.has(event.uuid ?? ""));
      if (rest.length !== stored.length) write(rest);
    },
  };
}
