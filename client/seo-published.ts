import type { MetaDescriptor } from "react-router";
import { findTemplate } from "../shared/catalog/templates";
import { LOCALES, type Locale } from "../shared/locales";
import { type PublicationView, pageCardPath } from "../shared/publishing";
import { href } from "../shared/routes";
import { CARD_IMAGE, cardImage, type MetaMatch, rootDataOf } from "./seo";

/*
 * A published page's head and schema.org data (docs/seo.md). Apart from client/seo.ts, which every
 * page's meta uses: only these need the catalog's template list (is the page an article?), which
 * would otherwise be in every page's first load (docs/performance.md).
 */

type PublishedHead = Pick<
  PublicationView,
  "slug" | "title" | "description" | "locale" | "template" | "publishedAt" | "updatedAt" | "showCard"
> & { path: string } & Partial<Pick<PublicationView, "mainLocale" | "languages">>;

/**
 * A page in several languages names each of them, and its main language as x-default (docs/seo.md,
 * "A page in several languages"); a page in one language names none.
 */
function pageAlternates(origin: string, page: PublishedHead): MetaDescriptor[] {
  const languages = page.languages ?? [];
  if (languages.length < 2) return [];
  const urlIn = (code: Locale) => origin + href(code, "published", { slug: page.slug });
  return [
    ...languages.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LOCALES[code].language,
      href: urlIn(code),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: urlIn(page.mainLocale ?? languages[0] ?? page.locale),
    },
  ];
}

/** A published page's card: its own (same size), unless its owner chose Parla's (docs/seo.md). */
const publishedCardPath = (page: PublishedHead) =>
  page.showCard ? pageCardPath(page.slug, page.updatedAt) : CARD_IMAGE.path;

/**
 * A published page's head (docs/seo.md): its own title and description (never the draft's
 * private name), canonical under its content's language prefix, indexable, Open Graph and Twitter
 * cards with the page's own card image (or the site's, if its owner chose). A page in several
 * languages names each (hreflang, og:locale:alternate); one in a single language names none. Its schema.org
 * data is rendered in the page (publishedJsonLd), where the script can carry the CSP nonce.
 */
export function publishedMeta(matches: readonly MetaMatch[], page: PublishedHead): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const url = root.origin + page.path;
  const isArticle = isArticleTemplate(page.template);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...pageAlternates(root.origin, page),
    { property: "og:type", content: isArticle ? "article" : "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALES[page.locale].ogLocale },
    ...(page.languages ?? [])
      .filter((code) => code !== page.locale)
      .map((code) => ({ property: "og:locale:alternate", content: LOCALES[code].ogLocale })),
    ...(isArticle
      ? [
          { property: "article:published_time", content: page.publishedAt },
          { property: "article:modified_time", content: page.updatedAt },
        ]
      : []),
    ...cardImage(root.origin, page.title, publishedCardPath(page)),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}

const isArticleTemplate = (template: string) => {
  const output = findTemplate(template)?.output;
  return output === "article" || output === "press-release";
};

/** schema.org data of a published page: an Article (with its dates) for articles and press releases, else a WebPage. */
export function publishedJsonLd(origin: string, page: PublishedHead): Record<string, string> {
  const isArticle = isArticleTemplate(page.template);
  return {
    "@context": "https://schema.org",
    "@type": isArticle ? "Article" : "WebPage",
    [isArticle ? "headline" : "name"]: page.title,
    description: page.description,
    inLanguage: LOCALES[page.locale].language,
    url: origin + page.path,
    image: origin + publishedCardPath(page),
    datePublished: page.publishedAt,
    dateModified: page.updatedAt,
  };
}
