import type { ItemDetail, ItemPage, ItemSummary } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { plainText } from "../../shared/markdown";
import { pageUrl, shareUrl } from "../../shared/publishing";
import { isToken } from "../../shared/slugs";
import { effectiveStatus, type ItemRow, listRevisions, passageOf, type RevisionRow, refinementOf } from "./store";

/** A history row: the item, its link and page columns and what its versions say. */
export type SummaryRow = Omit<ItemRow, "owner"> & {
  revision_count: number;
  latest_status: RevisionRow["status"] | null;
  latest_updated_at: number | null;
  share_slug: string | null;
  share_show_brief: number | null;
  share_locale: Locale | null;
  /** The version the link shows (null only for a link made before links were pinned, with no text). */
  share_revision: number | null;
  publication_slug: string | null;
  publication_revision: number | null;
  publication_locale: Locale | null;
  publication_title: string | null;
  publication_description: string | null;
  publication_show_card: number | null;
  /** The newest version with text that has ended: what a link or page could be moved to. */
  latest_revision: number | null;
  /** The searched text, only when searching (the excerpt is cut from it). */
  search_content?: string;
};

/**
 * The columns of a history row that come from the item's versions (`revisions r`), given the
 * column holding the version its share link shows (NULL for an old unpinned link or no link).
 * The same in D1 and in a visitor's object (worker/visitor/queries.ts), whose links live elsewhere.
 */
export function revisionColumns(shareRevision: string): string {
  return `(SELECT r.locale FROM revisions r WHERE r.item_id = i.id AND r.content != ''
      AND (${shareRevision} IS NULL OR r.number = ${shareRevision}) ORDER BY r.number DESC LIMIT 1) AS share_locale,
    COALESCE(${shareRevision}, (SELECT MAX(r.number) FROM revisions r WHERE r.item_id = i.id AND r.content != '')) AS share_revision,
    (SELECT MAX(r.number) FROM revisions r WHERE r.item_id = i.id AND r.content != '' AND r.status != 'streaming')
      AS latest_revision,
    (SELECT COUNT(*) FROM revisions r WHERE r.item_id = i.id) AS revision_count,
    (SELECT r.status FROM revisions r WHERE r.item_id = i.id ORDER BY r.number DESC LIMIT 1) AS latest_status,
    (SELECT r.updated_at FROM revisions r WHERE r.item_id = i.id ORDER BY r.number DESC LIMIT 1) AS latest_updated_at`;
}

const SUMMARY_SELECT = `
  SELECT i.*, s.slug AS share_slug, s.show_brief AS share_show_brief,
    ${revisionColumns("s.revision")},
    p.slug AS publication_slug, p.revision AS publication_revision, p.locale AS publication_locale, p.title AS publication_title,
    p.description AS publication_description, p.show_card AS publication_show_card
  FROM items i
  LEFT JOIN shares s ON s.item_id = i.id
  LEFT JOIN publications p ON p.item_id = i.id`;

export function toSummary(row: SummaryRow, origin: string): ItemSummary {
  return {
    id: row.id,
    template: row.template,
    locale: row.locale,
    title: row.title,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    status: row.latest_status
      ? effectiveStatus({ status: row.latest_status, updated_at: row.latest_updated_at ?? row.updated_at })
      : "failed",
    revisionCount: row.revision_count,
    latestRevision: row.latest_revision,
    // Links carry the language of what they show (docs/api.md, "Sharing and publishing").
    share: shareRefOf(row, origin),
    publication: pageRefOf(row, origin),
  };
}

/** The columns an item's share link is read from (the history, the export). */
type ShareColumns = Pick<SummaryRow, "locale" | "share_slug" | "share_show_brief" | "share_locale" | "share_revision">;
/** The columns an item's published page is read from (the history, the export). */
type PageColumns = Pick<
  SummaryRow,
  | "locale"
  | "publication_slug"
  | "publication_locale"
  | "publication_title"
  | "publication_description"
  | "publication_show_card"
  | "publication_revision"
>;

/** An item's share link as the history gives it out, or null; in the language of what it shows. */
export function shareRefOf(row: ShareColumns, origin: string): ItemSummary["share"] {
  if (!row.share_slug) return null;
  return {
    slug: row.share_slug,
    url: shareUrl(origin, row.share_locale ?? row.locale, row.share_slug),
    showBrief: row.share_show_brief !== 0,
    revision: row.share_revision,
  };
}

/** An item's published page as the history gives it out, or null. */
export function pageRefOf(row: PageColumns, origin: string): ItemSummary["publication"] {
  if (!row.publication_slug) return null;
  return {
    slug: row.publication_slug,
    url: pageUrl(origin, row.publication_locale ?? row.locale, row.publication_slug),
    title: row.publication_title ?? "",
    description: row.publication_description ?? "",
    showCard: row.publication_show_card !== 0,
    revision: row.publication_revision ?? 0,
  };
}

/** Cursors are opaque to clients: the (updated_at, id) of the last item of a page. */
export function encodeCursor(row: { updated_at: number; id: string }): string {
  return btoa(`${row.updated_at}:${row.id}`).replace(/=+$/, "");
}

export function decodeCursor(cursor: string): { updatedAt: number; id: string } | null {
  try {
    const [time, id] = atob(cursor).split(":");
    const updatedAt = Number(time);
    return Number.isSafeInteger(updatedAt) && id && isToken(id) ? { updatedAt, id } : null;
  } catch {
    return null;
  }
}

/**
 * The full-text conditions of a history search (migrations/0003_item_search.sql): every term of
 * three or more characters must appear as a phrase in the title or the newest text (FTS5 trigram
 * MATCH, quotes doubled so the query language never applies); shorter terms use LIKE on the same
 * row, whose pattern stays far below D1's 50-byte LIKE limit. Terms are ANDed.
 */
export function searchConditions(q: string, firstParameter: number): { sql: string[]; bindings: string[] } {
  const terms = q.split(/\s+/).filter(Boolean).slice(0, 16);
  const long = terms.filter((term) => [...term].length >= 3);
  const short = terms.filter((term) => [...term].length < 3);
  const sql: string[] = [];
  const bindings: string[] = [];
  if (long.length) {
    bindings.push(long.map((term) => `"${term.replaceAll('"', '""')}"`).join(" "));
    sql.push(`fts.item_search MATCH ?${firstParameter + bindings.length - 1}`);
  }
  for (const term of short) {
    bindings.push(`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const at = firstParameter + bindings.length - 1;
    sql.push(`(fts.title LIKE ?${at} ESCAPE '\\' OR fts.content LIKE ?${at} ESCAPE '\\')`);
  }
  return { sql, bindings };
}

/**
 * Where a search matched in the text: about `length` characters around the first term found
 * (case-insensitive), cut at spaces where the script has them, with ellipses where cut. Plain
 * text; the client marks the terms (docs/api.md, "History").
 */
export function searchExcerpt(content: string, q: string, length = 160): string | undefined {
  const text = plainText(content.replace(/^\s*(?:#{1,6}|[-*+]|\d+\.|>)\s+/gm, ""))
    .replace(/\s+/g, " ")
    .trim();
  const lower = text.toLocaleLowerCase();
  const terms = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const at = terms
    .map((term) => lower.indexOf(term))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  const chars = [...text];
  // Code point offsets, so a cut never splits a surrogate pair.
  const cpAt = [...text.slice(0, at)].length;
  let start = Math.max(0, cpAt - Math.floor(length / 3));
  let end = Math.min(chars.length, start + length);
  start = Math.max(0, end - length);
  const startSpace = chars.slice(start, cpAt).indexOf(" ");
  if (start > 0 && startSpace >= 0 && startSpace < 24) start += startSpace + 1;
  const endSpace = chars.slice(cpAt, end).lastIndexOf(" ");
  if (end < chars.length && endSpace > length / 2) end = cpAt + endSpace;
  return `${start > 0 ? "…" : ""}${chars.slice(start, end).join("").trim()}${end < chars.length ? "…" : ""}`;
}

/** What a history page asks for (GET /api/items; docs/api.md, "History"). */
export type ListOptions = {
  limit: number;
  cursor?: { updatedAt: number; id: string };
  q?: string;
  shared?: boolean;
  /** The origin of share and page URLs: the public origin (`publicOrigin`, worker/config.ts). */
  origin: string;
};

/**
 * The SQL of one history page over `select` (rows of `items i`, with `item_search fts` joinable on
 * the item's row id), within `scope` (conditions numbered from ?1), where `shared` is the condition
 * "has a share link or a page". The same query in D1 and in a visitor's object.
 */
export function historyQuery(
  select: string,
  scope: { conditions: string[]; bindings: unknown[] },
  shared: string,
  options: ListOptions,
): { sql: string; bindings: unknown[] } {
  const conditions = [...scope.conditions];
  const bindings = [...scope.bindings];
  if (options.cursor) {
    bindings.push(options.cursor.updatedAt, options.cursor.id);
    const [time, id] = [bindings.length - 1, bindings.length];
    conditions.push(`(i.updated_at < ?${time} OR (i.updated_at = ?${time} AND i.id < ?${id}))`);
  }
  let from = select;
  if (options.shared) conditions.push(shared);
  if (options.q) {
    const search = searchConditions(options.q, bindings.length + 1);
    bindings.push(...search.bindings);
    conditions.push(...search.sql);
    from = from.replace("SELECT i.*,", "SELECT i.*, fts.content AS search_content,");
    from += "\n  JOIN item_search fts ON fts.rowid = i.rowid";
  }
  bindings.push(options.limit + 1);
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  return { sql: `${from} ${where} ORDER BY i.updated_at DESC, i.id DESC LIMIT ?${bindings.length}`, bindings };
}

/**
 * One page of a visitor's history, newest first, optionally filtered by a search of title and
 * text (with an excerpt of where the text matched) and to items with a share link or a page.
 */
export async function listItems(db: D1Database, owner: string, options: ListOptions): Promise<ItemPage> {
  const query = historyQuery(
    SUMMARY_SELECT,
    { conditions: ["i.owner = ?1"], bindings: [owner] },
    "(s.slug IS NOT NULL OR p.slug IS NOT NULL)",
    options,
  );
  const { results } = await db
    .prepare(query.sql)
    .bind(...query.bindings)
    .all<SummaryRow>();
  return toPage(results, options);
}

/** A page of history rows as the API gives it: `limit` rows were asked, one more fetched. */
export function toPage(results: SummaryRow[], options: { limit: number; q?: string; origin: string }): ItemPage {
  const page = results.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const summary = toSummary(row, options.origin);
      const excerpt = options.q && row.search_content ? searchExcerpt(row.search_content, options.q) : undefined;
      return excerpt ? { ...summary, excerpt } : summary;
    }),
    ...(results.length > options.limit && last ? { nextCursor: encodeCursor(last) } : {}),
  };
}

export async function getItemDetail(
  db: D1Database,
  owner: string,
  id: string,
  origin: string,
): Promise<ItemDetail | null> {
  const row = await db
    .prepare(`${SUMMARY_SELECT} WHERE i.id = ?1 AND i.owner = ?2`)
    .bind(id, owner)
    .first<SummaryRow>();
  if (!row) return null;
  return toDetail(row, await listRevisions(db, id), origin);
}

/** An item's detail: its history row, its brief and every version, oldest first. */
export function toDetail(row: SummaryRow, revisions: RevisionRow[], origin: string): ItemDetail {
  return {
    ...toSummary(row, origin),
    inputs: JSON.parse(row.inputs) as Record<string, string>,
    revisions: revisions.map((revision) => ({
      number: revision.number,
      instruction: revision.instruction,
      refinement: refinementOf(revision),
      passage: passageOf(revision),
      locale: revision.locale,
      content: revision.content,
      status: effectiveStatus(revision),
      provider: revision.provider,
      restoredFrom: revision.restored_from,
      edited: revision.edited === 1,
      briefChanged: revision.inputs !== null,
      createdAt: new Date(revision.created_at).toISOString(),
    })),
  };
}

/**
 * The answer of `GET /api/items/{id}` and of the loaders' `items.get` (shared/load-context.ts):
 * the owner's item, or null for an id that is not a token or an item the owner does not have.
 */
export async function ownedItemDetail(
  db: D1Database,
  owner: string,
  id: string,
  origin: string,
): Promise<ItemDetail | null> {
  return isToken(id) ? getItemDetail(db, owner, id, origin) : null;
}
