import i18next, { type i18n as I18n } from "i18next";
import { useRouteLoaderData } from "react-router";
import type enMessages from "../locales/en/ui.json";
import { DEFAULT_LOCALE, type Locale } from "../shared/locales";

/** UI messages: English is the source of truth, every locale has the same shape. */
export type Messages = typeof enMessages;

export type RootData = {
  locale: Locale;
  messages: Messages;
  origin: string;
  buildId: string;
  /** The API's base URL as the browser sees it (public runtime configuration, SPEC.md point 7). */
  apiBase: string;
  /** The optional third-party analytics script (SPEC.md point 7); "" when none is configured. */
  analyticsScriptUrl: string;
};

const instances = new Map<Locale, I18n>();

/**
 * One i18next instance per locale, made on first use and then reused: messages of a locale never
 * change within one build, so sharing the instance between requests is safe and saves the init.
 */
export function getI18n(locale: Locale, messages: Messages): I18n {
  let instance = instances.get(locale);
  if (!instance) {
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

/** The root loader's data: locale, its messages and the site origin. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("Root loader data is missing");
  return data;
}

export function useLocale(): Locale {
  return useRootData().locale;
}
