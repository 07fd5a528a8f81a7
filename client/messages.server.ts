import type { Locale } from "../shared/locales";
import { LOCALE_CODES } from "../shared/locales";
import type { Messages } from "./i18n";

// Server-only (React Router keeps *.server.ts out of the browser bundle): every locale's UI
// messages are bundled into the worker; the browser only ever receives the current locale's.
const files = import.meta.glob<Messages>("../locales/*/ui.json", { eager: true, import: "default" });

/** A locale whose messages are missing is logged (SPEC.md point 8) and served in English. */
function load(locale: Locale): Messages {
  const messages = files[`../locales/${locale}/ui.json`];
  if (messages) return messages;
  console.error("Failed to load messages for locale", locale);
  const fallback = files["../locales/en/ui.json"];
  if (!fallback) throw new Error("Failed to load messages for locale en: English is the source of truth");
  return fallback;
}

export const MESSAGES = Object.fromEntries(LOCALE_CODES.map((code) => [code, load(code)])) as Record<Locale, Messages>;

/** A short content hash of a locale's messages, for cache-busting `/_i18n/{hash}/{locale}/messages.json`. */
export function messagesHash(locale: Locale): string {
  return fnv1a(JSON.stringify(MESSAGES[locale]));
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
