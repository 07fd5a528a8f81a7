import { Hono } from "hono";
import type { Locale } from "../../shared/locales";
import { descriptionOf } from "../../shared/markdown";
import { href } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import { publicOrigin } from "../config";
import type { AppContext, AppEnv } from "../context";
import { logEvent } from "../log";

/**
 * `/p/{slug}/card.png` (docs/seo.md, "The page's own card"): a published page's social card,
 * rendered from its title and first lines on first request and kept in the Cache API under the
 * page's version, like the page itself (worker/published-cache.ts). A page that is not there, or
 * whose owner hid its card, is a 404; a card that cannot be rendered answers Parla's own card.
 */
export const cards = new Hono<AppEnv>();

type CardRow = {
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  content: string;
  updated_at: number;
  show_card: number;
};

const KEY_ORIGIN = "https://card.parla.internal";
/** How long browsers and link-preview services may keep a card; a new version has a new address. */
const MAX_AGE_SECONDS = 60 * 60;
/** The Cache API keeps a version's card a day: it only spares a render in a cold isolate. */
const EDGE_TTL_SECONDS = 24 * 60 * 60;
/** Parla's card stands in for one that failed, briefly, so a later request tries again. */
const FALLBACK_MAX_AGE_SECONDS = 60;

// Workers' `caches.default` is missing from the DOM typing this project also compiles with.
const defaultCache = async () => (caches as unknown as { default: Cache }).default;

function notFound(c: AppContext) {
  return c.text("No card: there is no such published page, or its owner shows none.", 404, {
    "Cache-Control": "no-store",
  });
}

function png(bytes: BodyInit | null, maxAge: number, timing: string) {
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": `public, max-age=${maxAge}`,
      "Server-Timing": `card;desc="${timing}"`,
    },
  });
}

cards.get("/p/:slug/card.png", async (c) => {
  const slug = c.req.param("slug");
  if (!isPageSlug(slug)) return notFound(c);
  const row = await c.env.DB.prepare(
    "SELECT slug, locale, title, description, content, updated_at, show_card FROM publications WHERE slug = ?1",
  )
    .bind(slug)
    .first<CardRow>();
  if (!row?.show_card) return notFound(c);

  const origin = publicOrigin(c.env, c.req.url);
  const key = new Request(
    `${KEY_ORIGIN}/${encodeURIComponent(__BUILD_ID__)}/${encodeURIComponent(slug)}?${new URLSearchParams({
      updated: String(row.updated_at),
      origin,
    })}`,
  );
  const cache = await defaultCache();
  const kept = await cache.match(key).catch(() => undefined);
  if (kept?.ok) return png(kept.body, MAX_AGE_SECONDS, "card-cache");

  const read = (path: string) => c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
  try {
    const { renderCard } = await import("./render");
    const bytes = await renderCard(
      {
        title: row.title,
        lines: row.description || descriptionOf(row.content),
        locale: row.locale,
        site: `${new URL(origin).host}${href(row.locale, "published", { slug })}`,
      },
      read,
    );
    const body = new Uint8Array(bytes);
    const entry = png(body.slice(), EDGE_TTL_SECONDS, "card-rendered");
    c.executionCtx.waitUntil(
      cache
        .put(key, entry)
        .catch((error: unknown) =>
          logEvent("warn", "card_cache_put_failed", { error: error instanceof Error ? error.message : "unknown" }),
        ),
    );
    return png(body, MAX_AGE_SECONDS, "card-rendered");
  } catch (error) {
    logEvent("warn", "card_render_failed", {
      error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown",
    });
    const site = await read("/og-image.png").catch(() => null);
    if (!site?.ok) return notFound(c);
    return png(site.body, FALLBACK_MAX_AGE_SECONDS, "card-fallback");
  }
});
