import { type LogEvent, packEvents } from "../../shared/analytics";
import { LogBatchSchema } from "../../shared/analytics-schema";
import { getConfig } from "../config";
import { deadLetter, deliveredAmong, markDelivered, storeDeadLetters, storeEvents } from "./log-store";
import { SLS_LIMITS, trackRequest, usesLocalSink } from "./sls-request";

/** A log service request that takes longer counts as failed and is retried. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Retry delays double from 30 s up to 15 min; after max_retries (wrangler.toml) the DLQ takes over. */
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 900;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

type Parsed = { message: Message; events: LogEvent[] };

/**
 * The "parla-logs" consumer (DESIGN.md section 6). Each message is one ingest batch. Events go to
 * D1 when no log project is configured, else to the log service's track API, skipping uuids already
 * delivered. A message is acked once all its events are delivered, and retried with back-off
 * otherwise.
 */
export async function consumeLogs(batch: MessageBatch, env: Env, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  const config = getConfig(env);
  const parsed: Parsed[] = [];
  const invalid: Message[] = [];
  for (const message of batch.messages) {
    const result = LogBatchSchema.safeParse(message.body);
    if (result.success) parsed.push({ message, events: result.data.__logs__ });
    else invalid.push(message);
  }
  // Retrying a message that is not a batch cannot help: it becomes a dead letter at once.
  const letters = invalid.map((message) => deadLetter(message, batch.queue, "invalid_message"));
  await storeDeadLetters(env.DB, letters);
  for (const message of invalid) message.ack();

  if (usesLocalSink(config)) {
    await storeEvents(
      env.DB,
      parsed.flatMap((item) => item.events),
    );
    for (const item of parsed) item.message.ack();
    return;
  }

  // One copy per uuid: a browser may resend an event it could not confirm (SPEC.md point 4).
  const unique = new Map(parsed.flatMap((item) => item.events.map((event) => [event.uuid ?? "", event] as const)));
  const delivered = await deliveredAmong(env.DB, [...unique.keys()]);
  const pending = [...unique.values()].filter((event) => !delivered.has(event.uuid ?? ""));

  const sent = await Promise.all(
    packEvents(pending, SLS_LIMITS).map(async (events) => {
      const { url, init } = trackRequest(config, events);
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        // Point 7: the response is not read, only its status.
        await response.body?.cancel();
        if (response.ok) return events;
        console.error(`Log service answered ${response.status} for ${events.length} events`);
      } catch (error) {
        console.error(`Log service request failed for ${events.length} events:`, error);
      }
      return [];
    }),
  );
  const deliveredNow = sent.flat().map((event) => event.uuid ?? "");
  await markDelivered(env.DB, deliveredNow);
  for (const uuid of deliveredNow) delivered.add(uuid);

  for (const { message, events } of parsed) {
    if (events.every((event) => delivered.has(event.uuid ?? ""))) message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}
