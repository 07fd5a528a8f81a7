import type enMessages from "../locales/en/ui.json";
import { fnv1a } from "./hash";
import type { Locale } from "./locales";
import { LOCALE_CODES } from "./locales";

/** UI messages: English is the source of truth, every locale has the same shape. */
export type Messages = typeof enMessages;

// Server-only (React Router keeps *.server.ts out of the browser bundle): every locale's UI
// messages are bundled into the worker. The browser loads its locale's from the hashed, immutable
// `/_i18n/{hash}/{locale}/messages.json` (messagesUrl), never inline in a page (docs/api.md, "Messages").
const files = import.meta.glob<Messages>("../locales/*/ui.json", { eager: true, import: "default" });

/** A locale whose messages are missing is logged (docs/product.md, "Languages") and served in English. */
function load(locale: Locale): Messages {
  const messages = files[`../locales/${locale}/ui.json`];
  if (messages) return messages;
  console.error("Failed to load messages for locale", locale);
  const fallback = files["../locales/en/ui.json"];
  if (!fallback) throw new Error("Failed to load messages for locale en: English is the source of truth");
  return fallback;
}

export const MESSAGES = Object.fromEntries(LOCALE_CODES.map((code) => [code, load(code)])) as Record<Locale, Messages>;

const hashes = new Map<Locale, string>();

/**
 * A short content hash of a locale's messages, for cache-busting `/_i18n/{hash}/{locale}/messages.json`.
 * The messages are fixed per build: each locale's is computed once, when first asked.
 */
export function messagesHash(locale: Locale): string {
  let hash = hashes.get(locale);
  if (hash === undefined) {
    hash = fnv1a(JSON.stringify(MESSAGES[locale])).toString(36);
    hashes.set(locale, hash);
  }
  return hash;
}

/** Where the browser loads a locale's messages: a URL that changes whenever they do, cached for good. */
export function messagesUrl(locale: Locale): string {
  return `/_i18n/${messagesHash(locale)}/${locale}/messages.json`;
}
