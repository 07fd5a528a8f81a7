import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEMPLATES } from "../../shared/catalog/templates";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale, withLocalePrefix } from "../../shared/locales";
import { href, pagePath } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import {
  catalogUrl,
  fitsOneFile,
  indexablePaths,
  localeSitemap,
  MAX_ORIGIN_LENGTH,
  numberedSitemap,
  parseSitemapFile,
  publishedUrl,
  SITEMAP_BYTE_LIMIT,
  SITEMAP_PAGE_URL_LIMIT,
  SITEMAP_URL_LIMIT,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
  w3cDatetime,
} from "../../worker/sitemap";
import { cachedSitemap, SITEMAP_VERSION_SQL } from "../../worker/sitemap-cache";
import { PUBLISHED_COUNT_SQL, PUBLISHED_RANGE_SQL, VARIANT_RANGE_SQL } from "../../worker/sitemap-queries";
import { countingDb } from "../support/counting-db";
import { generateItem, newVisitor } from "../support/visitor";
import { decodeEntities, get, ORIGIN, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

/** Sitemaps and robots.txt (docs/seo.md), against the real worker and local D1. */

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

// Pages this file publishes belong to one owner, removed at the end. Korean is published in by
// no other test file, so the split test can expect exactly what D1 holds for it.
const OWNER = `sitemap-test-${crypto.randomUUID()}`;
const RUN = crypto.randomUUID().slice(0, 8);

type TestPage = { slug: string; locale: Locale; publishedAt: number; updatedAt: number };

/**
 * Writes publications directly, with the times the test chooses. The sitemaps read D1's public
 * rows only; the items would be in their owner's object (migrations/0019), which they never read.
 */
async function publish(pages: TestPage[]) {
  await env.DB.batch(
    pages.map((page) =>
      env.DB.prepare(
        `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content, published_at, updated_at)
         VALUES (?1, ?2, ?3, 'blog-post', 1, ?4, ?1, '', '# Page', ?5, ?6)`,
      ).bind(page.slug, `${OWNER}-${page.slug}`, OWNER, page.locale, page.publishedAt, page.updatedAt),
    ),
  );
}

afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "DELETE FROM page_variants WHERE item_id IN (SELECT item_id FROM publications WHERE owner = ?1)",
    ).bind(OWNER),
    env.DB.prepare("DELETE FROM publications WHERE owner = ?1").bind(OWNER),
  ]);
});

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAME = "[A-Za-z_][\\w.:-]*";
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}="[^"<]*")*)\\s*(/?)>$`);
const ATTRIBUTE = new RegExp(`(${NAME})="([^"]*)"`, "g");
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/g;

/** Text and attribute values may hold "&" and "<" only as references. */
function expectEscaped(text: string, where: string) {
  expect(text.replace(REFERENCE, ""), where).not.toMatch(/[&<]/);
}

/**
 * A well-formedness check sized for sitemaps (workerd has no XML parser): the declaration first,
 * then one root element; every tag well-formed, closed in order, with unique quoted attributes;
 * references only where allowed; no markup character loose in text; prefixes declared on the root.
 */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith(XML_DECLARATION), "XML declaration first").toBe(true);
  const body = xml.slice(XML_DECLARATION.length);
  const stack: string[] = [];
  const prefixes = new Set<string>(["xml", "xmlns"]);
  const prefixed: string[] = [];
  let roots = 0;
  for (const token of body.match(/<[^<>]*>|[^<>]+|[<>]/g) ?? []) {
    if (!token.startsWith("<") && token !== ">") {
      if (stack.length === 0) expect(token.trim(), "text outside the root").toBe("");
      expectEscaped(token, `text ${token.slice(0, 80)}`);
      continue;
    }
    const tag = TAG.exec(token);
    if (!tag) throw new Error(`malformed markup: ${token.slice(0, 120)}`);
    const [, closing, name = "", attributes = "", selfClosing] = tag;
    if (closing) {
      expect(attributes + (selfClosing ?? ""), token).toBe("");
      expect(stack.pop(), `closing ${token}`).toBe(name);
      continue;
    }
    if (stack.length === 0) roots++;
    const pairs = [...attributes.matchAll(ATTRIBUTE)];
    expect(new Set(pairs.map(([, key]) => key)).size, `duplicate attribute in ${token}`).toBe(pairs.length);
    for (const [, key = "", value = ""] of pairs) {
      expectEscaped(value, `${key} in ${token.slice(0, 80)}`);
      if (key.startsWith("xmlns:")) prefixes.add(key.slice("xmlns:".length));
      else if (key.includes(":")) prefixed.push(key);
    }
    if (name.includes(":")) prefixed.push(name);
    if (!selfClosing) stack.push(name);
  }
  expect(stack, "unclosed elements").toEqual([]);
  expect(roots, "one root element").toBe(1);
  for (const name of new Set(prefixed)) expect(prefixes.has(name.split(":")[0] ?? ""), `prefix of ${name}`).toBe(true);
}

const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? "");
const locOf = (url: string) => decodeEntities(/<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? "");
const locsOf = (xml: string) => urlsOf(xml).map(locOf);
const alternatesOf = (url: string) =>
  [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, hreflang = "", target = ""]) => `${hreflang} ${decodeEntities(target)}`,
  );
const childSitemapsOf = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((match) => decodeEntities(match[1] ?? ""));

/** The 11 alternates every catalog page must carry: ten locales plus x-default, all on ORIGIN. */
const expectedAlternates = (path: string) => [
  ...LOCALE_CODES.map((code) => `${LOCALES[code].language} ${ORIGIN}${withLocalePrefix(path, code)}`),
  `x-default ${ORIGIN}${withLocalePrefix(path, DEFAULT_LOCALE)}`,
];

async function sitemapOf(locale: Locale): Promise<string> {
  const response = await get(withLocalePrefix("/sitemap.xml", locale));
  expect(response.status).toBe(200);
  return response.text();
}

function expectXmlHeaders(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
}

describe("sitemaps and robots.txt", () => {
  test.each(LOCALE_CODES)("the %s sitemap lists its pages with reciprocal alternates", async (code) => {
    const response = await get(withLocalePrefix("/sitemap.xml", code));
    expect(response.status).toBe(200);
    expectXmlHeaders(response);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expectWellFormedXml(xml);
    const locs = locsOf(xml);
    expect(locs).toContain(`${ORIGIN}${withLocalePrefix("/solutions/industries/real-estate", code)}`);
    expect(locs.some((loc) => loc.includes("/history") || loc.includes("/share/") || loc.includes("/preview"))).toBe(
      false,
    );
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(new Set(locs).size, "each URL once").toBe(locs.length);
    // Every catalog <url> names all ten languages plus x-default, itself included (reciprocity);
    // published pages (/p/) have one language and no alternates.
    const catalog = urlsOf(xml).filter((url) => !locOf(url).includes("/p/"));
    expect(catalog.length).toBe(indexablePaths().length);
    for (const url of catalog) {
      const alternates = alternatesOf(url);
      expect(alternates.length).toBe(11);
      expect(alternates).toContain(`${LOCALES[code].language} ${locOf(url)}`);
      expect(url, "no invented lastmod").not.toContain("<lastmod>");
    }
  });

  test("robots.txt points at every locale's sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await response.text();
    for (const code of LOCALE_CODES)
      expect(text).toContain(`Sitemap: ${ORIGIN}${withLocalePrefix("/sitemap.xml", code)}`);
    expect(text.match(/^Sitemap: /gm)?.length).toBe(LOCALE_CODES.length);
  });
});

describe("generator pages", () => {
  test.each(LOCALE_CODES)("the %s sitemap lists every template's generator page with 11 alternates", async (code) => {
    const urls = new Map(urlsOf(await sitemapOf(code)).map((url) => [locOf(url), url]));
    for (const template of TEMPLATES) {
      const loc = `${ORIGIN}${href(code, "generate", { slug: template.slug })}`;
      const url = urls.get(loc);
      expect(url, loc).toBeDefined();
      expect(alternatesOf(url ?? "").sort()).toEqual(
        expectedAlternates(pagePath("generate", { slug: template.slug })).sort(),
      );
    }
  });

  test("a generator page is indexable: its own canonical, no noindex", async () => {
    const response = await get("/de/generate/blog-post");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/de/generate/blog-post"/>`);
    expect(html).not.toContain("noindex");
  });
});

describe("published pages", () => {
  test("a German page is in /de/sitemap.xml with its lastmod, and in no other locale's sitemap", async () => {
    const slug = `sitemap-de-${RUN}`;
    const updatedAt = Date.UTC(2024, 4, 6, 7, 8, 9, 123);
    await publish([{ slug, locale: "de", publishedAt: Date.UTC(2024, 0, 2), updatedAt }]);
    const loc = `${ORIGIN}/de/p/${slug}`;

    const listed = urlsOf(await sitemapOf("de")).filter((url) => locOf(url) === loc);
    expect(listed).toEqual([`<loc>${loc}</loc><lastmod>2024-05-06T07:08:09.123Z</lastmod>`]);
    for (const code of LOCALE_CODES.filter((code) => code !== "de"))
      expect(await sitemapOf(code), code).not.toContain(`/p/${slug}<`);
  });

  test("a slug the page route refuses is not listed", async () => {
    const bad = `Bad_Slug_${RUN}`;
    expect(isPageSlug(bad)).toBe(false);
    await publish([{ slug: bad, locale: "de", publishedAt: Date.now(), updatedAt: Date.now() }]);
    expect(await sitemapOf("de")).not.toContain(bad);
  });
});

describe("splitting a locale into numbered files", () => {
  const LIMIT = 3;
  const base = Date.UTC(2025, 0, 1);
  // Published in an order different from the slugs' (the order is by first publication), two at
  // the same time (the slug breaks the tie), and one with a slug no page may have.
  const pages: TestPage[] = [
    { slug: `k-${RUN}-e`, locale: "ko", publishedAt: base, updatedAt: base + 9 },
    { slug: `k-${RUN}-c`, locale: "ko", publishedAt: base + 1, updatedAt: base + 1 },
    { slug: `k-${RUN}-d`, locale: "ko", publishedAt: base + 2, updatedAt: base + 20 },
    { slug: `k-${RUN}-b`, locale: "ko", publishedAt: base + 2, updatedAt: base + 2 },
    { slug: `k-${RUN}-a`, locale: "ko", publishedAt: base + 3, updatedAt: base + 3 },
    { slug: `K_${RUN}_bad`, locale: "ko", publishedAt: base + 4, updatedAt: base + 4 },
    { slug: `k-${RUN}-f`, locale: "ko", publishedAt: base + 5, updatedAt: base + 5 },
    { slug: `k-${RUN}-g`, locale: "ko", publishedAt: base + 6, updatedAt: base + 6 },
  ];

  beforeAll(() => publish(pages));

  test("the index's files list every page exactly once, in a stable order, each within the limit", async () => {
    const { results } = await env.DB.prepare(
      "SELECT slug, updated_at FROM publications WHERE locale = 'ko' ORDER BY published_at, slug",
    ).all<{ slug: string; updated_at: number }>();
    expect(results.length).toBeGreaterThanOrEqual(pages.length);
    const listable = results.filter((row) => isPageSlug(row.slug));
    const expected = [
      ...indexablePaths().map((path) => `${ORIGIN}${withLocalePrefix(path, "ko")}`),
      ...listable.map((row) => `${ORIGIN}/ko/p/${row.slug}`),
    ];
    const mine = expected.filter((loc) => loc.includes(`/p/k-${RUN}-`));
    expect(mine.map((loc) => loc.slice(-1))).toEqual(["e", "c", "b", "d", "a", "f", "g"]);

    const root = await localeSitemap(env.DB, ORIGIN, "ko", LIMIT);
    expectXmlHeaders(root);
    const index = await root.text();
    expectWellFormedXml(index);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = childSitemapsOf(index);
    const catalogFiles = Math.ceil(indexablePaths().length / LIMIT);
    const pageFiles = Math.ceil(results.length / LIMIT);
    expect(children).toEqual([
      ...Array.from({ length: catalogFiles }, (_, i) => `${ORIGIN}/ko/sitemap-${i + 1}.xml`),
      ...Array.from({ length: pageFiles }, (_, i) => `${ORIGIN}/ko/sitemap-pages-${i + 1}.xml`),
    ]);

    const listed: string[] = [];
    for (const child of children) {
      const file = parseSitemapFile(child.slice(child.lastIndexOf("/") + 1));
      if (!file) throw new Error(`not a numbered file: ${child}`);
      const response = await numberedSitemap(env.DB, ORIGIN, "ko", file, LIMIT);
      if (!response) throw new Error(`${child} answered nothing`);
      expectXmlHeaders(response);
      const xml = await response.text();
      expectWellFormedXml(xml);
      expect(xml).toContain("<urlset ");
      const urls = urlsOf(xml);
      expect(urls.length, child).toBeLessThanOrEqual(LIMIT);
      expect(urls.length, child).toBeGreaterThan(0);
      for (const url of urls) {
        if (file.kind === "pages")
          expect(url, child).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
        else expect(alternatesOf(url).length, child).toBe(11);
      }
      listed.push(...urls.map(locOf));
    }
    expect(listed).toEqual(expected);
    expect(new Set(listed).size).toBe(listed.length);

    // Past the last file of each kind there is nothing.
    expect(
      await numberedSitemap(env.DB, ORIGIN, "ko", { kind: "catalog", number: catalogFiles + 1 }, LIMIT),
    ).toBeNull();
    expect(await numberedSitemap(env.DB, ORIGIN, "ko", { kind: "pages", number: pageFiles + 1 }, LIMIT)).toBeNull();
  });

  test("at the real limit the locale is one urlset, and its numbered files still answer", async () => {
    const xml = await sitemapOf("ko");
    expect(xml).toContain("<urlset ");
    expect(xml).not.toContain("<sitemapindex");
    const locs = locsOf(xml);
    for (const page of pages.filter((page) => isPageSlug(page.slug)))
      expect(locs).toContain(`${ORIGIN}/ko/p/${page.slug}`);

    const catalogFile = await get("/ko/sitemap-1.xml");
    expect(catalogFile.status).toBe(200);
    expectXmlHeaders(catalogFile);
    const catalogXml = await catalogFile.text();
    expectWellFormedXml(catalogXml);
    expect(locsOf(catalogXml)).toEqual(indexablePaths().map((path) => `${ORIGIN}${withLocalePrefix(path, "ko")}`));
    const pagesFile = await get("/ko/sitemap-pages-1.xml");
    expect(pagesFile.status).toBe(200);
    const pagesXml = await pagesFile.text();
    expectWellFormedXml(pagesXml);
    expect(locsOf(pagesXml)).toEqual(locs.filter((loc) => loc.includes("/p/")));
  });

  test("numbered files out of range, or not named as one, answer 404", async () => {
    for (const path of [
      "/ko/sitemap-2.xml",
      "/ko/sitemap-pages-2.xml",
      "/ko/sitemap-pages-999999.xml",
      "/ko/sitemap-0.xml",
      "/ko/sitemap-pages-0.xml",
      "/ko/sitemap-01.xml",
      "/ko/sitemap-pages-1234567.xml",
      "/sitemap-pages-x.xml",
      "/sitemap-2.xml",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
    expect((await get("/sitemap-1.xml")).status).toBe(200);
  });
});

describe("a locale's files with other languages of pages", () => {
  test("the locale's own pages come first, then its copies of other pages, each listed once with its languages", async () => {
    const base = Date.UTC(2025, 5, 1);
    const own: TestPage[] = [0, 1, 2].map((n) => ({
      slug: `it-own-${RUN}-${n}`,
      locale: "it",
      publishedAt: base + n,
      updatedAt: base + n,
    }));
    const others: TestPage[] = [0, 1, 2, 3].map((n) => ({
      slug: `it-other-${RUN}-${n}`,
      locale: "fr",
      publishedAt: base + n,
      updatedAt: base + 10 + n,
    }));
    await publish([...own, ...others]);
    // Italian copies of the French pages, added in reverse order of their slugs.
    await env.DB.batch(
      others.flatMap((page, n) => [
        env.DB.prepare(
          `INSERT INTO page_variants (item_id, locale, revision, title, description, content, created_at, updated_at)
           VALUES (?1, 'it', 1, 'Pagina', '', '# Pagina', ?2, ?2)`,
        ).bind(`${OWNER}-${page.slug}`, base + 100 - n),
        env.DB.prepare("UPDATE publications SET languages = 'it' WHERE slug = ?1").bind(page.slug),
      ]),
    );
    const LIMIT = 2;
    const listed: string[] = [];
    for (let number = 1; ; number++) {
      const response = await numberedSitemap(env.DB, ORIGIN, "it", { kind: "pages", number }, LIMIT);
      if (!response) break;
      const urls = urlsOf(await response.text());
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      for (const url of urls.filter((url) => locOf(url).includes(`-${RUN}-`))) {
        const loc = locOf(url);
        if (loc.includes("/it-other-")) {
          const slug = loc.slice(loc.lastIndexOf("/") + 1);
          expect(alternatesOf(url)).toEqual([
            `fr ${ORIGIN}/fr/p/${slug}`,
            `it ${ORIGIN}/it/p/${slug}`,
            `x-default ${ORIGIN}/fr/p/${slug}`,
          ]);
        } else expect(alternatesOf(url)).toEqual([]);
        listed.push(loc.slice(loc.lastIndexOf("/") + 1));
      }
    }
    expect(listed).toEqual([...own.map((page) => page.slug), ...[...others].reverse().map((page) => page.slug)]);
    // The French sitemap lists the French pages at their own address, naming Italian.
    const fr = urlsOf(await sitemapOf("fr")).filter((url) => locOf(url).includes(`/it-other-${RUN}-`));
    expect(fr).toHaveLength(4);
    for (const url of fr) expect(alternatesOf(url)).toHaveLength(3);
  });
});

describe("kept until the locale changes (worker/sitemap-cache.ts)", () => {
  const timing = (response: Response) => response.headers.get("server-timing");

  test("an unchanged file is kept; publishing, renaming and unpublishing show up in the next request", async () => {
    const first = await get("/sitemap.xml");
    const firstXml = await first.text();
    const again = await get("/sitemap.xml");
    expect(timing(again)).toBe('sitemap;desc="kept"');
    expectXmlHeaders(again);
    expect(await again.text()).toBe(firstXml);

    // Through the API, as an owner does it.
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const slug = `kept-${RUN}`;
    const published = await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    expect(published.status).toBe(200);
    const afterPublish = await get("/sitemap.xml");
    expect(timing(afterPublish)).toBe('sitemap;desc="built"');
    expect(locsOf(await afterPublish.text())).toContain(`${ORIGIN}/p/${slug}`);
    expect(timing(await get("/sitemap.xml"))).toBe('sitemap;desc="kept"');

    const renamed = `kept-renamed-${RUN}`;
    expect((await owner.json(`/api/items/${itemId}/publication`, "POST", { slug: renamed })).status).toBe(200);
    const afterRename = locsOf(await (await get("/sitemap.xml")).text());
    expect(afterRename).toContain(`${ORIGIN}/p/${renamed}`);
    expect(afterRename).not.toContain(`${ORIGIN}/p/${slug}`);

    expect((await owner.request(`/api/items/${itemId}/publication`, { method: "DELETE" })).status).toBe(204);
    expect(locsOf(await (await get("/sitemap.xml")).text())).not.toContain(`${ORIGIN}/p/${renamed}`);
  });

  test("a kept file costs one indexed read of the locale's version; the file is not rebuilt", async () => {
    const edge = await caches.open(`sitemap-test-${RUN}`);
    const { db: counting, queries, reset } = countingDb(env.DB);
    let builds = 0;
    const pending: Promise<unknown>[] = [];
    const fetchFile = () =>
      cachedSitemap({
        db: counting,
        locale: "es",
        origin: ORIGIN,
        file: "sitemap.xml",
        waitUntil: (promise) => pending.push(promise),
        build: () => {
          builds++;
          return localeSitemap(counting, ORIGIN, "es");
        },
        edge: async () => edge,
      });
    const built = await fetchFile();
    await Promise.all(pending);
    expect(builds).toBe(1);
    const builtQueries = queries();
    expect(builtQueries).toBeGreaterThan(1);
    reset();
    const kept = await fetchFile();
    expect(builds).toBe(1);
    expect(queries()).toBe(1);
    expect(await kept?.text()).toBe(await built?.text());

    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${SITEMAP_VERSION_SQL}`).bind("es").all<{ detail: string }>()
    ).results
      .map((row) => row.detail)
      .join("\n");
    expect(plan).toMatch(/SEARCH sitemap_versions USING INDEX sqlite_autoindex_sitemap_versions_1 \(locale=\?\)/);

    // A Spanish page changes the version: the next call builds again and lists it.
    const slug = `kept-es-${RUN}`;
    await publish([{ slug, locale: "es", publishedAt: Date.now(), updatedAt: Date.now() }]);
    const changed = await fetchFile();
    expect(builds).toBe(2);
    expect(locsOf((await changed?.text()) ?? "")).toContain(`${ORIGIN}/es/p/${slug}`);
  });

  test("the version moves with every change to what a locale lists, and only then", async () => {
    const version = async (locale: Locale) =>
      (await env.DB.prepare(SITEMAP_VERSION_SQL).bind(locale).first<{ version: number }>())?.version ?? 0;
    const slug = `kept-nl-${RUN}`;
    const itemId = `${OWNER}-${slug}`;
    const steps: Array<[string, D1PreparedStatement[], Locale[], Locale[]]> = [
      ["published", [], ["nl"], ["zh"]],
      [
        "gets a Chinese language",
        [
          env.DB.prepare(
            `INSERT INTO page_variants (item_id, locale, revision, title, description, content, created_at, updated_at)
             VALUES (?1, 'zh', 1, 'Page', '', '# Page', 1, 1)`,
          ).bind(itemId),
        ],
        ["zh"],
        ["ja"],
      ],
      [
        "republished (lists both: its lastmod is in both)",
        [env.DB.prepare("UPDATE publications SET updated_at = updated_at + 1 WHERE item_id = ?1").bind(itemId)],
        ["nl", "zh"],
        ["ja"],
      ],
      [
        "retitled (no sitemap lists titles)",
        [env.DB.prepare("UPDATE publications SET title = 'Other', show_card = 0 WHERE item_id = ?1").bind(itemId)],
        [],
        ["nl", "zh"],
      ],
      [
        "renamed",
        [env.DB.prepare("UPDATE publications SET slug = ?2 WHERE item_id = ?1").bind(itemId, `${slug}-2`)],
        ["nl", "zh"],
        [],
      ],
      [
        "loses its Chinese language",
        [env.DB.prepare("DELETE FROM page_variants WHERE item_id = ?1").bind(itemId)],
        ["zh"],
        ["nl"],
      ],
      ["unpublished", [env.DB.prepare("DELETE FROM publications WHERE item_id = ?1").bind(itemId)], ["nl"], ["zh"]],
    ];
    for (const [name, statements, moved, kept] of steps) {
      const before = Object.fromEntries(
        await Promise.all(LOCALE_CODES.map(async (code) => [code, await version(code)])),
      );
      if (name === "published") await publish([{ slug, locale: "nl", publishedAt: 1, updatedAt: 1 }]);
      else await env.DB.batch(statements);
      for (const code of moved) expect(await version(code), `${name}: ${code}`).toBeGreaterThan(before[code]);
      for (const code of kept) expect(await version(code), `${name}: ${code}`).toBe(before[code]);
    }
  });
});

describe("sitemap building blocks", () => {
  test("the per-file limit is the protocol's, and a full file of the longest entries stays far below 50 MB", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(SITEMAP_BYTE_LIMIT).toBe(50 * 1024 * 1024);
    const origin = `https://${"a".repeat(253)}:65535`;
    expect(origin.length).toBe(MAX_ORIGIN_LENGTH);
    const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
    const longestSlug = `${"z".repeat(63)}9`;
    const longest = publishedUrl(origin, "zh", {
      slug: longestSlug,
      updatedAt: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    });
    expect(longest).toContain("<lastmod>9999-12-31T23:59:59.999Z</lastmod>");
    expect(publishedUrl(origin, "zh", { slug: `${longestSlug}0`, updatedAt: 0 })).toBeNull();
    const entry = bytes(`${longest}\n`);
    // A file of published pages only, and a single file holding the catalog and the rest.
    expect(entry * SITEMAP_URL_LIMIT).toBeLessThan(SITEMAP_BYTE_LIMIT / 2);
    const catalog = bytes(urlsetXml(indexablePaths().map((path) => catalogUrl(origin, "zh", path))));
    expect(catalog + entry * SITEMAP_URL_LIMIT).toBeLessThan(SITEMAP_BYTE_LIMIT / 2);
    expect(indexablePaths().length).toBeLessThan(SITEMAP_URL_LIMIT / 100);

    // A page in all ten languages names eleven addresses: a file of pages holds fewer entries.
    const everyLanguage = publishedUrl(origin, "zh", {
      slug: longestSlug,
      updatedAt: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      main: "en",
      others: LOCALE_CODES.filter((code) => code !== "en"),
    });
    expect(alternatesOf(everyLanguage ?? "").length).toBe(11);
    const widest = bytes(`${everyLanguage}\n`);
    expect(SITEMAP_PAGE_URL_LIMIT).toBe(5_000);
    expect(widest * SITEMAP_PAGE_URL_LIMIT).toBeLessThan(SITEMAP_BYTE_LIMIT / 2);
    expect(catalog + widest * SITEMAP_PAGE_URL_LIMIT).toBeLessThan(SITEMAP_BYTE_LIMIT / 2);
  });

  test("files are planned by the limit given", () => {
    expect(fitsOneFile(46, 4, 50)).toBe(true);
    expect(fitsOneFile(46, 5, 50)).toBe(false);
    expect(sitemapFiles(7, 7, 3).map(sitemapFileName)).toEqual([
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
      "sitemap-pages-1.xml",
      "sitemap-pages-2.xml",
      "sitemap-pages-3.xml",
    ]);
    expect(sitemapFiles(46, 0, 50).map(sitemapFileName)).toEqual(["sitemap-1.xml"]);
    for (const file of sitemapFiles(4, 4, 1)) expect(parseSitemapFile(sitemapFileName(file))).toEqual(file);
    for (const name of ["sitemap.xml", "sitemap-0.xml", "sitemap-01.xml", "sitemap-pages-.xml", "sitemap-1234567.xml"])
      expect(parseSitemapFile(name), name).toBeNull();
  });

  test("lastmod is a W3C datetime in UTC, or absent", () => {
    expect(w3cDatetime(Date.UTC(2024, 4, 6, 7, 8, 9, 123))).toBe("2024-05-06T07:08:09.123Z");
    expect(w3cDatetime(Number.NaN)).toBeNull();
    expect(w3cDatetime(8.64e15)).toBeNull();
    expect(publishedUrl(ORIGIN, "de", { slug: "no-date", updatedAt: Number.NaN })).toBe(
      `<url><loc>${ORIGIN}/de/p/no-date</loc></url>`,
    );
  });

  test("every address is XML-escaped", () => {
    const index = sitemapIndexXml([`${ORIGIN}/a?b=1&c=<d>"'`]);
    expect(index).toContain("/a?b=1&amp;c=&lt;d&gt;&quot;&apos;</loc>");
    expectWellFormedXml(index);
    const urlset = urlsetXml([catalogUrl(`${ORIGIN}/&'"<>`, "fr", "/x")]);
    expect(urlset).not.toContain("/&'");
    expectWellFormedXml(urlset);
  });

  test("counting and reading a file walk a covering index: no table row is read, nothing is sorted", async () => {
    const plan = async (sql: string, ...values: unknown[]) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...values)
          .all<{ detail: string }>()
      ).results
        .map((row) => row.detail)
        .join("\n");
    const range = await plan(PUBLISHED_RANGE_SQL, "de", 3, 6);
    expect(range).toMatch(/SEARCH publications USING COVERING INDEX publications_sitemap \(locale=\?\)/);
    expect(range).not.toContain("TEMP B-TREE");
    expect(await plan(PUBLISHED_COUNT_SQL, "de")).toMatch(/SEARCH publications USING COVERING INDEX \w+ \(locale=\?\)/);
    // Other languages of pages: in the order of their index, each page's row read by its item.
    const variants = await plan(VARIANT_RANGE_SQL, "de", 3, 6);
    expect(variants).toMatch(/SEARCH v USING (COVERING )?INDEX page_variants_sitemap \(locale=\?\)/);
    expect(variants).toMatch(/SEARCH p USING INDEX \w+ \(item_id=\?\)/);
    expect(variants).not.toContain("TEMP B-TREE");
  });
});
