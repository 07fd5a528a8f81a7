import { deadLetter, storeDeadLetters } from "./log-store";

/**
 * The "parla-logs-dlq" consumer: messages whose retries ran out are stored in D1 (dead_letters),
 * where the operator can read or replay them, so nothing is lost (docs/analytics.md, "Delivery").
 */
export async function consumeDeadLetters(batch: MessageBatch, env: Env): Promise<void> {
  const letters = batch.messages.map((message) => deadLetter(message, batch.queue, "retries_exhausted"));
  await storeDeadLetters(env.DB, letters);
  batch.ackAll();
}
