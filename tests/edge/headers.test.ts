import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import worker from "../../worker/index";
import {
  cspNonceOf,
  GOOGLEBOT,
  get,
  ORIGIN,
  SAMPLE,
  seedSampleItem,
  tagsOf,
  WARM_UP_TIMEOUT_MS,
  warmUp,
} from "./helpers";

beforeAll(async () => {
  await seedSampleItem();
  await warmUp();
}, WARM_UP_TIMEOUT_MS);

/**
 * The worker with a stand-in ASSETS binding: the test runtime has no client build, so a static file
 * is served by this stub and the rest of the pipeline (headers, caching) is the real one.
 */
async function fetchWithAssets(path: string) {
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      if (pathname === "/assets/entry-Ab12Cd.js") {
        return new Response("export {};", { headers: { "Content-Type": "text/javascript" } });
      }
      if (pathname === "/favicon.svg") return new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
      return new Response("Not Found", { status: 404 });
    },
  };
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`),
    { ...env, ASSETS: assets as unknown as Fetcher },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

function expectCommonSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
    expect(permissions).toContain(feature);
  }
}

function expectFramingRefused(response: Response) {
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
}

function expectFramingAllowed(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/frame-ancestors \*(;|$)/);
  expect(csp).not.toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-frame-options")).toBeNull();
}

describe("security headers", () => {
  test.each([
    ["the home page", "/"],
    ["a localized page", "/ja/templates"],
    ["a published page", SAMPLE.pagePath],
    ["a 404 page", "/nope"],
    ["a trailing-slash redirect", "/templates/"],
    ["a locale redirect", "/en/templates"],
    ["the health check", "/healthz"],
    ["an unknown API path", "/api/nope"],
    ["a refused request", "/%00"],
  ])("%s (%s) carries CSP, HSTS, nosniff, Referrer-Policy and Permissions-Policy", async (_label, path) => {
    const response = await get(path);
    await response.body?.cancel();
    expectCommonSecurityHeaders(response);
  });

  test("a redirect from / by Accept-Language carries the security headers", async () => {
    const response = await get("/", { headers: { "accept-language": "ja" } });
    expect(response.status).toBe(302);
    expectCommonSecurityHeaders(response);
    expectFramingRefused(response);
  });

  test("a crawler's empty 404 carries the security headers", async () => {
    const response = await get("/nope", { headers: { "user-agent": GOOGLEBOT } });
    expect(response.status).toBe(404);
    await response.body?.cancel();
    expectCommonSecurityHeaders(response);
    expectFramingRefused(response);
  });

  test("a static asset carries the security headers and is immutable", async () => {
    const response = await fetchWithAssets("/assets/entry-Ab12Cd.js");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("export {};");
    expectCommonSecurityHeaders(response);
    expectFramingRefused(response);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("a public file outside /assets carries the security headers and is not immutable", async () => {
    const response = await fetchWithAssets("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expectCommonSecurityHeaders(response);
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  test("a missing file falls through to the page 404 with the security headers", async () => {
    const response = await fetchWithAssets("/assets/missing-123.js");
    expect(response.status).toBe(404);
    await response.body?.cancel();
    expectCommonSecurityHeaders(response);
  });
});

describe("CSP nonce", () => {
  test("two responses get different nonces", async () => {
    const [first, second] = await Promise.all([get("/"), get("/")]);
    await Promise.all([first.body?.cancel(), second.body?.cancel()]);
    const a = cspNonceOf(first);
    const b = cspNonceOf(second);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  test.each([
    "/",
    "/ja/templates",
    "/generate/landing-page",
    SAMPLE.pagePath,
    SAMPLE.sharePath,
    "/use-cases/marketing/product-launch/preview",
    "/nope",
    "/solutions/Bad_Slug",
  ])("every <script> of %s carries the response's CSP nonce", async (path) => {
    const response = await get(path);
    const html = await response.text();
    const nonce = cspNonceOf(response);
    expect(nonce).toBeTruthy();
    const scripts = tagsOf(html, "script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce).toBe(nonce);
  });
});

describe("framing", () => {
  test.each([
    "/",
    "/ja",
    "/templates",
    "/de/templates",
    "/generate",
    "/history",
    `/preview/${SAMPLE.itemId}`,
    `/ja/preview/${SAMPLE.itemId}`,
    "/use-cases/marketing/product-launch",
    "/use-cases/preview",
    "/solutions/industries/real-estate",
    "/share",
    "/nope",
    "/healthz",
    "/api/nope",
    `/pages/p/${SAMPLE.pageSlug}`,
    `/xx/p/${SAMPLE.pageSlug}`,
  ])("%s refuses framing: frame-ancestors 'none' and X-Frame-Options DENY", async (path) => {
    const response = await get(path);
    await response.body?.cancel();
    expectFramingRefused(response);
  });

  test.each([
    SAMPLE.pagePath,
    SAMPLE.sharePath,
    `/fr/share/v1/${SAMPLE.shareSlug}`,
    "/use-cases/marketing/product-launch/preview",
    "/fr/use-cases/marketing/product-launch/preview",
  ])("%s may be framed anywhere: frame-ancestors * and no X-Frame-Options", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expectFramingAllowed(response);
  });
});

describe("health check", () => {
  test("GET /healthz answers 200 with ok and the build id, uncached", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, build: "test-build" });
  });
});

describe('caches and the visitor\'s own data (docs/security.md, "Caches")', () => {
  test.each(["/history", "/ja/history", "/generate/landing-page", `/preview/${SAMPLE.itemId}`])(
    "%s is private, no-store, so Back after deleting everything cannot show it again",
    async (path) => {
      const response = await get(path);
      await response.body?.cancel();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  test("catalog pages are not private", async () => {
    const response = await get("/templates");
    await response.body?.cancel();
    expect(response.headers.get("cache-control") ?? "").not.toContain("private");
  });

  test("a published page's data is revalidated on every use", async () => {
    const response = await get(`/api/publications/${SAMPLE.pageSlug}`);
    await response.body?.cancel();
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
  });
});
