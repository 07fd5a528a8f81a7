import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localeFromPath } from "../shared/locales";
import { href, switchLocalePath } from "../shared/routes";
import { getI18n, type RootData } from "./i18n";

export type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The site's social card (public/og-image.png, 1200 × 630): every page's og:image (docs/seo.md). */
export const CARD_IMAGE = { path: "/og-image.png", width: "1200", height: "630" };

export function cardImage(origin: string, alt: string, path = CARD_IMAGE.path): MetaDescriptor[] {
  return [
    { property: "og:image", content: origin + path },
    { property: "og:image:width", content: CARD_IMAGE.width },
    { property: "og:image:height", content: CARD_IMAGE.height },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: origin + path },
  ];
}

/** The root loader's data as meta functions see it (they cannot call hooks). */
export function rootDataOf(matches: readonly MetaMatch[]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

type PageMetaInput = {
  matches: readonly MetaMatch[];
  location: { pathname: string };
  /** Message key of the page title (or a literal title when `literal` is set). */
  titleKey?: string;
  descriptionKey?: string;
  title?: string;
  description?: string;
  noindex?: boolean;
  /** Home uses the bare title, every other page "Title · Parla". */
  bareTitle?: boolean;
  /**
   * The page exists under its text's language prefix only (a share: any other prefix redirects
   * there), so it names no hreflang alternates or Open Graph alternate locales.
   */
  oneLanguage?: boolean;
};

/**
 * Everything a page's <head> needs in its locale (docs/seo.md): title, description, canonical,
 * hreflang alternates for the ten locales plus x-default (unless `oneLanguage`), Open Graph and
 * Twitter cards.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const root = rootDataOf(input.matches);
  if (!root) return [];
  const t = getI18n(root.locale).t;
  const pageTitle = input.title ?? (input.titleKey ? t(input.titleKey) : t("meta.siteName"));
  const title = input.bareTitle ? pageTitle : t("meta.titleTemplate", { title: pageTitle });
  const description =
    input.description ?? (input.descriptionKey ? t(input.descriptionKey) : t("meta.defaultDescription"));
  const locale = localeFromPath(input.location.pathname);
  const urlIn = (code: (typeof LOCALE_CODES)[number]) =>
    root.origin + switchLocalePath(input.location.pathname, locale, code);

  return [
    { title },
    { name: "description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: urlIn(locale) },
    ...(input.oneLanguage
      ? []
      : [
          ...LOCALE_CODES.map((code) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: LOCALES[code].language,
            href: urlIn(code),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn(DEFAULT_LOCALE) },
        ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: t("meta.siteName") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: urlIn(locale) },
    { property: "og:locale", content: LOCALES[locale].ogLocale },
    ...LOCALE_CODES.filter((code) => code !== locale && !input.oneLanguage).map((code) => ({
      property: "og:locale:alternate",
      content: LOCALES[code].ogLocale,
    })),
    ...cardImage(root.origin, t("meta.siteName")),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** BreadcrumbList structured data (schema.org) for a detail page's trail. */
export function breadcrumbJsonLd(origin: string, items: Array<{ name: string; path: string }>): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: origin + item.path,
      })),
    },
  };
}

/** A catalog detail page's head: its own name and summary, plus the Home › list › entry trail. */
export function catalogDetailMeta(
  args: { matches: readonly MetaMatch[]; location: { pathname: string } },
  entry: { slug: string; name: string; summary: string } | undefined,
  list: "solutions" | "useCases",
  detail: "solution" | "useCase",
): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  if (!entry || !root) return [];
  return [
    ...pageMeta({ ...args, title: entry.name, description: entry.summary }),
    breadcrumbJsonLd(root.origin, [
      { name: "Parla", path: href(root.locale, "home") },
      { name: getI18n(root.locale).t(`pages.${list}.title`), path: href(root.locale, list) },
      { name: entry.name, path: href(root.locale, detail, { slug: entry.slug }) },
    ]),
  ];
}
