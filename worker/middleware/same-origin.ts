import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "../api/errors";
import type { AppEnv } from "../context";

/** Methods that change nothing; every other method is a write (RFC 9110 section 9.2.1). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isWrite(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

/**
 * Whether the browser says the request was made by a page of this very origin. `Sec-Fetch-Site`
 * is set by the browser and cannot be forged by a page's script (Fetch Metadata); where it is
 * missing, `Origin` (sent by every current browser on every non-GET request) must be ours. A
 * request with neither proves nothing and is refused. Hono's `csrf()` helper checks the same two
 * headers but only for form-like bodies and answers in plain text, hence this middleware
 * (docs/security.md).
 */
export function fromOwnOrigin(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin";
  const origin = c.req.header("origin");
  return origin !== undefined && origin === new URL(c.req.url).origin;
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
function declaresJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * CSRF defence for the API (docs/security.md, "Other sites (CSRF)"): every write must come from
 * Parla's own origin, else 403; and a write must declare its body as JSON, which no HTML form can
 * send and which a script on another origin cannot send without a CORS preflight this API never
 * grants, else 415. Mounted ahead of the visitor middleware, so a refused request never mints or
 * replaces a visitor identity, and it changes nothing.
 */
export function sameOriginWrites() {
  return createMiddleware<AppEnv>(async function sameOriginWritesMiddleware(c, next) {
    if (!isWrite(c.req.method)) return next();
    if (!fromOwnOrigin(c)) {
      return apiError(c, 403, "cross_origin_request", "Changes are accepted only from Parla's own pages");
    }
    const contentType = c.req.header("content-type");
    // A DELETE carries no body; a body of any other type is refused on every method.
    const needsJson = c.req.method !== "DELETE" || contentType !== undefined;
    if (needsJson && !declaresJson(contentType)) {
      return apiError(c, 415, "json_required", "Send the request body as application/json");
    }
    await next();
  });
}
