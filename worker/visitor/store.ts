import type { Step } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { type EditRefusal, type ItemRow, type RevisionRow, randomToken, STALE_STREAM_MS } from "../items/store";

/**
 * Items and versions in a visitor's object (worker/visitor/schema.ts): the writes of
 * worker/items/store.ts with the same arguments (less the database and the owner: the object is
 * the owner), the same results and the same refusals, so the API can move here without changing
 * what the browser sees.
 *
 * Each function is synchronous and writes inside one `transactionSync`. An object runs one call at
 * a time while it does not await, so a check and the write it guards can never interleave with
 * another request's: "one streaming version per item" and "built on the newest" are plain reads
 * here, where D1 needs them folded into single statements (docs/security.md, "Races").
 */

export type Storage = Pick<DurableObjectStorage, "sql" | "transactionSync">;

/** An item as its owner's object keeps it: the D1 row without `owner`. */
export type VisitorItemRow = Omit<ItemRow, "owner">;

type StartedRevision = Pick<RevisionRow, "locale" | "provider"> &
  Step & {
    /** A changed brief (JSON) this version is written from; it becomes the draft's brief. */
    inputs?: string;
  };

export function getItem(sql: SqlStorage, itemId: string): VisitorItemRow | null {
  return sql.exec<VisitorItemRow>("SELECT * FROM items WHERE id = ?", itemId).toArray()[0] ?? null;
}

export function listRevisions(sql: SqlStorage, itemId: string): RevisionRow[] {
  return sql.exec<RevisionRow>("SELECT * FROM revisions WHERE item_id = ? ORDER BY number ASC", itemId).toArray();
}

/** The newest version's number, or null for an item without one. */
function newestNumber(sql: SqlStorage, itemId: string): number | null {
  return sql
    .exec<{ newest: number | null }>("SELECT MAX(number) AS newest FROM revisions WHERE item_id = ?", itemId)
    .one().newest;
}

/**
 * Whether a version of the item is being written: streaming and saved within STALE_STREAM_MS.
 * A stream silent for longer was cut off (its isolate ended) and reads as "stopped"
 * (effectiveStatus); before another version is written, it is marked so, which also indexes the
 * text it saved (the search trigger of a version's end, worker/visitor/schema.ts).
 */
function beingWritten(sql: SqlStorage, itemId: string, now: number): boolean {
  sql.exec(
    "UPDATE revisions SET status = 'stopped' WHERE item_id = ? AND status = 'streaming' AND updated_at <= ?",
    itemId,
    now - STALE_STREAM_MS,
  );
  return (
    sql.exec("SELECT 1 FROM revisions WHERE item_id = ? AND status = 'streaming' LIMIT 1", itemId).toArray().length > 0
  );
}

/** A new item and its first revision ("streaming"). */
export function createItemWithRevision(
  storage: Storage,
  item: Pick<ItemRow, "template" | "locale" | "inputs">,
  revision: Pick<RevisionRow, "provider">,
): VisitorItemRow {
  const now = Date.now();
  const row: VisitorItemRow = { id: randomToken(), title: "", created_at: now, updated_at: now, ...item };
  storage.transactionSync(() => {
    storage.sql.exec(
      "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      row.id,
      row.template,
      row.locale,
      row.title,
      row.inputs,
      row.created_at,
      row.updated_at,
    );
    storage.sql.exec(
      "INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at) VALUES (?, 1, ?, '', 'streaming', ?, ?, ?)",
      row.id,
      row.locale,
      revision.provider,
      now,
      now,
    );
  });
  return row;
}

/**
 * Reserves revision `number` (the caller's latest plus one) with a "streaming" row, only while the
 * item exists, no other version of it is being written, `number` is free and, when the caller names
 * the version it builds on (`basedOn`), that version is still the newest. The refusals are those of
 * worker/items/store.ts's startRevision: "item_gone", then "version_conflict" (a version written
 * meanwhile), then "in_progress".
 */
export function startRevision(
  storage: Storage,
  itemId: string,
  number: number,
  revision: StartedRevision,
  basedOn?: number,
): number | "in_progress" | "version_conflict" | "item_gone" {
  const { sql } = storage;
  const now = Date.now();
  return storage.transactionSync(() => {
    if (!getItem(sql, itemId)) return "item_gone";
    const newest = newestNumber(sql, itemId);
    if (basedOn !== undefined && newest !== basedOn) return "version_conflict";
    if (beingWritten(sql, itemId, now) || (newest !== null && number <= newest)) return "in_progress";
    const inputs = revision.inputs ?? null;
    sql.exec(
      `INSERT INTO revisions (item_id, number, instruction, refinement, passage, locale, content, status, provider, created_at, updated_at, inputs)
       VALUES (?, ?, ?, ?, ?, ?, '', 'streaming', ?, ?, ?, ?)`,
      itemId,
      number,
      revision.instruction,
      revision.refinement ? JSON.stringify(revision.refinement) : null,
      revision.passage ? JSON.stringify({ start: revision.passage.start, end: revision.passage.end }) : null,
      revision.locale,
      revision.provider,
      now,
      now,
      inputs,
    );
    // A changed brief becomes the draft's with the version written from it.
    if (inputs !== null) sql.exec("UPDATE items SET inputs = ? WHERE id = ?", inputs, itemId);
    return number;
  });
}

/** Saves the text written so far of a revision that is still streaming (docs/api.md, "Generation"). */
export function checkpointRevision(sql: SqlStorage, itemId: string, number: number, content: string): void {
  sql.exec(
    "UPDATE revisions SET content = ?, updated_at = ? WHERE item_id = ? AND number = ? AND status = 'streaming'",
    content,
    Date.now(),
    itemId,
    number,
  );
}

/** Whether a revision is still marked streaming: false once a stop was asked (or it ended). */
export function stillStreaming(sql: SqlStorage, itemId: string, number: number): boolean {
  const row = sql
    .exec<{ status: RevisionStatus }>("SELECT status FROM revisions WHERE item_id = ? AND number = ?", itemId, number)
    .toArray()[0];
  return row?.status === "streaming";
}

/**
 * Asks the generation writing a revision to stop: its status becomes "stopped" at once, keeping
 * the text saved so far (and indexing it). False when that revision is not streaming.
 */
export function requestStop(sql: SqlStorage, itemId: string, number: number): boolean {
  return (
    sql.exec(
      "UPDATE revisions SET status = 'stopped', updated_at = ? WHERE item_id = ? AND number = ? AND status = 'streaming'",
      Date.now(),
      itemId,
      number,
    ).rowsWritten > 0
  );
}

/** Removes a reserved version a writer answered without writing (the `unchanged` event). */
export function discardRevision(sql: SqlStorage, itemId: string, number: number): void {
  sql.exec(
    "DELETE FROM revisions WHERE item_id = ? AND number = ? AND status = 'streaming' AND content = ''",
    itemId,
    number,
  );
}

/**
 * "Restore this version": a copy of version `number` (with text, ended) becomes the newest version,
 * complete, unless a version is being written ("busy"). "not_found" when the item has no such
 * version with text.
 */
export function restoreRevision(storage: Storage, itemId: string, number: number): number | "not_found" | "busy" {
  const { sql } = storage;
  const now = Date.now();
  return storage.transactionSync(() => {
    // First, so a version cut off long ago reads as stopped here too, and may be restored.
    const writing = beingWritten(sql, itemId, now);
    const source = sql
      .exec<Pick<RevisionRow, "status">>(
        "SELECT status FROM revisions WHERE item_id = ? AND number = ? AND content != ''",
        itemId,
        number,
      )
      .toArray()[0];
    if (!source) return "not_found";
    if (writing || source.status === "streaming") return "busy";
    const made = (newestNumber(sql, itemId) ?? 0) + 1;
    sql.exec(
      `INSERT INTO revisions (item_id, number, instruction, refinement, locale, content, status, provider, created_at, updated_at, restored_from)
       SELECT item_id, ?, NULL, NULL, locale, content, 'complete', provider, ?, ?, number
       FROM revisions WHERE item_id = ? AND number = ?`,
      made,
      now,
      now,
      itemId,
      number,
    );
    // The history lists items by their last change.
    sql.exec("UPDATE items SET updated_at = ? WHERE id = ?", now, itemId);
    return made;
  });
}

/**
 * "Edit the text directly": the visitor's text becomes version `basedOn` + 1, complete and marked
 * edited, only while `basedOn` is the newest, nothing is being written and the text differs. The
 * refusals, in the order worker/items/store.ts's saveEdit gives them: "not_found", "busy",
 * "version_conflict", "same_text".
 */
export function saveEdit(storage: Storage, itemId: string, text: string, basedOn: number): number | EditRefusal {
  const { sql } = storage;
  const now = Date.now();
  return storage.transactionSync(() => {
    if (!getItem(sql, itemId)) return "not_found";
    if (beingWritten(sql, itemId, now)) return "busy";
    const base = sql
      .exec<Pick<RevisionRow, "locale" | "content">>(
        "SELECT locale, content FROM revisions WHERE item_id = ? AND number = ?",
        itemId,
        basedOn,
      )
      .toArray()[0];
    if (!base || newestNumber(sql, itemId) !== basedOn) return "version_conflict";
    if (base.content === text) return "same_text";
    sql.exec(
      `INSERT INTO revisions (item_id, number, instruction, refinement, locale, content, status, provider, created_at, updated_at, edited)
       VALUES (?, ?, NULL, NULL, ?, ?, 'complete', 'visitor', ?, ?, 1)`,
      itemId,
      basedOn + 1,
      base.locale,
      text,
      now,
      now,
    );
    sql.exec("UPDATE items SET updated_at = ? WHERE id = ?", now, itemId);
    return basedOn + 1;
  });
}

/** A version's end: its final text, status and language; the item's first title sticks. */
export function finishRevision(
  storage: Storage,
  itemId: string,
  number: number,
  result: {
    content: string;
    status: Exclude<RevisionStatus, "streaming">;
    title?: string;
    locale: Locale;
    /** The writer that answered, when a chain fell back from the one the revision was started with. */
    provider?: string;
  },
): void {
  const { sql } = storage;
  const now = Date.now();
  storage.transactionSync(() => {
    sql.exec(
      "UPDATE revisions SET content = ?, status = ?, locale = ?, updated_at = ?, provider = COALESCE(?, provider) WHERE item_id = ? AND number = ?",
      result.content,
      result.status,
      result.locale,
      now,
      result.provider ?? null,
      itemId,
      number,
    );
    if (result.title)
      // The first title sticks: a later revision must not undo the owner's rename.
      sql.exec(
        "UPDATE items SET title = CASE WHEN title = '' THEN ? ELSE title END, updated_at = ? WHERE id = ?",
        result.title.slice(0, 200),
        now,
        itemId,
      );
    else sql.exec("UPDATE items SET updated_at = ? WHERE id = ?", now, itemId);
  });
}

/** Renames an item (PATCH /api/items/{id}); false when it does not exist. */
export function renameItem(sql: SqlStorage, itemId: string, title: string): boolean {
  return sql.exec("UPDATE items SET title = ?, updated_at = ? WHERE id = ?", title, Date.now(), itemId).rowsWritten > 0;
}

/** What a share link shows of an item (worker/items/publishing.ts, shareView and copyShare). */
export type SharedVersion = Pick<VisitorItemRow, "title" | "template" | "inputs" | "created_at" | "updated_at"> &
  Pick<RevisionRow, "number" | "locale" | "content" | "provider">;

/**
 * The version a share link shows: `revision` when it has text, else (a link of before
 * migrations/0004, which follows the newest) the newest version with text. Null when the item or
 * that version is gone.
 */
export function sharedVersion(sql: SqlStorage, itemId: string, revision: number | null): SharedVersion | null {
  return (
    sql
      .exec<SharedVersion>(
        `SELECT i.title, i.template, i.inputs, i.created_at, i.updated_at, r.number, r.locale, r.content, r.provider
         FROM items i JOIN revisions r ON r.item_id = i.id AND r.content != '' AND (?2 IS NULL OR r.number = ?2)
         WHERE i.id = ?1 ORDER BY r.number DESC LIMIT 1`,
        itemId,
        revision,
      )
      .toArray()[0] ?? null
  );
}

/**
 * "Make a copy" of a share (docs/api.md, "Copies of a share"): a new item whose first and only
 * version is the shared text, complete. Returns the new item's id.
 */
export function createCopy(
  storage: Storage,
  copy: Pick<VisitorItemRow, "template" | "locale" | "title" | "inputs"> & Pick<RevisionRow, "content" | "provider">,
): string {
  const id = randomToken();
  const now = Date.now();
  storage.transactionSync(() => {
    storage.sql.exec(
      "INSERT INTO items (id, template, locale, title, inputs, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      id,
      copy.template,
      copy.locale,
      copy.title,
      copy.inputs,
      now,
      now,
    );
    storage.sql.exec(
      "INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at) VALUES (?, 1, ?, ?, 'complete', ?, ?, ?)",
      id,
      copy.locale,
      copy.content,
      copy.provider,
      now,
      now,
    );
  });
  return id;
}
