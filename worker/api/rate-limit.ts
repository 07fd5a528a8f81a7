import type { AppContext } from "../context";
import { logEvent } from "../log";
import { apiError } from "./errors";

/** The generation limits count per minute (wrangler.toml [[ratelimits]] period = 60). */
const RETRY_AFTER_SECONDS = 60;

/**
 * Writes that make drafts (generating, copying a share) are limited per visitor and per IP address,
 * together (docs/security.md, "Rate limits"); either limit answers 429 with Retry-After. Returns
 * null when the request may go on.
 */
export async function rateLimited(
  c: AppContext,
  visitorId: string,
  api: "generations" | "copies" = "generations",
): Promise<Response | null> {
  const ip = c.req.header("cf-connecting-ip") ?? "unknown";
  const [byVisitor, byIp] = await Promise.all([
    c.env.RATE_LIMIT_VISITOR.limit({ key: `visitor:${visitorId}` }),
    c.env.RATE_LIMIT_IP.limit({ key: `ip:${ip}` }),
  ]);
  if (byVisitor.success && byIp.success) return null;
  logEvent("warn", "rate_limited", { limit: byVisitor.success ? "ip" : "visitor", api });
  return apiError(c, 429, "rate_limited", `Too many ${api}; try again in ${RETRY_AFTER_SECONDS} seconds`, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
}
