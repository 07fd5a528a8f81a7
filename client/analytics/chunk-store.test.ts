import { describe, expect, it } from "vitest";
import { CHUNK_STORAGE_KEY } from "../../shared/analytics";
import { memoryStorage } from "../testing/memory-storage";
import { createChunkStore, MAX_STORED_EVENTS } from "./chunk-store";
import { logEvent } from "./testing";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";

describe('@sls-logger-chunk (docs/analytics.md, "Sending")', () => {
  it("keeps events under the documented key and reads them back", () => {
    const storage = memoryStorage();
    const chunk = createChunkStore(storage);
    chunk.keep([logEvent(A), logEvent(B)]);
    expect(JSON.parse(storage.dump()[CHUNK_STORAGE_KEY] ?? "")).toEqual([logEvent(A), logEvent(B)]);
    expect(chunk.read()).toEqual([logEvent(A), logEvent(B)]);
  });

  it("keeps each uuid once when the same events are kept again", () => {
    const chunk = createChunkStore(memoryStorage());
    chunk.keep([logEvent(A)]);
    chunk.keep([logEvent(A), logEvent(B)]);
    expect(chunk.read().map((event) => event.uuid)).toEqual([A, B]);
  });

  it("forgets sent events and removes the key once empty", () => {
    const storage = memoryStorage();
    const chunk = createChunkStore(storage);
    chunk.keep([logEvent(A), logEvent(B), logEvent(C)]);
    chunk.forget(new Set([A, C]));
    expect(chunk.read().map((event) => event.uuid)).toEqual([B]);
    chunk.forget(new Set([B]));
    expect(storage.dump()).toEqual({});
  });

  it("keeps only the newest events when there are too many", () => {
    const chunk = createChunkStore(memoryStorage());
    const events = Array.from({ length: MAX_STORED_EVENTS + 5 }, () => logEvent(crypto.randomUUID()));
    chunk.keep(events);
    expect(chunk.read()).toEqual(events.slice(5));
  });

  it("drops unreadable content instead of failing", () => {
    expect(createChunkStore(memoryStorage({ [CHUNK_STORAGE_KEY]: "{not json" })).read()).toEqual([]);
    expect(createChunkStore(memoryStorage({ [CHUNK_STORAGE_KEY]: '{"a":1}' })).read()).toEqual([]);
    const mixed = JSON.stringify([logEvent(A), { uuid: "x" }, 42, { ...logEvent(B), width: 1 }, logEvent(C)]);
    expect(createChunkStore(memoryStorage({ [CHUNK_STORAGE_KEY]: mixed })).read()).toEqual([logEvent(A), logEvent(C)]);
  });

  it("removes a corrupt entry so it is not read again", () => {
    const storage = memoryStorage({ [CHUNK_STORAGE_KEY]: "{not json" });
    createChunkStore(storage).read();
    expect(storage.dump()).toEqual({});
  });
});
