import { beforeAll, describe, expect, test } from "vitest";
import en from "../../locales/en/ui.json";
import ja from "../../locales/ja/ui.json";
import { LOCALE_COOKIE } from "../../shared/locales";
import {
  decodeEntities,
  expectNoStackTrace,
  GOOGLEBOT,
  get,
  SAME_ORIGIN_HEADERS,
  WARM_UP_TIMEOUT_MS,
  warmUp,
} from "./helpers";

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

/** The visible text of the error page's heading and detail line. */
function errorPageOf(html: string) {
  const heading = /<h1 id="error-title">([^<]*)<\/h1>/.exec(html)?.[1];
  const detail = /<p class="error-detail">([^<]*)<\/p>/.exec(html)?.[1];
  const status = /<section class="error-page"[^>]*data-status="(\d+)"/.exec(html)?.[1];
  return {
    heading: heading === undefined ? undefined : decodeEntities(heading),
    detail: detail === undefined ? undefined : decodeEntities(detail),
    status,
    hasSiteHeader: html.includes('<header class="site-header">'),
  };
}

describe("error pages have a localized title", () => {
  test.each([
    ["/nope", "en"],
    ["/ja/nope", "ja"],
    ["/p/no-such-page", "en"],
    ["/ja/p/no-such-page", "ja"],
    ["/share/AAAAAAAAAAAAAAAA", "en"],
    ["/ja/share/AAAAAAAAAAAAAAAA", "ja"],
    ["/share/v1/AAAAAAAAAAAAAAAA", "en"],
    ["/preview/AAAAAAAAAAAAAAAA", "en"],
    ["/solutions/no-such-solution", "en"],
  ])("GET %s answers 404 with the not-found title", async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    const messages = lang === "ja" ? ja : en;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title && decodeEntities(title)).toContain(messages.error.notFoundTitle);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});

describe("unmatched routes", () => {
  test.each([
    ["/nope", "en"],
    ["/templates/extra", "en"],
    ["/xx", "en"],
    ["/xx/templates", "en"],
    ["/ja/nope", "ja"],
    ["/ja/nope/deeper", "ja"],
    ["/ja/ja", "ja"],
  ])("GET %s is a 404 'Page not found' inside the site layout, in its language", async (path, lang) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="ltr"`));
    const page = errorPageOf(html);
    expect(page.hasSiteHeader).toBe(true);
    expect(page.status).toBe("404");
    const messages = lang === "ja" ? ja : en;
    expect(page.heading).toBe(messages.error.notFoundTitle);
    expect(page.detail).toBe(messages.error.unmatched.replace("{{path}}", path));
    expectNoStackTrace(html);
  });

  test("GET /nope shows 'Page not found: /nope' and 'Page Not Found' in English", async () => {
    const html = await (await get("/nope")).text();
    const page = errorPageOf(html);
    expect(page.detail).toBe("Page not found: /nope");
    expect(page.heading).toBe("Page Not Found");
  });

  test("GET /ja/nope shows the Japanese not-found title", async () => {
    const html = await (await get("/ja/nope")).text();
    expect(html).toContain('<html lang="ja"');
    expect(errorPageOf(html).heading).toBe(ja.error.notFoundTitle);
    expect(ja.error.notFoundTitle).not.toBe(en.error.notFoundTitle);
  });

  test("GET /de/nope.data (a client-side navigation) reports the page path, not the data URL", async () => {
    const response = await get("/de/nope.data");
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).toContain('"/de/nope"');
    expect(body).not.toContain("/de/nope.data");
  });
});

describe("failed route validation", () => {
  test.each([
    "/solutions/Bad_Slug",
    "/solutions/industries/Real_Estate",
    "/use-cases/a/b/c/d/e",
    "/use-cases/UPPER/preview",
    "/generate/UPPER",
    "/generate/v1/Bad_Slug",
    "/preview/short",
    "/p/x",
    "/p/-spring",
    "/share/%3Cscript%3E",
    "/share/v1/bad%20token!",
  ])("GET %s is a 404 'Page Not Found: {path}' on the error page", async (path) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    const page = errorPageOf(html);
    // Pages made to be embedded keep their minimal layout even as a 404 (docs/api.md, "Embedding").
    const embeddable = /^\/(p|share)\/|\/preview$/.test(path) && !path.startsWith("/preview/");
    expect(page.hasSiteHeader).toBe(!embeddable);
    expect(page.status).toBe("404");
    expect(page.heading).toBe("Page Not Found");
    expect(page.detail).toBe(`Page Not Found: ${path}`);
    expectNoStackTrace(html);
  });

  test("GET /ja/generate/UPPER is a 404 in Japanese with the path in the message", async () => {
    const response = await get("/ja/generate/UPPER");
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="ja"');
    const page = errorPageOf(html);
    expect(page.heading).toBe(ja.error.notFoundTitle);
    expect(page.detail).toBe(ja.error.invalid.replace("{{path}}", "/ja/generate/UPPER"));
  });

  test("GET /share/%3Cscript%3E never puts the decoded tag into the page", async () => {
    const html = await (await get("/share/%3Cscript%3E")).text();
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<script(?![^>]*\bnonce=)/);
  });
});

describe("crawlers", () => {
  test.each(["/nope", "/ja/nope", "/solutions/Bad_Slug", "/p/x"])(
    "GET %s from Googlebot is a 404 with an empty body",
    async (path) => {
      const response = await get(path, { headers: { "user-agent": GOOGLEBOT } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("");
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );
});

describe("API errors", () => {
  test.each<[string, string, string | null]>([
    ["GET", "/api/nope", null],
    ["POST", "/api/nope/deeper", "{}"],
    ["GET", "/api", null],
  ])("%s %s is a JSON 404 with code not_found", async (method, path, body) => {
    // A write is checked for its origin first (docs/security.md), so it comes from Parla's pages.
    const headers = body === null ? {} : { ...SAME_ORIGIN_HEADERS, "content-type": "application/json" };
    const response = await get(path, { method, body, headers });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("not_found");
    expect(typeof error.message).toBe("string");
  });

  test("GET /ja/api/nope is a page 404, not the API", async () => {
    const response = await get("/ja/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    await response.body?.cancel();
  });

  test("an unknown API path sets no locale cookie", async () => {
    const response = await get("/api/nope", { headers: { cookie: `${LOCALE_COOKIE}=de` } });
    await response.body?.cancel();
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
