import {
  FLUSH_EVENT_COUNT,
  FLUSH_INTERVAL_MS,
  LOG_BATCH_MAX_BYTES,
  LOG_BATCH_MAX_EVENTS,
  type LogEvent,
  packEvents,
} from "../../shared/analytics";
import type { ChunkStore } from "./chunk-store";

export type Schedule = (run: () => void, ms: number) => () => void;

export type LogQueueOptions = {
  /** Posts one `{"__logs__":[…]}` body to the ingest. */
  send: (body: string) => Promise<Response>;
  chunk: ChunkStore;
  schedule: Schedule;
  /** By default, flush at 1 queued event or after 100 ms (docs/analytics.md, "Sending"). */
  flushCount?: number;
  flushIntervalMs?: number;
};

export type LogQueue = {
  push(events: readonly LogEvent[]): void;
  /** Everything not yet confirmed by the ingest: queued, failed or still in flight. */
  unsent(): LogEvent[];
};

/**
 * The 4xx statuses worth retrying; any other 4xx refusal would fail again, every time
 * (docs/analytics.md, "Sending").
 */
const RETRYABLE = new Set([408, 409, 425, 429]);

class SendError extends Error {
  constructor(readonly status: number) {
    super(`POST /api/log answered ${status}`);
    this.name = "SendError";
  }
}

/**
 * The analytics batch queue (docs/analytics.md, "Sending"). A failed send writes the error and the
 * failed data to the console and nothing else; the events stay unsent (for the next flush, or for
 * local storage at page close) unless the ingest refused them for good.
 */
export function createLogQueue(options: LogQueueOptions): LogQueue {
  const flushCount = options.flushCount ?? FLUSH_EVENT_COUNT;
  const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  let queued: LogEvent[] = [];
  const inFlight = new Set<LogEvent>();
  let cancelTimer: (() => void) | null = null;

  async function sendBatch(batch: LogEvent[]) {
    for (const event of batch) inFlight.add(event);
    const uuids = new Set(batch.map((event) => event.uuid ?? ""));
    try {
      const response = await options.send(JSON.stringify({ __logs__: batch }));
      if (!response.ok) throw new SendError(response.status);
      options.chunk.forget(uuids);
    } catch (error) {
      console.error("Analytics send failed", error, batch);
      const refused = error instanceof SendError && error.status < 500 && !RETRYABLE.has(error.status);
      if (refused) options.chunk.forget(uuids);
      else queued = [...batch, ...queued];
    } finally {
      for (const event of batch) inFlight.delete(event);
    }
  }

  function flush() {
    cancelTimer?.();
    cancelTimer = null;
    // The ingest takes at most 50 events and 64 KiB per batch (docs/api.md, "Analytics").
    const batches = packEvents(queued, { maxEvents: LOG_BATCH_MAX_EVENTS, maxBytes: LOG_BATCH_MAX_BYTES });
    queued = [];
    for (const batch of batches) void sendBatch(batch);
  }

  return {
    push(events) {
      if (events.length === 0) return;
      queued.push(...events);
      if (queued.length >= flushCount) flush();
      else cancelTimer ??= options.schedule(flush, flushIntervalMs);
    },
    unsent: () => [...queued, ...inFlight],
  };
}
