import type { Passage, Refinement } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { pageUrl } from "../../shared/publishing";
import { pageRefOf, shareRefOf } from "./queries";
import { effectiveStatus, type ItemRow, passageOf, type RevisionRow, refinementOf } from "./store";
import { visitorStore } from "./visitor-store";

/**
 * "Your data" (docs/api.md, "History"): everything a visitor owns as one JSON download, walked a
 * page of items at a time from their object (docs/data.md, "A visitor's object"), so a long history
 * never has to fit in memory at once. Deleting all of it is worker/items/visitor-store.ts.
 */

/**
 * Items per page of the export (and per batch of delete-all and of the move from D1): a page of
 * 200 items with three 3 KB versions each is about 2 MB of rows, one RPC from the object.
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

const iso = (time: number) => new Date(time).toISOString();

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

/** The other languages of the pages of a page of items (migrations/0014), by item. */
async function pageLanguagesByItem(db: D1Database, ids: string[], origin: string) {
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

/**
 * The owner's export from their Visitor object (docs/data.md, "A visitor's object"), as
 * exportStream gives it from D1: the same file, a page of items per pull. Each page comes from
 * the object (items, versions, links) and D1 (the pages' other languages). The first page is read
 * before the stream is returned, so an object or D1 that is away fails the request (503) rather
 * than cutting a download short.
 */
export async function visitorExportStream(
  env: Env,
  owner: string,
  origin: string,
  now = new Date(),
): Promise<ReadableStream<Uint8Array>> {
  const store = visitorStore(env, owner);
  const encoder = new TextEncoder();
  const readPage = async (after: { createdAt: number; id: string } | null) => {
    const page = await store.exportPage(after, origin);
    const languages = page.items.some((item) => item.publication)
      ? await pageLanguagesByItem(
          env.DB,
          page.items.filter((item) => item.publication).map((item) => item.id),
          origin,
        )
      : new Map<string, ExportedPageLanguage[]>();
    const items = page.items.map((item) =>
      item.publication
        ? { ...item, publication: { ...item.publication, languages: languages.get(item.id) ?? [] } }
        : item,
    );
    return { items, next: page.next };
  };
  let page: Awaited<ReturnType<typeof readPage>> | null = await readPage(null);
  let first = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const head = { format: "parla-export", version: EXPORT_FORMAT_VERSION, exportedAt: now.toISOString() };
      controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"items":[`));
    },
    async pull(controller) {
      if (!page) return;
      const { items, next } = page;
      if (items.length) {
        controller.enqueue(
          encoder.encode(`${first ? "\n" : ",\n"}${items.map((item) => JSON.stringify(item)).join(",\n")}`),
        );
        first = false;
      }
      page = next ? await readPage(next) : null;
      if (!page) {
        controller.enqueue(encoder.encode("\n]}\n"));
        controller.close();
      }
    },
  });
}
