import { Hono } from "hono";
import { SOLUTIONS } from "../shared/catalog/solutions";
import { USE_CASES } from "../shared/catalog/use-cases";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale, withLocalePrefix } from "../shared/locales";
import { pagePath } from "../shared/routes";
import type { AppEnv } from "./context";
import { publishedSlugs } from "./items/publishing";

/**
 * One sitemap per locale (`/sitemap.xml`, `/ja/sitemap.xml`, ...) listing that locale's indexable
 * pages, each with hreflang alternates for the ten locales and x-default; plus robots.txt.
 * Previews, shares and history are left out (they are noindex).
 */
export const siteFiles = new Hono<AppEnv>();

/** The unprefixed paths of every indexable page. */
export function indexablePaths(): string[] {
  return [
    pagePath("home"),
    pagePath("solutions"),
    ...SOLUTIONS.map((solution) => pagePath("solution", { slug: solution.slug })),
    pagePath("useCases"),
    ...USE_CASES.map((useCase) => pagePath("useCase", { slug: useCase.slug })),
    pagePath("templates"),
    pagePath("terms"),
    pagePath("privacy"),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/**
 * `paths` exist in every locale and get hreflang alternates; `standalone` paths (published pages)
 * exist in one language only and are listed as they are.
 */
export function sitemapXml(origin: string, locale: Locale, paths: string[], standalone: string[] = []): string {
  const urls = paths.map((path) => {
    const alternates = LOCALE_CODES.map(
      (code) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALES[code].language}" href="${escapeXml(origin + withLocalePrefix(path, code))}"/>`,
    );
    alternates.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + withLocalePrefix(path, DEFAULT_LOCALE))}"/>`,
    );
    return `<url><loc>${escapeXml(origin + withLocalePrefix(path, locale))}</loc>${alternates.join("")}</url>`;
  });
  for (const path of standalone) urls.push(`<url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

async function sitemapResponse(db: D1Database, origin: string, locale: Locale) {
  // Published pages are listed in the sitemap of the language they are written in.
  const published = (await publishedSlugs(db, locale)).map((slug) =>
    withLocalePrefix(pagePath("published", { slug }), locale),
  );
  return new Response(sitemapXml(origin, locale, indexablePaths(), published), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

for (const locale of LOCALE_CODES) {
  siteFiles.get(withLocalePrefix("/sitemap.xml", locale), (c) =>
    sitemapResponse(c.env.DB, new URL(c.req.url).origin, locale),
  );
}

siteFiles.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  const sitemaps = LOCALE_CODES.map((code) => `Sitemap: ${origin}${withLocalePrefix("/sitemap.xml", code)}`);
  return c.text(["User-agent: *", "Allow: /", "Disallow: /api/", "", ...sitemaps, ""].join("\n"), 200, {
    "Cache-Control": "public, max-age=3600",
  });
});
