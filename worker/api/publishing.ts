import { Hono } from "hono";
import { z } from "zod";
import { isLocale } from "../../shared/locales";
import { descriptionOf, titleOf } from "../../shared/markdown";
import {
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  type PageLanguages,
  type PageRef,
  pageSlugProblem,
  pageUrl,
  type ShareRef,
  shareUrl,
} from "../../shared/publishing";
import { isPageSlug, isToken } from "../../shared/slugs";
import { publicOrigin } from "../config";
import type { AppContext, AppEnv } from "../context";
import {
  copyShare,
  createShare,
  deletePageVariant,
  deletePublication,
  dropCachedPublication,
  pageLanguagesOf,
  publicationOf,
  publicationView,
  putPageVariant,
  revokeShare,
  shareOf,
  shareView,
  upsertPublication,
} from "../items/publishing";
import { effectiveStatus } from "../items/store";
import { syncLinks, type VisitorStore, visitorStore } from "../items/visitor-store";
import { readJsonBody } from "./body";
import { apiError, itemNotFound } from "./errors";
import { rateLimited } from "./rate-limit";

/**
 * Share links and published pages (docs/api.md, "Sharing and publishing"). Owner actions live under
 * /api/items/{id}/…; the public read models under /api/shares and /api/publications. The item is in
 * the owner's Visitor object, the public rows in D1: D1 is written first and the object told after
 * (syncLinks), which undoes D1's rows when the item was deleted meanwhile (docs/data.md, "How the
 * object and D1 stay consistent").
 */
export const sharingApi = new Hono<AppEnv>();

export const publicApi = new Hono<AppEnv>();

/** The owner's item from their object, with what D1's rows name it by, or null. */
async function ownedItemOr404(c: AppContext) {
  const id = c.req.param("id") ?? "";
  if (!isToken(id)) return null;
  const owner = c.get("visitorId");
  const store = visitorStore(c.env, owner);
  const item = await store.getItem(id);
  return item ? { ...item, owner, store } : null;
}

/** Where share links and pages are given out: the configured public origin (worker/config.ts). */
const originOf = (c: AppContext) => publicOrigin(c.env, c.req.url);

/** Version `number` (the newest when undefined) if it has text and is not still being written. */
async function publishableRevision(store: VisitorStore, itemId: string, number: number | undefined) {
  const publishable = (await store.listRevisions(itemId)).filter(
    (r) => r.content.trim() && effectiveStatus(r) !== "streaming",
  );
  return number === undefined ? publishable.at(-1) : publishable.find((r) => r.number === number);
}

/**
 * `revision`: the version on the owner's screen; without it the link follows the newest version.
 * `showBrief`: whether the stranger sees the brief beside the text; unchanged when absent.
 */
const ShareBody = z
  .object({ revision: z.number().int().positive().optional(), showBrief: z.boolean().optional() })
  .strict();

sharingApi.post("/:id/share", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  const body = await readJsonBody(c, 1024);
  if (body instanceof Response) return body;
  const parsed = ShareBody.safeParse(body);
  if (!parsed.success) return apiError(c, 400, "invalid_request", "Expected {revision?: number, showBrief?: boolean}");
  // A link shows one version and moves only when asked: turning the brief on or off keeps it;
  // otherwise the link shows the version given, or the newest one with text.
  const kept = parsed.data.revision === undefined && parsed.data.showBrief !== undefined;
  let revision = kept ? ((await shareOf(c.env.DB, item.id))?.revision ?? null) : null;
  if (revision === null) {
    const chosen = await publishableRevision(item.store, item.id, parsed.data.revision);
    if (!chosen)
      return (await item.store.getItem(item.id))
        ? apiError(c, 400, "nothing_to_share", "That version has no text to share")
        : itemNotFound(c); // deleted meanwhile
    revision = chosen.number;
  }
  const share = await createShare(c.env.DB, item, revision, parsed.data.showBrief);
  if (!share || !(await syncLinks(c.env, item.owner, item.id))) return itemNotFound(c);
  const locale = (await item.store.sharedVersion(item.id, share.revision))?.locale ?? item.locale;
  const answer: ShareRef = {
    slug: share.slug,
    url: shareUrl(originOf(c), locale, share.slug),
    showBrief: !!share.show_brief,
    revision,
  };
  return c.json(answer);
});

sharingApi.delete("/:id/share", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  await revokeShare(c.env.DB, item.id);
  await syncLinks(c.env, item.owner, item.id);
  return c.body(null, 204);
});

/** A title or description: plain text on one line, at most `max` code points; empty means "derive". */
const pageText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .refine((text) => [...text].length <= max)
    .optional();

const PublishBody = z
  .object({
    slug: z.string().max(200).optional(),
    revision: z.number().int().positive().optional(),
    title: pageText(PAGE_TITLE_MAX_LENGTH),
    description: pageText(PAGE_DESCRIPTION_MAX_LENGTH),
    // Link previews show the page's own card, or Parla's (docs/seo.md); unchanged when absent.
    showCard: z.boolean().optional(),
  })
  .strict();

const EmptyBody = z.object({}).strict();

const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

/** Random base-36 text; bytes of 252 and up are skipped so every character is equally likely. */
function randomBase36(length: number): string {
  let text = "";
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 252 && text.length < length) text += BASE36[byte % 36];
    }
  }
  return text;
}

/** A readable slug from a title plus 13 base-36 characters (67 random bits), so it cannot be guessed. */
function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return `${words || "page"}-${randomBase36(13)}`;
}

sharingApi.post("/:id/publication", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  const body = await readJsonBody(c, 4096);
  if (body instanceof Response) return body;
  const parsed = PublishBody.safeParse(body);
  if (!parsed.success)
    return apiError(
      c,
      400,
      "invalid_request",
      `Expected {slug?: string, revision?: number, title?: string (≤ ${PAGE_TITLE_MAX_LENGTH}), description?: string (≤ ${PAGE_DESCRIPTION_MAX_LENGTH}), showCard?: boolean}`,
    );

  const revision = await publishableRevision(item.store, item.id, parsed.data.revision);
  if (!revision)
    return (await item.store.getItem(item.id))
      ? apiError(c, 400, "nothing_to_publish", "That version has no text to publish")
      : itemNotFound(c); // deleted meanwhile
  const existing = await publicationOf(c.env.DB, item.id);
  const chosen = parsed.data.slug?.trim().toLowerCase();
  if (chosen) {
    const problem = pageSlugProblem(chosen);
    if (problem === "reserved")
      return apiError(c, 400, "reserved_slug", `"${chosen}" is reserved; choose another address`);
    if (problem) return apiError(c, 400, "invalid_slug", "An address is 3–64 characters: a–z, 0–9 and inner hyphens");
  }
  // A page's title and address come from the version being published, never from the draft's
  // private name in the history; the owner may give the page its own title and description.
  const slug = chosen ?? existing?.slug ?? slugFromTitle(titleOf(revision.content));
  const title = parsed.data.title || titleOf(revision.content) || slug;
  const description = parsed.data.description || descriptionOf(revision.content);
  const showCard = parsed.data.showCard ?? (existing ? existing.show_card !== 0 : true);
  const outcome = await upsertPublication(c.env.DB, {
    slug,
    publishedAt: existing?.published_at,
    item_id: item.id,
    owner: item.owner,
    template: item.template,
    revision: revision.number,
    locale: revision.locale,
    title,
    description,
    content: revision.content,
    show_card: showCard ? 1 : 0,
  });
  if (outcome === "slug_taken") return apiError(c, 409, "slug_taken", `"${slug}" is already taken`);
  // Deleted meanwhile: the page just written is removed again (and dropped from the cache).
  if (!(await syncLinks(c.env, item.owner, item.id))) return itemNotFound(c);
  dropCachedPublication(slug);
  if (existing && existing.slug !== slug) dropCachedPublication(existing.slug);
  const answer: PageRef = {
    slug,
    url: pageUrl(originOf(c), revision.locale, slug),
    title,
    description,
    revision: revision.number,
    showCard,
  };
  return c.json(answer);
});

sharingApi.delete("/:id/publication", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  for (const slug of await deletePublication(c.env.DB, item.id)) dropCachedPublication(slug);
  await syncLinks(c.env, item.owner, item.id);
  return c.body(null, 204);
});

/**
 * A page in several languages (docs/api.md, "A page in several languages"): the owner's view of
 * the page's languages, and adding, replacing or removing one other than its main language.
 */
async function pageLanguagesAnswer(c: AppContext, itemId: string): Promise<PageLanguages | null> {
  const page = await pageLanguagesOf(c.env.DB, itemId);
  if (!page) return null;
  const origin = originOf(c);
  const language = (row: (typeof page.others)[number], main: boolean) => ({
    locale: row.locale,
    revision: row.revision,
    url: pageUrl(origin, row.locale, page.slug),
    title: row.title,
    main,
  });
  return {
    slug: page.slug,
    url: pageUrl(origin, page.main.locale, page.slug),
    languages: [language(page.main, true), ...page.others.map((row) => language(row, false))],
  };
}

const notPublished = (c: AppContext) => apiError(c, 404, "not_published", "This draft has no published page");

sharingApi.get("/:id/publication", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  const answer = await pageLanguagesAnswer(c, item.id);
  return answer ? c.json(answer, 200, { "Cache-Control": "no-store" }) : notPublished(c);
});

const VariantBody = z
  .object({
    revision: z.number().int().positive(),
    title: pageText(PAGE_TITLE_MAX_LENGTH),
    description: pageText(PAGE_DESCRIPTION_MAX_LENGTH),
  })
  .strict();

sharingApi.put("/:id/publication/languages/:locale", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  const locale = c.req.param("locale");
  if (!isLocale(locale)) return apiError(c, 400, "invalid_locale", "Unknown language");
  const body = await readJsonBody(c, 4096);
  if (body instanceof Response) return body;
  const parsed = VariantBody.safeParse(body);
  if (!parsed.success)
    return apiError(
      c,
      400,
      "invalid_request",
      `Expected {revision: number, title?: string (≤ ${PAGE_TITLE_MAX_LENGTH}), description?: string (≤ ${PAGE_DESCRIPTION_MAX_LENGTH})}`,
    );
  const page = await publicationOf(c.env.DB, item.id);
  if (!page) return notPublished(c);
  const revision = await publishableRevision(item.store, item.id, parsed.data.revision);
  if (!revision)
    return (await item.store.getItem(item.id))
      ? apiError(c, 400, "nothing_to_publish", "That version has no text to publish")
      : itemNotFound(c); // deleted meanwhile
  if (revision.locale !== locale)
    return apiError(c, 400, "locale_mismatch", `Version ${revision.number} is not in that language`);
  const outcome = await putPageVariant(c.env.DB, item.id, {
    locale,
    revision: revision.number,
    title: parsed.data.title || titleOf(revision.content) || page.slug,
    description: parsed.data.description || descriptionOf(revision.content),
    content: revision.content,
  });
  if (outcome === "not_published") return notPublished(c);
  if (outcome === "main_language")
    return apiError(c, 409, "main_language", "That is the page's main language: publish the page again instead");
  // The page's version grew: the owner's copy of it follows (or the page goes, its item gone).
  if (!(await syncLinks(c.env, item.owner, item.id))) return itemNotFound(c);
  const answer = await pageLanguagesAnswer(c, item.id);
  if (!answer) return notPublished(c);
  dropCachedPublication(answer.slug);
  return c.json(answer);
});

sharingApi.delete("/:id/publication/languages/:locale", async (c) => {
  const item = await ownedItemOr404(c);
  if (!item) return itemNotFound(c);
  const locale = c.req.param("locale");
  if (!isLocale(locale)) return apiError(c, 400, "invalid_locale", "Unknown language");
  const page = await publicationOf(c.env.DB, item.id);
  if (!page) return notPublished(c);
  if (!(await deletePageVariant(c.env.DB, item.id, locale)))
    return apiError(c, 404, "no_such_language", "The page has no copy in that language");
  dropCachedPublication(page.slug);
  await syncLinks(c.env, item.owner, item.id);
  return c.body(null, 204);
});

/**
 * "Make a copy": the visitor's own draft of what a share shows (docs/api.md, "Copies of a share").
 * The body is exactly `{}`. Limited like generating; an unknown or revoked link is a 404 and
 * writes nothing. Answers 201 with the new draft as `GET /api/items/{id}` gives it.
 */
publicApi.post("/shares/:slug/copy", async (c) => {
  const slug = c.req.param("slug");
  if (!isToken(slug)) return apiError(c, 404, "not_found", "No such share");
  const body = await readJsonBody(c, 1024);
  if (body instanceof Response) return body;
  if (!EmptyBody.safeParse(body).success) return apiError(c, 400, "invalid_request", "Expected {}");
  const owner = c.get("visitorId");
  const limited = await rateLimited(c, owner, "copies");
  if (limited) return limited;
  const id = await copyShare(c.env, slug, owner);
  const copy = id ? await visitorStore(c.env, owner).itemDetail(id, originOf(c)) : null;
  if (!copy) return apiError(c, 404, "not_found", "No such share");
  return c.json(copy, 201);
});

publicApi.get("/shares/:slug", async (c) => {
  const slug = c.req.param("slug");
  const view = isToken(slug) ? await shareView(c.env, slug) : null;
  if (!view) return apiError(c, 404, "not_found", "No such share");
  return c.json(view, 200, { "Cache-Control": "no-store" });
});

/**
 * Read from D1 every time: a read model in the Cache API would be per data centre, so a change could
 * not reach every copy, and the page's cached document (worker/published-cache.ts) is rendered from
 * this answer under the version it was checked at.
 */
publicApi.get("/publications/:slug", async (c) => {
  const slug = c.req.param("slug");
  // `?locale=` asks for one of the page's languages; an unknown or absent one gives the main language.
  const asked = c.req.query("locale");
  const view = isPageSlug(slug)
    ? await publicationView(c.env.DB, slug, asked && isLocale(asked) ? asked : undefined)
    : null;
  if (!view) return apiError(c, 404, "not_found", "No such page");
  // Revalidated on every use: an unpublished page's data must not outlive the page (docs/security.md, "Caches").
  return c.json(view, 200, { "Cache-Control": "public, no-cache" });
});
