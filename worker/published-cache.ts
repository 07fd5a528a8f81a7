import type { MiddlewareHandler } from "hono";
import { isLocale, type Locale, localeFromPath } from "../shared/locales";
import { href } from "../shared/routes";
import { isPageSlug } from "../shared/slugs";
import { getConfig, publicOrigin } from "./config";
import type { AppContext, AppEnv } from "./context";
import { logEvent } from "./log";
import { type CachedPage, PageCache } from "./page-cache";

/**
 * The rendered documents of published pages (/p/{slug}, /{prefix}/p/{slug}), kept by version in the
 * isolate's memory and in the data centre's Cache API (docs/decisions/0008-shared-html-cache.md,
 * "Published pages"). Each request asks D1 for the page's version (its locale and `updated_at`);
 * the key holds that version and the build, so an entry is never stale: a change makes a new key.
 * A missing page, a page asked under another locale's prefix and every miss are left to React
 * Router (the next handler), whose complete 200 document is then kept. A page in several languages
 * has one document per language: the key names the language served, never only the slug.
 */

/** The routes of a published page, as Hono paths. */
export const PUBLISHED_PATHS = ["/p/:slug", "/:lang/p/:slug"];

/**
 * What changes a page's document in D1: the language served (the frame's language and the text's)
 * and when the page last changed. Adding, replacing or removing one of its languages changes the
 * page's `updated_at` too, since every language's document names the others (docs/api.md, "A
 * page in several languages").
 */
export type PublicationVersion = { locale: Locale; updatedAt: number };

/**
 * The one lookup of a cached request, an indexed read of the page's row and of its copy in the
 * asked language (`page_variants`' primary key): the version of the page in `locale` when it has
 * that language (its main one or another), the main one's when it has not (the route then
 * redirects there), or null when no page has the slug.
 */
export async function publicationVersion(
  db: D1Database,
  slug: string,
  locale?: Locale,
): Promise<PublicationVersion | null> {
  const row = await db
    .prepare(
      `SELECT p.locale, p.updated_at,
         EXISTS (SELECT 1 FROM page_variants v WHERE v.item_id = p.item_id AND v.locale = ?2) AS has_locale
       FROM publications p WHERE p.slug = ?1`,
    )
    .bind(slug, locale ?? null)
    .first<{ locale: Locale; updated_at: number; has_locale: number }>();
  if (!row) return null;
  return { locale: row.has_locale && locale ? locale : row.locale, updatedAt: row.updated_at };
}

/**
 * Where a former address of a live page leads: the page's current slug, in the language asked
 * for when the page has it, else in its main language; or null when `slug` is no page's former
 * address (docs/api.md, "Old addresses").
 */
export async function movedPage(
  db: D1Database,
  slug: string,
  locale?: Locale,
): Promise<{ slug: string; locale: Locale } | null> {
  return db
    .prepare(
      `SELECT p.slug, CASE WHEN EXISTS (SELECT 1 FROM page_variants v WHERE v.item_id = p.item_id AND v.locale = ?2)
         THEN ?2 ELSE p.locale END AS locale
       FROM page_slugs h JOIN publications p ON p.item_id = h.item_id WHERE h.slug = ?1`,
    )
    .bind(slug, locale ?? null)
    .first<{ slug: string; locale: Locale }>();
}

/** Everything a published document depends on besides the nonce: the page's version, the build and the frame. */
export type DocumentKeyParts = {
  build: string;
  slug: string;
  version: PublicationVersion;
  /** The public origin (canonical and card URLs) and the configuration the root loader puts in every page. */
  origin: string;
  apiBase: string;
  analyticsScriptUrl: string;
};

const KEY_ORIGIN = "https://published.parla.internal";

/**
 * The key of one version of a page's document: a URL, since the Cache API keys are requests. It
 * names the build and the configuration too, because the Cache API outlives isolates: a deploy or a
 * configuration change must never be answered with a document rendered by the one before.
 */
export function documentKey(parts: DocumentKeyParts): string {
  const query = new URLSearchParams({
    locale: parts.version.locale,
    updated: String(parts.version.updatedAt),
    origin: parts.origin,
    api: parts.apiBase,
    analytics: parts.analyticsScriptUrl,
  });
  return `${KEY_ORIGIN}/${encodeURIComponent(parts.build)}/${encodeURIComponent(parts.slug)}?${query}`;
}

/** The slug and version a key names. */
function keyFacts(key: string): { slug: string; updated: string | null } {
  const url = new URL(key);
  return { slug: decodeURIComponent(url.pathname.split("/").at(-1) ?? ""), updated: url.searchParams.get("updated") };
}

/** How long the Cache API keeps a document: it only serves cold isolates, and a deleted page's text should not linger. */
const EDGE_TTL_SECONDS = 60 * 60;
/** Headers of a Cache API entry that carry what the worker needs, never sent to a visitor. */
const SLOT_HEADER = "x-parla-nonce-slot";
const HEADERS_HEADER = "x-parla-headers";

type Options = {
  /** The build whose documents these are; `__BUILD_ID__` unless a test names another. */
  build?: string;
  memory?: PageCache;
  /** The Cache API cache: `caches.default` unless a test opens its own. */
  edge?: () => Promise<Cache>;
};

/** This isolate's published documents: ~4 MB of UTF-16 at most (a published page is 10–40 KB of HTML). */
const documents = new PageCache(2_000_000);

// Workers' `caches.default` is missing from the DOM typing this project also compiles with.
const defaultCache = async () => (caches as unknown as { default: Cache }).default;

/** Forgets this isolate's documents of `slug` (after an unpublish or a delete; see dropCachedPublication). */
export function forgetPublishedDocuments(slug: string, memory: PageCache = documents): void {
  memory.deleteWhere((key) => keyFacts(key).slug === slug);
}

/**
 * The handler for PUBLISHED_PATHS: answers from a kept document of the page's current version, or
 * lets the page render and keeps it. `Server-Timing: ssr;desc="published-cache"` (memory),
 * `"published-edge"` (Cache API) or `"published-rendered"` says which happened.
 */
export function publishedPages(options: Options = {}): MiddlewareHandler<AppEnv> {
  const build = options.build ?? __BUILD_ID__;
  const memory = options.memory ?? documents;
  const edge = options.edge ?? defaultCache;

  return async function publishedPage(c, next) {
    const key = await currentKey(c, build);
    if (key instanceof Response) return key;
    const nonce = c.get("secureHeadersNonce") ?? "";
    if (!key || !nonce) return next();

    const kept = memory.get(key, nonce);
    if (kept) return answer(kept, "published-cache");
    const stored = await fromEdge(await edge(), key, nonce);
    if (stored) {
      memory.set(key, stored.html, nonce, stored.headers);
      return answer(stored, "published-edge");
    }

    await next();
    const rendered = await completeDocument(c);
    if (!rendered) return;
    keep(c, { key, nonce, memory, edge }, rendered);
    c.res = answer(rendered, "published-rendered");
  };
}

/**
 * The key of the document this request asks for; a `301` to the page's current address when the
 * slug is one of its former ones (docs/api.md, "Old addresses"); or null when React Router must
 * answer: a slug that is no page's, a prefix that is no locale or not the page's own (its loader
 * redirects).
 */
async function currentKey(c: AppContext, build: string): Promise<string | Response | null> {
  const slug = c.req.param("slug") ?? "";
  const lang = c.req.param("lang");
  if (!isPageSlug(slug) || (lang !== undefined && !isLocale(lang))) return null;
  // D1 failing here is React Router's to report: its loader meets the same failure and renders the error page.
  const asked = localeFromPath(c.req.path);
  const version = await publicationVersion(c.env.DB, slug, asked).catch(() => null);
  if (!version) return movedTo(c, slug, asked);
  // A language the page does not have: React Router redirects to the main one.
  if (asked !== version.locale) return null;
  const config = getConfig(c.env);
  return documentKey({
    build,
    slug,
    version,
    origin: publicOrigin(c.env, c.req.url),
    apiBase: config.PUBLIC_API_BASE,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL,
  });
}

/**
 * A former address of a live page answers `301` to the page's canonical address, query kept, in one
 * hop whatever the prefix: in the prefix's language when the page has it, else its main one. It is never stored (`no-cache`): once the page is unpublished the slug
 * is free, and a browser or proxy holding the redirect would send visitors to the wrong page.
 */
async function movedTo(c: AppContext, slug: string, asked: Locale): Promise<Response | null> {
  const moved = await movedPage(c.env.DB, slug, asked).catch(() => null);
  if (!moved) return null;
  const location = href(moved.locale, "published", { slug: moved.slug }) + new URL(c.req.url).search;
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": "no-cache" } });
}

function answer(page: CachedPage, desc: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Server-Timing", `ssr;desc="${desc}"`);
  return new Response(page.html, { status: 200, headers });
}

/** The Cache API's copy of the document, with this response's nonce in its nonce attributes. */
async function fromEdge(cache: Cache, key: string, nonce: string): Promise<CachedPage | null> {
  // The Cache API failing is a miss: the page renders.
  const hit = await cache.match(new Request(key)).catch(() => undefined);
  const slot = hit?.headers.get(SLOT_HEADER);
  const headers = hit?.headers.get(HEADERS_HEADER);
  if (!hit || !slot || !headers) {
    await hit?.body?.cancel();
    return null;
  }
  const html = (await hit.text()).replaceAll(`nonce="${slot}"`, `nonce="${nonce}"`);
  return { html, headers: JSON.parse(headers) as [string, string][] };
}

/**
 * The document React Router rendered for a GET, when it is one to keep: a 200 HTML page, complete
 * (HEAD renders no body; an aborted stream has no end). Read whole, so the answer is rebuilt.
 */
async function completeDocument(c: AppContext): Promise<CachedPage | null> {
  const response = c.res;
  const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (c.req.method !== "GET" || response.status !== 200 || !isHtml) return null;
  const html = await response.text();
  // The body is read: whatever happens next, the visitor gets it from here.
  const headers = [...response.headers].filter(([name]) => name !== "set-cookie" && name !== "server-timing");
  const page = { html, headers };
  if (!html.trimEnd().endsWith("</html>")) {
    c.res = new Response(html, response);
    return null;
  }
  return page;
}

type Store = { key: string; nonce: string; memory: PageCache; edge: () => Promise<Cache> };

/**
 * Keeps the rendered document in memory and, in the background, in the Cache API with a random
 * slot standing in for the nonce. A document whose nonce also appears outside a nonce attribute
 * could not be given another one: it is not kept (PageCache refuses it too).
 */
function keep(c: AppContext, store: Store, page: CachedPage): void {
  const { key, nonce, memory } = store;
  const slot = `published-slot-${crypto.randomUUID()}`;
  const html = page.html.replaceAll(`nonce="${nonce}"`, `nonce="${slot}"`);
  if (html.includes(nonce)) return;
  // Older versions of the page are never asked for again.
  const { slug, updated } = keyFacts(key);
  memory.deleteWhere((other) => {
    const facts = keyFacts(other);
    return facts.slug === slug && facts.updated !== updated;
  });
  memory.set(key, page.html, nonce, page.headers);
  const entry = new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": `public, max-age=${EDGE_TTL_SECONDS}`,
      [SLOT_HEADER]: slot,
      [HEADERS_HEADER]: JSON.stringify(page.headers),
    },
  });
  const put = store.edge().then((cache) => cache.put(new Request(key), entry));
  // A document the Cache API did not take is rendered again by the next cold isolate.
  c.executionCtx.waitUntil(
    put.catch((error: unknown) =>
      logEvent("warn", "published_cache_put_failed", { error: error instanceof Error ? error.message : "unknown" }),
    ),
  );
}
