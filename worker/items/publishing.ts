import { isLocale, type Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import { orderPageLanguages, type PublicationView, type ShareView } from "../../shared/publishing";
import { forgetPublishedDocuments } from "../published-cache";
import { randomToken } from "./store";

/**
 * Shares and publications in D1 (docs/data.md, "Items and versions"; docs/security.md, "Races").
 * Published pages are read fresh from D1; their rendered documents are cached by version in
 * worker/published-cache.ts.
 */

type ShareRow = { slug: string; item_id: string; revision: number | null; show_brief: number; created_at: number };
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
  template: string;
};

export async function shareOf(db: D1Database, itemId: string): Promise<ShareRow | null> {
  return db.prepare("SELECT * FROM shares WHERE item_id = ?1").bind(itemId).first<ShareRow>();
}

/**
 * The item's share, made on first request; 96 random bits make the slug unguessable. It shows
 * `revision` (the version on the owner's screen), or the newest version with text when null;
 * sharing again keeps the slug and moves it to the new version. `showBrief` is kept as it was
 * unless given (a new share shows the brief). Null when the item was deleted meanwhile: the row
 * is inserted only while the item exists, so a racing delete never trips the foreign key.
 */
export async function createShare(
  db: D1Database,
  itemId: string,
  revision: number | null,
  showBrief?: boolean,
): Promise<ShareRow | null> {
  const show = showBrief === undefined ? null : showBrief ? 1 : 0;
  await db
    .prepare(
      `INSERT INTO shares (slug, item_id, revision, show_brief, created_at)
       SELECT ?1, id, ?3, COALESCE(?5, 1), ?4 FROM items WHERE id = ?2
       ON CONFLICT (item_id) DO UPDATE SET revision = excluded.revision, show_brief = COALESCE(?5, show_brief)`,
    )
    .bind(randomToken(12), itemId, revision, Date.now(), show)
    .run();
  return shareOf(db, itemId);
}

/** The language of what a share shows: the pinned version's, else the newest version with text. */
export async function shareLocale(db: D1Database, share: ShareRow): Promise<Locale | null> {
  const row = await db
    .prepare(
      `SELECT locale FROM revisions WHERE item_id = ?1 AND content != '' AND (?2 IS NULL OR number = ?2)
       ORDER BY number DESC LIMIT 1`,
    )
    .bind(share.item_id, share.revision)
    .first<{ locale: Locale }>();
  return row?.locale ?? null;
}

export async function revokeShare(db: D1Database, itemId: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM shares WHERE item_id = ?1").bind(itemId).run();
  return result.meta.changes > 0;
}

type SharedRow = {
  slug: string;
  show_brief: number;
  title: string;
  template: string;
  inputs: string;
  created_at: number;
  updated_at: number;
  locale: Locale;
  content: string;
  provider: string;
};

/** What a share shows: the version it was shared at, else the newest version that has text. */
async function sharedRow(db: D1Database, slug: string): Promise<SharedRow | null> {
  return db
    .prepare(
      `SELECT s.slug, s.show_brief, i.title, i.template, i.inputs, i.created_at, i.updated_at, r.locale, r.content,
         r.provider
       FROM shares s JOIN items i ON i.id = s.item_id
       JOIN revisions r ON r.item_id = i.id AND r.content != '' AND (s.revision IS NULL OR r.number = s.revision)
       WHERE s.slug = ?1 ORDER BY r.number DESC LIMIT 1`,
    )
    .bind(slug)
    .first<SharedRow>();
}

/** The public view of a share: the version it was shared at, else the newest version that has text. */
export async function shareView(db: D1Database, slug: string): Promise<ShareView | null> {
  const row = await sharedRow(db, slug);
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
 * title from that text (never the sharer's private name of the draft). The original is only read.
 * Both rows are written in one batch, and only while the link still exists, so a link revoked
 * meanwhile leaves nothing behind. Returns the new item's id, or null for no such link.
 */
export async function copyShare(db: D1Database, slug: string, owner: string): Promise<string | null> {
  const shared = await sharedRow(db, slug);
  if (!shared) return null;
  const id = randomToken();
  const now = Date.now();
  const [made] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7 WHERE EXISTS (SELECT 1 FROM shares WHERE slug = ?8)
         RETURNING id`,
      )
      .bind(
        id,
        owner,
        shared.template,
        shared.locale,
        titleOf(shared.content).slice(0, 200),
        shared.show_brief ? shared.inputs : "{}",
        now,
        slug,
      ),
    db
      .prepare(
        `INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at)
         SELECT id, 1, ?2, ?3, 'complete', ?4, ?5, ?5 FROM items WHERE id = ?1`,
      )
      .bind(id, shared.locale, shared.content, shared.provider, now),
  ]);
  return made?.results.length ? id : null;
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

export type PublishOutcome = "published" | "slug_taken" | "item_gone";

/** Whether slug ?2 is free for item ?1: no other item's page has it, now or as a former address. */
const SLUG_FREE_FOR_ITEM = `NOT EXISTS (SELECT 1 FROM publications WHERE slug = ?2 AND item_id != ?1)
  AND NOT EXISTS (SELECT 1 FROM page_slugs WHERE slug = ?2 AND item_id != ?1)`;

/**
 * Publishes or republishes an item's version under a slug (one page per item), atomically: one
 * D1 batch runs as one transaction, so two owners racing for one slug cannot both win, and a
 * delete racing the publish leaves no page behind (docs/security.md, "Races").
 *
 * 1. When the page moves to a new address that is free (or one of its own former ones), its
 *    current address becomes a former one (`page_slugs`, migration 0010): reserved for this page
 *    and redirected to the new one (docs/api.md, "Old addresses"). A taken slug leaves all in place.
 * 2. The page's row at the old address is removed under the same condition.
 * 3. The row is inserted while the item exists and no other page holds the slug as a former
 *    address; on a slug conflict it is updated only when the slug belongs to this item.
 *    RETURNING tells whether either happened.
 * 4. A former address of its own that the page takes back is no longer a former one.
 * 5. Whether the item still exists, to tell "taken" from "deleted meanwhile".
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
  publication: Omit<PublicationRow, "published_at" | "updated_at" | "template"> & { publishedAt?: number },
): Promise<PublishOutcome> {
  const { slug, item_id: itemId } = publication;
  const now = Date.now();
  const [, , , written, , item] = await db.batch<{ slug?: string; found?: number }>([
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
        `INSERT INTO publications (slug, item_id, revision, locale, title, description, content, published_at, updated_at, show_card)
         SELECT ?1, id, ?3, ?4, ?5, ?6, ?7, ?9, ?8, ?10 FROM items WHERE id = ?2
           AND NOT EXISTS (SELECT 1 FROM page_slugs WHERE slug = ?1 AND item_id != ?2)
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
      ),
    db
      .prepare(
        `DELETE FROM page_slugs WHERE slug = ?2 AND item_id = ?1
         AND EXISTS (SELECT 1 FROM publications WHERE slug = ?2 AND item_id = ?1)`,
      )
      .bind(itemId, slug),
    db.prepare("SELECT COUNT(*) AS found FROM items WHERE id = ?1").bind(itemId),
    db
      .prepare(
        "DELETE FROM page_variants WHERE item_id = ?1 AND locale = (SELECT locale FROM publications WHERE item_id = ?1)",
      )
      .bind(itemId),
    db.prepare(PAGE_LANGUAGES_IN_STEP).bind(itemId),
  ]);
  if (written?.results.length) return "published";
  return item?.results[0]?.found ? "slug_taken" : "item_gone";
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
    db
      .prepare("SELECT p.*, i.template FROM publications p JOIN items i ON i.id = p.item_id WHERE p.slug = ?1")
      .bind(slug),
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
