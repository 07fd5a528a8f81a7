import { deleteCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { fromBase64Url, toBase64Url } from "../base64url";
import { getConfig, visitorSecret } from "../config";
import type { AppEnv } from "../context";
import { isWrite } from "./same-origin";

/**
 * The anonymous visitor's cookie: `{id}.{HMAC-SHA256(id)}`, HttpOnly, Secure, SameSite=Lax, and
 * `__Host-` prefixed: only this origin can set it, never a sibling subdomain (docs/security.md,
 * "Cookies").
 */
export const VISITOR_COOKIE = "__Host-parla_visitor";
/**
 * The cookie's name before 2026-11-26. Read only when there is no `__Host-` cookie and exactly one
 * of these (two means a sibling subdomain tossed one in), and moved to the new name at the next
 * write, keeping the visitor's id.
 */
export const LEGACY_VISITOR_COOKIE = "parla_visitor";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers keep (RFC 6265bis)

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signVisitorId(id: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(id));
  return `${id}.${toBase64Url(signature)}`;
}

/** The visitor id a cookie value proves, or null when it is missing, malformed or forged. */
export async function verifyVisitorCookie(value: string | undefined, secret: string): Promise<string | null> {
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return null;
  const signature = fromBase64Url(match[2]);
  if (!signature) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(match[1]));
  return valid ? match[1] : null;
}

/**
 * The visitor a request's `Cookie` header proves with a valid signed visitor cookie, or null. The
 * API's visitor middleware and the loaders' data functions (worker/load-context.ts) both ask this.
 */
export async function cookieVisitor(env: Env, cookieHeader: string | undefined): Promise<string | null> {
  return (await readVisitor(env, cookieHeader))?.id ?? null;
}

/** The visitor a `Cookie` header proves, and whether it still uses the legacy cookie name. */
async function readVisitor(
  env: Env,
  cookieHeader: string | undefined,
): Promise<{ id: string; legacy: boolean } | null> {
  if (!cookieHeader) return null;
  const secret = visitorSecret(getConfig(env));
  const current = valuesOf(cookieHeader, VISITOR_COOKIE);
  if (current.length > 0) {
    const id = current.length === 1 ? await verifyVisitorCookie(current[0], secret) : null;
    return id ? { id, legacy: false } : null;
  }
  const legacy = valuesOf(cookieHeader, LEGACY_VISITOR_COOKIE);
  const id = legacy.length === 1 ? await verifyVisitorCookie(legacy[0], secret) : null;
  return id ? { id, legacy: true } : null;
}

/** Every value a `Cookie` header gives `name` (a browser sends each cookie it holds by that name). */
function valuesOf(cookieHeader: string, name: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

/**
 * Gives every API caller an anonymous visitor id (docs/security.md, "Identity"): a valid signed cookie is
 * trusted; a missing or forged one is replaced with a fresh id, so forging gets you nothing.
 *
 * Only a write mints (or replaces) the cookie, and writes reach this point only after
 * `sameOriginWrites` proved they come from Parla's own pages (docs/security.md). A read without a
 * valid cookie gets a throwaway id that owns nothing, and no cookie: a cross-site request that
 * arrives without the Lax cookie can never overwrite a visitor's identity.
 */
export function visitor() {
  return createMiddleware<AppEnv>(async function visitorMiddleware(c, next) {
    const known = await readVisitor(c.env, c.req.header("cookie"));
    const id = known?.id ?? crypto.randomUUID();
    if (isWrite(c.req.method) && (!known || known.legacy)) {
      setCookie(c, "parla_visitor", await signVisitorId(id, visitorSecret(getConfig(c.env))), {
        path: "/",
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        maxAge: MAX_AGE_SECONDS,
        prefix: "host",
      });
      // The legacy cookie has done its job: its id lives on under the new name.
      if (known?.legacy) deleteCookie(c, LEGACY_VISITOR_COOKIE, { path: "/", secure: true });
    }
    c.set("visitorId", id);
    await next();
  });
}
