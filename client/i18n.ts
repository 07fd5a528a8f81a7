import i18next, { type i18n as I18n } from "i18next";
import { useRouteLoaderData } from "react-router";
import type { Writer } from "../shared/generation";
import { DEFAULT_LOCALE, type Locale } from "../shared/locales";
import type { Messages } from "../shared/messages.server";

export type { Messages };

export type RootData = {
  locale: Locale;
  /**
   * Where this locale's messages are: `/_i18n/{hash}/{locale}/messages.json`, immutable for its hash
   * (docs/api.md, "Messages"). Pages never carry the messages themselves.
   */
  messagesUrl: string;
  origin: string;
  buildId: string;
  /** The API's base URL as the browser sees it (public runtime configuration: docs/product.md, "The API client"). */
  apiBase: string;
  /**
   * The optional third-party analytics script (docs/analytics.md, "The third-party script"); ""
   * when none is configured.
   */
  analyticsScriptUrl: string;
  /** The writer that answers first: the brief offers only what it can honour. */
  writer: Writer;
};

/**
 * The messages this JavaScript context has: on the server every locale's (client/entry.server.tsx),
 * in the browser those it has loaded (client/entry.client.tsx before hydration, the root's
 * clientLoader when a navigation changes the locale).
 */
const provided = new Map<Locale, Messages>();
const instances = new Map<Locale, I18n>();
const loading = new Map<string, Promise<void>>();

export function provideMessages(locale: Locale, messages: Messages): void {
  if (provided.get(locale) === messages) return;
  provided.set(locale, messages);
  instances.delete(locale);
}

/**
 * Loads a locale's messages from their hashed URL once (the page preloads it: docs/api.md,
 * "Messages"); a failed load is tried once more at the unhashed URL, which always answers the
 * current build's messages.
 */
export function loadMessages(locale: Locale, url: string): Promise<void> {
  if (provided.has(locale)) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    const fetchJson = async (from: string) => {
      const response = await fetch(from, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`GET ${from} answered ${response.status}`);
      return (await response.json()) as Messages;
    };
    pending = fetchJson(url)
      .catch(() => fetchJson(`/_i18n/${locale}/messages.json`))
      .then((messages) => provideMessages(locale, messages))
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/**
 * One i18next instance per locale, made on first use and then reused: messages of a locale never
 * change within one build, so sharing the instance between requests is safe and saves the init.
 */
export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    const messages = provided.get(locale);
    if (!messages) throw new Error(`The messages of locale "${locale}" are not loaded`);
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources: { [locale]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** The root loader's data: locale, where its messages are, and the site origin. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("Root loader data is missing");
  return data;
}

export function useLocale(): Locale {
  return useRootData().locale;
}
