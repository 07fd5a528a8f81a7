import type { Passage, Refinement } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { pageUrl } from "../../shared/publishing";
import { pageRefOf, shareRefOf } from "./queries";
import { effectiveStatus, type ItemRow, passageOf, type RevisionRow, refinementOf } from "./store";

/**
 * "Your data" (docs/api.md, "History"): everything a visitor owns as one JSON download, walked a
 * page of items at a time, so a long history never has to fit in memory at once. Deleting all of
 * it is worker/items/delete-all.ts.
 */

/**
 * Items read per D1 query of the export. An export makes one query per page plus at most one that
 * finds nothing, ceil((m + 1) / 200), after the route's one check that D1 answers: 127 queries for
 * 25,000 items, far inside the 1,000 a Workers Paid invocation may make (the free plan's 50 cover
 * 9,799). A page of 200 items with three 3 KB versions each is about 2 MB of rows.
 */
export const EXPORT_PAGE_SIZE = 200;

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

export type ExportedPageLanguage = {
  locale: Locale;
  url: string;
  revision: number;
  title: string;
  description: string;
};

/** An item as the export reads it, with its link and page columns (no owner: the file never has it). */
export type ExportRow = Omit<ItemRow, "owner"> & {
  share_slug: string | null;
  share_revision: number | null;
  share_show_brief: number | null;
  share_created_at: number | null;
  publication_slug: string | null;
  publication_revision: number | null;
  publication_locale: Locale | null;
  publication_title: string | null;
  publication_description: string | null;
  publication_show_card: number | null;
  publication_published_at: number | null;
  publication_updated_at: number | null;
  /** The page's other languages as a JSON array of [locale, revision, title, description], or null. */
  publication_languages: string | null;
};

/** A page's row: an item's columns with one of its revisions (r_*), or none (an item without versions). */
type ExportPageRow = ExportRow & {
  r_number: number | null;
  r_instruction: string | null;
  r_refinement: string | null;
  r_passage: string | null;
  r_locale: Locale;
  r_content: string;
  r_status: RevisionStatus;
  r_provider: string;
  r_created_at: number;
  r_updated_at: number;
  r_restored_from: number | null;
  r_edited: number;
  r_inputs: string | null;
};

const iso = (time: number) => new Date(time).toISOString();

/** Before every real (created_at, id): the first page's cursor. */
const START = { createdAt: Number.MIN_SAFE_INTEGER, id: "" };

/**
 * One page of the owner's items, oldest first, after the cursor (the last item of the previous
 * page), each joined with its share, its page (and that page's other languages) and all its
 * revisions, one row per revision: a single query per page.
 *
 * The page is a range of items_owner_created (migrations/0016): the row-value comparison seeks to
 * the cursor, so a page costs the same at the end of a long history as at its start. (The history's
 * index is by updated_at, so paging on created_at without this one re-read and re-sorted every item
 * left at each page: O(m²).) Shares, pages and revisions are read by their item_id keys; the only
 * sort is of this page's rows. Creation times never change, so an item edited while the export runs
 * is neither skipped nor written twice.
 */
export const EXPORT_PAGE_SQL = `WITH page AS (
    SELECT id, template, locale, title, inputs, created_at, updated_at FROM items
    WHERE owner = ?1 AND (created_at, id) > (?2, ?3)
    ORDER BY created_at, id LIMIT ?4)
  SELECT page.*,
    s.slug AS share_slug, s.revision AS share_revision, s.show_brief AS share_show_brief,
    s.created_at AS share_created_at,
    p.slug AS publication_slug, p.revision AS publication_revision, p.locale AS publication_locale,
    p.title AS publication_title, p.description AS publication_description, p.show_card AS publication_show_card,
    p.published_at AS publication_published_at, p.updated_at AS publication_updated_at,
    CASE WHEN p.slug IS NOT NULL THEN (SELECT json_group_array(json_array(v.locale, v.revision, v.title, v.description))
      FROM page_variants v WHERE v.item_id = page.id) END AS publication_languages,
    r.number AS r_number, r.instruction AS r_instruction, r.refinement AS r_refinement, r.passage AS r_passage,
    r.locale AS r_locale, r.content AS r_content, r.status AS r_status, r.provider AS r_provider,
    r.created_at AS r_created_at, r.updated_at AS r_updated_at, r.restored_from AS r_restored_from,
    r.edited AS r_edited, r.inputs AS r_inputs
  FROM page
  LEFT JOIN shares s ON s.item_id = page.id
  LEFT JOIN publications p ON p.item_id = page.id
  LEFT JOIN revisions r ON r.item_id = page.id
  ORDER BY page.created_at, page.id, r.number`;

type ExportPageItem = { row: ExportRow; revisions: RevisionRow[] };

/** Reads one page and groups its rows by item, in order. */
async function exportPage(
  db: D1Database,
  owner: string,
  after: { createdAt: number; id: string },
): Promise<ExportPageItem[]> {
  const { results } = await db
    .prepare(EXPORT_PAGE_SQL)
    .bind(owner, after.createdAt, after.id, EXPORT_PAGE_SIZE)
    .all<ExportPageRow>();
  const items: ExportPageItem[] = [];
  for (const row of results) {
    let item = items[items.length - 1];
    if (item?.row.id !== row.id) {
      item = { row, revisions: [] };
      items.push(item);
    }
    if (row.r_number === null) continue;
    item.revisions.push({
      item_id: row.id,
      number: row.r_number,
      instruction: row.r_instruction,
      refinement: row.r_refinement,
      passage: row.r_passage,
      locale: row.r_locale,
      content: row.r_content,
      status: row.r_status,
      provider: row.r_provider,
      created_at: row.r_created_at,
      updated_at: row.r_updated_at,
      restored_from: row.r_restored_from,
      edited: row.r_edited,
      inputs: row.r_inputs,
    });
  }
  return items;
}

/**
 * The language a share link's address is in: that of the version it shows, or of the newest
 * version with text when it follows the newest (as the history's query reads it), else the item's.
 * Taken from the revisions the page already read, so no item costs a query of its own.
 */
function shareLocaleOf(row: ExportRow, revisions: RevisionRow[]): Locale | null {
  for (let index = revisions.length - 1; index >= 0; index--) {
    const revision = revisions[index] as RevisionRow;
    if (revision.content !== "" && (row.share_revision === null || revision.number === row.share_revision)) {
      return revision.locale;
    }
  }
  return null;
}

/** The page's other languages, from the JSON array the page query made (ordered by locale, as before). */
function pageLanguagesOf(row: ExportRow, origin: string): ExportedPageLanguage[] {
  if (!row.publication_slug || !row.publication_languages) return [];
  const slug = row.publication_slug;
  const list = JSON.parse(row.publication_languages) as Array<[Locale, number, string, string]>;
  return list
    .map(([locale, revision, title, description]) => ({
      locale,
      url: pageUrl(origin, locale, slug),
      revision,
      title,
      description,
    }))
    .sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0));
}

function parseInputs(inputs: string): Record<string, string> {
  try {
    return JSON.parse(inputs) as Record<string, string>;
  } catch {
    return {};
  }
}

export function toExportedItem(
  row: ExportRow,
  revisions: RevisionRow[],
  languages: ExportedPageLanguage[],
  origin: string,
): ExportedItem {
  // The same addresses the history gives out: in the language of what they show.
  const shareRef = shareRefOf({ ...row, share_locale: shareLocaleOf(row, revisions) }, origin);
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
 * Each pull reads one page of items with their revisions in one query (EXPORT_PAGE_SQL), so memory
 * holds one page at most and the queries are bounded (EXPORT_PAGE_SIZE). The
 * owner's id is never part of it.
 */
export function exportStream(
  db: D1Database,
  owner: string,
  origin: string,
  now = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = START;
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const head = { format: "parla-export", version: EXPORT_FORMAT_VERSION, exportedAt: now.toISOString() };
      controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"items":[`));
    },
    async pull(controller) {
      if (done) return;
      const items = await exportPage(db, owner, after);
      if (items.length) {
        const text = items
          .map(({ row, revisions }) =>
            JSON.stringify(toExportedItem(row, revisions, pageLanguagesOf(row, origin), origin)),
          )
          .join(",\n");
        controller.enqueue(encoder.encode(`${first ? "\n" : ",\n"}${text}`));
        first = false;
        const last = (items[items.length - 1] as ExportPageItem).row;
        after = { createdAt: last.created_at, id: last.id };
      }
      if (items.length < EXPORT_PAGE_SIZE) {
        done = true;
        controller.enqueue(encoder.encode("\n]}\n"));
        controller.close();
      }
    },
  });
}
