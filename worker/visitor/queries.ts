import type { ItemDetail, ItemPage } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { EXPORT_PAGE_SIZE, type ExportedItem, type ExportRow, toExportedItem } from "../items/export";
import { historyQuery, type ListOptions, revisionColumns, type SummaryRow, toDetail, toPage } from "../items/queries";
import type { RevisionRow } from "../items/store";
import { listRevisions, type Storage } from "./store";

/**
 * The reads and bulk work of a visitor's object: the history page and search, an item's detail,
 * the export page by page and delete-all in bounded batches. Rows are shaped as D1's
 * (worker/items/queries.ts, worker/items/export.ts) and turned into the API's types by the same
 * functions, with the share and page columns read from the object's `links`.
 */

/** The history row of worker/items/queries.ts, with its link columns from `links l`. */
const SUMMARY_SELECT = `
  SELECT i.*, l.share_slug, l.share_show_brief,
    ${revisionColumns("l.share_revision")},
    l.publication_slug, l.publication_revision, l.publication_locale, l.publication_title,
    l.publication_description, l.publication_show_card
  FROM items i
  LEFT JOIN links l ON l.item_id = i.id`;

/** One page of the visitor's history, newest first, optionally searched and limited to shared items. */
export function listItems(sql: SqlStorage, options: ListOptions): ItemPage {
  const query = historyQuery(
    SUMMARY_SELECT,
    { conditions: [], bindings: [] },
    "(l.share_slug IS NOT NULL OR l.publication_slug IS NOT NULL)",
    options,
  );
  return toPage(sql.exec<SummaryRow>(query.sql, ...query.bindings).toArray(), options);
}

/** An item with every version, as GET /api/items/{id} gives it, or null. */
export function itemDetail(sql: SqlStorage, itemId: string, origin: string): ItemDetail | null {
  const row = sql.exec<SummaryRow>(`${SUMMARY_SELECT} WHERE i.id = ?1`, itemId).toArray()[0];
  return row ? toDetail(row, listRevisions(sql, itemId), origin) : null;
}

/** The owner's copy of an item's share link and published page (the public rows are D1's). */
export type ItemLinks = {
  share: { slug: string; revision: number | null; showBrief: boolean; createdAt: number } | null;
  publication: {
    slug: string;
    revision: number;
    locale: Locale;
    title: string;
    description: string;
    showCard: boolean;
    publishedAt: number;
    updatedAt: number;
  } | null;
};

/**
 * Writes an item's row of `links`: replacing the one there is, or keeping it (a move of the same
 * draft twice, worker/visitor/move.ts).
 */
export function writeLinks(sql: SqlStorage, itemId: string, links: ItemLinks, existing: "replace" | "keep"): void {
  const { share, publication } = links;
  sql.exec(
    `INSERT OR ${existing === "replace" ? "REPLACE" : "IGNORE"} INTO links (item_id, share_slug, share_revision,
       share_show_brief, share_created_at, publication_slug, publication_revision, publication_locale,
       publication_title, publication_description, publication_show_card, publication_published_at,
       publication_updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    itemId,
    share?.slug ?? null,
    share?.revision ?? null,
    share ? Number(share.showBrief) : null,
    share?.createdAt ?? null,
    publication?.slug ?? null,
    publication?.revision ?? null,
    publication?.locale ?? null,
    publication?.title ?? null,
    publication?.description ?? null,
    publication ? Number(publication.showCard) : null,
    publication?.publishedAt ?? null,
    publication?.updatedAt ?? null,
  );
}

/**
 * Records what D1 now holds for an item's link and page, after D1 wrote it. False when the item
 * is gone (and then nothing is recorded: the caller undoes its D1 rows).
 */
export function setLinks(storage: Storage, itemId: string, links: ItemLinks): boolean {
  const { share, publication } = links;
  return storage.transactionSync(() => {
    if (!sqlHas(storage.sql, itemId)) return false;
    if (!share && !publication) {
      storage.sql.exec("DELETE FROM links WHERE item_id = ?", itemId);
      return true;
    }
    writeLinks(storage.sql, itemId, links, "replace");
    return true;
  });
}

const sqlHas = (sql: SqlStorage, itemId: string) =>
  sql.exec("SELECT 1 FROM items WHERE id = ?", itemId).toArray().length > 0;

/** The slugs in D1 that belonged to deleted items: their public rows and cached pages go too. */
export type RemovedLinks = { itemId: string; shareSlug: string | null; publicationSlug: string | null };

/**
 * Deletes an item with its versions, links and search row. Returns the links it had (for the
 * caller to delete D1's rows and drop the cached page), or null when there was no such item.
 */
export function deleteItem(storage: Storage, itemId: string): RemovedLinks | null {
  return storage.transactionSync(() => {
    const removed = removedLinks(storage.sql, [itemId]);
    const deleted = storage.sql.exec("DELETE FROM items WHERE id = ? RETURNING id", itemId).toArray().length;
    return deleted ? (removed[0] ?? { itemId, shareSlug: null, publicationSlug: null }) : null;
  });
}

function removedLinks(sql: SqlStorage, ids: string[]): RemovedLinks[] {
  return sql
    .exec<RemovedLinks>(
      `SELECT item_id AS itemId, share_slug AS shareSlug, publication_slug AS publicationSlug FROM links
       WHERE item_id IN (SELECT value FROM json_each(?))`,
      JSON.stringify(ids),
    )
    .toArray();
}

/** One batch of delete-all: the ids deleted (for D1's page statistics), the links they had. */
export type DeletedBatch = { deleted: number; ids: string[]; links: RemovedLinks[]; done: boolean };

/**
 * One batch of "delete everything": up to `limit` of the items made at or before `startedAt`
 * (the request's start, so the loop ends even while new items are made), with their versions,
 * links and search rows, in one transaction. The caller calls again until `done`; each call holds
 * the object only for its own batch, so the visitor's other requests run in between.
 */
export function deleteAllBatch(storage: Storage, startedAt: number, limit = EXPORT_PAGE_SIZE): DeletedBatch {
  return storage.transactionSync(() => {
    const ids = storage.sql
      .exec<{ id: string }>(
        "SELECT id FROM items WHERE created_at <= ? ORDER BY created_at, id LIMIT ?",
        startedAt,
        limit,
      )
      .toArray()
      .map((row) => row.id);
    const links = removedLinks(storage.sql, ids).filter((link) => link.shareSlug || link.publicationSlug);
    // Versions and links go by ON DELETE CASCADE, search rows by item_search_item_deleted.
    storage.sql.exec("DELETE FROM items WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids));
    return { deleted: ids.length, ids, links, done: ids.length < limit };
  });
}

/** Where an export page starts: after the last item of the page before (creation times never change). */
export type ExportCursor = { createdAt: number; id: string };

/**
 * One page of the export, oldest first, on the (created_at, id) index: each page is a range read,
 * so a whole export is O(m). Pages' other languages are D1's (page_variants): each item's
 * `publication.languages` is empty here, for the caller to fill from D1.
 */
export function exportPage(
  sql: SqlStorage,
  after: ExportCursor | null,
  origin: string,
  limit = EXPORT_PAGE_SIZE,
): { items: ExportedItem[]; next: ExportCursor | null } {
  const rows = sql
    .exec<ExportRow>(
      `SELECT i.*, l.share_slug, l.share_revision, l.share_show_brief, l.share_created_at,
         (SELECT r.locale FROM revisions r WHERE r.item_id = i.id AND r.content != ''
           AND (l.share_revision IS NULL OR r.number = l.share_revision) ORDER BY r.number DESC LIMIT 1) AS share_locale,
         l.publication_slug, l.publication_revision, l.publication_locale, l.publication_title,
         l.publication_description, l.publication_show_card, l.publication_published_at, l.publication_updated_at
       FROM items i LEFT JOIN links l ON l.item_id = i.id
       WHERE (?1 IS NULL OR i.created_at > ?1 OR (i.created_at = ?1 AND i.id > ?2))
       ORDER BY i.created_at ASC, i.id ASC LIMIT ?3`,
      after?.createdAt ?? null,
      after?.id ?? "",
      limit,
    )
    .toArray();
  const revisions = new Map<string, RevisionRow[]>();
  for (const revision of sql.exec<RevisionRow>(
    "SELECT * FROM revisions WHERE item_id IN (SELECT value FROM json_each(?)) ORDER BY item_id, number",
    JSON.stringify(rows.map((row) => row.id)),
  )) {
    const list = revisions.get(revision.item_id) ?? [];
    list.push(revision);
    revisions.set(revision.item_id, list);
  }
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toExportedItem(row, revisions.get(row.id) ?? [], [], origin)),
    next: last && rows.length === limit ? { createdAt: last.created_at, id: last.id } : null,
  };
}
