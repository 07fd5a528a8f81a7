import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { stripLocalePrefix } from "../../shared/locales";
import { EMBEDDABLE_LAYOUTS, layoutOf, pageOf } from "../../shared/routes";
import { getConfig } from "../config";
import type { AppContext, AppEnv } from "../context";

/**
 * Only pages in an embeddable layout (published pages, shares and use-case previews) may be framed
 * by other sites (docs/security.md, "Framing"); everything else refuses framing. Decided by the page table
 * alone (shared/routes.ts), so a page's layout and its framing can never disagree.
 */
export function isFramable(pathname: string): boolean {
  const page = pageOf(stripLocalePrefix(pathname));
  return page !== null && EMBEDDABLE_LAYOUTS.has(layoutOf(page));
}

/**
 * 'self', plus the origin of the third-party analytics script when ANALYTICS_SCRIPT_URL is set
 * (docs/analytics.md, "The third-party script"): the browser may load it and it may send its own requests.
 */
function selfAndAnalytics(c: AppContext): string {
  const scriptUrl = getConfig(c.env).ANALYTICS_SCRIPT_URL;
  return scriptUrl ? `'self' ${new URL(scriptUrl).origin}` : "'self'";
}

/**
 * Security headers for every response: a CSP whose script-src is this response's nonce (plus
 * 'strict-dynamic', so the nonce'd entry may load its own chunks), HSTS, nosniff, Referrer-Policy,
 * Permissions-Policy, and framing rules by path.
 */
export function securityHeaders() {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", selfAndAnalytics],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: [selfAndAnalytics],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [(c) => (isFramable(c.req.path) ? "*" : "'none'")],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // Set below: X-Frame-Options has no "allow from anywhere" value, so it is only sent to refuse.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      clipboardWrite: ["self"],
    },
  });

  return createMiddleware<AppEnv>(async function securityHeadersMiddleware(c, next) {
    await headers(c, next);
    if (!isFramable(c.req.path)) c.res.headers.set("X-Frame-Options", "DENY");
  });
}
