import type { ItemDetail, ItemSummary } from "../../shared/items";
import { pagePath } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { effectiveStatus, type ItemRow, listRevisions, type RevisionRow } from "./store";

type SummaryRow = ItemRow & {
  revision_count: number;
  latest_status: RevisionRow["status"] | null;
  latest_updated_at: number | null;
  share_slug: string | null;
  publication_slug: string | null;
};

const SUMMARY_SELECT = `
  SELECT i.*, s.slug AS share_slug, p.slug AS publication_slug,
    (SELECT COUNT(*) FROM revisions r WHERE r.item_id = i.id) AS revision_count,
    (SELECT r.status FROM revisions r WHERE r.item_id = i.id ORDER BY r.number DESC LIMIT 1) AS latest_status,
    (SELECT r.updated_at FROM revisions r WHERE r.item_id = i.id ORDER BY r.number DESC LIMIT 1) AS latest_updated_at
  FROM items i
  LEFT JOIN shares s ON s.item_id = i.id
  LEFT JOIN publications p ON p.item_id = i.id`;

function toSummary(row: SummaryRow, origin: string): ItemSummary {
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
    share: row.share_slug ? { slug: row.share_slug, url: origin + pagePath("share", { slug: row.share_slug }) } : null,
    publication: row.publication_slug
      ? { slug: row.publication_slug, url: origin + pagePath("published", { slug: row.publication_slug }) }
      : null,
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

/** One page of a visitor's history, newest first, optionally filtered by a title search. */
export async function listItems(
  db: D1Database,
  owner: string,
  options: { limit: number; cursor?: { updatedAt: number; id: string }; q?: string; origin: string },
): Promise<{ items: ItemSummary[]; nextCursor?: string }> {
  const conditions = ["i.owner = ?1"];
  const bindings: unknown[] = [owner];
  if (options.cursor) {
    bindings.push(options.cursor.updatedAt, options.cursor.id);
    conditions.push("(i.updated_at < ?2 OR (i.updated_at = ?2 AND i.id < ?3))");
  }
  if (options.q) {
    bindings.push(`%${options.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(`i.title LIKE ?${bindings.length} ESCAPE '\\'`);
  }
  bindings.push(options.limit + 1);
  const { results } = await db
    .prepare(
      `${SUMMARY_SELECT} WHERE ${conditions.join(" AND ")} ORDER BY i.updated_at DESC, i.id DESC LIMIT ?${bindings.length}`,
    )
    .bind(...bindings)
    .all<SummaryRow>();
  const page = results.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toSummary(row, options.origin)),
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
  const revisions = await listRevisions(db, id);
  return {
    ...toSummary(row, origin),
    inputs: JSON.parse(row.inputs) as Record<string, string>,
    revisions: revisions.map((revision) => ({
      number: revision.number,
      instruction: revision.instruction,
      locale: revision.locale,
      content: revision.content,
      status: effectiveStatus(revision),
      provider: revision.provider,
      createdAt: new Date(revision.created_at).toISOString(),
    })),
  };
}
