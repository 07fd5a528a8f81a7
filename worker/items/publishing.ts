import { isLocale, type Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import { orderPageLanguages, type PublicationView, type ShareView } from "../../shared/publishing";
import { forgetPublishedDocuments } from "../published-cache";
import type { SharedVersion } from "../visitor/store";
import { randomToken } from "./store";
import { visitorStore } from "./visitor-store";

/**
 * Shares and publications in D1 (docs/data.md, "Items and versions" and "A visitor's object";
 * docs/security.md, "Races"). Their item lives in its owner's Visitor object: each row names the
 * `owner` and `template` (migrations/0019), and a share's text is read from the owner's object.
 * Published pages keep a copy of their text here and are read fresh from D1; their rendered
 * documents are cached by version in worker/published-cache.ts.
 */

export type ShareRow = {
  slug: string;
  item_id: string;
  owner: string;
  template: string;
  revision: number | null;
  show_brief: number;
  created_at: number;
};

/** The item a share or page belongs to: its id, its owner (whose object holds it) and its template. */
export type ItemRef = { id: string; owner: string; template: string };
type PublicationRow = {
  slug: string;
  item_id: string;
  revision: number;
  locale: Locale;
  title: string;
  description: string;
  content: string;
  published_at: number;
  updated_at: number;
  /** 1: link previews show the page's own card; 0: Parla's (migrations/0012). */
  show_card: number;
  owner: string;
  template: string;
};

export async function shareOf(db: D1Database, itemId: string): Promise<ShareRow | null> {
  return db.prepare("SELECT * FROM shares WHERE item_id = ?1").bind(itemId).first<ShareRow>();
}

/**
 * The item's share, made on first request; 96 random bits make the slug unguessable. It shows
 * `revision` (the version on the owner's screen), or the newest version with text when null;
 * sharing again keeps the slug and moves it to the new version. `showBrief` is kept as it was
 * unless given (a new share shows the brief). The item is in its owner's object, which D1 cannot
 * check: the caller records the link there afterwards and removes this row again when the object
 * says the item is gone (worker/items/visitor-store.ts, syncLinks).
 */
export async function createShare(
  db: D1Database,
  item: ItemRef,
  revision: number | null,
  showBrief?: boolean,
): Promise<ShareRow | null> {
  const show = showBrief === undefined ? null : showBrief ? 1 : 0;
  await db
    .prepare(
      `INSERT INTO shares (slug, item_id, owner, template, revision, show_brief, created_at)
       VALUES (?1, ?2, ?6, ?7, ?3, COALESCE(?5, 1), ?4)
       ON CONFLICT (item_id) DO UPDATE SET revision = excluded.revision, show_brief = COALESCE(?5, show_brief)`,
    )
    .bind(randomToken(12), item.id, revision, Date.now(), show, item.owner, item.template)
    .run();
  return shareOf(db, item.id);
}

export async function revokeShare(db: D1Database, itemId: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM shares WHERE item_id = ?1").bind(itemId).run();
  return result.meta.changes > 0;
}

type SharedRow = SharedVersion & { slug: string; show_brief: number };

/**
 * What a share shows: the version it was shared at, else the newest version that has text. The
 * link is D1's; the text is in the owner's object. Null for no such link, or a link whose item or
 * version is gone.
 */
async function sharedRow(env: Env, slug: string): Promise<SharedRow | null> {
  const share = await env.DB.prepare("SELECT * FROM shares WHERE slug = ?1").bind(slug).first<ShareRow>();
  if (!share) return null;
  const shown = await visitorStore(env, share.owner).sharedVersion(share.item_id, share.revision);
  return shown ? { ...shown, slug: share.slug, show_brief: share.show_brief } : null;
}

/** The public view of a share: the version it was shared at, else the newest version that has text. */
export async function shareView(env: Env, slug: string): Promise<ShareView | null> {
  const row = await sharedRow(env, slug);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    template: row.template,
    locale: row.locale,
    inputs: row.show_brief ? (JSON.parse(row.inputs) as Record<string, string>) : null,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * "Make a copy" of a share (docs/api.md, "Copies of a share"): a new item of `owner` whose first
 * version is exactly the text the link shows, with the brief only when the link shows it, and a
 * title from that text (never the sharer's private name of the draft). The original is only read
 * (D1's link, then the sharer's object); the copy is written in the copier's object, in one
 * transaction. The link is read again afterwards: when it was revoked meanwhile, the copy is
 * deleted again, so nothing is left behind. Returns the new item's id, or null for no such link.
 */
export async function copyShare(env: Env, slug: string, owner: string): Promise<string | null> {
  const shared = await sharedRow(env, slug);
  if (!shared) return null;
  const store = visitorStore(env, owner);
  const id = await store.createCopy({
    template: shared.template,
    locale: shared.locale,
    title: titleOf(shared.content).slice(0, 200),
    inputs: shared.show_brief ? shared.inputs : "{}",
    content: shared.content,
    provider: shared.provider,
  });
  if (await env.DB.prepare("SELECT 1 FROM shares WHERE slug = ?1").bind(slug).first()) return id;
  await store.deleteItem(id);
  return null;
}

export async function publicationOf(
  db: D1Database,
  itemId: string,
): Promise<{ slug: string; published_at: number; show_card: number } | null> {
  return db
    .prepare("SELECT slug, published_at, show_card FROM publications WHERE item_id = ?1")
    .bind(itemId)
    .first<{ slug: string; published_at: number; show_card: number }>();
}

/**
 * Keeps `publications.languages` (the page's other languages, for the sitemaps; migrations/0014)
 * in step with `page_variants`: every batch that writes one ends with it.
 */
const PAGE_LANGUAGES_IN_STEP =
  "UPDATE publications SET languages = COALESCE((SELECT group_concat(locale) FROM page_variants WHERE item_id = ?1), '') WHERE item_id = ?1";

export type PublishOutcome = "published" | "slug_taken";

/** Whether slug ?2 is free for item ?1: no other item's page has it, now or as a former address. */
const SLUG_FREE_FOR_ITEM = `NOT EXISTS (SELECT 1 FROM publications WHERE slug = ?2 AND item_id != ?1)
  AND NOT EXISTS (SELECT 1 FROM page_slugs WHERE slug = ?2 AND item_id != ?1)`;

/**
 * Publishes or republishes an item's version under a slug (one page per item), atomically: one
 * D1 batch runs as one transaction, so two owners racing for one slug cannot both win. The item
 * and the version are in the owner's object: the caller read the version from there, and records
 * the page there afterwards, removing it again when the object says the item was deleted
 * meanwhile (worker/items/visitor-store.ts, syncLinks; docs/security.md, "Races").
 *
 * 1. When the page moves to a new address that is free (or one of its own former ones), its
 *    current address becomes a former one (`page_slugs`, migration 0010): reserved for this page
 *    and redirected to the new one (docs/api.md, "Old addresses"). A taken slug leaves all in place.
 * 2. The page's row at the old address is removed under the same condition.
 * 3. The row is inserted while no other page holds the slug as a former address; on a slug
 *    conflict it is updated only when the slug belongs to this item. RETURNING tells whether
 *    either happened.
 * 4. A former address of its own that the page takes back is no longer a former one.
 * 0. A page republished in another language keeps its former main language as one of its other
 *    languages (docs/api.md, "A page in several languages"): a copy of the page as it is now.
 * 6. The new main language's other-language copy, if it had one, goes. It runs after the write,
 *    so it reads the page's locale as written: when the publish was refused, the main language
 *    is unchanged and step 0's copy of it is removed again.
 *
 * `updated_at` grows with every republish, even two in one millisecond: it is the page's version,
 * part of its cached document's key (docs/decisions/0008-shared-html-cache.md). `publishedAt`
 * (the page's first publication) survives a new address.
 */
export async function upsertPublication(
  db: D1Database,
  publication: Omit<PublicationRow, "published_at" | "updated_at"> & { publishedAt?: number },
): Promise<PublishOutcome> {
  const { slug, item_id: itemId } = publication;
  const now = Date.now();
  const [, , , written] = await db.batch<{ slug?: string }>([
    db
      .prepare(
        `INSERT INTO page_variants (item_id, locale, revision, title, description, content, created_at, updated_at)
         SELECT item_id, locale, revision, title, description, content, ?3, ?3 FROM publications
         WHERE item_id = ?1 AND locale != ?2
         ON CONFLICT (item_id, locale) DO UPDATE SET revision = excluded.revision, title = excluded.title,
           description = excluded.description, content = excluded.content, updated_at = excluded.updated_at`,
      )
      .bind(itemId, publication.locale, now),
    db
      .prepare(
        `INSERT INTO page_slugs (slug, item_id, retired_at)
         SELECT slug, item_id, ?3 FROM publications WHERE item_id = ?1 AND slug != ?2 AND ${SLUG_FREE_FOR_ITEM}
         ON CONFLICT (slug) DO NOTHING`,
      )
      .bind(itemId, slug, now),
    db
      .prepare(`DELETE FROM publications WHERE item_id = ?1 AND slug != ?2 AND ${SLUG_FREE_FOR_ITEM}`)
      .bind(itemId, slug),
    db
      .prepare(
        `INSERT INTO publications (slug, item_id, owner, template, revision, locale, title, description, content, published_at, updated_at, show_card)
         SELECT ?1, ?2, ?11, ?12, ?3, ?4, ?5, ?6, ?7, ?9, ?8, ?10
         WHERE NOT EXISTS (SELECT 1 FROM page_slugs WHERE slug = ?1 AND item_id != ?2)
         ON CONFLICT (slug) DO UPDATE SET revision = ?3, locale = ?4, title = ?5, description = ?6, content = ?7,
           show_card = ?10, updated_at = MAX(?8, publications.updated_at + 1)
           WHERE publications.item_id = excluded.item_id
         RETURNING slug`,
      )
      .bind(
        slug,
        itemId,
        publication.revision,
        publication.locale,
        publication.title,
        publication.description,
        publication.content,
        now,
        publication.publishedAt ?? now,
        publication.show_card,
        publication.owner,
        publication.template,
      ),
    db
      .prepare(
        `DELETE FROM page_slugs WHERE slug = ?2 AND item_id = ?1
         AND EXISTS (SELECT 1 FROM publications WHERE slug = ?2 AND item_id = ?1)`,
      )
      .bind(itemId, slug),
    db
      .prepare(
        "DELETE FROM page_variants WHERE item_id = ?1 AND locale = (SELECT locale FROM publications WHERE item_id = ?1)",
      )
      .bind(itemId),
    db.prepare(PAGE_LANGUAGES_IN_STEP).bind(itemId),
  ]);
  return written?.results.length ? "published" : "slug_taken";
}

/**
 * Unpublishes: the page and every former address of it go in one batch, so all its slugs are
 * free again for anyone (docs/api.md, "Old addresses"). Returns the slugs it had, current first.
 */
export async function deletePublication(db: D1Database, itemId: string): Promise<string[]> {
  const [former, , current] = await db.batch<{ slug: string }>([
    db.prepare("DELETE FROM page_slugs WHERE item_id = ?1 RETURNING slug").bind(itemId),
    // Its other languages go with it (migrations/0014); its former addresses are freed above.
    db.prepare("DELETE FROM page_variants WHERE item_id = ?1").bind(itemId),
    db.prepare("DELETE FROM publications WHERE item_id = ?1 RETURNING slug").bind(itemId),
  ]);
  return [...(current?.results ?? []), ...(former?.results ?? [])].map((row) => row.slug);
}

type VariantRow = { locale: Locale; revision: number; title: string; description: string; content: string };

/**
 * The public view of the page at `slug` in `locale` (docs/api.md, "A page in several languages"):
 * that language's copy when the page has one, else its main language (whose locale then differs
 * from the one asked for: the route redirects there, as before). Without `locale`, the main one.
 */
export async function publicationView(db: D1Database, slug: string, locale?: Locale): Promise<PublicationView | null> {
  const [pages, variants] = await db.batch<PublicationRow & VariantRow>([
    db.prepare("SELECT * FROM publications WHERE slug = ?1").bind(slug),
    db
      .prepare(
        `SELECT v.locale, v.revision, v.title, v.description, v.content FROM page_variants v
         JOIN publications p ON p.item_id = v.item_id WHERE p.slug = ?1`,
      )
      .bind(slug),
  ]);
  const row = pages?.results[0];
  if (!row) return null;
  const others = (variants?.results ?? []).filter((variant) => isLocale(variant.locale));
  const shown = others.find((variant) => variant.locale === locale && locale !== row.locale);
  return {
    slug: row.slug,
    title: shown?.title ?? row.title,
    description: shown?.description ?? row.description,
    template: row.template,
    locale: shown?.locale ?? row.locale,
    content: shown?.content ?? row.content,
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    showCard: row.show_card !== 0,
    mainLocale: row.locale,
    languages: orderPageLanguages(
      row.locale,
      others.map((variant) => variant.locale),
    ),
  };
}

/** An item's page and its languages, for the owner: the main one first (docs/api.md, "A page in several languages"). */
export async function pageLanguagesOf(
  db: D1Database,
  itemId: string,
): Promise<{ slug: string; main: VariantRow; others: VariantRow[] } | null> {
  const [pages, variants] = await db.batch<VariantRow & { slug: string }>([
    db
      .prepare("SELECT slug, locale, revision, title, description, '' AS content FROM publications WHERE item_id = ?1")
      .bind(itemId),
    db
      .prepare("SELECT locale, revision, title, description, '' AS content FROM page_variants WHERE item_id = ?1")
      .bind(itemId),
  ]);
  const main = pages?.results[0];
  if (!main) return null;
  const others = variants?.results ?? [];
  const order = orderPageLanguages(
    main.locale,
    others.map((variant) => variant.locale),
  );
  return {
    slug: main.slug,
    main,
    others: order.flatMap((code) => others.filter((variant) => variant.locale === code)),
  };
}

export type VariantOutcome = "written" | "not_published" | "main_language";

/**
 * Adds or replaces the page's copy in `variant.locale` (migrations/0014), in one batch: written
 * only while the item has a page whose main language is another; the page's `updated_at` (its
 * version, the cached documents' key) grows with it, since every language's document names the
 * others (docs/decisions/0008-shared-html-cache.md). The last statement tells a refusal's reason.
 */
export async function putPageVariant(db: D1Database, itemId: string, variant: VariantRow): Promise<VariantOutcome> {
  const now = Date.now();
  const [written, , page] = await db.batch<{ locale?: string; main?: string }>([
    db
      .prepare(
        `INSERT INTO page_variants (item_id, locale, revision, title, description, content, created_at, updated_at)
         SELECT item_id, ?2, ?3, ?4, ?5, ?6, ?7, ?7 FROM publications WHERE item_id = ?1 AND locale != ?2
         ON CONFLICT (item_id, locale) DO UPDATE SET revision = ?3, title = ?4, description = ?5, content = ?6,
           updated_at = ?7
         RETURNING locale`,
      )
      .bind(itemId, variant.locale, variant.revision, variant.title, variant.description, variant.content, now),
    db
      .prepare(
        `UPDATE publications SET updated_at = MAX(?3, updated_at + 1),
           languages = COALESCE((SELECT group_concat(locale) FROM page_variants WHERE item_id = ?1), '')
         WHERE item_id = ?1 AND locale != ?2`,
      )
      .bind(itemId, variant.locale, now),
    db.prepare("SELECT locale AS main FROM publications WHERE item_id = ?1").bind(itemId),
  ]);
  if (written?.results.length) return "written";
  return page?.results[0] ? "main_language" : "not_published";
}

/**
 * Removes the page's copy in `locale`; the page's version grows only when there was one. Returns
 * whether there was.
 */
export async function deletePageVariant(db: D1Database, itemId: string, locale: Locale): Promise<boolean> {
  const [, removed] = await db.batch<{ locale: string }>([
    db
      .prepare(
        `UPDATE publications SET updated_at = MAX(?3, updated_at + 1) WHERE item_id = ?1
         AND EXISTS (SELECT 1 FROM page_variants WHERE item_id = ?1 AND locale = ?2)`,
      )
      .bind(itemId, locale, Date.now()),
    db.prepare("DELETE FROM page_variants WHERE item_id = ?1 AND locale = ?2 RETURNING locale").bind(itemId, locale),
    db.prepare(PAGE_LANGUAGES_IN_STEP).bind(itemId),
  ]);
  return (removed?.results.length ?? 0) > 0;
}

/**
 * Forgets the documents of the page at `slug` that this isolate keeps (worker/published-cache.ts).
 * Never needed for correctness: every request checks the page's version in D1 first, so an
 * unpublished or changed page is never served from a cache, in any data centre. It frees the
 * memory and takes a deleted page's text out of this isolate at once (docs/api.md, "Your data").
 */
export function dropCachedPublication(slug: string): void {
  forgetPublishedDocuments(slug);
}
