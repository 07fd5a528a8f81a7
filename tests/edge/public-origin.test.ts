import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { SOLUTIONS } from "../../shared/catalog/solutions";
import type { ItemDetail, ItemSummary } from "../../shared/items";
import { LOCALE_CODES, withLocalePrefix } from "../../shared/locales";
import type { PageRef, ShareRef } from "../../shared/publishing";
import { href } from "../../shared/routes";
import worker from "../../worker/index";
import { readEvents } from "../support/visitor";
import { decodeEntities, tagsOf, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

/**
 * PUBLIC_ORIGIN (docs/operations.md): every URL Parla gives out is on the configured public origin,
 * whichever host was asked; an invalid value is reported by /readyz and pages fall back to the
 * request's origin. The worker is called with a changed env; each case asks its own host, so no
 * page kept by the shared-HTML cache (keyed by the whole URL) is served to another case.
 */

const PUBLIC = "https://parla.example";
/** The host a request arrives on, e.g. the *.workers.dev one of a site that has a custom domain. */
const OTHER = "http://other.example";

const withOrigin = (value: string) => ({ ...env, PUBLIC_ORIGIN: value }) as unknown as Env;

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

afterEach(() => {
  vi.restoreAllMocks();
});

/** One request to the worker with `workerEnv`, on `origin`, as a page of that origin would send it. */
async function call(workerEnv: Env, origin: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("origin", origin);
  headers.set("sec-fetch-site", "same-origin");
  headers.set("cf-connecting-ip", "198.51.100.77");
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${origin}${path}`, { ...init, headers, redirect: "manual" }),
    workerEnv,
    ctx,
  );
  // The body is read before the background work is awaited: a stream is not done until it is read.
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

/** Every absolute URL a page's head gives out: canonical, alternates, Open Graph and Twitter images. */
function headUrls(html: string) {
  const links = tagsOf(html, "link").filter((link) => link.rel === "canonical" || link.hreflang !== undefined);
  const metas = tagsOf(html, "meta").filter((meta) =>
    ["og:url", "og:image", "twitter:image"].includes(meta.property ?? meta.name ?? ""),
  );
  return {
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href ?? ""),
    alternates: links.filter((link) => link.hreflang !== undefined).map((link) => link.href ?? ""),
    og: metas.map((meta) => meta.content ?? ""),
  };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(decodeEntities(match[1] ?? "")),
  );
}

describe("with PUBLIC_ORIGIN set", () => {
  const configured = withOrigin(PUBLIC);

  test("a page asked on another host has its canonical, hreflang and Open Graph URLs on the public origin", async () => {
    const path = "/ja/templates";
    const page = await call(configured, OTHER, path);
    expect(page.status).toBe(200);
    const urls = headUrls(page.text);
    expect(urls.canonical).toEqual([PUBLIC + path]);
    expect(urls.alternates).toHaveLength(LOCALE_CODES.length + 1);
    for (const url of [...urls.alternates, ...urls.og]) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
    expect(urls.og).toContain(PUBLIC + path);
    expect(page.text).not.toContain("other.example");
  });

  test("a catalog detail page's JSON-LD breadcrumb is on the public origin", async () => {
    const solution = SOLUTIONS[0];
    if (!solution) throw new Error("no solution in the catalog");
    const path = href("de", "solution", { slug: solution.slug });
    const page = await call(configured, OTHER, path);
    expect(page.status).toBe(200);
    const breadcrumb = jsonLdOf(page.text).find(
      (data): data is { itemListElement: Array<{ item: string }> } =>
        (data as { "@type"?: string })["@type"] === "BreadcrumbList",
    );
    expect(breadcrumb?.itemListElement.map((entry) => entry.item)).toEqual([
      PUBLIC + href("de", "home"),
      PUBLIC + href("de", "solutions"),
      PUBLIC + path,
    ]);
    expect(headUrls(page.text).canonical).toEqual([PUBLIC + path]);
  });

  test("sitemap URLs and robots.txt's sitemap lines are on the public origin", async () => {
    const sitemap = await call(configured, OTHER, "/ja/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const urls = [...sitemap.text.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => decodeEntities(match[1] ?? ""));
    expect(urls.length).toBeGreaterThan(LOCALE_CODES.length);
    for (const url of urls) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
    expect(urls).toContain(`${PUBLIC}/ja/templates`);

    const robots = await call(configured, OTHER, "/robots.txt");
    expect(robots.status).toBe(200);
    const lines = robots.text.split("\n").filter((line) => line.startsWith("Sitemap: "));
    expect(lines).toEqual(LOCALE_CODES.map((code) => `Sitemap: ${PUBLIC}${withLocalePrefix("/sitemap.xml", code)}`));
  });

  test("the API gives out share and page URLs on the public origin", async () => {
    // Generate an item as a visitor of the other host, keeping the cookie the worker sets.
    const generated = await call(configured, OTHER, "/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        template: "landing-page",
        locale: "en",
        inputs: {
          product: "Origin lamp",
          audience: "night readers",
          keyPoints: "warm light\nno glare",
          tone: "friendly",
          callToAction: "Order",
        },
      }),
    });
    expect(generated.status).toBe(200);
    const cookie = generated.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const events = await readEvents(new Response(generated.text));
    const itemId = String(events.find((event) => event.event === "start")?.data.itemId);
    const owner = { cookie, "content-type": "application/json" };

    const shared = await call(configured, OTHER, `/api/items/${itemId}/share`, {
      method: "POST",
      headers: owner,
      body: "{}",
    });
    expect(shared.status).toBe(200);
    const share = JSON.parse(shared.text) as ShareRef;
    expect(share.url).toBe(PUBLIC + href("en", "share", { slug: share.slug }));

    const published = await call(configured, OTHER, `/api/items/${itemId}/publication`, {
      method: "POST",
      headers: owner,
      body: "{}",
    });
    expect(published.status).toBe(200);
    const publication = JSON.parse(published.text) as PageRef;
    const pagePath = href("en", "published", { slug: publication.slug });
    expect(publication.url).toBe(PUBLIC + pagePath);

    // The history's refs carry the same URLs.
    const detail = JSON.parse((await call(configured, OTHER, `/api/items/${itemId}`, { headers: owner })).text);
    expect((detail as ItemDetail).share?.url).toBe(share.url);
    expect((detail as ItemDetail).publication?.url).toBe(publication.url);
    const list = JSON.parse((await call(configured, OTHER, "/api/items?shared=1", { headers: owner })).text) as {
      items: ItemSummary[];
    };
    const listed = list.items.find((item) => item.id === itemId);
    expect(listed?.share?.url).toBe(share.url);
    expect(listed?.publication?.url).toBe(publication.url);

    // The published page itself: canonical and JSON-LD on the public origin.
    const page = await call(configured, OTHER, pagePath);
    expect(page.status).toBe(200);
    expect(headUrls(page.text).canonical).toEqual([publication.url]);
    expect(jsonLdOf(page.text)).toContainEqual(expect.objectContaining({ url: publication.url }));

    // Without PUBLIC_ORIGIN the API answers with the origin the request was made on.
    const plain = await call(env, "http://plain-api.example", `/api/items/${itemId}/share`, {
      method: "POST",
      headers: owner,
      body: "{}",
    });
    expect(JSON.parse(plain.text)).toMatchObject({
      url: `http://plain-api.example${href("en", "share", { slug: share.slug })}`,
    });
  });

  test("/readyz has nothing to report about a valid public origin", async () => {
    const ready = await call(configured, OTHER, "/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({ ok: true, problems: [] });
  });
});

test("without PUBLIC_ORIGIN, a page's URLs are on the origin it was asked on", async () => {
  const host = "http://plain.example";
  const page = await call(withOrigin(""), host, "/ja/templates");
  expect(page.status).toBe(200);
  expect(headUrls(page.text).canonical).toEqual([`${host}/ja/templates`]);
});

describe.each([
  ["parla.example", "http://invalid-bare.example"],
  ["https://x.example/path", "http://invalid-path.example"],
])("with an invalid PUBLIC_ORIGIN %j", (value, host) => {
  test("/readyz reports it, the log says it once, and pages fall back to the request's origin", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const misconfigured = withOrigin(value);

    const ready = await call(misconfigured, host, "/readyz");
    expect(ready.status).toBe(503);
    const body = JSON.parse(ready.text) as { ok: boolean; problems: string[] };
    expect(body.ok).toBe(false);
    // A code, never the configured value: anyone may ask /readyz.
    expect(body.problems).toEqual(["public_origin"]);
    expect(ready.text).not.toContain(value);

    const page = await call(misconfigured, host, "/ja/templates");
    expect(page.status).toBe(200);
    expect(headUrls(page.text).canonical).toEqual([`${host}/ja/templates`]);

    const robots = await call(misconfigured, host, "/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${host}/ja/sitemap.xml`);

    const reports = errors.mock.calls.filter(([line]) => String(line).includes("PUBLIC_ORIGIN"));
    expect(reports).toHaveLength(1);
  });
});
