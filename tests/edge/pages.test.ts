import { beforeAll, describe, expect, test } from "vitest";
import type enMessages from "../../locales/en/ui.json";
import { LOCALE_CODES, LOCALES, type Locale } from "../../shared/locales";
import { href, PAGES, type PageName } from "../../shared/routes";
import {
  expectNoStackTrace,
  get,
  ORIGIN,
  SAMPLE,
  seedSampleItem,
  tagsOf,
  titleOf,
  WARM_UP_TIMEOUT_MS,
  warmUp,
} from "./helpers";

let ownerCookie = "";

beforeAll(async () => {
  ownerCookie = await seedSampleItem();
  await warmUp();
}, WARM_UP_TIMEOUT_MS);

/** A glob of per-locale JSON files, keyed by locale code. */
function byLocale<T>(files: Record<string, T>): Partial<Record<Locale, T>> {
  return Object.fromEntries(Object.entries(files).map(([file, value]) => [file.split("/").at(-2), value]));
}

const MESSAGES = byLocale(
  import.meta.glob<typeof enMessages>("../../locales/*/ui.json", { eager: true, import: "default" }),
) as Record<Locale, typeof enMessages>;

type Named = Record<string, { name: string }>;
type CatalogNames = { templates: Named; solutions: Named; useCases: Named };
const CATALOGS = byLocale(
  import.meta.glob<CatalogNames>("../../locales/*/catalog.json", { eager: true, import: "default" }),
);

type Case = { name: PageName; params?: { slug: string } };

/** Every page of PAGES with the sample parameters of the brief; optional slugs both ways. */
const CASES: Case[] = [
  { name: "home" },
  { name: "terms" },
  { name: "privacy" },
  { name: "solutions" },
  { name: "solution", params: { slug: "industries/real-estate" } },
  { name: "templates" },
  { name: "useCases" },
  { name: "useCase", params: { slug: "marketing/product-launch" } },
  { name: "useCasePreview", params: { slug: "marketing/product-launch" } },
  { name: "generate" },
  { name: "generate", params: { slug: "landing-page" } },
  { name: "generateV1" },
  { name: "generateV1", params: { slug: "landing-page" } },
  { name: "history" },
  { name: "preview", params: { slug: SAMPLE.itemId } },
  { name: "share", params: { slug: SAMPLE.shareSlug } },
  { name: "shareV1", params: { slug: SAMPLE.shareSlug } },
  { name: "published", params: { slug: SAMPLE.pageSlug } },
];

/** Pages that must stay out of search engines (docs/seo.md, "Indexable pages"). */
const NOINDEX = new Set<PageName>(["history", "preview", "share", "shareV1"]);
/** Pages that must be indexable. */
const INDEXABLE = new Set<PageName>([
  "home",
  "terms",
  "privacy",
  "solutions",
  "solution",
  "templates",
  "useCases",
  "useCase",
  "published",
]);
/**
 * Pages showing an item's text set `<html lang>` to the language it was written in, not the UI's
 * (client/root.tsx `documentLocale`).
 */
const IN_CONTENT_LANGUAGE = new Set<PageName>(["preview", "published"]);

const linkOf = (locale: Locale, { name, params }: Case) =>
  (href as (locale: Locale, name: PageName, params?: { slug: string }) => string)(locale, name, params);

/**
 * The page's title in its locale: a catalog entry's own name on its detail pages and on the
 * generator (new or classic) opened on a template (the locale's catalog, English while a locale has none, as
 * worker/catalog/texts.ts serves it); the item's title on item pages; else the page's title.
 * A published page's title is its own, without the site's suffix.
 */
function expectedTitle(locale: Locale, { name, params }: Case): string {
  const messages = MESSAGES[locale];
  const catalog = CATALOGS[locale] ?? CATALOGS.en;
  const pages = messages.pages as Record<string, { title: string }>;
  const slug = params?.slug ?? "";
  if (name === "published") return SAMPLE.title;
  const pageTitle =
    name === "home"
      ? messages.home.title
      : name === "solution"
        ? catalog?.solutions[slug]?.name
        : name === "useCase" || name === "useCasePreview"
          ? catalog?.useCases[slug]?.name
          : (name === "generate" || name === "generateV1") && slug
            ? catalog?.templates[slug]?.name
            : name === "preview" || name === "share" || name === "shareV1"
              ? SAMPLE.title
              : pages[name]?.title;
  expect(pageTitle, `title of ${name} in ${locale}`).toBeTruthy();
  return messages.meta.titleTemplate.replace("{{title}}", pageTitle ?? "");
}

test("the cases cover every page of PAGES", () => {
  expect(new Set(CASES.map((item) => item.name))).toEqual(new Set(Object.keys(PAGES)));
  expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALE_CODES].sort());
});

/**
 * Shares and published pages are framed in their text's language only (client/api.server.ts
 * inContentLocale): under any other prefix they redirect there (docs/api.md, "Sharing and publishing").
 */
const IN_CONTENT_LOCALE_ONLY = new Set<PageName>(["share", "shareV1", "published"]);

describe.each(LOCALE_CODES)("in %s", (locale) => {
  const translatable = CASES.filter(
    (item) => item.name !== "published" && (!IN_CONTENT_LOCALE_ONLY.has(item.name) || locale === SAMPLE.locale),
  );

  if (locale !== SAMPLE.locale) {
    test.each(
      CASES.filter((item) => IN_CONTENT_LOCALE_ONLY.has(item.name)).map((item) => ({
        ...item,
        path: linkOf(locale, item),
        own: linkOf(SAMPLE.locale, item),
      })),
    )("GET $path redirects to the $name page in its text's language, $own", async (item) => {
      const response = await get(`${item.path}?ref=x`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${item.own}?ref=x`);
    });
    return;
  }

  test.each(translatable.map((item) => ({ ...item, path: linkOf(locale, item) })))(
    "GET $path renders the $name page in its locale, with canonical, hreflang and Open Graph",
    async (item) => {
      const response = await get(item.path, { headers: item.name === "preview" ? { cookie: ownerCookie } : {} });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expectNoStackTrace(html);

      // <html lang dir>: the page's locale, or the language of the item's text.
      const lang = LOCALES[IN_CONTENT_LANGUAGE.has(item.name) ? SAMPLE.locale : locale].language;
      expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="ltr"[ >]`));

      // The title in the page's language.
      expect(titleOf(html)).toBe(expectedTitle(locale, item));

      const links = tagsOf(html, "link");
      const metas = tagsOf(html, "meta");

      // Canonical: this page in this locale.
      const canonical = links.filter((link) => link.rel === "canonical");
      expect(canonical.map((link) => link.href)).toEqual([ORIGIN + item.path]);

      // hreflang alternates: each of the ten locales points at the same page in that locale, plus
      // x-default; Open Graph names the other locales. A share has neither: under any other
      // prefix it redirects to this one.
      const alternates = links.filter((link) => link.rel === "alternate" && link.hreflang !== undefined);
      const property = (name: string) => metas.filter((meta) => meta.property === name).map((meta) => meta.content);
      expect(property("og:locale")).toEqual([LOCALES[locale].ogLocale]);
      if (IN_CONTENT_LOCALE_ONLY.has(item.name)) {
        expect(alternates).toEqual([]);
        expect(property("og:locale:alternate")).toEqual([]);
      } else {
        const byLang = Object.fromEntries(alternates.map((link) => [link.hreflang, link.href]));
        expect(alternates).toHaveLength(LOCALE_CODES.length + 1);
        for (const code of LOCALE_CODES) {
          expect(byLang[LOCALES[code].language], `hreflang ${LOCALES[code].language}`).toBe(
            ORIGIN + linkOf(code, item),
          );
        }
        expect(byLang["x-default"]).toBe(ORIGIN + linkOf("en", item));
        expect(property("og:locale:alternate").sort()).toEqual(
          LOCALE_CODES.filter((code) => code !== locale)
            .map((code) => LOCALES[code].ogLocale)
            .sort(),
        );
      }
      expect(property("og:url")).toEqual([ORIGIN + item.path]);
      expect(property("og:title")).toEqual([expectedTitle(locale, item)]);

      // Previews, shares and history stay out of search engines; catalog pages do not.
      const robots = metas.filter((meta) => meta.name === "robots").map((meta) => meta.content);
      if (NOINDEX.has(item.name)) expect(robots).toEqual(["noindex, nofollow"]);
      if (INDEXABLE.has(item.name)) expect(robots).toEqual([]);
    },
  );

  // A published page is one text in one language with no translations (client/seo-published.ts publishedMeta):
  // it is served under its own language's prefix, canonical to it and without hreflang.
  const published = CASES.find((item) => item.name === "published") as Case;
  const path = linkOf(locale, published);
  test(`GET ${path} renders the published page in its own language, canonical to it, indexable`, async () => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectNoStackTrace(html);

    const info = LOCALES[SAMPLE.locale];
    const own = ORIGIN + linkOf(SAMPLE.locale, published);
    expect(html).toMatch(new RegExp(`<html lang="${info.language}" dir="ltr"[ >]`));
    expect(titleOf(html)).toBe(SAMPLE.title);

    const links = tagsOf(html, "link");
    const metas = tagsOf(html, "meta");
    const property = (name: string) => metas.filter((meta) => meta.property === name).map((meta) => meta.content);
    expect(links.filter((link) => link.rel === "canonical").map((link) => link.href)).toEqual([own]);
    expect(links.filter((link) => link.hreflang !== undefined)).toEqual([]);
    expect(property("og:locale")).toEqual([info.ogLocale]);
    expect(property("og:url")).toEqual([own]);
    expect(property("og:title")).toEqual([SAMPLE.title]);
    expect(metas.filter((meta) => meta.name === "robots")).toEqual([]);
  });
});
