import { z } from "zod";
import { isTombstone, PURGE_BATCHES, type PurgeMessage, purgeItems } from "../items/delete-all";
import { logEvent } from "../log";

/**
 * The rest of a delete-all (worker/items/delete-all.ts), carried by `{"__purge_items__": tombstone}`
 * messages on the worker's own "parla-logs" queue: its consumer already runs in this worker with
 * retries and a dead-letter queue, and this message type is told apart by its one key, so log
 * batches and purges share it without a queue of their own.
 *
 * One invocation purges at most PURGE_BATCHES batches in all (within the free plan's 50 queries,
 * beside the log consumer's few) and for at most PURGE_BUDGET_MS. A tombstone it could not finish
 * is sent again as a new message and this one acked, so a long purge never spends the message's
 * retries; those are for D1 failing (retried with back-off, and after the last the dead-letter
 * queue stores it; the daily retention purges what is left either way).
 */

export const PurgeMessageSchema = z.strictObject({ __purge_items__: z.string().refine(isTombstone) });

/** Wall time one invocation spends purging: well inside a consumer's 15 minutes, and short enough to share D1. */
export const PURGE_BUDGET_MS = 10_000;

export function isPurgeMessage(body: unknown): body is PurgeMessage {
  return PurgeMessageSchema.safeParse(body).success;
}

export async function consumePurges(messages: readonly Message[], env: Env): Promise<void> {
  let batches = PURGE_BATCHES;
  const started = Date.now();
  for (const message of messages) {
    const tombstone = (message.body as PurgeMessage).__purge_items__;
    const budgetMs = PURGE_BUDGET_MS - (Date.now() - started);
    if (batches <= 0 || budgetMs <= 0) {
      // This invocation's share is spent: the next one takes it.
      await env.LOG_QUEUE.send({ __purge_items__: tombstone } satisfies PurgeMessage);
      message.ack();
      continue;
    }
    try {
      const result = await purgeItems(env.DB, tombstone, { budgetMs, maxBatches: batches });
      const { purged, done } = result;
      batches -= result.batches;
      if (!done) await env.LOG_QUEUE.send({ __purge_items__: tombstone } satisfies PurgeMessage);
      logEvent("info", "purge", { purged, done });
      message.ack();
    } catch (error) {
      logEvent("error", "purge_failed", { error: String(error), attempts: message.attempts });
      message.retry({ delaySeconds: Math.min(30 * 2 ** (message.attempts - 1), 900) });
    }
  }
}
