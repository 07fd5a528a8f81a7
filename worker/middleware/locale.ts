import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeFromPath,
  matchAcceptLanguage,
  withLocalePrefix,
} from "../../shared/locales";
import { getConfig } from "../config";
import type { AppContext, AppEnv } from "../context";

/**
 * Locale routing with @nuxtjs/i18n's `prefix_except_default` and
 * `detectBrowserLanguage { useCookie, cookieKey: 'i18n_redirected', redirectOn: 'root' }`
 * semantics (docs/product.md, "Languages"):
 * - `/en` and `/en/...` are the default locale spelled out: redirect to the unprefixed path;
 * - only `/` is redirected (302), to the cookie's locale, else the best Accept-Language match;
 *   crawlers are never redirected;
 * - the cookie follows the locale being viewed, so a later visit to `/` returns there.
 */
export function localeRouting() {
  return createMiddleware<AppEnv>(async function localeRoutingMiddleware(c, next) {
    const url = new URL(c.req.url);
    const { pathname } = url;

    if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
      url.pathname = pathname.slice(DEFAULT_LOCALE.length + 1) || "/";
      return c.redirect(url.toString(), 301);
    }

    const cookieLocale = getCookie(c, LOCALE_COOKIE);
    if (pathname === "/" && !c.get("isBot")) {
      const detected = isLocale(cookieLocale) ? cookieLocale : matchAcceptLanguage(c.req.header("accept-language"));
      if (detected && detected !== DEFAULT_LOCALE) {
        url.pathname = withLocalePrefix("/", detected);
        c.header("Vary", "Cookie, Accept-Language");
        rememberLocale(c, detected, cookieLocale);
        return c.redirect(url.toString(), 302);
      }
    }

    await next();

    const viewed = localeFromPath(pathname);
    // Documents, and React Router's single-fetch data requests (client-side navigations).
    const isPage = (c.res.headers.get("content-type")?.startsWith("text/html") ?? false) || pathname.endsWith(".data");
    if (isPage && !c.get("isBot")) rememberLocale(c, viewed, cookieLocale);
    if (pathname === "/") c.res.headers.append("Vary", "Cookie, Accept-Language");
  });
}

function rememberLocale(c: AppContext, locale: Locale, current?: string) {
  if (current === locale) return;
  const crossOrigin = getConfig(c.env).LOCALE_COOKIE_CROSS_ORIGIN;
  setCookie(c, LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: crossOrigin ? "None" : "Lax",
    // Every cookie Parla sets over https is Secure (docs/security.md); plain-http local runs
    // would lose a Secure cookie on hosts other than localhost.
    secure: crossOrigin || new URL(c.req.url).protocol === "https:",
  });
}
