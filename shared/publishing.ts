import type { Locale } from "./locales";
import { LOCALE_CODES } from "./locales";
import { href } from "./routes";
import { isPageSlug } from "./slugs";

/**
 * Share and publication read models (docs/api.md, "Sharing and publishing"): public, never the
 * owner's id. `inputs` is null when the owner chose to hide the brief from the share.
 */
export type ShareView = {
  slug: string;
  title: string;
  template: string;
  locale: Locale;
  inputs: Record<string, string> | null;
  content: string;
  createdAt: string;
  updatedAt: string;
};

export type PublicationView = {
  slug: string;
  /** The language of this view: the page's main language, or one of its other languages. */
  title: string;
  description: string;
  template: string;
  locale: Locale;
  content: string;
  publishedAt: string;
  updatedAt: string;
  /** Link previews show the page's own card (`/p/{slug}/card.png`) rather than Parla's. */
  showCard: boolean;
  /** The page's main language: its address without another language (docs/api.md, "A page in several languages"). */
  mainLocale: Locale;
  /** Every language the page has, the main one first, then the others in the locales' order. */
  languages: Locale[];
};

/**
 * One language of a published page, as its owner sees it (docs/api.md, "A page in several
 * languages"): the version it shows, its address, and whether it is the page's main language.
 */
export type PageLanguage = { locale: Locale; revision: number; url: string; title: string; main: boolean };

/** The owner's view of a page's languages (`GET /api/items/{id}/publication`). */
export type PageLanguages = SlugAndUrl & { languages: PageLanguage[] };

export type SlugAndUrl = { slug: string; url: string };

/**
 * The owner's view of a share link: whether the brief is shown beside the text, and the version
 * recipients see (it moves only when the owner says so; null only for an old link whose draft has
 * no text).
 */
export type ShareRef = SlugAndUrl & { showBrief: boolean; revision: number | null };

/**
 * The owner's view of a published page: its address, what search engines and cards show, its
 * version. `showCard`: link previews show the page's own card (docs/seo.md, "The page's own card"),
 * else Parla's.
 */
export type PageRef = SlugAndUrl & { title: string; description: string; revision: number; showCard: boolean };

/** A page's own title and description (plain text, code points). */
export const PAGE_TITLE_MAX_LENGTH = 120;
export const PAGE_DESCRIPTION_MAX_LENGTH = 300;

/**
 * Links a stranger receives carry the content's locale prefix, so the frame around the text is in
 * the text's language (`/ja/share/x`, `/de/p/x`); a page's address is its canonical URL.
 */
export function shareUrl(origin: string, locale: Locale, slug: string): string {
  return origin + href(locale, "share", { slug });
}

/** Orders a page's languages: the main one first, then the others in the locales' order. */
export function orderPageLanguages(main: Locale, others: readonly Locale[]): Locale[] {
  return [main, ...LOCALE_CODES.filter((code) => code !== main && others.includes(code))];
}

export function pageUrl(origin: string, locale: Locale, slug: string): string {
  return origin + href(locale, "published", { slug });
}

/**
 * The address of a published page's own card (docs/seo.md, "The page's own card"), without
 * origin. `v` names the page's version (its `updatedAt`), so a link preview fetches a new card
 * when the page changes; the route answers the current card whatever `v` says.
 */
export function pageCardPath(slug: string, updatedAt: string): string {
  return `/p/${encodeURIComponent(slug)}/card.png?v=${Date.parse(updatedAt) || 0}`;
}

/** The snippet that embeds a published page in another site (docs/api.md, "Embedding"). */
export function embedSnippet(url: string, title: string): string {
  const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="100%" height="640" style="border:0" loading="lazy"></iframe>`;
}

/** Words a page slug may not be: they name the site's own paths or could mislead visitors. */
export const RESERVED_PAGE_SLUGS = new Set<string>([
  ...LOCALE_CODES,
  "admin",
  "api",
  "app",
  "assets",
  "builds",
  "generate",
  "healthz",
  "help",
  "history",
  "login",
  "logout",
  "p",
  "parla",
  "preview",
  "privacy",
  "robots",
  "security",
  "settings",
  "share",
  "sitemap",
  "solutions",
  "static",
  "support",
  "templates",
  "terms",
  "use-cases",
  "www",
]);

export type PageSlugProblem = "malformed" | "reserved";

/** Why an owner's chosen page slug is refused, or null when it is fine. */
export function pageSlugProblem(slug: string): PageSlugProblem | null {
  if (!isPageSlug(slug)) return "malformed";
  return RESERVED_PAGE_SLUGS.has(slug) ? "reserved" : null;
}
