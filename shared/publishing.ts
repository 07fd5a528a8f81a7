import type { Locale } from "./locales";
import { LOCALE_CODES } from "./locales";
import { isPageSlug } from "./slugs";

/** Share and publication read models (DESIGN.md section 4): public, never the owner's id. */
export type ShareView = {
  slug: string;
  title: string;
  template: string;
  locale: Locale;
  inputs: Record<string, string>;
  content: string;
  createdAt: string;
  updatedAt: string;
};

export type PublicationView = {
  slug: string;
  title: string;
  description: string;
  template: string;
  locale: Locale;
  content: string;
  publishedAt: string;
  updatedAt: string;
};

export type SlugAndUrl = { slug: string; url: string };

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
