import { describe, expect, test } from "vitest";
import { LOCALE_CODES, type Locale, withLocalePrefix } from "./locales";
import { EMBEDDABLE_LAYOUTS, href, layoutOf, PAGES, type PageName, pageOf, pagePath, switchLocalePath } from "./routes";

/** Each page with sample parameters and the unprefixed path they give. */
const SAMPLES: Array<{ name: PageName; params?: Record<string, string>; path: string }> = [
  { name: "home", path: "/" },
  { name: "terms", path: "/terms" },
  { name: "privacy", path: "/privacy" },
  { name: "solutions", path: "/solutions" },
  { name: "solution", params: { slug: "industries/real-estate" }, path: "/solutions/industries/real-estate" },
  { name: "templates", path: "/templates" },
  { name: "useCases", path: "/use-cases" },
  { name: "useCase", params: { slug: "marketing/product-launch" }, path: "/use-cases/marketing/product-launch" },
  {
    name: "useCasePreview",
    params: { slug: "marketing/product-launch" },
    path: "/use-cases/marketing/product-launch/preview",
  },
  { name: "generate", path: "/generate" },
  { name: "generate", params: { slug: "landing-page" }, path: "/generate/landing-page" },
  { name: "generateV1", path: "/generate/v1" },
  { name: "generateV1", params: { slug: "landing-page" }, path: "/generate/v1/landing-page" },
  { name: "history", path: "/history" },
  { name: "preview", params: { slug: "abcDEF123_-x" }, path: "/preview/abcDEF123_-x" },
  { name: "share", params: { slug: "abcDEF123_-x" }, path: "/share/abcDEF123_-x" },
  { name: "shareV1", params: { slug: "abcDEF123_-x" }, path: "/share/v1/abcDEF123_-x" },
  { name: "published", params: { slug: "spring-sale" }, path: "/p/spring-sale" },
];

// The typed signatures need literal page names; the samples are checked at run time instead.
const looseHref = href as (locale: Locale, name: PageName, params?: Record<string, string>) => string;
const loosePagePath = pagePath as (name: PageName, params?: Record<string, string>) => string;

describe("PAGES", () => {
  test("lists every screen of docs/product.md once", () => {
    expect(Object.values(PAGES).sort()).toEqual(
      [
        "/",
        "/terms",
        "/privacy",
        "/solutions",
        "/solutions/:slug+",
        "/templates",
        "/use-cases",
        "/use-cases/:slug+",
        "/use-cases/:slug+/preview",
        "/generate/:slug?",
        "/generate/v1/:slug?",
        "/history",
        "/preview/:slug",
        "/share/:slug",
        "/share/v1/:slug",
        "/p/:slug",
      ].sort(),
    );
  });

  test("every page has a sample in these tests", () => {
    expect(new Set(SAMPLES.map((sample) => sample.name))).toEqual(new Set(Object.keys(PAGES)));
  });
});

describe("pagePath", () => {
  test.each(SAMPLES)("$name with $params is $path", ({ name, params, path }) => {
    expect(loosePagePath(name, params)).toBe(path);
  });

  test("typed calls build the same paths", () => {
    expect(pagePath("home")).toBe("/");
    expect(pagePath("solution", { slug: "industries/real-estate" })).toBe("/solutions/industries/real-estate");
    expect(pagePath("generate")).toBe("/generate");
    expect(pagePath("generate", { slug: "landing-page" })).toBe("/generate/landing-page");
    expect(pagePath("published", { slug: "spring-sale" })).toBe("/p/spring-sale");
  });

  test("an optional slug that is empty is left out", () => {
    expect(pagePath("generate", { slug: "" })).toBe("/generate");
    expect(pagePath("generateV1", { slug: "" })).toBe("/generate/v1");
    expect(pagePath("generateV1", {})).toBe("/generate/v1");
  });

  test("a multi-segment slug keeps its slashes and encodes each segment", () => {
    expect(pagePath("solution", { slug: "a b/ç/x?y" })).toBe("/solutions/a%20b/%C3%A7/x%3Fy");
    expect(pagePath("useCasePreview", { slug: "one/two#3" })).toBe("/use-cases/one/two%233/preview");
  });

  test("a single-segment slug is encoded whole, slashes included", () => {
    expect(pagePath("preview", { slug: "a/b" })).toBe("/preview/a%2Fb");
    expect(pagePath("share", { slug: "<script>" })).toBe("/share/%3Cscript%3E");
    expect(pagePath("published", { slug: "../etc" })).toBe("/p/..%2Fetc");
    expect(pagePath("generate", { slug: "日本" })).toBe("/generate/%E6%97%A5%E6%9C%AC");
  });

  test("a missing or empty required parameter throws and names it", () => {
    expect(() => loosePagePath("solution")).toThrow('pagePath(solution): missing parameter "slug"');
    expect(() => loosePagePath("useCasePreview", {})).toThrow('missing parameter "slug"');
    expect(() => loosePagePath("share", { slug: "" })).toThrow('pagePath(share): missing parameter "slug"');
    expect(() => loosePagePath("published", { other: "x" })).toThrow('missing parameter "slug"');
  });
});

describe("href", () => {
  test.each(SAMPLES)("$name has no prefix in English: $path", ({ name, params, path }) => {
    expect(looseHref("en", name, params)).toBe(path);
  });

  test.each(SAMPLES)("$name is under each locale prefix", ({ name, params, path }) => {
    for (const locale of LOCALE_CODES) {
      expect(looseHref(locale, name, params)).toBe(withLocalePrefix(path, locale));
    }
  });

  test("the home page of a locale is the bare prefix", () => {
    expect(href("ja", "home")).toBe("/ja");
    expect(href("zh", "home")).toBe("/zh");
    expect(href("en", "home")).toBe("/");
  });

  test("typed calls apply the prefix", () => {
    expect(href("de", "solution", { slug: "industries/real-estate" })).toBe("/de/solutions/industries/real-estate");
    expect(href("fr", "generateV1")).toBe("/fr/generate/v1");
    expect(href("ko", "shareV1", { slug: "abcDEF123_-x" })).toBe("/ko/share/v1/abcDEF123_-x");
  });

  test("a missing parameter throws in every locale", () => {
    expect(() => looseHref("ja", "preview")).toThrow('missing parameter "slug"');
  });
});

describe("switchLocalePath", () => {
  test("moves a page from one prefix to another", () => {
    expect(switchLocalePath("/ja/templates", "ja", "de")).toBe("/de/templates");
    expect(switchLocalePath("/ja/solutions/industries/real-estate", "ja", "zh")).toBe(
      "/zh/solutions/industries/real-estate",
    );
  });

  test("keeps the query and the hash", () => {
    expect(switchLocalePath("/ja/templates?q=x", "ja", "de")).toBe("/de/templates?q=x");
    expect(switchLocalePath("/ja/templates#top", "ja", "fr")).toBe("/fr/templates#top");
    expect(switchLocalePath("/templates?q=x&y=1#top", "en", "ko")).toBe("/ko/templates?q=x&y=1#top");
    expect(switchLocalePath("/ja/templates?next=/de/x#a?b", "ja", "en")).toBe("/templates?next=/de/x#a?b");
  });

  test("from English adds the prefix", () => {
    expect(switchLocalePath("/templates", "en", "ja")).toBe("/ja/templates");
    expect(switchLocalePath("/", "en", "ja")).toBe("/ja");
    expect(switchLocalePath("/?q=1", "en", "ja")).toBe("/ja?q=1");
  });

  test("to English removes the prefix; the home page becomes /", () => {
    expect(switchLocalePath("/ja/templates", "ja", "en")).toBe("/templates");
    expect(switchLocalePath("/ja", "ja", "en")).toBe("/");
    expect(switchLocalePath("/ja?q=1#h", "ja", "en")).toBe("/?q=1#h");
  });

  test("the home page moves between prefixes", () => {
    expect(switchLocalePath("/ja", "ja", "de")).toBe("/de");
    expect(switchLocalePath("/", "en", "en")).toBe("/");
  });

  test("to the same locale gives the same path", () => {
    expect(switchLocalePath("/de/templates?q=1", "de", "de")).toBe("/de/templates?q=1");
    expect(switchLocalePath("/templates", "en", "en")).toBe("/templates");
  });

  test("strips only a whole prefix segment of the from locale", () => {
    expect(switchLocalePath("/jam/x", "ja", "de")).toBe("/de/jam/x");
    expect(switchLocalePath("/templates", "ja", "de")).toBe("/de/templates");
  });

  test("every sample page round-trips through every locale", () => {
    for (const { name, params } of SAMPLES) {
      for (const from of LOCALE_CODES) {
        for (const to of LOCALE_CODES) {
          expect(switchLocalePath(looseHref(from, name, params), from, to)).toBe(looseHref(to, name, params));
        }
      }
    }
  });
});

describe("pageOf and the layouts of the page table", () => {
  test.each([
    ["/", "home"],
    ["/generate", "generate"],
    ["/generate/blog-post", "generate"],
    ["/generate/v1", "generateV1"],
    ["/generate/v1/blog-post", "generateV1"],
    ["/share/abc", "share"],
    ["/share/v1/abc", "shareV1"],
    ["/use-cases/marketing/product-launch", "useCase"],
    ["/use-cases/marketing/product-launch/preview", "useCasePreview"],
    ["/use-cases/preview", "useCase"],
    ["/p/spring-sale", "published"],
    ["/p", null],
    ["/nope/deeper", null],
  ] as const)("%s is %s", (path, page) => {
    expect(pageOf(path)).toBe(page);
  });

  test("exactly the published page, the shares and the use-case preview are embeddable", () => {
    const embeddable = (Object.keys(PAGES) as PageName[]).filter((page) => EMBEDDABLE_LAYOUTS.has(layoutOf(page)));
    expect(embeddable.sort()).toEqual(["published", "share", "shareV1", "useCasePreview"]);
  });
});
