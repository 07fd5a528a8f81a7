import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { Locale } from "../../shared/locales";
import { getConfig, visitorSecret } from "../../worker/config";
import { syncLinks, visitorStore } from "../../worker/items/visitor-store";
import { signVisitorId, VISITOR_COOKIE } from "../../worker/middleware/visitor";

/** Shared by the edge integration tests: requests go through the real worker inside workerd. */
export const ORIGIN = "http://example.com";

/** The headers a browser adds to a fetch made by a page of ORIGIN itself (Fetch Metadata, RFC 6454). */
export const SAME_ORIGIN_HEADERS = { origin: ORIGIN, "sec-fetch-site": "same-origin" } as const;

export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The first request of a file transforms the whole app through Vite: give it time once. */
export const WARM_UP_TIMEOUT_MS = 60_000;

export async function warmUp() {
  const response = await get("/");
  await response.body?.cancel();
}

/** One request to the worker; redirects are never followed so their status and Location are visible. */
export function get(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

/** The Location of a redirect as path + query, after checking it stays on this origin. */
export function locationOf(response: Response): string {
  const location = response.headers.get("location");
  expect(location, "Location header").not.toBeNull();
  const url = new URL(location ?? "", ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  return url.pathname + url.search;
}

export type SetCookie = { name: string; value: string; attributes: Record<string, string> };

/** Every Set-Cookie of a response, attributes keyed in lower case (flags map to ""). */
export function setCookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = "", ...rest] = line.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const attributes: Record<string, string> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf("=");
      if (at === -1) attributes[attribute.toLowerCase()] = "";
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#x27": "'", "#39": "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_match, name: string) => ENTITIES[name] ?? "");
}

/** The attributes of every opening `<name ...>` tag in the HTML, names in lower case, values decoded. */
export function tagsOf(html: string, name: string): Array<Record<string, string>> {
  const tags: Array<Record<string, string>> = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))) {
    const attributes: Record<string, string> = {};
    for (const [, key = "", value = ""] of (match[1] ?? "").matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      attributes[key.toLowerCase()] = decodeEntities(value);
    }
    tags.push(attributes);
  }
  return tags;
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** The nonce of a response's CSP script-src. */
export function cspNonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
}

/**
 * Every script that runs carries the response's CSP nonce (JSON-LD is data and carries none), and
 * no placeholder of a cached document's nonce slot is left (worker/page-cache.ts, worker/published-cache.ts).
 */
export function expectNonceMatchesCsp(response: Response, html: string) {
  const nonce = cspNonceOf(response);
  expect(nonce).toBeTruthy();
  const nonces = tagsOf(html, "script")
    .filter((script) => script.type !== "application/ld+json")
    .map((script) => script.nonce);
  expect(nonces.length).toBeGreaterThan(0);
  for (const found of nonces) expect(found).toBe(nonce);
  expect(html).not.toMatch(/(nonce|published)-slot/);
}

/** No stack frame, source location or raw "Error:" with a stack may ever reach a visitor. */
export function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/^\s*at\s+\S.*:\d+:\d+/m);
  expect(body).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
  expect(body).not.toMatch(/\.tsx?:\d+/);
  expect(body).not.toMatch(/Error: [^\n]*\n\s+at /);
}

/** The sample item behind /preview, /share and /share/v1 (its id is also its share slug) and /p. */
export const SAMPLE = {
  owner: "00000000-0000-4000-8000-00000000a11c",
  itemId: "abcDEF123_-x",
  shareSlug: "abcDEF123_-x",
  pageSlug: "spring-sale",
  template: "landing-page",
  /** The language the sample was written in: French, so it differs from every page's UI locale but one. */
  locale: "fr" as Locale,
  title: "Soldes de printemps",
  description: "Tout à -20 % jusqu'à dimanche.",
  content: "# Soldes de printemps\n\nTout à -20 % jusqu'à dimanche.",
  /** Where the share and the page live: under their text's language (docs/api.md, "Sharing and publishing"). */
  sharePath: "/fr/share/abcDEF123_-x",
  pagePath: "/fr/p/spring-sale",
};

/**
 * Stores the sample item in its owner's object (docs/data.md, "A visitor's object") and its share
 * and published page in D1, then records the links in the object as the API does. Idempotent, and
 * never replaces a row (a test file running alongside may be reading it). Returns the Cookie
 * header that proves the owner, for /preview.
 */
export async function seedSampleItem(): Promise<string> {
  const now = Date.now();
  const inputs = JSON.stringify({ product: "Parla", offer: "20 % off" });
  await runInDurableObject(visitorStore(env, SAMPLE.owner), (_, { storage }) => {
    storage.sql.exec(
      `INSERT OR IGNORE INTO items (id, template, locale, title, inputs, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      SAMPLE.itemId,
      SAMPLE.template,
      SAMPLE.locale,
      SAMPLE.title,
      inputs,
      now,
      now,
    );
    storage.sql.exec(
      `INSERT OR IGNORE INTO revisions (item_id, number, instruction, locale, content, status, provider, created_at, updated_at)
       VALUES (?, 1, NULL, ?, ?, 'complete', 'builtin', ?, ?)`,
      SAMPLE.itemId,
      SAMPLE.locale,
      SAMPLE.content,
      now,
      now,
    );
  });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO shares (slug, item_id, owner, template, revision, created_at) VALUES (?1, ?2, ?3, ?4, 1, ?5)",
    ).bind(SAMPLE.shareSlug, SAMPLE.itemId, SAMPLE.owner, SAMPLE.template, now),
    env.DB.prepare(
      `INSERT OR IGNORE INTO publications (slug, item_id, owner, template, revision, locale, title, description, content, published_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?8, ?9, ?9)`,
    ).bind(
      SAMPLE.pageSlug,
      SAMPLE.itemId,
      SAMPLE.owner,
      SAMPLE.template,
      SAMPLE.locale,
      SAMPLE.title,
      SAMPLE.description,
      SAMPLE.content,
      now,
    ),
  ]);
  await syncLinks(env, SAMPLE.owner, SAMPLE.itemId);
  return `${VISITOR_COOKIE}=${await signVisitorId(SAMPLE.owner, visitorSecret(getConfig(env)))}`;
}
