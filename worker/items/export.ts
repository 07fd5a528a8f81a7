import type { Passage, Refinement } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { pageUrl } from "../../shared/publishing";
import { dropCachedPublication } from "./publishing";
import { pageRefOf, shareRefOf } from "./queries";
import { effectiveStatus, type ItemRow, passageOf, type RevisionRow, refinementOf } from "./store";

/**
 * "Your data" (docs/api.md, "History"): everything a visitor owns as one JSON download, and the
 * deletion of all of it in one request. Both walk the visitor's items a page at a time, so a long
 * history never has to fit in memory at once.
 */

/** Items read (or deleted) per round trip: 50 ids stay well inside D1's limits on one statement. */
export const EXPORT_PAGE_SIZE = 50;

/** Bumped when the shape of the file changes in a way a reader must know about. */
export const EXPORT_FORMAT_VERSION = 1;

export type ExportedRevision = {
  number: number;
  instruction: string | null;
  refinement: Refinement | null;
  /** The selected passage it rewrote (docs/api.md, "Refining a passage"), or null. */
  passage: Passage | null;
  locale: Locale;
  content: string;
  status: RevisionStatus;
  /** The version this one is a restored copy of, or null. */
  restoredFrom: number | null;
  /** Written by the visitor by hand. */
  edited: boolean;
  /** The brief this version was written from when it changed the draft's brief, or null. */
  inputs: Record<string, string> | null;
  createdAt: string;
  updatedAt: string;
};

export type ExportedItem = {
  id: string;
  template: string;
  locale: Locale;
  title: string;
  inputs: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  revisions: ExportedRevision[];
  /** The read-only link; `revision` is the version it shows, null for the newest. */
  share: { slug: string; url: string; showBrief: boolean; revision: number | null; createdAt: string } | null;
  /** The published page and the version it is a copy of. */
  publication: {
    slug: string;
    url: string;
    title: string;
    description: string;
    revision: number;
    locale: Locale;
    publishedAt: string;
    updatedAt: string;
    /** The page's other languages (docs/api.md, "A page in several languages"), by locale code. */
    languages: ExportedPageLanguage[];
  } | null;
};

type ExportedPageLanguage = { locale: Locale; url: string; revision: number; title: string; description: string };

type ExportRow = ItemRow & {
  share_slug: string | null;
  share_revision: number | null;
  share_show_brief: number | null;
  share_created_at: number | null;
  share_locale: Locale | null;
  publication_slug: string | null;
  publication_revision: number | null;
  publication_locale: Locale | null;
  publication_title: string | null;
  publication_description: string | null;
  publication_show_card: number | null;
  publication_published_at: number | null;
  publication_updated_at: number | null;
};

const iso = (time: number) => new Date(time).toISOString();

/**
 * One page of the owner's items, oldest first, after `after` (the last item of the previous
 * page). Creation times never change, so an item edited while the export runs is neither skipped
 * nor written twice.
 */
async function exportPage(
  db: D1Database,
  owner: string,
  after: { createdAt: number; id: string } | null,
): Promise<ExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.*, s.slug AS share_slug, s.revision AS share_revision, s.show_brief AS share_show_brief,
         s.created_at AS share_created_at,
         (SELECT r.locale FROM revisions r WHERE r.item_id = i.id AND r.content != ''
           AND (s.revision IS NULL OR r.number = s.revision) ORDER BY r.number DESC LIMIT 1) AS share_locale,
         p.slug AS publication_slug, p.revision AS publication_revision, p.locale AS publication_locale,
         p.title AS publication_title, p.description AS publication_description, p.show_card AS publication_show_card,
         p.published_at AS publication_published_at, p.updated_at AS publication_updated_at
       FROM items i
       LEFT JOIN shares s ON s.item_id = i.id
       LEFT JOIN publications p ON p.item_id = i.id
       WHERE i.owner = ?1 AND (?2 IS NULL OR i.created_at > ?2 OR (i.created_at = ?2 AND i.id > ?3))
       ORDER BY i.created_at ASC, i.id ASC LIMIT ?4`,
    )
    .bind(owner, after?.createdAt ?? null, after?.id ?? "", EXPORT_PAGE_SIZE)
    .all<ExportRow>();
  return results;
}

/** Every revision of a page of items (ids passed as one JSON array: D1 binds at most 100 values). */
async function revisionsOf(db: D1Database, ids: string[]): Promise<Map<string, RevisionRow[]>> {
  const { results } = await db
    .prepare("SELECT * FROM revisions WHERE item_id IN (SELECT value FROM json_each(?1)) ORDER BY item_id, number ASC")
    .bind(JSON.stringify(ids))
    .all<RevisionRow>();
  const byItem = new Map<string, RevisionRow[]>();
  for (const revision of results) {
    const list = byItem.get(revision.item_id) ?? [];
    list.push(revision);
    byItem.set(revision.item_id, list);
  }
  return byItem;
}

/** The other languages of the pages of a page of items (migrations/0014), by item. */
async function pageLanguagesOf(db: D1Database, ids: string[], origin: string) {
  const { results } = await db
    .prepare(
      `SELECT v.item_id, v.locale, v.revision, v.title, v.description, p.slug FROM page_variants v
       JOIN publications p ON p.item_id = v.item_id
       WHERE v.item_id IN (SELECT value FROM json_each(?1)) ORDER BY v.item_id, v.locale`,
    )
    .bind(JSON.stringify(ids))
    .all<{ item_id: string; locale: Locale; revision: number; title: string; description: string; slug: string }>();
  const byItem = new Map<string, ExportedPageLanguage[]>();
  for (const row of results) {
    const list = byItem.get(row.item_id) ?? [];
    list.push({
      locale: row.locale,
      url: pageUrl(origin, row.locale, row.slug),
      revision: row.revision,
      title: row.title,
      description: row.description,
    });
    byItem.set(row.item_id, list);
  }
  return byItem;
}

function parseInputs(inputs: string): Record<string, string> {
  try {
    return JSON.parse(inputs) as Record<string, string>;
  } catch {
    return {};
  }
}

function toExportedItem(
  row: ExportRow,
  revisions: RevisionRow[],
  languages: ExportedPageLanguage[],
  origin: string,
): ExportedItem {
  // The same addresses the history gives out: in the language of what they show.
  const shareRef = shareRefOf(row, origin);
  const pageRef = pageRefOf(row, origin);
  return {
    id: row.id,
    template: row.template,
    locale: row.locale,
    title: row.title,
    inputs: parseInputs(row.inputs),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    revisions: revisions.map((revision) => ({
      number: revision.number,
      instruction: revision.instruction,
      refinement: refinementOf(revision),
      passage: passageOf(revision),
      locale: revision.locale,
      content: revision.content,
      status: effectiveStatus(revision),
      restoredFrom: revision.restored_from,
      edited: revision.edited === 1,
      inputs: revision.inputs === null ? null : parseInputs(revision.inputs),
      createdAt: iso(revision.created_at),
      updatedAt: iso(revision.updated_at),
    })),
    share: shareRef
      ? { ...shareRef, revision: row.share_revision, createdAt: iso(row.share_created_at ?? row.created_at) }
      : null,
    publication: pageRef
      ? {
          ...pageRef,
          revision: row.publication_revision ?? 0,
          locale: row.publication_locale ?? row.locale,
          publishedAt: iso(row.publication_published_at ?? row.created_at),
          updatedAt: iso(row.publication_updated_at ?? row.created_at),
          languages,
        }
      : null,
  };
}

/**
 * The owner's export as a stream of JSON text: `{format, version, exportedAt, items: [...]}`.
 * Each pull reads one page of items and their revisions, so memory holds one page at most. The
 * owner's id is never part of it.
 */
export function exportStream(
  db: D1Database,
  owner: string,
  origin: string,
  now = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { createdAt: number; id: string } | null = null;
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const head = { format: "parla-export", version: EXPORT_FORMAT_VERSION, exportedAt: now.toISOString() };
      controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"items":[`));
    },
    async pull(controller) {
      if (done) return;
      const rows = await exportPage(db, owner, after);
      if (rows.length) {
        const revisions = await revisionsOf(
          db,
          rows.map((row) => row.id),
        );
        const languages = await pageLanguagesOf(
          db,
          rows.map((row) => row.id),
          origin,
        );
        const text = rows
          .map((row) =>
            JSON.stringify(toExportedItem(row, revisions.get(row.id) ?? [], languages.get(row.id) ?? [], origin)),
          )
          .join(",\n");
        controller.enqueue(encoder.encode(`${first ? "\n" : ",\n"}${text}`));
        first = false;
        const last = rows[rows.length - 1] as ExportRow;
        after = { createdAt: last.created_at, id: last.id };
      }
      if (rows.length < EXPORT_PAGE_SIZE) {
        done = true;
        controller.enqueue(encoder.encode("\n]}\n"));
        controller.close();
      }
    },
  });
}

/**
 * Deletes every item the owner had when asked, with its revisions, share and page, one page of
 * items per D1 batch (one transaction each), and drops each removed page from the edge cache.
 * Items made after the request began are left alone, so the loop always ends. Returns how many
 * items were deleted.
 */
export async function deleteAllItems(db: D1Database, owner: string, startedAt = Date.now()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { results } = await db
      .prepare("SELECT id FROM items WHERE owner = ?1 AND created_at <= ?2 LIMIT ?3")
      .bind(owner, startedAt, EXPORT_PAGE_SIZE)
      .all<{ id: string }>();
    if (!results.length) return deleted;
    const ids = JSON.stringify(results.map((row) => row.id));
    // Every statement re-checks the owner; the page's slugs come from the DELETE itself, so a page
    // published between the SELECT and the batch still leaves the cache.
    const owned = "SELECT id FROM items WHERE owner = ?1 AND id IN (SELECT value FROM json_each(?2))";
    const [, , pages, , , items] = await db.batch<{ slug?: string; id?: string }>([
      db.prepare(`DELETE FROM revisions WHERE item_id IN (${owned})`).bind(owner, ids),
      db.prepare(`DELETE FROM shares WHERE item_id IN (${owned})`).bind(owner, ids),
      db.prepare(`DELETE FROM publications WHERE item_id IN (${owned}) RETURNING slug`).bind(owner, ids),
      // A deleted page's former addresses are free again (docs/api.md, "Old addresses").
      db.prepare(`DELETE FROM page_slugs WHERE item_id IN (${owned})`).bind(owner, ids),
      // And its other languages (migrations/0014).
      db.prepare(`DELETE FROM page_variants WHERE item_id IN (${owned})`).bind(owner, ids),
      db
        .prepare("DELETE FROM items WHERE owner = ?1 AND id IN (SELECT value FROM json_each(?2)) RETURNING id")
        .bind(owner, ids),
    ]);
    const removed = items?.results.length ?? 0;
    deleted += removed;
    const slugs = (pages?.results ?? []).flatMap((row) => (row.slug ? [row.slug] : []));
    // The pages must disappear at once, cache included.
    await Promise.all(slugs.map((slug) => dropCachedPublication(slug)));
    // Someone else deleted this page meanwhile; whatever is left is another request's to finish.
    if (!removed) return deleted;
  }
}
