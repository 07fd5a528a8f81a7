import { consumeDeadLetters } from "./dead-letter-consumer";
import { consumeLogs } from "./log-consumer";
import { consumePurges, isPurgeMessage } from "./purge-consumer";

/** Queue names from wrangler.toml. */
export const LOG_QUEUE_NAME = "parla-logs";
export const DEAD_LETTER_QUEUE_NAME = "parla-logs-dlq";

/** The worker's queue handler: one consumer per queue of wrangler.toml. */
export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext): Promise<void> {
  switch (batch.queue) {
    case LOG_QUEUE_NAME: {
      // The rest of a delete-all rides the same queue (worker/queue/purge-consumer.ts).
      const purges = batch.messages.filter((message) => isPurgeMessage(message.body));
      if (!purges.length) return consumeLogs(batch, env);
      const logs = batch.messages.filter((message) => !isPurgeMessage(message.body));
      await consumePurges(purges, env);
      if (logs.length) await consumeLogs(onlyThese(batch, logs), env);
      return;
    }
    case DEAD_LETTER_QUEUE_NAME:
      return consumeDeadLetters(batch, env);
    default:
      // Thrown, not acked: the platform retries the batch, so a wiring mistake loses nothing.
      throw new Error(`No consumer for queue ${batch.queue}`);
  }
}

/** The same batch with only some of its messages (consumeLogs reads `queue` and `messages`). */
function onlyThese(batch: MessageBatch, messages: readonly Message[]): MessageBatch {
  return {
    queue: batch.queue,
    metadata: batch.metadata,
    messages,
    ackAll: () => {
      for (const message of messages) message.ack();
    },
    retryAll: (options?: QueueRetryOptions) => {
      for (const message of messages) message.retry(options);
    },
  };
}
