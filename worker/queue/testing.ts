/**
 * Test support for the queue consumers (only *.test.ts files import it): a configured env, queue
 * messages, a stubbed log service, and a runner that reports acks, retries and their delays.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { LogEvent } from "../../shared/analytics";
import { handleQueue } from "./index";

/** The worker's env with a log service configured (wrangler.toml's vars leave it unset). */
export function configured(overrides: Record<string, string> = {}): Env {
  const vars: Record<string, string> = { LOG_ENDPOINT: "https://sls.test", LOG_LOGSTORE: "web-track", ...overrides };
  return { ...env, ...vars } as Env;
}

export function logEvent(fields: Record<string, string> = {}): LogEvent {
  return {
    event: "page_view",
    path: "solutions",
    uuid: crypto.randomUUID(),
    user_agent: "Mozilla/5.0 Test",
    received_time: "2026-11-22T10:00:00.000Z",
    ...fields,
  };
}

export type TestMessage = { id: string; timestamp: Date; attempts: number; body: { __logs__: LogEvent[] } };

export function message(events: LogEvent[], attempts = 1): TestMessage {
  return { id: `msg-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: { __logs__: events } };
}

export type Sent = { url: string; headers: Headers; body: Uint8Array };
type Answer = Response | Error | ((init: RequestInit) => Promise<Response>);

/** Stubs the log service: each outgoing fetch takes the next answer (then 200) and is recorded. */
export function stubLogService(...answers: Answer[]) {
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    sent.push({
      url: String(input),
      headers: new Headers(init.headers),
      body: new Uint8Array(init.body as Uint8Array),
    });
    const answer = answers.shift() ?? new Response(null, { status: 200 });
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer(init) : answer;
  });
  const logsOf = (request: Sent) =>
    (JSON.parse(new TextDecoder().decode(request.body)) as { __logs__: LogEvent[] }).__logs__;
  return { spy, sent, logsOf };
}

/** The pool's getQueueResult says which messages were retried, not with which delay: watch retry(). */
export type Retry = { msgId: string; delaySeconds: number | undefined };

export function watchRetries(batch: MessageBatch): () => Retry[] {
  const spies = batch.messages.map((m) => ({ id: m.id, spy: vi.spyOn(m, "retry") }));
  return () =>
    spies.flatMap(({ id, spy }) =>
      spy.mock.calls.map(([options]) => ({ msgId: id, delaySeconds: options?.delaySeconds })),
    );
}

export type QueueOutcome = { ackAll: boolean; explicitAcks: string[]; retryMessages: Retry[] };

/** Runs the worker's queue handler on one batch. */
export async function runQueue(
  queue: string,
  messages: TestMessage[],
  workerEnv: Env = configured(),
): Promise<QueueOutcome> {
  const batch = createMessageBatch(queue, messages);
  const retries = watchRetries(batch);
  const ctx = createExecutionContext();
  await handleQueue(batch, workerEnv, ctx);
  const { ackAll, explicitAcks } = await getQueueResult(batch, ctx);
  return { ackAll, explicitAcks, retryMessages: retries() };
}

/** Which of these uuids the consumer recorded as delivered. */
export async function deliveredUuids(uuids: readonly (string | undefined)[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT uuid FROM delivered_events WHERE uuid IN (SELECT value FROM json_each(?)) ORDER BY uuid",
  )
    .bind(JSON.stringify(uuids))
    .all<{ uuid: string }>();
  return results.map((row) => row.uuid);
}
