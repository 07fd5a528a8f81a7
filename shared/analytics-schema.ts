import * as z from "zod/mini";
import { LOG_BATCH_MAX_EVENTS, LOG_EVENT_MAX_FIELDS, LOG_VALUE_MAX_LENGTH } from "./analytics";

/**
 * The shape of `POST /api/log` and of each log-queue message, checked by the worker. Kept apart
 * from shared/analytics.ts so the browser's tracker never bundles the validator.
 */

/** Names that are safe as log-service keys; also refuses `__proto__`-style keys. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const LogEventSchema = z
  .record(
    z.string().check(z.regex(FIELD_NAME, "field names are letters, digits and _ (at most 64)")),
    z
      .string()
      .check(z.maxLength(LOG_VALUE_MAX_LENGTH, `values are strings of at most ${LOG_VALUE_MAX_LENGTH} characters`)),
  )
  .check(
    z.refine((event) => Object.keys(event).length <= LOG_EVENT_MAX_FIELDS, `at most ${LOG_EVENT_MAX_FIELDS} fields`),
    // The uuid is the idempotency key of the whole pipeline (the consumer skips delivered ones).
    z.refine((event) => z.safeParse(z.uuid(), event.uuid).success, { message: "uuid must be a UUID", path: ["uuid"] }),
  );

/** The body of `POST /api/log`, and of each message on the log queue. */
export const LogBatchSchema = z.strictObject({
  __logs__: z
    .array(LogEventSchema)
    .check(
      z.minLength(1, "__logs__ holds at least one event"),
      z.maxLength(LOG_BATCH_MAX_EVENTS, `__logs__ holds at most ${LOG_BATCH_MAX_EVENTS} events`),
    ),
});

export type LogBatch = z.infer<typeof LogBatchSchema>;
