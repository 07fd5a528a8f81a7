import { createMiddleware } from "hono/factory";
import { apiError } from "../api/errors";
import type { AppEnv } from "../context";

/** Longer URLs are refused before any routing work (browsers and CDNs cap near 8 KiB anyway). */
export const MAX_URL_LENGTH = 4096;

/**
 * Refuses hostile request targets with a clear 400 before anything else reads them: overlong
 * URLs, malformed percent-encoding, and NUL or other control characters once decoded.
 * Dot segments need no check here: the URL parser has already resolved them (WHATWG URL).
 */
export function requestGuard() {
  return createMiddleware<AppEnv>(async function requestGuardMiddleware(c, next) {
    if (c.req.url.length > MAX_URL_LENGTH)
      return apiError(c, 400, "bad_request", `URL too long: ${c.req.path.slice(0, 64)}`);
    const rawPath = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return apiError(c, 400, "bad_request", `Malformed percent-encoding in path: ${rawPath}`);
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
    if (/[\u0000-\u001f\u007f]/.test(decoded))
      return apiError(c, 400, "bad_request", `Control character in path: ${rawPath}`);
    await next();
  });
}
