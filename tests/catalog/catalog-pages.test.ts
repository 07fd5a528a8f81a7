import { describe, expect, test } from "vitest";
import { SOLUTIONS } from "../../shared/catalog/solutions";
import { USE_CASES } from "../../shared/catalog/use-cases";
import { LOCALE_CODES, LOCALES, withLocalePrefix } from "../../shared/locales";
import { MESSAGES } from "../../shared/messages.server";
import { pagePath } from "../../shared/routes";
import { get, ORIGIN } from "../edge/helpers";

/** Every catalog page, checked in English; each other locale gets one page of each kind. */
const allCatalogPaths = [
  pagePath("templates"),
  pagePath("solutions"),
  pagePath("useCases"),
  pagePath("terms"),
  pagePath("privacy"),
  ...SOLUTIONS.map((solution) => pagePath("solution", { slug: solution.slug })),
  ...USE_CASES.map((useCase) => pagePath("useCase", { slug: useCase.slug })),
  ...USE_CASES.map((useCase) => pagePath("useCasePreview", { slug: useCase.slug })),
];
const onePerKind = [
  pagePath("templates"),
  pagePath("solutions"),
  pagePath("useCases"),
  pagePath("terms"),
  pagePath("privacy"),
  pagePath("solution", { slug: "industries/real-estate" }),
  pagePath("useCase", { slug: "marketing/product-launch" }),
  pagePath("useCasePreview", { slug: "travel/destination-guide" }),
];

describe("catalog pages", () => {
  test.each(LOCALE_CODES)(
    "every catalog page answers 200 in %s with its language and alternates",
    async (code) => {
      for (const path of code === "en" ? allCatalogPaths : onePerKind) {
        const localized = withLocalePrefix(path, code);
        const response = await get(localized);
        expect(response.status, localized).toBe(200);
        const html = await response.text();
        expect(html, localized).toContain(`<html lang="${LOCALES[code].language}"`);
        expect(html, localized).toContain(`<link rel="canonical" href="${ORIGIN}${localized}"/>`);
        expect(html.match(/rel="alternate" hrefLang=/g)?.length, localized).toBe(11);
      }
    },
    120_000,
  );

  test("an unknown solution or use case gives the documented 404 message", async () => {
    for (const path of ["/solutions/industries/nowhere", "/ja/use-cases/marketing/nothing", "/use-cases/x/preview"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    expect(await (await get("/solutions/industries/nowhere")).text()).toContain(
      "Page Not Found: /solutions/industries/nowhere",
    );
  });

  test("the template gallery filters by category and search without script", async () => {
    const html = await (await get("/templates?category=ads&q=search")).text();
    expect(html).toContain('href="/generate/search-ads"');
    expect(html).not.toContain('href="/generate/ad-copy"');
    expect(html).toContain('aria-current="page"');
  });

  test("detail pages carry BreadcrumbList structured data", async () => {
    const html = await (await get("/de/solutions/teams/marketing")).text();
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`${ORIGIN}/de/solutions/teams/marketing`);
  });

  test("use-case previews render the sample as a page that other sites may frame", async () => {
    const response = await get("/use-cases/marketing/product-launch/preview");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(await response.text()).toContain('class="published-hero"');
  });
});

describe("/_i18n messages", () => {
  // docs/api.md, "Messages": pages preload their locale's messages from a hashed, immutable URL
  // and never carry them inline, so the browser caches them once per locale and build.
  test.each([
    "/",
    "/ja",
    "/de/templates",
    "/zh/use-cases/marketing/product-launch",
    "/ko/generate/blog-post",
    "/fr/history",
  ])("%s preloads its messages and does not inline them", async (path) => {
    const html = await (await get(path)).text();
    const locale = path.split("/")[1] || "en";
    const link =
      /<link rel="preload" as="fetch" href="(\/_i18n\/[0-9a-z]+\/([a-z]+)\/messages\.json)" crossorigin="anonymous" data-messages="([a-z]+)"\/>/.exec(
        html,
      );
    expect(link?.[2]).toBe(locale);
    expect(link?.[3]).toBe(locale);
    const messages = MESSAGES[locale as keyof typeof MESSAGES];
    // Words only the browser shows (a dialog, a toast) are not in the page.
    expect(html).not.toContain(JSON.stringify(messages.history.deleteAllConfirm).slice(1, -1));
    expect(html).not.toContain(JSON.stringify(messages.meta.defaultDescription));
    const response = await get(link?.[1] ?? "");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual(messages);
  });

  test("a matching hash is immutable, another hash is not cached, the unhashed path lives 24 hours", async () => {
    const html = await (await get("/ja")).text();
    expect(html).toContain('lang="ja"');
    const stale = await get("/_i18n/old/ja/messages.json");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-cache, no-store, must-revalidate");
    const body = (await stale.json()) as { nav: { templates: string } };
    expect(body.nav.templates).toBe("テンプレート");
    const unhashed = await get("/_i18n/ja/messages.json");
    expect(unhashed.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = unhashed.headers.get("etag")?.replaceAll('"', "");
    const current = await get(`/_i18n/${etag}/ja/messages.json`);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/_i18n/abc/xx/messages.json")).status).toBe(404);
  });
});
