import { createMiddleware } from "hono/factory";
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
    if (c.req.url.length > MAX_URL_LENGTH) return badRequest(c.req.path.slice(0, 64), "URL too long");
    const rawPath = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return badRequest(rawPath, "Malformed percent-encoding in path");
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return badRequest(rawPath, "Control character in path");
    await next();
  });
}

function badRequest(path: string, message: string) {
  return Response.json({ error: { code: "bad_request", message: `${message}: ${path}` } }, { status: 400 });
}
