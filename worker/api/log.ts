import { Hono } from "hono";
import { EDGE_FIELDS, LOG_BATCH_MAX_BYTES, type LogEvent } from "../../shared/analytics";
import { LogBatchSchema } from "../../shared/analytics-schema";
import { getConfig, logDestinationProblem } from "../config";
import type { AppContext, AppEnv } from "../context";
import { cookieVisitor } from "../middleware/visitor";
import { readJsonBody } from "./body";
import { apiError } from "./errors";
import { edgeAddress } from "./ip";

/** RATE_LIMIT_LOG counts per minute (wrangler.toml), so a refused client may try again after it. */
const RETRY_AFTER_SECONDS = "60";

/**
 * What the edge adds to each event (docs/analytics.md, "Ingest"; the names are EDGE_FIELDS): the
 * address it saw, sorted into ipv4/ipv6 (the client's own lookup is only what it reported), the
 * country, and the received time. A visitor sending `Sec-GPC: 1` asked not to be tracked: no
 * address is forwarded at all.
 */
function enrich(c: AppContext, events: LogEvent[]): LogEvent[] {
  const edge: LogEvent = { country: String(c.req.raw.cf?.country ?? ""), received_time: new Date().toISOString() };
  const seen = edgeAddress(c);
  if (c.req.header("sec-gpc")?.trim() === "1") {
    edge.ipv4 = "";
    edge.ipv6 = "";
  } else {
    // The family the edge did not see keeps what the client looked up (it may be dual-stack).
    if (seen.ipv4) edge.ipv4 = seen.ipv4;
    if (seen.ipv6) edge.ipv6 = seen.ipv6;
  }
  return events.map((event) => ({ ...event, ...edge }));
}

/**
 * `POST /api/log` (docs/api.md, "Analytics"; docs/analytics.md, "Ingest"): validates, bounds and
 * enriches a batch, then queues it.
 */
export const logApi = new Hono<AppEnv>();

logApi.post("/", async (c) => {
  const { success } = await c.env.RATE_LIMIT_LOG.limit({ key: c.req.header("cf-connecting-ip") ?? "unknown" });
  if (!success) {
    return apiError(c, 429, "rate_limited", "Too many log batches; try again later", {
      "Retry-After": RETRY_AFTER_SECONDS,
    });
  }

  const json = await readJsonBody(c, LOG_BATCH_MAX_BYTES, `A log batch is at most ${LOG_BATCH_MAX_BYTES} bytes`);
  if (json instanceof Response) return json;
  const parsed = LogBatchSchema.safeParse(json);
  if (!parsed.success) {
    // The first few problems are enough to fix a client; a 50-event batch could list hundreds.
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    return apiError(c, 400, "invalid_batch", problems.join("; "));
  }

  // What will be delivered is checked, the edge's own fields included, with the consumer's schema:
  // an event that only breaks the limits once enriched is refused here, never dead-lettered later
  // with its neighbours (docs/security.md, "Log delivery").
  const enriched = LogBatchSchema.safeParse({ __logs__: enrich(c, parsed.data.__logs__) });
  if (!enriched.success) {
    const problems = enriched.error.issues
      .slice(0, 3)
      .map(
        (issue) =>
          `${issue.path.join(".")}: ${issue.message} (counting the fields the edge adds: ${EDGE_FIELDS.join(", ")})`,
      );
    return apiError(c, 400, "invalid_batch", problems.join("; "));
  }

  if (logDestinationProblem(getConfig(c.env))) {
    // The operator is told at the first request and by /readyz; the tracker keeps its events.
    return apiError(c, 503, "unavailable", "Logs cannot be accepted right now");
  }
  // The visitor a valid cookie proves travels beside the events (never in them, never forwarded):
  // the consumer leaves an owner's views of their own pages out of the page statistics.
  const visitor = await cookieVisitor(c.env, c.req.header("cookie"));
  try {
    await c.env.LOG_QUEUE.send(visitor ? { ...enriched.data, visitor } : enriched.data, { contentType: "json" });
  } catch (error) {
    // Not the client's fault: 503 tells the tracker to keep the events and try again later.
    console.error("Log queue send failed:", error);
    return apiError(c, 503, "unavailable", "Logs cannot be accepted right now");
  }
  return c.body(null, 204);
});
