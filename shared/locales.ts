/**
 * The ten locales (docs/product.md, "Languages"). English is the default and has no path prefix;
 * every other locale lives under `/{code}`.
 */
export const LOCALE_CODES = ["en", "ja", "pt", "nl", "ko", "fr", "it", "de", "es", "zh"] as const;
export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Lifetime of locale messages where they are not content-hashed (docs/product.md, "Languages"). */
export const LOCALE_MESSAGES_MAX_AGE_SECONDS = 24 * 60 * 60;

export type LocaleInfo = {
  code: Locale;
  /** BCP 47 tag used for `<html lang>`, hreflang and Intl. */
  language: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
  /** Whether the locale's sitemap is published. */
  isCatalogued: boolean;
};

export const LOCALES: Record<Locale, LocaleInfo> = {
  en: { code: "en", language: "en", name: "English", dir: "ltr", ogLocale: "en_US", isCatalogued: true },
  ja: { code: "ja", language: "ja", name: "日本語", dir: "ltr", ogLocale: "ja_JP", isCatalogued: true },
  pt: { code: "pt", language: "pt", name: "Português", dir: "ltr", ogLocale: "pt_BR", isCatalogued: true },
  nl: { code: "nl", language: "nl", name: "Nederlands", dir: "ltr", ogLocale: "nl_NL", isCatalogued: true },
  ko: { code: "ko", language: "ko", name: "한국어", dir: "ltr", ogLocale: "ko_KR", isCatalogued: true },
  fr: { code: "fr", language: "fr", name: "Français", dir: "ltr", ogLocale: "fr_FR", isCatalogued: true },
  it: { code: "it", language: "it", name: "Italiano", dir: "ltr", ogLocale: "it_IT", isCatalogued: true },
  de: { code: "de", language: "de", name: "Deutsch", dir: "ltr", ogLocale: "de_DE", isCatalogued: true },
  es: { code: "es", language: "es", name: "Español", dir: "ltr", ogLocale: "es_ES", isCatalogued: true },
  zh: { code: "zh", language: "zh-CN", name: "简体中文", dir: "ltr", ogLocale: "zh_CN", isCatalogued: true },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

/** Locales that appear as a path prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/**
 * The page path of a request path. React Router's client-side navigations fetch `/de.data` for
 * `/de` and `/_.data` for `/`, and hand loaders that URL unchanged.
 */
export function withoutDataSuffix(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The locale named by a path's first segment, or the default when there is none. A page's data URL
 * names the page's locale: `/de.data` is German, though its first segment is not `de`.
 */
export function localeFromPath(pathname: string): Locale {
  const first = withoutDataSuffix(pathname).split("/", 2)[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/ja/templates` → `/templates`, `/ja` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  const rest = pathname.slice(locale.length + 1);
  // Only a whole first segment is a prefix: `/de.data` names German but has none to strip.
  if (locale === DEFAULT_LOCALE || (rest !== "" && !rest.startsWith("/"))) return pathname;
  return rest === "" ? "/" : rest;
}

/** Puts an unprefixed path under a locale: (`/templates`, `ja`) → `/ja/templates`, (`/`, `ja`) → `/ja`. */
export function withLocalePrefix(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The locale change rule (docs/product.md, "Languages"): only one of the ten codes, and only when it differs
 * from the current one. Returns the new locale, or null when nothing should change.
 */
export function nextLocale(current: Locale, requested: unknown): Locale | null {
  return isLocale(requested) && requested !== current ? requested : null;
}

type WeightedTag = { tag: string; q: number; index: number };

function parseAcceptLanguage(header: string): WeightedTag[] {
  const tags: WeightedTag[] = [];
  header.split(",").forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim().toLowerCase() ?? "";
    if (!tag || tag === "*" || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim() === "q") q = Number.parseFloat(value ?? "");
    }
    if (Number.isFinite(q) && q > 0 && q <= 1) tags.push({ tag, q, index });
  });
  // Highest weight first; equal weights keep the header's order.
  return tags.sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * The best supported locale for an Accept-Language header, as @nuxtjs/i18n's browser detection
 * picks it: first a tag that names a locale exactly (`ja`, `zh-cn`), then a tag whose language part
 * does (`de-ch` → de), each pass in the header's order of preference. Null when nothing matches.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const tags = parseAcceptLanguage(header.slice(0, 1000));
  for (const { tag } of tags) {
    const exact = LOCALE_CODES.find((code) => code === tag || LOCALES[code].language.toLowerCase() === tag);
    if (exact) return exact;
  }
  for (const { tag } of tags) {
    const language = tag.split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The ISO 639-3 code franc reports for each of the ten languages: the model writers' output gate
 * (worker/generation/output-gate.ts), the example pairs' test and the eval measure language with it.
 */
export const FRANC_CODES: Record<Locale, string> = {
  en: "eng",
  ja: "jpn",
  pt: "por",
  nl: "nld",
  ko: "kor",
  fr: "fra",
  it: "ita",
  de: "deu",
  es: "spa",
  zh: "cmn",
};
