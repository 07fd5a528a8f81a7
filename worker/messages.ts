import { Hono } from "hono";
import { isLocale, LOCALE_MESSAGES_MAX_AGE_SECONDS } from "../shared/locales";
import { MESSAGES, messagesHash } from "../shared/messages.server";
import { apiError } from "./api/errors";
import type { AppEnv } from "./context";

/**
 * UI messages at the edge (docs/api.md, "Messages"): `/_i18n/{hash}/{locale}/messages.json`. When the hash
 * is the current content's, the response never changes and is cached for good; an old or unknown
 * hash gets today's messages with no-cache headers, so a stale page can still load them.
 * `/_i18n/{locale}/messages.json` (no hash) lives for the locale cache lifetime, 24 hours.
 */
export const messagesApi = new Hono<AppEnv>();

messagesApi.get("/:hash/:locale/messages.json", (c) => {
  const { hash, locale } = c.req.param();
  if (!isLocale(locale)) return apiError(c, 404, "unknown_locale", `Unknown locale "${locale.slice(0, 20)}"`);
  const cacheControl =
    hash === messagesHash(locale) ? "public, max-age=31536000, immutable" : "no-cache, no-store, must-revalidate";
  return c.json(MESSAGES[locale], 200, { "Cache-Control": cacheControl });
});

messagesApi.get("/:locale/messages.json", (c) => {
  const { locale } = c.req.param();
  if (!isLocale(locale)) return apiError(c, 404, "unknown_locale", `Unknown locale "${locale.slice(0, 20)}"`);
  return c.json(MESSAGES[locale], 200, {
    "Cache-Control": `public, max-age=${LOCALE_MESSAGES_MAX_AGE_SECONDS}`,
    ETag: `"${messagesHash(locale)}"`,
  });
});
