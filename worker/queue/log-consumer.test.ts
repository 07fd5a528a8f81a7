import { createMessageBatch } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { consumeLogs, RETRY_MAX_SECONDS, retryDelaySeconds } from "./log-consumer";
import { configured, deliveredUuids, logEvent, message, runQueue, stubLogService, watchRetries } from "./testing";

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const uuidsOf = (m: ReturnType<typeof message>) => m.body.__logs__.map((event) => event.uuid);

describe('retries (docs/analytics.md, "Delivery")', () => {
  it.each([500, 503])("retries with back-off when the log service answers %i", async (status) => {
    stubLogService(new Response("busy", { status }));
    const first = message([logEvent()], 1);
    const third = message([logEvent()], 3);
    const result = await runQueue("parla-logs", [first, third]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([
      { msgId: first.id, delaySeconds: 30 },
      { msgId: third.id, delaySeconds: 120 },
    ]);
    expect(await deliveredUuids([...uuidsOf(first), ...uuidsOf(third)])).toEqual([]);
  });

  it("retries when the request fails", async () => {
    stubLogService(new TypeError("Network connection lost"));
    const failed = message([logEvent()]);
    expect((await runQueue("parla-logs", [failed])).retryMessages).toEqual([{ msgId: failed.id, delaySeconds: 30 }]);
  });

  it("retries when the request times out", async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    stubLogService(hang);
    const slow = message([logEvent()]);
    const batch = createMessageBatch("parla-logs", [slow]);
    const retries = watchRetries(batch);
    await consumeLogs(batch, configured(), 20);
    expect(retries()).toEqual([{ msgId: slow.id, delaySeconds: 30 }]);
    // One structured line (docs/operations.md, "Logs"), naming the timeout and not the events.
    const line = JSON.parse(String(consoleError.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "error", event: "log_delivery_failed", events: 1 });
    expect(line.error).toMatch(/^TimeoutError/);
  });

  it("doubles the delay from 30 s up to 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it("acks the messages whose events went out and retries only the rest", async () => {
    const { sent, logsOf } = stubLogService(new Response(null, { status: 200 }), new Response(null, { status: 500 }));
    const early = Array.from({ length: 82 }, () => message(Array.from({ length: 50 }, () => logEvent())));
    const late = message(Array.from({ length: 50 }, () => logEvent()));
    const result = await runQueue("parla-logs", [...early, late]);
    expect(sent.map((request) => logsOf(request).length)).toEqual([4096, 54]);
    expect(result.explicitAcks).toHaveLength(81);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([early[81]?.id, late.id]);
    expect(await deliveredUuids(uuidsOf(late))).toEqual([]);
  });
});

describe("an outage of the log service", () => {
  it("loses nothing: every event arrives exactly once after the service comes back", async () => {
    const events = Array.from({ length: 120 }, () => logEvent());
    const pending = [message(events.slice(0, 50)), message(events.slice(50, 100)), message(events.slice(100))];
    const down = [
      new Response("down", { status: 503 }),
      new TypeError("Network connection lost"),
      new Response("down", { status: 502 }),
    ];
    const { sent, logsOf } = stubLogService(...down);
    // The platform redelivers retried messages with one more attempt each, until the host is back.
    for (let attempt = 1; pending.length > 0 && attempt <= 6; attempt++) {
      const batch = pending.map((m) => ({ ...m, attempts: attempt }));
      const result = await runQueue("parla-logs", batch);
      const retried = new Set(result.retryMessages.map((retry) => retry.msgId));
      pending.splice(0, pending.length, ...batch.filter((m) => retried.has(m.id)));
    }
    expect(pending).toEqual([]);
    const delivered = sent.slice(down.length).flatMap((request) => logsOf(request).map((event) => event.uuid));
    expect(delivered.sort()).toEqual(events.map((event) => event.uuid).sort());
    expect(await deliveredUuids(events.map((event) => event.uuid))).toHaveLength(events.length);
  });
});

describe("idempotency per event uuid", () => {
  it("never sends a delivered event again, and acks its message", async () => {
    const { sent, logsOf } = stubLogService();
    const a = logEvent();
    const b = logEvent();
    await runQueue("parla-logs", [message([a])]);
    expect(await deliveredUuids([a.uuid])).toEqual([a.uuid]);
    const again = message([a, b]);
    const result = await runQueue("parla-logs", [again, message([a])]);
    expect(sent.map((request) => logsOf(request).map((event) => event.uuid))).toEqual([[a.uuid], [b.uuid]]);
    expect(result.explicitAcks).toContain(again.id);

    const repeat = message([a, b]);
    expect((await runQueue("parla-logs", [repeat])).explicitAcks).toEqual([repeat.id]);
    expect(sent).toHaveLength(2);
  });

  it("sends an event the browser resent in two messages only once", async () => {
    const { sent, logsOf } = stubLogService();
    const event = logEvent();
    await runQueue("parla-logs", [message([event]), message([event])]);
    expect(sent.flatMap(logsOf)).toEqual([event]);
  });
});

describe("wiring mistakes lose nothing: the batch fails and the platform retries it", () => {
  it("sends nothing without a logstore, and retries the batch at the longest back-off rather than lose it", async () => {
    const { sent } = stubLogService();
    const noStore = configured({ LOG_LOGSTORE: "" });
    const result = await runQueue("parla-logs", [message([logEvent()])], noStore);
    expect(sent).toEqual([]);
    expect(result.retryMessages.map((retry) => retry.delaySeconds)).toEqual([RETRY_MAX_SECONDS]);
  });

  it("throws for a queue it does not consume, so the platform retries the batch", async () => {
    await expect(runQueue("other-queue", [message([logEvent()])])).rejects.toThrow(/No consumer for queue other-queue/);
  });
});
