import type { Locale } from "../../shared/locales";
import type { RevisionRow } from "../items/store";
import { type LinkRows, linksOfRow, visitorStore } from "../items/visitor-store";
import { type ItemLinks, writeLinks } from "./queries";
import type { VisitorItemRow } from "./store";

/**
 * Moving drafts out of D1 (docs/data.md, "Moving drafts out of D1"; docs/operations.md, "Moving
 * drafts into the visitors' objects"). Drafts written before the visitors' objects are rows of
 * D1's `items` and `revisions`, by `owner`; the API reads the objects only, so until they are moved
 * those drafts are not shown. `npm run move-drafts` (scripts/move-drafts.mjs) calls
 * `POST /_ops/move-drafts` until nothing is left; each call moves what fits in its time budget.
 *
 * One page of a visitor's oldest items at a time:
 * 1. read from D1: the items with every version and their share link and page (one query);
 * 2. written into the visitor's object in one transaction (`importItems`), keeping any row the
 *    object has already (a page moved before, by a run that stopped before step 3), then counted
 *    there: every item and version of the page must be in the object, or the visitor is left as
 *    it is and reported;
 * 3. deleted from D1 (one batch, one transaction), by owner, so a row hidden by a "delete
 *    everything" meanwhile is not the visitor's any more: such items are deleted from the object
 *    again, so nothing deleted comes back.
 *
 * Moved rows leave D1, so the next page is again the oldest left and a run that stops anywhere
 * resumes by being run again: the move is idempotent, and `left` counts what is still to move.
 * D1's share and page rows stay where they are (they are global, and carry `owner` since
 * migrations/0019); the object keeps its copy of them (`links`) as `setLinks` writes it. The
 * tables themselves are dropped by a later migration, once `left` is 0 everywhere.
 */

/** Items moved per page: a page of 200 items with three 3 KB versions is about 2 MB, one RPC. */
export const MOVE_PAGE_SIZE = 200;

/** How long one call moves before it answers with where to go on. */
export const MOVE_BUDGET_MS = 10_000;

/**
 * How many D1 queries and object calls one call makes at most: each counts as a subrequest, and a
 * Workers invocation may make 1,000 on the paid plan (the free plan's 50 need `calls` of 45).
 * A page costs three (read, write into the object, delete), the list of visitors one.
 */
export const MOVE_CALLS = 900;

/** What one call may still spend: time, and subrequests. */
type Budget = { deadline: number; calls: number };
const spent = (budget: Budget) => Date.now() >= budget.deadline || budget.calls < 3;

/** A draft as D1's old tables hold it, with what D1 holds of its link and page. */
export type LegacyItem = { item: VisitorItemRow; revisions: RevisionRow[]; links: ItemLinks };

type LegacyRow = VisitorItemRow &
  LinkRows & {
    r_number: number | null;
    r_instruction: string | null;
    r_refinement: string | null;
    r_passage: string | null;
    r_locale: Locale;
    r_content: string;
    r_status: RevisionRow["status"];
    r_provider: string;
    r_created_at: number;
    r_updated_at: number;
    r_restored_from: number | null;
    r_edited: number;
    r_inputs: string | null;
  };

/**
 * A page of the owner's oldest items, each joined with its share, its page and all its versions,
 * one row per version: one query, a range of `items_owner_created` (migrations/0016).
 */
const LEGACY_PAGE_SQL = `WITH page AS (
    SELECT id, template, locale, title, inputs, created_at, updated_at FROM items
    WHERE owner = ?1 ORDER BY created_at, id LIMIT ?2)
  SELECT page.*,
    s.slug AS share_slug, s.revision AS share_revision, s.show_brief AS share_show_brief,
    s.created_at AS share_created_at,
    p.slug AS publication_slug, p.revision AS publication_revision, p.locale AS publication_locale,
    p.title AS publication_title, p.description AS publication_description, p.show_card AS publication_show_card,
    p.published_at AS publication_published_at, p.updated_at AS publication_updated_at,
    r.number AS r_number, r.instruction AS r_instruction, r.refinement AS r_refinement, r.passage AS r_passage,
    r.locale AS r_locale, r.content AS r_content, r.status AS r_status, r.provider AS r_provider,
    r.created_at AS r_created_at, r.updated_at AS r_updated_at, r.restored_from AS r_restored_from,
    r.edited AS r_edited, r.inputs AS r_inputs
  FROM page
  LEFT JOIN shares s ON s.item_id = page.id
  LEFT JOIN publications p ON p.item_id = page.id
  LEFT JOIN revisions r ON r.item_id = page.id
  ORDER BY page.created_at, page.id, r.number`;

/** The owner's oldest `limit` items still in D1, grouped by item, oldest first. */
export async function readLegacyPage(db: D1Database, owner: string, limit = MOVE_PAGE_SIZE): Promise<LegacyItem[]> {
  const { results } = await db.prepare(LEGACY_PAGE_SQL).bind(owner, limit).all<LegacyRow>();
  const items: LegacyItem[] = [];
  for (const row of results) {
    let entry = items[items.length - 1];
    if (entry?.item.id !== row.id) {
      const { id, template, locale, title, inputs, created_at, updated_at } = row;
      entry = {
        item: { id, template, locale, title, inputs, created_at, updated_at },
        revisions: [],
        links: linksOfRow(row),
      };
      items.push(entry);
    }
    if (row.r_number === null) continue;
    entry.revisions.push({
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

/** What an object holds of a page it was given: every item and version must be there. */
export type ImportCount = { items: number; revisions: number };

/**
 * Inside the visitor's object: writes a page of moved drafts in one transaction, keeping rows it
 * has already (INSERT OR IGNORE: a page moved twice is written once), versions in order so the
 * search row ends with the newest text (worker/visitor/schema.ts). Returns how many of the page's
 * items and versions the object holds afterwards.
 */
export function importItems(storage: DurableObjectStorage, page: LegacyItem[]): ImportCount {
  const { sql } = storage;
  return storage.transactionSync(() => {
    for (const { item, revisions, links } of page) {
      sql.exec(
        `INSERT OR IGNORE INTO items (id, template, locale, title, inputs, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        item.id,
        item.template,
        item.locale,
        item.title,
        item.inputs,
        item.created_at,
        item.updated_at,
      );
      for (const revision of [...revisions].sort((a, b) => a.number - b.number)) {
        sql.exec(
          `INSERT OR IGNORE INTO revisions (item_id, number, instruction, refinement, passage, locale, content, status,
             provider, created_at, updated_at, restored_from, edited, inputs)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          item.id,
          revision.number,
          revision.instruction,
          revision.refinement,
          revision.passage ?? null,
          revision.locale,
          revision.content,
          revision.status,
          revision.provider,
          revision.created_at,
          revision.updated_at,
          revision.restored_from,
          revision.edited,
          revision.inputs,
        );
      }
      if (links.share || links.publication) writeLinks(sql, item.id, links, "keep");
    }
    const ids = JSON.stringify(page.map(({ item }) => item.id));
    return sql
      .exec<ImportCount>(
        `SELECT (SELECT COUNT(*) FROM items WHERE id IN (SELECT value FROM json_each(?1))) AS items,
           (SELECT COUNT(*) FROM revisions WHERE item_id IN (SELECT value FROM json_each(?1))) AS revisions`,
        ids,
      )
      .one();
  });
}

/** What a call moved, and where the next call goes on. */
export type MoveReport = {
  /** Visitors whose every draft is now in their object. */
  visitors: number;
  items: number;
  revisions: number;
  /** Items that carried a share link or page into the object's `links`. */
  links: number;
  /** Visitors left as they were because their object did not hold a page it was given. */
  failed: Array<{ visitor: string; expected: ImportCount; found: ImportCount }>;
  /** The visitor to go on after (exclusive), or null when every visitor up to the end was reached. */
  next: string | null;
  /**
   * When `next` is null (the end was reached): the items still in D1's old tables, tombstones of
   * "delete everything" aside, which is 0 when every visitor moved. Null on the calls before: the
   * count reads every item left, so it is taken once.
   */
  left: number | null;
};

/**
 * Moves one visitor's drafts, a page at a time, until none is left or the budget is spent. Returns
 * what moved and whether the visitor is done; a failed count stops the visitor with nothing of
 * that page deleted from D1.
 */
async function moveVisitor(
  env: Pick<Env, "DB" | "VISITOR">,
  owner: string,
  budget: Budget,
  report: MoveReport,
): Promise<"done" | "more" | "failed"> {
  const store = visitorStore(env, owner);
  for (;;) {
    budget.calls -= 3;
    const page = await readLegacyPage(env.DB, owner);
    if (page.length === 0) return "done";
    const expected = {
      items: page.length,
      revisions: page.reduce((sum, { revisions }) => sum + revisions.length, 0),
    };
    const found = await store.importItems(page);
    if (found.items !== expected.items || found.revisions !== expected.revisions) {
      report.failed.push({ visitor: owner, expected, found });
      return "failed";
    }
    const ids = JSON.stringify(page.map(({ item }) => item.id));
    const owned = "SELECT id FROM items WHERE owner = ?1 AND id IN (SELECT value FROM json_each(?2))";
    const [revisions, items] = await env.DB.batch<{ id?: string }>([
      env.DB.prepare(`DELETE FROM revisions WHERE item_id IN (${owned}) RETURNING 1 AS gone`).bind(owner, ids),
      env.DB.prepare(
        "DELETE FROM items WHERE owner = ?1 AND id IN (SELECT value FROM json_each(?2)) RETURNING id",
      ).bind(owner, ids),
    ]);
    const deleted = new Set((items?.results ?? []).map((row) => row.id));
    // Hidden by a "delete everything" between the read and the delete: deleted, so not kept.
    for (const { item } of page) {
      if (deleted.has(item.id)) continue;
      budget.calls--;
      await store.deleteItem(item.id);
    }
    report.items += deleted.size;
    report.revisions += revisions?.results.length ?? 0;
    report.links += page.filter(({ item, links }) => deleted.has(item.id) && (links.share || links.publication)).length;
    // A short page was the history's last.
    if (page.length < MOVE_PAGE_SIZE) return "done";
    if (spent(budget)) return "more";
  }
}

/**
 * One call of the move: visitors in id order after `after`, for up to `budgetMs` and `calls`
 * subrequests. A visitor whose drafts do not all fit is gone on with by the next call (`next`
 * stops before them).
 */
export async function moveDrafts(
  env: Pick<Env, "DB" | "VISITOR">,
  options: { after?: string; visitors?: number; budgetMs?: number; calls?: number } = {},
): Promise<MoveReport> {
  const budget: Budget = {
    deadline: Date.now() + (options.budgetMs ?? MOVE_BUDGET_MS),
    // The list of visitors, and the count of what is left at the end.
    calls: (options.calls ?? MOVE_CALLS) - 2,
  };
  const report: MoveReport = { visitors: 0, items: 0, revisions: 0, links: 0, failed: [], next: null, left: null };
  // Owners in order on items_owner_created; tombstones ("deleted:…") are no visitor's.
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT owner FROM items WHERE owner > ?1 AND owner NOT LIKE 'deleted:%' ORDER BY owner LIMIT ?2`,
  )
    .bind(options.after ?? "", options.visitors ?? 100)
    .all<{ owner: string }>();
  let next: string | null = null;
  for (const { owner } of results) {
    const outcome = await moveVisitor(env, owner, budget, report);
    if (outcome === "more") break;
    if (outcome === "done") report.visitors++;
    next = owner;
    if (spent(budget)) break;
  }
  // Every visitor listed was finished (or failed and reported): the next call starts after the
  // last; a short list means the end was reached.
  const reachedEnd = results.length < (options.visitors ?? 100) && next === (results.at(-1)?.owner ?? null);
  report.next = reachedEnd ? null : (next ?? options.after ?? "");
  if (report.next === null) {
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE owner NOT LIKE 'deleted:%'").first<{
      n: number;
    }>();
    report.left = left?.n ?? 0;
  }
  return report;
}
