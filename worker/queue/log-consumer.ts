import { z } from "zod";
import { type LogEvent, packEvents } from "../../shared/analytics";
import { LogEventSchema } from "../../shared/analytics-schema";
import { getConfig, logDestinationProblem, reportConfigProblems } from "../config";
import { logEvent } from "../log";
import {
  type DeadLetter,
  deadEvent,
  deadLetter,
  deliveredAmong,
  markDelivered,
  storeDeadLetters,
  storeEvents,
} from "./log-store";
import { countPageStats } from "./page-stats";
import { SLS_LIMITS, trackRequest, usesLocalSink } from "./sls-request";

/**
 * A log service request that takes longer counts as failed and is retried. A request that times
 * out may still have been stored by the service, so the retry is a duplicate (docs/security.md,
 * "Log delivery"): the limit is generous for a 3 MB body on a slow link, well inside a consumer's
 * 15 minutes of wall time, so only a truly hung host reaches it.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** A retried message goes out in packs this small, so a second failure resends only a few events. */
export const RETRY_PACK_EVENTS = 100;
/** Retry delays double from 30 s up to 15 min; after max_retries (wrangler.toml) the DLQ takes over. */
const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 900;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

type Parsed = { message: Message; events: LogEvent[]; visitor: string | null };

/**
 * A message's envelope; each event in it is checked on its own. `visitor` is the visitor id the
 * ingest proved from the sender's cookie (worker/api/log.ts): it counts page statistics, and is
 * never forwarded.
 */
const Envelope = z.object({ __logs__: z.array(z.unknown()), visitor: z.string().max(64).optional() });

/**
 * The "parla-logs" consumer (docs/analytics.md, "Delivery"). Each message is one ingest batch. Events go to
 * D1 when no log project is configured, else to the log service's track API, skipping uuids already
 * delivered. A message is acked once all its events are delivered, and retried with back-off
 * otherwise.
 */
export async function consumeLogs(batch: MessageBatch, env: Env, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  const config = getConfig(env);
  reportConfigProblems(env);
  const parsed: Parsed[] = [];
  const letters: DeadLetter[] = [];
  for (const message of batch.messages) {
    const envelope = Envelope.safeParse(message.body);
    if (!envelope.success) {
      // Retrying a message that is not a batch cannot help: it becomes a dead letter at once.
      letters.push(deadLetter(message, batch.queue, "invalid_message"));
      message.ack();
      continue;
    }
    // An event that breaks the schema is kept aside alone; its neighbours are delivered.
    const events: LogEvent[] = [];
    envelope.data.__logs__.forEach((candidate, index) => {
      const event = LogEventSchema.safeParse(candidate);
      if (event.success) events.push(event.data);
      else letters.push(deadEvent(message, batch.queue, index, candidate));
    });
    if (events.length) parsed.push({ message, events, visitor: envelope.data.visitor ?? null });
    else message.ack();
  }
  await storeDeadLetters(env.DB, letters);
  // Owners' page statistics are counted as events pass, whatever the destination (docs/analytics.md,
  // "Page statistics"); each event once, so a retried message adds nothing.
  await countPageStats(env.DB, parsed);

  if (logDestinationProblem(config)) {
    // Nothing can be delivered until the operator fixes the configuration (reported above and by
    // /readyz): wait the longest back-off between tries; the dead-letter queue keeps what outlasts it.
    for (const item of parsed) item.message.retry({ delaySeconds: RETRY_MAX_SECONDS });
    return;
  }
  if (usesLocalSink(config)) {
    await storeEvents(
      env.DB,
      parsed.flatMap((item) => item.events),
    );
    for (const item of parsed) item.message.ack();
    return;
  }

  // One copy per uuid: a browser may resend an event it could not confirm (docs/analytics.md, "Delivery").
  const unique = new Map(parsed.flatMap((item) => item.events.map((event) => [event.uuid ?? "", event] as const)));
  const delivered = await deliveredAmong(env.DB, [...unique.keys()]);
  const pending = [...unique.values()].filter((event) => !delivered.has(event.uuid ?? ""));

  // A message on its second attempt or later failed before: smaller packs keep a repeat failure small.
  const retrying = parsed.some((item) => item.message.attempts > 1);
  const limits = retrying ? { ...SLS_LIMITS, maxEvents: RETRY_PACK_EVENTS } : SLS_LIMITS;
  const sent = await Promise.all(
    packEvents(pending, limits).map(async (events) => {
      const { url, init } = trackRequest(config, events);
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        // The response is not read, only its status.
        await response.body?.cancel();
        if (response.ok) return events;
        logEvent("error", "log_delivery_failed", { status: response.status, events: events.length });
      } catch (error) {
        logEvent("error", "log_delivery_failed", {
          events: events.length,
          error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown",
        });
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
