import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lz4Block } from "../worker/queue/lz4-block";
import { configured, logEvent, message, runQueue, type Sent, stubLogService } from "../worker/queue/testing";

/**
 * An LZ4 raw-block decoder written from the block format specification (lz4_Block_format.md),
 * independent of lz4js. Like a strict decoder it also refuses a block that breaks the end-of-block
 * rules: the last sequence is literals only, at least 5 of them, and the last match starts at
 * least 12 bytes before the end.
 */
function lz4Decode(block: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  let lastMatchStart = -1;
  const extend = (length: number) => {
    let total = length;
    if (length === 15) for (let byte = 255; byte === 255; total += byte) byte = block[i++] ?? 0;
    return total;
  };
  for (;;) {
    const token = block[i++];
    if (token === undefined) throw new Error("truncated block: a match must be followed by a sequence");
    const literals = extend(token >> 4);
    if (i + literals > block.length) throw new Error("literals run past the end of the block");
    for (let n = 0; n < literals; n++) out.push(block[i++] as number);
    if (i === block.length) {
      if (lastMatchStart >= 0 && literals < 5) throw new Error("the last 5 bytes must be literals");
      if (lastMatchStart >= 0 && out.length - lastMatchStart < 12) throw new Error("last match starts too late");
      return Uint8Array.from(out);
    }
    const offset = (block[i] ?? 0) | ((block[i + 1] ?? 0) << 8);
    i += 2;
    if (offset === 0 || offset > out.length) throw new Error(`bad match offset ${offset}`);
    lastMatchStart = out.length;
    const matchLength = extend(token & 15) + 4;
    for (let n = 0; n < matchLength; n++) out.push(out[out.length - offset] as number);
  }
}

/** Byte-for-byte equality; deep equality of a megabyte element by element would take seconds. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array) {
  expect(actual.byteLength).toBe(expected.byteLength);
  expect(
    actual.findIndex((byte, i) => byte !== expected[i]),
    "first differing byte",
  ).toBe(-1);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('track requests to the log service (docs/analytics.md, "Delivery")', () => {
  it("posts every event of the batch as JSON with the documented headers, then acks", async () => {
    const { sent, logsOf } = stubLogService();
    const messages = [message([logEvent(), logEvent()]), message([logEvent({ detail: '{"path":"a"}' })])];
    const result = await runQueue("parla-logs", messages);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Sent];
    expect(request.url).toBe("https://sls.test/logstores/web-track/track");
    expect(request.headers.get("content-type")).toBe("application/x-protobuf");
    expect(request.headers.get("x-log-apiversion")).toBe("0.6.0");
    expect(request.headers.get("x-log-bodyrawsize")).toBe(String(request.body.byteLength));
    expect(request.headers.has("x-log-compresstype")).toBe(false);
    expect(JSON.parse(new TextDecoder().decode(request.body))).toEqual({
      __logs__: messages.flatMap((m) => m.body.__logs__),
    });
    expect(result.explicitAcks.sort()).toEqual(messages.map((m) => m.id).sort());
    expect(result.retryMessages).toEqual([]);
    expect(logsOf(request)).toHaveLength(3);
  });

  it("uses the project's host in its region when no endpoint is set", async () => {
    const { sent } = stubLogService();
    await runQueue("parla-logs", [message([logEvent()])], configured({ LOG_ENDPOINT: "", LOG_PROJECT: "parla-web" }));
    expect(sent[0]?.url).toBe("https://parla-web.us-west-1.log.aliyuncs.com/logstores/web-track/track");
  });

  it("sends an LZ4 raw block, with x-log-compresstype: lz4, that restores the JSON byte for byte", async () => {
    const { sent } = stubLogService();
    const events = Array.from({ length: 40 }, () => logEvent({ message: "页面访问时长监控", path: "ja/templates" }));
    await runQueue("parla-logs", [message(events)], configured({ LOG_COMPRESS: "true" }));
    const [request] = sent as [Sent];
    expect(request.headers.get("x-log-compresstype")).toBe("lz4");
    const raw = new TextEncoder().encode(JSON.stringify({ __logs__: events }));
    expect(request.headers.get("x-log-bodyrawsize")).toBe(String(raw.byteLength));
    expect(request.body.byteLength).toBeLessThan(raw.byteLength / 2);
    expectSameBytes(lz4Decode(request.body), raw);
  });

  it("keeps each request within 4096 logs and 3 MB", async () => {
    const { sent, logsOf } = stubLogService();
    const many = Array.from({ length: 100 }, () => message(Array.from({ length: 50 }, () => logEvent())));
    await runQueue("parla-logs", many);
    expect(sent.map((request) => logsOf(request).length)).toEqual([4096, 904]);

    sent.length = 0;
    const large = Array.from({ length: 20 }, () =>
      message(Array.from({ length: 50 }, () => logEvent({ user_agent: "u".repeat(4000) }))),
    );
    await runQueue("parla-logs", large);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(request.body.byteLength).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(sent.flatMap(logsOf)).toHaveLength(1000);
  });
});

describe("LZ4 raw blocks against the independent decoder", () => {
  it.each<[string, Uint8Array]>([
    ["empty", new Uint8Array(0)],
    ["shorter than a match can be", new TextEncoder().encode("abcabcabcabc")],
    ["13 repeated bytes", new Uint8Array(13).fill(97)],
    ["incompressible", crypto.getRandomValues(new Uint8Array(4096))],
    ["a megabyte of one byte", new Uint8Array(1 << 20).fill(120)],
    [
      "repetitive UTF-8 JSON",
      new TextEncoder().encode(JSON.stringify(Array.from({ length: 300 }, (_, n) => ({ n, t: "页面" })))),
    ],
  ])("round-trips %s", (_name, input) => {
    expectSameBytes(lz4Decode(lz4Block(input)), input);
  });

  it("round-trips every length around the end-of-block limits", () => {
    const pattern = new TextEncoder().encode("abcdabcdabcdabcdabcdabcdabcdabcdabcdabcd");
    for (let length = 0; length <= pattern.length; length++) {
      expectSameBytes(lz4Decode(lz4Block(pattern.subarray(0, length))), pattern.subarray(0, length));
    }
  });
});

describe('nothing is lost (docs/analytics.md, "Delivery")', () => {
  type Letter = { message_id: string; queue: string; reason: string; attempts: number; body: string };
  const letters = async (ids: string[]) =>
    (
      await env.DB.prepare(
        "SELECT message_id, queue, reason, attempts, body FROM dead_letters WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY message_id",
      )
        .bind(JSON.stringify(ids))
        .all<Letter>()
    ).results;

  it("stores dead letters from parla-logs-dlq in D1 and acks them, once per message", async () => {
    const { spy } = stubLogService();
    const dead = [message([logEvent()], 6), message([logEvent(), logEvent()], 6)].sort((x, y) =>
      x.id.localeCompare(y.id),
    );
    expect((await runQueue("parla-logs-dlq", dead)).ackAll).toBe(true);
    await runQueue("parla-logs-dlq", dead);
    expect(await letters(dead.map((m) => m.id))).toEqual(
      dead.map((m) => ({
        message_id: m.id,
        queue: "parla-logs-dlq",
        reason: "retries_exhausted",
        attempts: 6,
        body: JSON.stringify(m.body),
      })),
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it("keeps a message that is not a log batch as a dead letter instead of retrying it forever", async () => {
    const { sent } = stubLogService();
    const junk = { ...message([]), body: { hello: "world" } } as unknown as ReturnType<typeof message>;
    const good = message([logEvent()]);
    const result = await runQueue("parla-logs", [junk, good]);
    expect(result.explicitAcks.sort()).toEqual([junk.id, good.id].sort());
    expect(await letters([junk.id])).toEqual([
      { message_id: junk.id, queue: "parla-logs", reason: "invalid_message", attempts: 1, body: '{"hello":"world"}' },
    ]);
    expect(sent).toHaveLength(1);
  });

  it("stores events in D1 when no log project is configured, once per uuid", async () => {
    const { spy } = stubLogService();
    const events = [
      logEvent({ path: "ja/solutions" }),
      logEvent({ event: "page_view_duration", detail: '{"duration_ms":900}' }),
    ];
    const first = message(events);
    expect((await runQueue("parla-logs", [first], env)).explicitAcks).toEqual([first.id]);
    await runQueue("parla-logs", [message(events)], env);
    const { results } = await env.DB.prepare(
      "SELECT uuid, event, path, fields, received_at FROM log_events WHERE uuid IN (SELECT value FROM json_each(?)) ORDER BY id",
    )
      .bind(JSON.stringify(events.map((e) => e.uuid)))
      .all<{ uuid: string; event: string; path: string; fields: string; received_at: string }>();
    expect(results.map((row) => ({ ...row, fields: JSON.parse(row.fields) }))).toEqual(
      events.map((e) => ({ uuid: e.uuid, event: e.event, path: e.path, fields: e, received_at: e.received_time })),
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
