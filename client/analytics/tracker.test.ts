import { v4 as uuidv4, validate, version } from "uuid";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { CHUNK_STORAGE_KEY, IDENTITY_STORAGE_KEY, type LogEvent } from "../../shared/analytics";
import { memoryStorage } from "../testing/memory-storage";
import { eventsOf, FACTS, manualClock, manualScheduler, settle } from "./testing";
import { createTracker } from "./tracker";

type LogAnswer = () => Response | Promise<Response>;

/**
 * A tracker on a fake browser. /api/ip answers `ip`; /api/log answers from `logAnswers` (then 204).
 * `sent` collects the events of every /api/log request.
 */
function browser(
  options: { storage?: ReturnType<typeof memoryStorage>; logAnswers?: LogAnswer[]; ip?: LogAnswer } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const clock = manualClock();
  const logAnswers = [...(options.logAnswers ?? [])];
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    if (url === "/api/ip") return (options.ip ?? (() => Response.json({ ipv4: "203.0.113.7", ipv6: "" })))();
    return (logAnswers.shift() ?? (() => new Response(null, { status: 204 })))();
  });
  const tracker = createTracker({
    storage,
    now: clock.now,
    fetch,
    facts: () => FACTS,
    schedule: manualScheduler().schedule,
    newUuid: uuidv4,
    apiBase: "",
  });
  const to = (url: string) => requests.filter((request) => request.url === url);
  const logRequests = () => to("/api/log");
  const sent = () => logRequests().flatMap((request) => eventsOf(request.init.body));
  return { tracker, storage, clock, logRequests, ipRequests: () => to("/api/ip"), sent };
}

let consoleError: MockInstance<typeof console.error>;
let consoleWarn: MockInstance<typeof console.warn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('page views (docs/analytics.md, "Events")', () => {
  it("sends a page view with every field of an event, as strings, once the address is known", async () => {
    const { tracker, sent, logRequests, storage } = browser();
    tracker.pageLoaded("k1", "/ja/solutions");
    expect(sent()).toEqual([]);
    await settle();
    const [view] = sent();
    const { user_id } = JSON.parse(storage.dump()[IDENTITY_STORAGE_KEY] ?? "{}");
    expect(view).toEqual({
      event: "page_view",
      path: "ja/solutions",
      uuid: expect.any(String),
      language: "ja-JP",
      event_time: String(Math.floor(Date.parse("2026-11-22T10:00:00.000Z") / 1000)),
      user_agent: FACTS.userAgent,
      width: "1440",
      height: "900",
      timezone_offset: "-540",
      operating_time: "2026-11-22T10:00:00.000Z",
      user_id,
      ipv4: "203.0.113.7",
      ipv6: "",
      lastModified: "2026-11-22T10:00:00.000Z",
    });
    expect(validate(view?.uuid) && version(view?.uuid ?? "")).toBe(4);
    expect(validate(user_id) && version(user_id)).toBe(4);
    expect(logRequests()[0]?.init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
    });
  });

  it("gives every event a fresh uuid", async () => {
    const { tracker, clock, sent } = browser();
    tracker.pageLoaded("k1", "/");
    clock.advance(900);
    tracker.navigationStarted("/templates");
    tracker.pageLoaded("k2", "/templates");
    await settle();
    const uuids = sent().map((event) => event.uuid);
    expect(uuids).toHaveLength(3);
    expect(new Set(uuids).size).toBe(3);
  });
});

describe('page duration (docs/analytics.md, "Page timing")', () => {
  it("reports a visit over 500 ms when the next page starts loading", async () => {
    const { tracker, clock, sent } = browser();
    tracker.pageLoaded("k1", "/solutions");
    clock.advance(1234);
    tracker.navigationStarted("/use-cases");
    clock.advance(80);
    tracker.pageLoaded("k2", "/use-cases");
    await settle();
    expect(sent().map((event) => event.event)).toEqual(["page_view", "page_view_duration", "page_view"]);
    expect(sent()[1]).toMatchObject({
      message: "页面访问时长监控",
      level: "info",
      path: "solutions",
      detail: '{"path":"solutions","duration_ms":1234,"duration_s":"1.23"}',
      to_path: "use-cases",
      language: "ja-JP",
    });
  });

  it("on unload after more than 500 ms only warns: nothing is sent", async () => {
    const { tracker, clock, logRequests } = browser();
    tracker.pageLoaded("k1", "/solutions");
    await settle();
    clock.advance(2000);
    tracker.pageUnloading();
    await settle();
    expect(consoleWarn).toHaveBeenCalledOnce();
    expect(logRequests()).toHaveLength(1);
  });

  it("does not warn on unload after 500 ms or less", () => {
    const { tracker, clock } = browser();
    tracker.pageLoaded("k1", "/solutions");
    clock.advance(500);
    tracker.pageUnloading();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});

describe('unsent events across page loads (docs/analytics.md, "Sending")', () => {
  it("keeps failed events at page close and resends them once on the next load, then removes them", async () => {
    const storage = memoryStorage();
    const first = browser({ storage, logAnswers: [() => Promise.reject(new TypeError("Failed to fetch"))] });
    first.tracker.pageLoaded("k1", "/templates");
    await settle();
    expect(consoleError).toHaveBeenCalledWith("Analytics send failed", expect.any(TypeError), first.sent());
    first.tracker.pageUnloading();
    const kept = JSON.parse(storage.dump()[CHUNK_STORAGE_KEY] ?? "[]") as LogEvent[];
    expect(kept).toEqual(first.sent());

    const next = browser({ storage });
    next.tracker.resendStored();
    await settle();
    expect(next.sent()).toEqual(kept);
    expect(storage.dump()[CHUNK_STORAGE_KEY]).toBeUndefined();
    next.tracker.resendStored();
    await settle();
    expect(next.sent()).toEqual(kept);
  });

  it("keeps events still waiting for the address lookup, stamped with what is known", async () => {
    const storage = memoryStorage();
    const { tracker, logRequests } = browser({ storage, ip: () => new Promise<Response>(() => {}) });
    tracker.pageLoaded("k1", "/privacy");
    tracker.pageUnloading();
    const kept = JSON.parse(storage.dump()[CHUNK_STORAGE_KEY] ?? "[]") as LogEvent[];
    expect(kept).toEqual([expect.objectContaining({ event: "page_view", path: "privacy", ipv4: "", ipv6: "" })]);
    expect(kept[0]?.user_id).toBe(JSON.parse(storage.dump()[IDENTITY_STORAGE_KEY] ?? "{}").user_id);
    expect(logRequests()).toEqual([]);
  });

  it("keeps nothing when everything was sent", async () => {
    const { tracker, storage } = browser();
    tracker.pageLoaded("k1", "/");
    await settle();
    tracker.persistUnsent();
    expect(storage.dump()[CHUNK_STORAGE_KEY]).toBeUndefined();
  });
});

describe('address lookup (docs/analytics.md, "Address lookup")', () => {
  it("asks /api/ip once and reuses the answer within the hour", async () => {
    const storage = memoryStorage();
    const first = browser({ storage });
    first.tracker.pageLoaded("k1", "/");
    await settle();
    const next = browser({ storage });
    next.tracker.pageLoaded("k1", "/");
    await settle();
    expect(first.ipRequests()).toHaveLength(1);
    expect(next.ipRequests()).toHaveLength(0);
    expect(next.sent()[0]?.ipv4).toBe("203.0.113.7");
  });

  it("sends events with empty addresses when the lookup fails, and nothing shows", async () => {
    const { tracker, sent } = browser({ ip: () => Promise.reject(new TypeError("Failed to fetch")) });
    tracker.pageLoaded("k1", "/");
    await settle();
    expect(sent()[0]).toMatchObject({ ipv4: "", ipv6: "" });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
