import type { Locale } from "../../shared/locales";
import type { PublicationView, ShareView } from "../../shared/publishing";
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

/** The public view of a share: the version it was shared at, else the newest version that has text. */
export async function shareView(db: D1Database, slug: string): Promise<ShareView | null> {
  const row = await db
    .prepare(
      `SELECT s.slug, s.show_brief, i.title, i.template, i.inputs, i.created_at, i.updated_at, r.locale, r.content
       FROM shares s JOIN items i ON i.id = s.item_id
       JOIN revisions r ON r.item_id = i.id AND r.content != '' AND (s.revision IS NULL OR r.number = s.revision)
       WHERE s.slug = ?1 ORDER BY r.number DESC LIMIT 1`,
    )
    .bind(slug)
    .first<{
      slug: string;
      show_brief: number;
      title: string;
      template: string;
      inputs: string;
      created_at: number;
      updated_at: number;
      locale: Locale;
      content: string;
    }>();
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

export async function publicationOf(
  db: D1Database,
  itemId: string,
): Promise<{ slug: string; show_card: number } | null> {
  return db
    .prepare("SELECT slug, show_card FROM publications WHERE item_id = ?1")
    .bind(itemId)
    .first<{ slug: string; show_card: number }>();
}

export type PublishOutcome = "published" | "slug_taken" | "item_gone";

/**
 * Publishes or republishes an item's version under a slug (one page per item), atomically: one
 * D1 batch runs as one transaction, so two owners racing for one slug cannot both win, and a
 * delete racing the publish leaves no page behind (docs/security.md, "Races").
 *
 * 1. The item's page at another address is removed, but only when the new address is free or
 *    already the item's own (a taken slug must leave the old page in place).
 * 2. The row is inserted while the item exists; on a slug conflict it is updated only when the
 *    slug belongs to this item. RETURNING tells whether either happened.
 * 3. Whether the item still exists, to tell "taken" from "deleted meanwhile".
 *
 * `updated_at` grows with every republish, even two in one millisecond: it is the page's version,
 * part of its cached document's key (docs/decisions/0008-shared-html-cache.md).
 */
export async function upsertPublication(
  db: D1Database,
  publication: Omit<PublicationRow, "published_at" | "updated_at" | "template">,
): Promise<PublishOutcome> {
  const { slug, item_id: itemId } = publication;
  const [, written, item] = await db.batch<{ slug?: string; found?: number }>([
    db
      .prepare(
        `DELETE FROM publications WHERE item_id = ?1 AND slug != ?2
         AND NOT EXISTS (SELECT 1 FROM publications WHERE slug = ?2 AND item_id != ?1)`,
      )
      .bind(itemId, slug),
    db
      .prepare(
        `INSERT INTO publications (slug, item_id, revision, locale, title, description, content, published_at, updated_at, show_card)
         SELECT ?1, id, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9 FROM items WHERE id = ?2
         ON CONFLICT (slug) DO UPDATE SET revision = ?3, locale = ?4, title = ?5, description = ?6, content = ?7,
           show_card = ?9, updated_at = MAX(?8, publications.updated_at + 1)
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
        Date.now(),
        publication.show_card,
      ),
    db.prepare("SELECT COUNT(*) AS found FROM items WHERE id = ?1").bind(itemId),
  ]);
  if (written?.results.length) return "published";
  return item?.results[0]?.found ? "slug_taken" : "item_gone";
}

export async function deletePublication(db: D1Database, itemId: string): Promise<string | null> {
  const row = await publicationOf(db, itemId);
  if (!row) return null;
  await db.prepare("DELETE FROM publications WHERE item_id = ?1").bind(itemId).run();
  return row.slug;
}

export async function publicationView(db: D1Database, slug: string): Promise<PublicationView | null> {
  const row = await db
    .prepare("SELECT p.*, i.template FROM publications p JOIN items i ON i.id = p.item_id WHERE p.slug = ?1")
    .bind(slug)
    .first<PublicationRow>();
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    template: row.template,
    locale: row.locale,
    content: row.content,
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    showCard: row.show_card !== 0,
  };
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
