import { Hono } from "hono";
import { SOLUTIONS } from "../shared/catalog/solutions";
import { TEMPLATES } from "../shared/catalog/templates";
import { USE_CASES } from "../shared/catalog/use-cases";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale, withLocalePrefix } from "../shared/locales";
import { orderPageLanguages } from "../shared/publishing";
import { pagePath } from "../shared/routes";
import { isPageSlug } from "../shared/slugs";
import { publicOrigin } from "./config";
import type { AppEnv } from "./context";
import { cachedSitemap } from "./sitemap-cache";
import { type PublishedEntry, publishedCount, publishedRange } from "./sitemap-queries";

/**
 * One sitemap per locale (`/sitemap.xml`, `/ja/sitemap.xml`, ...) and robots.txt; docs/seo.md says
 * what is listed and why. Catalog pages exist in every locale and carry hreflang alternates for
 * the ten locales and x-default; a published page is listed in the sitemap of each language it
 * has, naming the others when it has more than one. A locale whose URLs do not fit one file answers an index of numbered
 * files instead (`sitemap-1.xml`, ... for the catalog, `sitemap-pages-1.xml`, ... for published
 * pages). Previews, shares and history are left out (they are noindex). Every URL is on the public
 * origin (`publicOrigin`, worker/config.ts), whichever host the crawler asked.
 */
export const siteFiles = new Hono<AppEnv>();

/**
 * The sitemap protocol's caps per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed
 * (docs/seo.md, "Splitting").
 */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTE_LIMIT = 52_428_800;
/**
 * A file of published pages holds fewer: an entry of a page in all ten languages names eleven
 * addresses (docs/seo.md, "A page in several languages"), and 5,000 of the longest fit in half of
 * the byte cap. Any smaller `limit` given to the functions below applies to both.
 */
export const SITEMAP_PAGE_URL_LIMIT = 5_000;
const pageLimit = (limit: number) => Math.min(limit, SITEMAP_PAGE_URL_LIMIT);
/**
 * The longest origin a request or PUBLIC_ORIGIN (whose host worker/config.ts bounds the same way)
 * can carry: "https://", a 253-character DNS name and ":65535". With a page slug's 64 characters, it
 * bounds a published page's entry, and so a file's size.
 */
export const MAX_ORIGIN_LENGTH = "https://".length + 253 + ":65535".length;

/**
 * The unprefixed paths of every page that exists in all locales and is indexable. The generator
 * opened on a template is that template's landing page for search (docs/seo.md, "Indexable pages").
 */
export function indexablePaths(): string[] {
  return [
    pagePath("home"),
    pagePath("solutions"),
    ...SOLUTIONS.map((solution) => pagePath("solution", { slug: solution.slug })),
    pagePath("useCases"),
    ...USE_CASES.map((useCase) => pagePath("useCase", { slug: useCase.slug })),
    pagePath("templates"),
    ...TEMPLATES.map((template) => pagePath("generate", { slug: template.slug })),
    pagePath("terms"),
    pagePath("privacy"),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** A W3C datetime in UTC (`2024-05-06T07:08:09.123Z`), or null for a time it cannot express. */
export function w3cDatetime(milliseconds: number): string | null {
  if (!Number.isFinite(milliseconds)) return null;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // Years outside 0000–9999 come out as "+012345-…", which W3C datetimes do not allow.
  return /^\d{4}-/.test(iso) ? iso : null;
}

/** A catalog page's `<url>`: its address in `locale`, and the same page in every locale plus x-default. */
export function catalogUrl(origin: string, locale: Locale, path: string): string {
  const link = (hreflang: string, code: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + withLocalePrefix(path, code))}"/>`;
  const alternates = LOCALE_CODES.map((code) => link(LOCALES[code].language, code)).join("");
  return `<url><loc>${escapeXml(origin + withLocalePrefix(path, locale))}</loc>${alternates}${link("x-default", DEFAULT_LOCALE)}</url>`;
}

/**
 * A published page's `<url>` in `locale`, at its canonical address under that language's prefix,
 * with the time it last changed. A page in several languages names each of them and its main one
 * as x-default, as catalog pages do (docs/seo.md, "A page in several languages"). Null for a slug
 * the page route refuses (it would be a 404): only rows written outside the API can have one, and
 * skipping them keeps every entry within the size bound.
 */
export function publishedUrl(origin: string, locale: Locale, page: PublishedEntry): string | null {
  if (!isPageSlug(page.slug)) return null;
  const path = pagePath("published", { slug: page.slug });
  const at = (code: Locale) => escapeXml(origin + withLocalePrefix(path, code));
  const lastmod = w3cDatetime(page.updatedAt);
  const main = page.main ?? locale;
  const languages = orderPageLanguages(main, page.others ?? []);
  const link = (hreflang: string, code: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${at(code)}"/>`;
  const alternates =
    languages.length > 1
      ? languages.map((code) => link(LOCALES[code].language, code)).join("") + link("x-default", main)
      : "";
  return `<url><loc>${at(locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`;
}

export function urlsetXml(urls: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map((url) => `${url}\n`).join("")}</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** A numbered file of a split locale: the catalog's (`sitemap-2.xml`) or published pages' (`sitemap-pages-2.xml`). */
export type SitemapFile = { kind: "catalog" | "pages"; number: number };

export function sitemapFileName(file: SitemapFile): string {
  return `sitemap-${file.kind === "pages" ? "pages-" : ""}${file.number}.xml`;
}

/** The numbered file a name stands for; null for any other name (leading zeros too, so each file has one address). */
export function parseSitemapFile(name: string): SitemapFile | null {
  const match = /^sitemap-(pages-)?([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!match?.[2]) return null;
  return { kind: match[1] ? "pages" : "catalog", number: Number(match[2]) };
}

/** Whether a locale's catalog and published pages fit one file of at most `limit` URLs (pages: SITEMAP_PAGE_URL_LIMIT). */
export function fitsOneFile(catalogCount: number, publishedCount: number, limit: number): boolean {
  return catalogCount + publishedCount <= limit && publishedCount <= pageLimit(limit);
}

/** The numbered files of a split locale in order, each of at most `limit` URLs (pages: fewer): the catalog's, then the pages'. */
export function sitemapFiles(catalogCount: number, publishedCount: number, limit: number): SitemapFile[] {
  const numbered = (kind: SitemapFile["kind"], count: number, perFile: number) =>
    Array.from({ length: Math.ceil(count / perFile) }, (_, index): SitemapFile => ({ kind, number: index + 1 }));
  return [...numbered("catalog", catalogCount, limit), ...numbered("pages", publishedCount, pageLimit(limit))];
}

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

const xmlResponse = (body: string) => new Response(body, { headers: XML_HEADERS });

const publishedUrls = (origin: string, locale: Locale, pages: readonly PublishedEntry[]) =>
  pages.flatMap((page) => publishedUrl(origin, locale, page) ?? []);

/**
 * `/…/sitemap.xml`: every URL of the locale when they fit one file of `limit`, otherwise an index
 * of its numbered files. The count and the read are two statements: pages published in between
 * are left for the next fetch, and the file never exceeds `limit`.
 */
export async function localeSitemap(
  db: D1Database,
  origin: string,
  locale: Locale,
  limit = SITEMAP_URL_LIMIT,
): Promise<Response> {
  const catalog = indexablePaths();
  const published = await publishedCount(db, locale);
  if (fitsOneFile(catalog.length, published, limit)) {
    const pages =
      published > 0 ? await publishedRange(db, locale, 0, Math.min(limit - catalog.length, pageLimit(limit))) : [];
    const urls = [...catalog.map((path) => catalogUrl(origin, locale, path)), ...publishedUrls(origin, locale, pages)];
    return xmlResponse(urlsetXml(urls));
  }
  const files = sitemapFiles(catalog.length, published, limit);
  return xmlResponse(
    sitemapIndexXml(files.map((file) => origin + withLocalePrefix(`/${sitemapFileName(file)}`, locale))),
  );
}

/**
 * One numbered file of a locale, or null when it is out of range. Numbered files answer whether
 * or not `/…/sitemap.xml` is an index at the moment, so an index fetched just before the locale
 * shrank back into one file still leads to valid files. A pages file is in range when the locale
 * has a page at its first position: one statement, no count.
 */
export async function numberedSitemap(
  db: D1Database,
  origin: string,
  locale: Locale,
  file: SitemapFile,
  limit = SITEMAP_URL_LIMIT,
): Promise<Response | null> {
  const start = (file.number - 1) * (file.kind === "pages" ? pageLimit(limit) : limit);
  if (file.kind === "catalog") {
    const paths = indexablePaths().slice(start, start + limit);
    return paths.length > 0 ? xmlResponse(urlsetXml(paths.map((path) => catalogUrl(origin, locale, path)))) : null;
  }
  const pages = await publishedRange(db, locale, start, pageLimit(limit));
  return pages.length > 0 ? xmlResponse(urlsetXml(publishedUrls(origin, locale, pages))) : null;
}

// Each file is kept in the Cache API until its locale changes (worker/sitemap-cache.ts).
for (const locale of LOCALE_CODES) {
  siteFiles.get(withLocalePrefix("/sitemap.xml", locale), async (c) => {
    const origin = publicOrigin(c.env, c.req.url);
    const response = await cachedSitemap({
      db: c.env.DB,
      locale,
      origin,
      file: "sitemap.xml",
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      build: () => localeSitemap(c.env.DB, origin, locale),
    });
    // localeSitemap always answers; null only satisfies the type.
    return response ?? c.notFound();
  });
  siteFiles.get(withLocalePrefix("/:file{sitemap-[a-z0-9-]+\\.xml}", locale), async (c) => {
    const name = c.req.param("file") ?? "";
    const file = parseSitemapFile(name);
    const origin = publicOrigin(c.env, c.req.url);
    const response =
      file &&
      (await cachedSitemap({
        db: c.env.DB,
        locale,
        origin,
        file: name,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        build: () => numberedSitemap(c.env.DB, origin, locale, file),
      }));
    return response || c.text(`Page Not Found: ${c.req.path}`, 404, { "Cache-Control": XML_HEADERS["Cache-Control"] });
  });
}

// One sitemap per locale: the index of its files when it is split, so this list never changes.
siteFiles.get("/robots.txt", (c) => {
  const origin = publicOrigin(c.env, c.req.url);
  const sitemaps = LOCALE_CODES.map((code) => `Sitemap: ${origin}${withLocalePrefix("/sitemap.xml", code)}`);
  return c.text(["User-agent: *", "Allow: /", "Disallow: /api/", "", ...sitemaps, ""].join("\n"), 200, {
    "Cache-Control": "public, max-age=3600",
  });
});
