import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOG_BATCH_MAX_BYTES, LOG_BATCH_MAX_EVENTS, LOG_VALUE_MAX_LENGTH, type LogEvent } from "../shared/analytics";
import worker from "../worker/index";
import { get, ORIGIN, SAME_ORIGIN_HEADERS } from "./edge/helpers";

/** An event as the browser tracker sends it (client/analytics/events.ts), trimmed to a few fields. */
function clientEvent(fields: Record<string, string> = {}): LogEvent {
  const ids = { uuid: crypto.randomUUID(), user_id: crypto.randomUUID() };
  return { event: "page_view", path: "solutions", ...ids, ipv4: "198.51.100.9", ipv6: "", ...fields };
}

/** A fresh address per request keeps the rate limit test's address the only one near its limit. */
let requests = 0;
const testIp = () => `203.0.113.${(requests++ % 250) + 1}`;

function post(body: BodyInit | null, headers: Record<string, string> = {}, init: Omit<RequestInit, "headers"> = {}) {
  return get("/api/log", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "cf-connecting-ip": testIp(), ...SAME_ORIGIN_HEADERS, ...headers },
    ...init,
  });
}

/** Spies on the queue producer: what the ingest puts on LOG_QUEUE, without waiting for the consumer. */
function spyOnQueue() {
  const send = vi.spyOn(env.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
  return { send, queued: () => send.mock.calls.map(([body]) => body as { __logs__: LogEvent[] }) };
}

async function errorOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/log accepts a batch (docs/analytics.md, "Ingest")', () => {
  it("answers 204 and queues the events, enriched with the edge's address, country and time", {
    timeout: 60_000, // the first request of a file transforms the worker through Vite
  }, async () => {
    const { queued } = spyOnQueue();
    const events = [clientEvent(), clientEvent({ event: "page_view_duration", detail: '{"path":"a"}' })];
    const edge = { ipv4: "192.0.2.44", ipv6: "", country: "JP", received_time: expect.any(String) };
    const init = { cf: { country: "JP" } } as RequestInit;
    const response = await post(JSON.stringify({ __logs__: events }), { "cf-connecting-ip": "192.0.2.44" }, init);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(queued()).toEqual([{ __logs__: events.map((event) => ({ ...event, ...edge })) }]);
    const received = Date.parse(queued()[0]?.__logs__[0]?.received_time ?? "");
    expect(Math.abs(Date.now() - received)).toBeLessThan(5000);
  });

  it("puts an IPv6 address in ipv6 and keeps the client's own IPv4 lookup", async () => {
    const { queued } = spyOnQueue();
    await post(JSON.stringify({ __logs__: [clientEvent()] }), { "cf-connecting-ip": "2001:db8::7" });
    expect(queued()[0]?.__logs__[0]).toMatchObject({ ipv4: "198.51.100.9", ipv6: "2001:db8::7" });
  });

  it("forwards no address at all for a visitor sending Sec-GPC: 1", async () => {
    const { queued } = spyOnQueue();
    const gpc = { "cf-connecting-ip": "192.0.2.44", "sec-gpc": "1" };
    expect((await post(JSON.stringify({ __logs__: [clientEvent({ ipv6: "2001:db8::1" })] }), gpc)).status).toBe(204);
    expect(queued()[0]?.__logs__[0]).toMatchObject({ ipv4: "", ipv6: "" });
    expect(JSON.stringify(queued())).not.toMatch(/192\.0\.2\.44|198\.51\.100\.9|2001:db8::1/);
  });

  it("accepts 50 events and a body of exactly 64 KiB", async () => {
    const { queued } = spyOnQueue();
    const body = JSON.stringify({ __logs__: Array.from({ length: LOG_BATCH_MAX_EVENTS }, () => clientEvent()) });
    // JSON allows trailing whitespace: pad the body to the limit, byte for byte.
    const padded = body.padEnd(LOG_BATCH_MAX_BYTES, " ");
    expect(new TextEncoder().encode(padded).byteLength).toBe(LOG_BATCH_MAX_BYTES);
    expect((await post(padded)).status).toBe(204);
    expect(queued()[0]?.__logs__).toHaveLength(LOG_BATCH_MAX_EVENTS);
  });

  it("reaches the local D1 sink through the real queue (no log project configured)", async () => {
    const event = clientEvent({ path: "templates" });
    expect((await post(JSON.stringify({ __logs__: [event] }), { "cf-connecting-ip": "192.0.2.80" })).status).toBe(204);
    // The local queue hands the message to the consumer about a second later; docs/analytics.md, "Delivery".
    const stored = () =>
      env.DB.prepare("SELECT fields FROM log_events WHERE uuid = ?").bind(event.uuid).first<string>("fields");
    await expect.poll(stored, { timeout: 5000 }).not.toBeNull();
    expect(JSON.parse((await stored()) ?? "{}")).toEqual({
      ...event,
      ipv4: "192.0.2.80",
      country: expect.any(String),
      received_time: expect.any(String),
    });
  });
});

describe('POST /api/log refuses bad input with a clear 4xx (docs/api.md, "Analytics")', () => {
  it.each([
    ["not JSON", "{oops"],
    ["not UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ["an empty body", ""],
  ])("400 invalid_json for %s", async (_name, body) => {
    const { send } = spyOnQueue();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("invalid_json");
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ["a bare array", [clientEvent()]],
    ["no events", { __logs__: [] }],
    ["51 events", { __logs__: Array.from({ length: LOG_BATCH_MAX_EVENTS + 1 }, () => clientEvent()) }],
    ["a number value", { __logs__: [{ ...clientEvent(), width: 1440 }] }],
    ["an over-long value", { __logs__: [clientEvent({ path: "p".repeat(LOG_VALUE_MAX_LENGTH + 1) })] }],
    ["an event without uuid", { __logs__: [{ path: "" }] }],
    ["an unknown top-level key", { __logs__: [clientEvent()], extra: true }],
  ])("400 invalid_batch for %s", async (_name, body) => {
    const { send } = spyOnQueue();
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "invalid_batch", message: expect.stringMatching(/\S/) });
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ["Content-Length announces", () => " ".repeat(LOG_BATCH_MAX_BYTES + 1)],
    // Piped through a TransformStream, the Blob's size is lost: no Content-Length is sent.
    [
      "a body without Content-Length has",
      () => new Blob([" ".repeat(LOG_BATCH_MAX_BYTES + 1)]).stream().pipeThrough(new TransformStream()),
    ],
  ])("413 when %s more than 64 KiB", async (_name, body) => {
    const { send } = spyOnQueue();
    const response = await post(body(), {}, { duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("too_large");
    expect(send).not.toHaveBeenCalled();
  });

  it("429 with Retry-After once an address exceeds RATE_LIMIT_LOG", async () => {
    const headers = { "cf-connecting-ip": "192.0.2.250" };
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await post("{}", headers)).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const response = await post("{}", headers);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect((await errorOf(response)).code).toBe("rate_limited");
  });

  it("503, not 500, when the queue cannot take the batch, so the browser keeps its events", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(env.LOG_QUEUE, "send").mockRejectedValue(new Error("queue down"));
    const response = await post(JSON.stringify({ __logs__: [clientEvent()] }));
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe("unavailable");
  });
});

describe('GET /api/ip (docs/api.md, "Analytics")', () => {
  const ip = (headers: Record<string, string>) => get("/api/ip", { headers });

  it.each([
    ["192.0.2.10", { ipv4: "192.0.2.10", ipv6: "" }],
    ["2001:db8::10", { ipv4: "", ipv6: "2001:db8::10" }],
    ["<script>", { ipv4: "", ipv6: "" }],
    [undefined, { ipv4: "", ipv6: "" }],
  ])("answers %s as %o, never cached", async (address, expected) => {
    const response = await ip(address ? { "cf-connecting-ip": address } : {});
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual(expected);
  });
});

describe('Content-Security-Policy with ANALYTICS_SCRIPT_URL (docs/analytics.md, "The third-party script")', () => {
  const cspWith = async (url: string) => {
    const request = new Request(`${ORIGIN}/api/ip`);
    const response = await worker.fetch(
      request,
      { ...env, ANALYTICS_SCRIPT_URL: url } as Env,
      createExecutionContext(),
    );
    return response.headers.get("content-security-policy") ?? "";
  };

  it("allows the script's origin for scripts and requests only when it is set", async () => {
    const csp = await cspWith("https://analytics.example/v2/t.js?id=1");
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self' https:\/\/analytics\.example;/);
    expect(csp).toContain("connect-src 'self' https://analytics.example;");
    expect(csp).toContain("default-src 'self';");
    const plain = await cspWith("");
    expect(plain).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
    expect(plain).toContain("connect-src 'self';");
  });
});
