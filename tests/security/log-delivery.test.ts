import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { LOG_EVENT_MAX_FIELDS, type LogEvent } from "../../shared/analytics";
import worker from "../../worker/index";
import { consumeLogs, RETRY_MAX_SECONDS, RETRY_PACK_EVENTS } from "../../worker/queue/log-consumer";
import { configured, logEvent, message, runQueue, stubLogService } from "../../worker/queue/testing";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";

/** docs/security.md, "Log delivery": one bad event never sinks its neighbours; misconfiguration is loud. */

let address = 0;

/** An event with `count` fields in all, none of them the edge's own. */
function wideEvent(count: number): LogEvent {
  const event: LogEvent = { uuid: crypto.randomUUID(), event: "page_view" };
  for (let i = Object.keys(event).length; i < count; i++) event[`extra_${i}`] = "x";
  return event;
}

function ingest(events: LogEvent[], headers: Record<string, string> = {}, workerEnv: Env = env) {
  const request = new Request(`${ORIGIN}/api/log`, {
    method: "POST",
    headers: {
      ...SAME_ORIGIN_HEADERS,
      "content-type": "application/json",
      "cf-connecting-ip": `198.51.100.${(address++ % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify({ __logs__: events }),
  });
  return worker.fetch(request, workerEnv, createExecutionContext());
}

let errors: { mock: { calls: unknown[][] } };
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the ingest checks what will be delivered, the edge's fields included", () => {
  test.each([
    ["63 fields", wideEvent(63), {}],
    ["62 fields", wideEvent(62), {}],
    ["61 fields with Sec-GPC: 1", wideEvent(61), { "sec-gpc": "1" }],
  ])("an event of %s is refused with 400 and nothing is queued", async (_name, event, headers) => {
    const send = vi.spyOn(env.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
    const response = await ingest([logEvent(), event], headers);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("invalid_batch");
    expect(error.message).toContain("__logs__.1");
    expect(send).not.toHaveBeenCalled();
  });

  test("an event that stays within the limit once enriched is queued", async () => {
    const send = vi.spyOn(env.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
    const response = await ingest([wideEvent(LOG_EVENT_MAX_FIELDS - 4)], { "sec-gpc": "1" });
    expect(response.status).toBe(204);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("the consumer keeps a bad event apart from its neighbours", () => {
  test("one event over the field limit becomes a dead letter alone; the other 49 are delivered", async () => {
    const { sent, logsOf } = stubLogService();
    const events = Array.from({ length: 50 }, () => logEvent());
    const bad = wideEvent(LOG_EVENT_MAX_FIELDS + 3);
    events[17] = bad;
    const batch = message(events);
    const result = await runQueue("parla-logs", [batch]);
    expect(result.explicitAcks).toEqual([batch.id]);
    expect(result.retryMessages).toEqual([]);
    expect(sent.flatMap(logsOf)).toHaveLength(49);
    const letter = await env.DB.prepare("SELECT reason, body FROM dead_letters WHERE message_id = ?1")
      .bind(`${batch.id}#17`)
      .first<{ reason: string; body: string }>();
    expect(letter?.reason).toBe("invalid_event");
    expect(JSON.parse(letter?.body ?? "{}")).toEqual(bad);
  });

  test("a retried message goes out in small packs, so a second failure resends few events", async () => {
    const { sent, logsOf } = stubLogService();
    const events = Array.from({ length: 250 }, () => logEvent());
    await runQueue("parla-logs", [message(events, 2)]);
    expect(sent.length).toBe(Math.ceil(250 / RETRY_PACK_EVENTS));
    for (const request of sent) expect(logsOf(request).length).toBeLessThanOrEqual(RETRY_PACK_EVENTS);
  });

  test("after a timed-out pack, only that pack is sent again", async () => {
    // The first request hangs past the timeout (the service may have stored it: a duplicate is possible).
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError"))),
      );
    const events = Array.from({ length: 250 }, () => logEvent());
    const first = stubLogService(hang);
    const retried = message(events, 2);
    await consumeLogs(createMessageBatch("parla-logs", [retried]), configured(), 50);
    const resentAfterHang = first.sent.slice(1).flatMap(first.logsOf).length;
    expect(resentAfterHang).toBe(250 - first.logsOf(first.sent[0] as never).length);
    vi.restoreAllMocks();
    const second = stubLogService();
    await consumeLogs(createMessageBatch("parla-logs", [message(events, 3)]), configured(), 50);
    // Only the pack that hung is sent again; the others were recorded as delivered.
    expect(second.sent.flatMap(second.logsOf)).toHaveLength(first.logsOf(first.sent[0] as never).length);
  });
});

describe("a log destination without a logstore is a loud error, not a silent loss", () => {
  const misconfigured = () => configured({ LOG_LOGSTORE: "" });

  test("the ingest answers 503 and says why in the log, once", async () => {
    const broken = misconfigured();
    const send = vi.spyOn(broken.LOG_QUEUE, "send").mockResolvedValue(undefined as never);
    expect((await ingest([logEvent()], {}, broken)).status).toBe(503);
    expect((await ingest([logEvent()], {}, broken)).status).toBe(503);
    expect(send).not.toHaveBeenCalled();
    const reports = errors.mock.calls.filter(([line]) => String(line).includes("LOG_LOGSTORE is empty"));
    expect(reports).toHaveLength(1);
  });

  test("/readyz answers 503 with the problem; a sound configuration is ready", async () => {
    const broken = await worker.fetch(new Request(`${ORIGIN}/readyz`), misconfigured(), createExecutionContext());
    expect(broken.status).toBe(503);
    const body = (await broken.json()) as { ok: boolean; problems: string[] };
    expect(body.ok).toBe(false);
    expect(body.problems).toEqual(["log_destination"]);
    const sound = await worker.fetch(new Request(`${ORIGIN}/readyz`), env, createExecutionContext());
    expect(sound.status).toBe(200);
    expect(await sound.json()).toMatchObject({ ok: true, problems: [] });
  });

  test("the consumer sends nothing and retries with its longest back-off", async () => {
    const { sent } = stubLogService();
    const result = await runQueue("parla-logs", [message([logEvent()])], misconfigured());
    expect(sent).toHaveLength(0);
    expect(result.retryMessages.map((retry) => retry.delaySeconds)).toEqual([RETRY_MAX_SECONDS]);
  });
});
