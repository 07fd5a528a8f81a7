import type { Locale } from "../shared/locales";

/**
 * Generated sitemap files kept in the Cache API until their locale changes (docs/seo.md, "Kept
 * until the locale changes"). A file of 50,000 URLs is 6.8 MB and ~250 ms of CPU to build; its
 * content depends only on the build (the catalog, the limits), the public origin and the rows of
 * its locale's pages. The last of these is summed up by the locale's row in `sitemap_versions`,
 * which triggers bump in the same transaction as any write that changes what the locale lists
 * (migrations/0017_sitemap_versions.sql). So each request reads that one row by its primary key,
 * and a key holding build, origin, locale, file and version is never stale: a change makes a new
 * key, and the old entry is simply never asked for again (the Cache API evicts it).
 *
 * The read of the version and the build's reads are separate statements: a page published in
 * between is in the file kept under the older version, which the next request no longer asks
 * for, so a change shows up at the latest in the request after it was committed. Where the Cache
 * API does nothing (a *.workers.dev host), every request builds, as before.
 */

const KEY_ORIGIN = "https://sitemap.parla.internal";

/** The Cache API keeps a version's file a day: a busy locale changes sooner, and crawlers come back daily. */
const EDGE_TTL_SECONDS = 24 * 60 * 60;

export const SITEMAP_VERSION_SQL = "SELECT version FROM sitemap_versions WHERE locale = ?1";

/** The locale's current version: 0 for a locale that never had a page. */
export async function sitemapVersion(db: D1Database, locale: Locale): Promise<number> {
  return (await db.prepare(SITEMAP_VERSION_SQL).bind(locale).first<{ version: number }>())?.version ?? 0;
}

export type SitemapKeyParts = { build: string; origin: string; locale: Locale; file: string; version: number };

/** A URL, since Cache API keys are requests; every part that changes the file is in it. */
export function sitemapKey(parts: SitemapKeyParts): string {
  const query = new URLSearchParams({ origin: parts.origin, version: String(parts.version) });
  return `${KEY_ORIGIN}/${encodeURIComponent(parts.build)}/${parts.locale}/${encodeURIComponent(parts.file)}?${query}`;
}

// Workers' `caches.default` is missing from the DOM typing this project also compiles with.
const defaultCache = async () => (caches as unknown as { default: Cache }).default;

export type SitemapCacheOptions = {
  db: D1Database;
  locale: Locale;
  origin: string;
  /** The file's name (`sitemap.xml`, `sitemap-pages-2.xml`). */
  file: string;
  /** Keeps the Cache API write alive after the answer (the request's `waitUntil`). */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Builds the file; null when the file does not exist (a 404, never kept: it costs one statement). */
  build: () => Promise<Response | null>;
  /** The build whose files these are; `__BUILD_ID__` unless a test names another. */
  buildId?: string;
  /** The Cache API cache: `caches.default` unless a test opens its own. */
  edge?: () => Promise<Cache>;
};

/**
 * The file from the Cache API when its locale has not changed since it was kept; else built, kept
 * in the background and returned. `Server-Timing: sitemap;desc="kept"` or `"built"` says which.
 * The Cache API failing is a miss: the file is built.
 */
export async function cachedSitemap(options: SitemapCacheOptions): Promise<Response | null> {
  const version = await sitemapVersion(options.db, options.locale);
  const key = sitemapKey({
    build: options.buildId ?? __BUILD_ID__,
    origin: options.origin,
    locale: options.locale,
    file: options.file,
    version,
  });
  const edge = await (options.edge ?? defaultCache)();
  const kept = await edge.match(new Request(key)).catch(() => undefined);
  if (kept) return answer(kept.body, kept.headers, "kept");
  const built = await options.build();
  if (!built) return null;
  const body = await built.text();
  const stored = new Headers(built.headers);
  stored.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  stored.set(SENT_CACHE_CONTROL, built.headers.get("Cache-Control") ?? "");
  options.waitUntil(edge.put(new Request(key), new Response(body, { headers: stored })).catch(() => undefined));
  return answer(body, built.headers, "built");
}

/** The Cache-Control the visitor gets, kept beside the entry's own (which says how long the Cache API keeps it). */
const SENT_CACHE_CONTROL = "x-parla-cache-control";

function answer(body: BodyInit | null, headers: Headers, desc: "kept" | "built"): Response {
  const sent = new Headers(headers);
  const cacheControl = sent.get(SENT_CACHE_CONTROL);
  if (cacheControl !== null) {
    sent.delete(SENT_CACHE_CONTROL);
    if (cacheControl) sent.set("Cache-Control", cacheControl);
    else sent.delete("Cache-Control");
  }
  sent.set("Server-Timing", `sitemap;desc="${desc}"`);
  return new Response(body, { status: 200, headers: sent });
}
