import { describe, expect, it } from "vitest";
import {
  CHUNK_STORAGE_KEY,
  FLUSH_EVENT_COUNT,
  FLUSH_INTERVAL_MS,
  IDENTITY_CACHE_MS,
  IDENTITY_STORAGE_KEY,
  LOG_BATCH_MAX_BYTES,
  LOG_BATCH_MAX_EVENTS,
  LOG_EVENT_MAX_FIELDS,
  LOG_VALUE_MAX_LENGTH,
  type LogEvent,
  PAGE_DURATION_MESSAGE,
  PAGE_DURATION_THRESHOLD_MS,
  packEvents,
  serialiseEvent,
} from "./analytics";
import { LogBatchSchema } from "./analytics-schema";

const UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const event = (fields: Record<string, string> = {}): LogEvent => ({ uuid: UUID, path: "", ...fields });

describe("constants of docs/analytics.md", () => {
  it("match the docs word for word", () => {
    expect(IDENTITY_STORAGE_KEY).toBe("ip-store");
    expect(CHUNK_STORAGE_KEY).toBe("@sls-logger-chunk");
    expect(PAGE_DURATION_THRESHOLD_MS).toBe(500);
    expect(IDENTITY_CACHE_MS).toBe(3_600_000);
    expect(FLUSH_EVENT_COUNT).toBe(1);
    expect(FLUSH_INTERVAL_MS).toBe(100);
    expect(PAGE_DURATION_MESSAGE).toBe("页面访问时长监控");
  });

  it('bound a batch to 64 KiB and 50 events (docs/api.md, "Analytics")', () => {
    expect(LOG_BATCH_MAX_BYTES).toBe(65_536);
    expect(LOG_BATCH_MAX_EVENTS).toBe(50);
  });
});

describe("serialiseEvent", () => {
  it("turns objects into JSON strings and every other value into a string", () => {
    const detail = { path: "a", duration_ms: 1234, duration_s: "1.23" };
    expect(serialiseEvent({ detail, width: 1440, flag: true, name: "x", none: null })).toEqual({
      detail: '{"path":"a","duration_ms":1234,"duration_s":"1.23"}',
      width: "1440",
      flag: "true",
      name: "x",
      none: "null",
    });
  });

  it("leaves undefined fields out", () => {
    expect(serialiseEvent({ a: undefined, b: "1" })).toEqual({ b: "1" });
  });
});

describe("LogBatchSchema", () => {
  it("accepts a batch of string-valued events with a uuid", () => {
    expect(LogBatchSchema.safeParse({ __logs__: [event({ user_agent: "UA" })] }).success).toBe(true);
  });

  it.each([
    ["no __logs__", {}],
    ["an empty batch", { __logs__: [] }],
    ["more than 50 events", { __logs__: Array.from({ length: LOG_BATCH_MAX_EVENTS + 1 }, () => event()) }],
    ["an extra top-level key", { __logs__: [event()], other: 1 }],
    ["a number value", { __logs__: [{ ...event(), width: 1440 }] }],
    ["an object value", { __logs__: [{ ...event(), detail: { a: 1 } }] }],
    ["a value longer than the bound", { __logs__: [event({ path: "x".repeat(LOG_VALUE_MAX_LENGTH + 1) })] }],
    ["a missing uuid", { __logs__: [{ path: "" }] }],
    ["a uuid that is not one", { __logs__: [event({ uuid: "not-a-uuid" })] }],
    ["a reserved key", { __logs__: [event({ __time__: "1" })] }],
    [
      "too many fields",
      { __logs__: [event(Object.fromEntries(Array.from({ length: LOG_EVENT_MAX_FIELDS }, (_, i) => [`f${i}`, "v"])))] },
    ],
    ["a non-object event", { __logs__: ["event"] }],
  ])("refuses %s", (_name, body) => {
    expect(LogBatchSchema.safeParse(body).success).toBe(false);
  });

  it("drops a __proto__ key instead of passing it on", () => {
    const result = LogBatchSchema.safeParse({ __logs__: [JSON.parse(`{"uuid":"${UUID}","__proto__":"x"}`)] });
    expect(result.success && Object.keys(result.data.__logs__[0] ?? {})).toEqual(["uuid"]);
  });

  it("accepts exactly 50 events, values at the bound and 64 fields", () => {
    const fields = Object.fromEntries(Array.from({ length: LOG_EVENT_MAX_FIELDS - 2 }, (_, i) => [`f${i}`, "v"]));
    const batch = {
      __logs__: [
        ...Array.from({ length: LOG_BATCH_MAX_EVENTS - 1 }, () => event()),
        event({ ...fields, path: "x".repeat(LOG_VALUE_MAX_LENGTH) }),
      ],
    };
    expect(LogBatchSchema.safeParse(batch).success).toBe(true);
  });
});

describe("packEvents", () => {
  const sizeOf = (events: LogEvent[]) => new TextEncoder().encode(JSON.stringify({ __logs__: events })).byteLength;

  it("splits by event count, keeping the order", () => {
    const events = Array.from({ length: 7 }, (_, i) => event({ n: String(i) }));
    const packs = packEvents(events, { maxEvents: 3, maxBytes: 1_000_000 });
    expect(packs.map((pack) => pack.length)).toEqual([3, 3, 1]);
    expect(packs.flat()).toEqual(events);
  });

  it("fills each body up to the byte bound exactly, never past it", () => {
    const events = Array.from({ length: 10 }, () => event({ text: "é".repeat(100) }));
    const maxBytes = sizeOf(events.slice(0, 3));
    const packs = packEvents(events, { maxEvents: 100, maxBytes });
    expect(packs.map((pack) => pack.length)).toEqual([3, 3, 3, 1]);
    for (const pack of packs) expect(sizeOf(pack)).toBeLessThanOrEqual(maxBytes);
  });

  it("gives an event larger than the bound a body of its own", () => {
    const big = event({ text: "x".repeat(500) });
    const packs = packEvents([event(), big, event()], { maxEvents: 50, maxBytes: 200 });
    expect(packs).toEqual([[event()], [big], [event()]]);
  });

  it("returns no bodies for no events", () => {
    expect(packEvents([], { maxEvents: 50, maxBytes: 100 })).toEqual([]);
  });
});
