import { consumeDeadLetters } from "./dead-letter-consumer";
import { consumeLogs } from "./log-consumer";

/** Queue names from wrangler.toml. */
export const LOG_QUEUE_NAME = "parla-logs";
export const DEAD_LETTER_QUEUE_NAME = "parla-logs-dlq";

/** The worker's queue handler: one consumer per queue of wrangler.toml. */
export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext): Promise<void> {
  switch (batch.queue) {
    case LOG_QUEUE_NAME:
      return consumeLogs(batch, env);
    case DEAD_LETTER_QUEUE_NAME:
      return consumeDeadLetters(batch, env);
    default:
      // Thrown, not acked: the platform retries the batch, so a wiring mistake loses nothing.
      throw new Error(`No consumer for queue ${batch.queue}`);
  }
}
