import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, test } from "vitest";
import type { AppEnv } from "../../worker/context";
import { PageCache } from "../../worker/page-cache";
import { documentKey, forgetPublishedDocuments, PUBLISHED_PATHS, publishedPages } from "../../worker/published-cache";
import { addVersion, generateItem, newVisitor, type Visitor } from "../support/visitor";
import {
  cspNonceOf,
  decodeEntities,
  expectNonceMatchesCsp,
  GOOGLEBOT,
  get,
  locationOf,
  ORIGIN,
  SAMPLE,
  seedSampleItem,
  tagsOf,
  titleOf,
  WARM_UP_TIMEOUT_MS,
  warmUp,
} from "./helpers";

/**
 * worker/published-cache.ts (docs/decisions/0008-shared-html-cache.md, "Published pages"): a
 * published page's document is kept by version and served again with the response's own nonce;
 * every change to the page shows on the very next request.
 */

beforeAll(async () => {
  await seedSampleItem();
  await warmUp();
}, WARM_UP_TIMEOUT_MS);

const ssrOf = (response: Response) => response.headers.get("server-timing");

/** A page request and its whole body, checked for its nonce when it is a document. */
async function open(path: string, init: { headers?: Record<string, string>; method?: string } = {}) {
  const response = await get(path, init);
  const html = await response.text();
  if (response.status === 200 && init.method !== "HEAD") expectNonceMatchesCsp(response, html);
  return { response, html, ssr: ssrOf(response) };
}

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

async function publish(owner: Visitor, itemId: string, body: object) {
  const response = await owner.json(`/api/items/${itemId}/publication`, "POST", body);
  expect(response.status).toBe(200);
  return (await response.json()) as { slug: string; title: string };
}

/** An item of the owner's, published at a fresh slug, its document already kept once. */
async function publishedItem(prefix: string) {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner);
  const slug = unique(prefix);
  await publish(owner, itemId, { slug });
  const first = await open(`/p/${slug}`);
  expect(first.response.status).toBe(200);
  return { owner, itemId, slug, path: `/p/${slug}`, first };
}

describe("a published page is rendered once per version", () => {
  test("the second request is a hit: the same document, only the nonce differs, and no cookie kept", async () => {
    const { path, first } = await publishedItem("cache-hit");
    expect(first.ssr).toBe('ssr;desc="published-rendered"');

    // A visitor whose locale cookie already says English is sent no cookie at all: the kept answer has none.
    const second = await open(path, { headers: { cookie: "i18n_redirected=en" } });
    expect(second.response.status).toBe(200);
    expect(second.ssr).toBe('ssr;desc="published-cache"');
    expect(second.response.headers.get("set-cookie")).toBeNull();
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const [a, b] = [cspNonceOf(first.response) ?? "", cspNonceOf(second.response) ?? ""];
    expect(a).not.toBe(b);
    expect(second.html.replaceAll(b, "N")).toBe(first.html.replaceAll(a, "N"));

    // A newcomer still gets the locale cookie from the middleware, as on every page.
    const third = await open(path);
    expect(third.ssr).toBe('ssr;desc="published-cache"');
    expect(third.response.headers.getSetCookie().join("\n")).toMatch(/i18n_redirected=en/);
  });

  test("the query string is not part of the key, and no document depends on it", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const slug = unique("cache-query");
    await publish(owner, itemId, { slug });
    const first = await open(`/p/${slug}?ref=query-marker-1`);
    expect(first.ssr).toBe('ssr;desc="published-rendered"');
    expect(first.html).not.toContain("query-marker");
    const other = await open(`/p/${slug}?utm_source=elsewhere`);
    expect(other.ssr).toBe('ssr;desc="published-cache"');
  });

  test("the Cache API entry is keyed by version and holds neither a nonce nor a cookie", async () => {
    await open(SAMPLE.pagePath);
    const row = await env.DB.prepare("SELECT updated_at FROM publications WHERE slug = ?1")
      .bind(SAMPLE.pageSlug)
      .first<{ updated_at: number }>();
    const key = documentKey({
      build: "test-build",
      slug: SAMPLE.pageSlug,
      version: { locale: SAMPLE.locale, updatedAt: row?.updated_at ?? 0 },
      origin: ORIGIN,
      apiBase: "",
      analyticsScriptUrl: "",
    });
    const entry = await (caches as unknown as { default: Cache }).default.match(new Request(key));
    expect(entry).toBeDefined();
    expect(entry?.headers.get("set-cookie")).toBeNull();
    const html = (await entry?.text()) ?? "";
    expect(html).toContain(SAMPLE.title);
    const slot = entry?.headers.get("x-parla-nonce-slot") ?? "";
    expect(slot).toMatch(/^published-slot-/);
    for (const script of tagsOf(html, "script").filter((tag) => tag.type !== "application/ld+json")) {
      expect(script.nonce).toBe(slot);
    }
  });

  test("HEAD and crawlers are answered from the kept document", async () => {
    await open(SAMPLE.pagePath);
    const head = await open(SAMPLE.pagePath, { method: "HEAD" });
    expect(head.response.status).toBe(200);
    expect(head.html).toBe("");
    expect(head.ssr).toBe('ssr;desc="published-cache"');
    const crawler = await open(SAMPLE.pagePath, { headers: { "user-agent": GOOGLEBOT } });
    expect(crawler.ssr).toBe('ssr;desc="published-cache"');
    expect(crawler.html).toContain('<html lang="fr"');
    expect(crawler.response.headers.get("set-cookie")).toBeNull();
  });

  test("another locale's prefix still redirects to the page's own, query kept, after it was kept", async () => {
    await open(SAMPLE.pagePath);
    for (const from of [`/p/${SAMPLE.pageSlug}?ref=mail`, `/de/p/${SAMPLE.pageSlug}?ref=mail`]) {
      const response = await get(from);
      expect(response.status, from).toBe(302);
      expect(locationOf(response)).toBe(`${SAMPLE.pagePath}?ref=mail`);
    }
  });

  test("a missing page is React Router's 404 in the page's minimal frame, never kept", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await open("/p/no-such-page-kept");
      expect(missing.response.status).toBe(404);
      expect(missing.ssr).toBeNull();
      expect(missing.html).toContain("layout-iframe");
    }
  });
});

describe("every change shows on the very next request", () => {
  test("unpublishing: the next request is a 404, and so is the API", async () => {
    const { owner, itemId, path, slug } = await publishedItem("cache-unpublish");
    expect((await open(path)).ssr).toBe('ssr;desc="published-cache"');
    expect((await owner.json(`/api/items/${itemId}/publication`, "DELETE")).status).toBe(204);
    const gone = await open(path);
    expect(gone.response.status).toBe(404);
    expect(gone.html).toContain("layout-iframe");
    expect((await get(`/api/publications/${slug}`)).status).toBe(404);
  });

  test("republishing with new text shows the new text", async () => {
    const { owner, itemId, path, slug, first } = await publishedItem("cache-text");
    await addVersion(owner, itemId, 2, "# A second version\n\nWritten again.\n\n## Only in version two\n\nNew words.");
    await publish(owner, itemId, { revision: 2 });
    const next = await open(path);
    expect(next.ssr).toBe('ssr;desc="published-rendered"');
    expect(next.html).toContain("Only in version two");
    expect(next.html).not.toBe(first.html);
    const view = (await (await get(`/api/publications/${slug}`)).json()) as { content: string };
    expect(view.content).toContain("Only in version two");
  });

  test("a new title and description show at once, even when published twice within a millisecond", async () => {
    const { owner, itemId, path } = await publishedItem("cache-title");
    await Promise.all([
      publish(owner, itemId, { title: "First new title" }),
      publish(owner, itemId, { title: "Second new title", description: "A fresh description." }),
    ]);
    const row = await env.DB.prepare("SELECT title FROM publications WHERE item_id = ?1")
      .bind(itemId)
      .first<{ title: string }>();
    const next = await open(path);
    expect(titleOf(next.html)).toBe(row?.title);
    await publish(owner, itemId, { title: "The final title", description: "The final description." });
    const last = await open(path);
    expect(titleOf(last.html)).toBe("The final title");
    expect(last.html).toContain('<meta name="description" content="The final description."/>');
    expect((await open(path)).ssr).toBe('ssr;desc="published-cache"');
  });
});

describe("the page's Markdown is rendered on the server, and raw HTML in it is never live", () => {
  const hostile = [
    "# Brook, safely",
    "",
    "A lead paragraph.",
    "",
    "## Why it glows <script>alert(1)</script>",
    "",
    '<img src=x onerror="alert(2)">',
    "",
    'Some <b onmouseover="alert(3)">bold</b> words and [a bad link](javascript:alert(4)).',
    "",
    "![Our shop](https://tracker.example/pixel.png) and ![](https://cdn.example/photo.jpg)",
    "",
    "**[Pre-order Brook](https://brook.example/buy)**",
  ].join("\n");

  test("headings, the lead, the call to action; scripts and handlers stay text", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    await addVersion(owner, itemId, 2, hostile);
    const slug = unique("cache-markdown");
    await publish(owner, itemId, { slug, revision: 2 });
    for (const ssr of ['ssr;desc="published-rendered"', 'ssr;desc="published-cache"']) {
      const { html, ssr: said } = await open(`/p/${slug}`);
      expect(said).toBe(ssr);
      expect(html).toContain("<h1>Brook, safely</h1>");
      expect(html).toMatch(/<div class="published-lead">(<p>)?A lead paragraph\.(<\/p>)?<\/div>/);
      const h2 = /<h2 id="[^"]+">([^<]*)<\/h2>/.exec(html)?.[1] ?? "";
      expect(decodeEntities(h2)).toBe("Why it glows <script>alert(1)</script>");
      expect(html).toMatch(
        /<p class="cta"><strong><a href="https:\/\/brook\.example\/buy" rel="nofollow ugc noopener">Pre-order Brook<\/a><\/strong><\/p>/,
      );
      // Raw HTML is text: no image, no bold with a handler, no script but the page's own.
      expect(tagsOf(html, "img")).toEqual([]);
      // A Markdown image is never loaded for the reader (a tracking pixel): a link to it, if they want.
      expect(html).toContain(
        '<a href="https://tracker.example/pixel.png" rel="nofollow ugc noopener noreferrer" class="image-link">Our shop</a>',
      );
      expect(html).toContain(">cdn.example</a>");
      expect(html).not.toMatch(/<b\b/);
      expect(html).toContain("&lt;img src=x onerror=");
      expect(html).not.toContain("javascript:");
      for (const script of tagsOf(html, "script")) {
        expect(script.nonce !== undefined || script.type === "application/ld+json").toBe(true);
      }
      expect(html).not.toMatch(/<script[^>]*>alert/);
    }
  });
});

describe("the key names the build: another build never answers from an older one's entry", () => {
  /** A worker of `build` over shared caches, whose renderer counts its renders. */
  function workerOf(build: string, memory: PageCache, edge: () => Promise<Cache>) {
    let renders = 0;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("secureHeadersNonce", crypto.randomUUID());
      await next();
    });
    app.on("GET", PUBLISHED_PATHS, publishedPages({ build, memory, edge }));
    app.get("*", (c) => {
      renders++;
      const nonce = c.get("secureHeadersNonce");
      return c.html(`<!DOCTYPE html><html><script nonce="${nonce}"></script><p>${build}</p></html>`);
    });
    return {
      renders: () => renders,
      async fetch(path: string) {
        const ctx = createExecutionContext();
        const response = await app.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
        const html = await response.text();
        await waitOnExecutionContext(ctx);
        return { html, ssr: ssrOf(response) };
      },
    };
  }

  test("documentKey differs by build, version and frame", () => {
    const parts = {
      build: "b1",
      slug: "a-page",
      version: { locale: "en" as const, updatedAt: 1 },
      origin: ORIGIN,
      apiBase: "",
      analyticsScriptUrl: "",
    };
    const keys = new Set([
      documentKey(parts),
      documentKey({ ...parts, build: "b2" }),
      documentKey({ ...parts, version: { locale: "en", updatedAt: 2 } }),
      documentKey({ ...parts, version: { locale: "de", updatedAt: 1 } }),
      documentKey({ ...parts, origin: "https://parla.example" }),
      documentKey({ ...parts, analyticsScriptUrl: "https://stats.example/s.js" }),
    ]);
    expect(keys.size).toBe(6);
  });

  test("forgetting a page drops its documents of every version and origin, and only those", () => {
    const memory = new PageCache(1_000_000);
    const nonce = "nonce-of-the-render";
    const html = `<html><script nonce="${nonce}"></script></html>`;
    const key = (slug: string, updatedAt: number, origin = ORIGIN) =>
      documentKey({
        build: "b",
        slug,
        version: { locale: "en", updatedAt },
        origin,
        apiBase: "",
        analyticsScriptUrl: "",
      });
    for (const k of [key("gone-page", 1), key("gone-page", 2, "https://parla.example"), key("kept-page", 1)]) {
      memory.set(k, html, nonce, []);
    }
    forgetPublishedDocuments("gone-page", memory);
    expect(memory.size).toBe(1);
    expect(memory.get(key("kept-page", 1), "another")?.html).toContain('nonce="another"');
  });

  test("memory, then the Cache API for a cold isolate, and a new build renders again", async () => {
    const edgeName = unique("published-test");
    const edge = () => caches.open(edgeName);
    const memory = new PageCache(1_000_000);
    const old = workerOf("build-1", memory, edge);
    expect(await old.fetch(SAMPLE.pagePath)).toMatchObject({ ssr: 'ssr;desc="published-rendered"' });
    expect(await old.fetch(SAMPLE.pagePath)).toMatchObject({ ssr: 'ssr;desc="published-cache"' });
    expect(old.renders()).toBe(1);

    const cold = workerOf("build-1", new PageCache(1_000_000), edge);
    const fromEdge = await cold.fetch(SAMPLE.pagePath);
    expect(fromEdge.ssr).toBe('ssr;desc="published-edge"');
    expect(fromEdge.html).toContain("<p>build-1</p>");
    expect(cold.renders()).toBe(0);

    const next = workerOf("build-2", memory, edge);
    const fresh = await next.fetch(SAMPLE.pagePath);
    expect(fresh.ssr).toBe('ssr;desc="published-rendered"');
    expect(fresh.html).toContain("<p>build-2</p>");
    expect(next.renders()).toBe(1);
  });
});
