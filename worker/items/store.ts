import type { Passage, Refinement, Step } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { toBase64Url } from "../base64url";

/** Items and revisions in D1 (migrations/0002_items.sql). Every query is scoped to the owner. */

export type ItemRow = {
  id: string;
  owner: string;
  template: string;
  locale: Locale;
  title: string;
  inputs: string;
  created_at: number;
  updated_at: number;
};

export type RevisionRow = {
  item_id: string;
  number: number;
  /** The chat message this version answers, as typed. */
  instruction: string | null;
  /** The refinement this version answers, as JSON (migrations/0008_revision_refinement.sql). */
  refinement: string | null;
  /** The selected passage it rewrote, as JSON offsets, or null (migrations/0013_revision_passage.sql). */
  passage?: string | null;
  locale: Locale;
  content: string;
  status: RevisionStatus;
  provider: string;
  created_at: number;
  updated_at: number;
  /** The version this one copies ("Restore this version"), or null. */
  restored_from: number | null;
  /** 1 for a version the visitor wrote by hand ("edited by you", migrations/0009_revision_edits.sql). */
  edited: number;
  /** The brief (JSON) this version was written from when it changed the draft's brief, or null. */
  inputs: string | null;
};

/**
 * A revision still "streaming" this long after its last save was cut off (the isolate ended): a
 * live stream saves its text every 2 s while text arrives (worker/generation/run.ts), so two
 * minutes of silence means nobody is writing it any more. It reads as "stopped" from then on.
 */
export const STALE_STREAM_MS = 2 * 60 * 1000;

export function effectiveStatus(
  revision: Pick<RevisionRow, "status" | "updated_at">,
  now = Date.now(),
): RevisionStatus {
  return revision.status === "streaming" && now - revision.updated_at > STALE_STREAM_MS ? "stopped" : revision.status;
}

/** A random URL-safe id with 128 bits of randomness. */
export function randomToken(bytes = 16): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function getOwnedItem(db: D1Database, owner: string, id: string): Promise<ItemRow | null> {
  return db.prepare("SELECT * FROM items WHERE id = ?1 AND owner = ?2").bind(id, owner).first<ItemRow>();
}

export async function listRevisions(db: D1Database, itemId: string): Promise<RevisionRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM revisions WHERE item_id = ?1 ORDER BY number ASC")
    .bind(itemId)
    .all<RevisionRow>();
  return results;
}

/** A new item and its first revision ("streaming"), written in one round trip. */
export async function createItemWithRevision(
  db: D1Database,
  item: Pick<ItemRow, "owner" | "template" | "locale" | "inputs">,
  revision: Pick<RevisionRow, "provider">,
): Promise<ItemRow> {
  const now = Date.now();
  const row: ItemRow = { id: randomToken(), title: "", created_at: now, updated_at: now, ...item };
  await db.batch([
    db
      .prepare(
        "INSERT INTO items (id, owner, template, locale, title, inputs, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
      )
      .bind(row.id, row.owner, row.template, row.locale, row.title, row.inputs, row.created_at, row.updated_at),
    db
      .prepare(
        "INSERT INTO revisions (item_id, number, locale, content, status, provider, created_at, updated_at) VALUES (?1, 1, ?2, '', 'streaming', ?3, ?4, ?4)",
      )
      .bind(row.id, row.locale, revision.provider, now),
  ]);
  return row;
}

/**
 * Reserves revision `number` (the caller's latest plus one) with a "streaming" row, in one
 * statement that writes only while the item exists, no other version of it is being written (one
 * at a time per item), and, when the caller names the version it builds on (`basedOn`), that
 * version is still the newest. Two generations racing on one item collide on the primary key or
 * the streaming check and the loser gets "in_progress" (409); a version written meanwhile in
 * another tab gives "version_conflict" (409); a delete racing the refinement gives "item_gone" (404).
 */
export async function startRevision(
  db: D1Database,
  itemId: string,
  number: number,
  revision: Pick<RevisionRow, "locale" | "provider"> &
    Step & {
      /** A changed brief (JSON) this version is written from; it becomes the draft's brief. */
      inputs?: string;
    },
  basedOn?: number,
): Promise<number | "in_progress" | "version_conflict" | "item_gone"> {
  const now = Date.now();
  const inputs = revision.inputs ?? null;
  const [reserved, state] = await db.batch<{ number?: number; found?: number; newest?: number | null }>([
    db
      .prepare(
        `INSERT INTO revisions (item_id, number, instruction, refinement, passage, locale, content, status, provider, created_at, updated_at, inputs)
         SELECT id, ?2, ?3, ?4, ?10, ?5, '', 'streaming', ?6, ?7, ?7, ?11 FROM items WHERE id = ?1
           AND NOT EXISTS (SELECT 1 FROM revisions WHERE item_id = ?1 AND status = 'streaming' AND updated_at > ?8)
           AND (?9 IS NULL OR ?9 = (SELECT MAX(number) FROM revisions WHERE item_id = ?1))
         ON CONFLICT (item_id, number) DO NOTHING
         RETURNING number`,
      )
      .bind(
        itemId,
        number,
        revision.instruction,
        revision.refinement ? JSON.stringify(revision.refinement) : null,
        revision.locale,
        revision.provider,
        now,
        now - STALE_STREAM_MS,
        basedOn ?? null,
        revision.passage ? JSON.stringify({ start: revision.passage.start, end: revision.passage.end }) : null,
        inputs,
      ),
    db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM items WHERE id = ?1) AS found, (SELECT MAX(number) FROM revisions WHERE item_id = ?1) AS newest",
      )
      .bind(itemId),
    // A changed brief becomes the draft's, only when its version was reserved by this request.
    db
      .prepare(
        `UPDATE items SET inputs = ?2 WHERE id = ?1 AND ?2 IS NOT NULL
           AND EXISTS (SELECT 1 FROM revisions WHERE item_id = ?1 AND number = ?3 AND created_at = ?4 AND inputs = ?2)`,
      )
      .bind(itemId, inputs, number, now),
  ]);
  if (reserved?.results.length) return number;
  const { found, newest } = state?.results[0] ?? {};
  if (!found) return "item_gone";
  return basedOn !== undefined && newest !== basedOn ? "version_conflict" : "in_progress";
}

/** Saves the text written so far of a revision that is still streaming (docs/api.md, "Generation"). */
export async function checkpointRevision(db: D1Database, itemId: string, number: number, content: string) {
  await db
    .prepare(
      "UPDATE revisions SET content = ?3, updated_at = ?4 WHERE item_id = ?1 AND number = ?2 AND status = 'streaming'",
    )
    .bind(itemId, number, content, Date.now())
    .run();
}

/** Whether a revision is still marked streaming: false once a stop was asked (or it ended). */
export async function stillStreaming(db: D1Database, itemId: string, number: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT status FROM revisions WHERE item_id = ?1 AND number = ?2")
    .bind(itemId, number)
    .first<{ status: RevisionStatus }>();
  return row?.status === "streaming";
}

/**
 * Asks the generation writing a revision to stop (docs/api.md, "Generation"): its status becomes
 * "stopped" at once, keeping the text saved so far; the run, in whichever isolate it is, notices
 * within half a second and saves its final text. False when no such revision of the owner's is
 * streaming.
 */
export async function requestStop(db: D1Database, owner: string, itemId: string, number: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE revisions SET status = 'stopped', updated_at = ?4
       WHERE item_id = ?1 AND number = ?2 AND status = 'streaming'
         AND item_id IN (SELECT id FROM items WHERE owner = ?3)`,
    )
    .bind(itemId, number, owner, Date.now())
    .run();
  return result.meta.changes > 0;
}

/** The refinement stored with a version, or null (an unreadable value reads as none). */
export function refinementOf(revision: Pick<RevisionRow, "refinement">): Refinement | null {
  if (!revision.refinement) return null;
  try {
    return JSON.parse(revision.refinement) as Refinement;
  } catch {
    return null;
  }
}

/** The passage stored with a version, or null (an unreadable value reads as none). */
export function passageOf(revision: Pick<RevisionRow, "passage">): Passage | null {
  if (!revision.passage) return null;
  try {
    const { start, end } = JSON.parse(revision.passage) as Passage;
    return Number.isInteger(start) && Number.isInteger(end) ? { start, end } : null;
  } catch {
    return null;
  }
}

/** Whether a version answers a request (a refinement or a chat message) rather than the brief alone. */
const answersRequest = (revision: RevisionRow) => revision.instruction !== null || revision.refinement !== null;

/**
 * The requests that led to version `number`, oldest first: its own and those of the versions it
 * was made from. A restored version follows the chain of the version it copies, not of the
 * versions it replaced (docs/api.md, "History").
 */
export function requestChain(revisions: readonly RevisionRow[], number: number): Step[] {
  const byNumber = new Map(revisions.map((revision) => [revision.number, revision]));
  const chain: Step[] = [];
  const seen = new Set<number>();
  let current = byNumber.get(number);
  while (current && !seen.has(current.number)) {
    seen.add(current.number);
    if (current.restored_from !== null) {
      current = byNumber.get(current.restored_from);
      continue;
    }
    if (answersRequest(current))
      chain.unshift({
        refinement: refinementOf(current),
        instruction: current.instruction,
        ...(current.passage ? { passage: passageOf(current) } : {}),
      });
    // A version written from a changed brief starts afresh: nothing asked before it applies.
    if (current.inputs !== null) break;
    current = byNumber.get(current.number - 1);
  }
  return chain;
}

/**
 * The version a chain of refinements starts from: following `number` back through restores and
 * requests to the nearest version written from the brief alone (a first draft or a fresh
 * alternative). A writer that composes from the brief edits that version rather than re-rolling.
 */
export function chainRoot(revisions: readonly RevisionRow[], number: number): number {
  const byNumber = new Map(revisions.map((revision) => [revision.number, revision]));
  const seen = new Set<number>();
  let current = byNumber.get(number);
  while (current && !seen.has(current.number)) {
    seen.add(current.number);
    if (current.restored_from !== null) current = byNumber.get(current.restored_from);
    // A hand edit, like a request, changes the text of the version before it.
    else if (answersRequest(current) || current.edited === 1) current = byNumber.get(current.number - 1) ?? current;
    else return current.number;
    if (seen.has(current?.number ?? -1)) break;
  }
  return current?.number ?? number;
}

/**
 * Removes a reserved version that a writer answered without writing (the `unchanged` event of
 * docs/api.md, "Generation"): it never had text, so nothing the visitor saw goes with it.
 */
export async function discardRevision(db: D1Database, itemId: string, number: number): Promise<void> {
  await db
    .prepare("DELETE FROM revisions WHERE item_id = ?1 AND number = ?2 AND status = 'streaming' AND content = ''")
    .bind(itemId, number)
    .run();
}

/**
 * "Restore this version": a copy of version `number` becomes the newest version, complete, in one
 * statement that also checks ownership, that the copied version has text and has ended, and that
 * no version is being written (the copy takes the next number, so a racing generation collides on
 * the primary key). Returns the new number, or why not.
 */
export async function restoreRevision(
  db: D1Database,
  owner: string,
  itemId: string,
  number: number,
): Promise<number | "not_found" | "busy"> {
  const now = Date.now();
  const [restored, item] = await db.batch<{ number?: number; found?: number }>([
    db
      .prepare(
        `INSERT INTO revisions (item_id, number, instruction, refinement, locale, content, status, provider, created_at, updated_at, restored_from)
         SELECT r.item_id, (SELECT MAX(number) + 1 FROM revisions WHERE item_id = ?1), NULL, NULL, r.locale, r.content,
                'complete', r.provider, ?4, ?4, r.number
         FROM revisions r JOIN items i ON i.id = r.item_id AND i.owner = ?3
         WHERE r.item_id = ?1 AND r.number = ?2 AND r.content != '' AND r.status != 'streaming'
           AND NOT EXISTS (SELECT 1 FROM revisions WHERE item_id = ?1 AND status = 'streaming' AND updated_at > ?5)
         ON CONFLICT (item_id, number) DO NOTHING
         RETURNING number`,
      )
      .bind(itemId, number, owner, now, now - STALE_STREAM_MS),
    db
      .prepare(
        `SELECT COUNT(*) AS found FROM revisions r JOIN items i ON i.id = r.item_id AND i.owner = ?3
         WHERE r.item_id = ?1 AND r.number = ?2 AND r.content != ''`,
      )
      .bind(itemId, number, owner),
  ]);
  const made = restored?.results[0]?.number;
  if (made !== undefined) {
    // The history lists items by their last change.
    await db.prepare("UPDATE items SET updated_at = ?2 WHERE id = ?1").bind(itemId, now).run();
    return made;
  }
  return item?.results[0]?.found ? "busy" : "not_found";
}

/** Why a hand-edited version was not saved (POST /api/items/{id}/revisions). */
export type EditRefusal = "not_found" | "busy" | "version_conflict" | "same_text";

/**
 * "Edit the text directly" (docs/api.md, "Versions"): the visitor's text becomes the newest version,
 * complete and marked edited, in one D1 batch whose insert checks everything at once: the owner,
 * that `basedOn` is still the newest version, that no version is being written, and that the text
 * differs from it. The number is `basedOn` + 1, so a racing generation or edit collides on the
 * primary key. Returns the new number, or why not (and then nothing was written).
 */
export async function saveEdit(
  db: D1Database,
  owner: string,
  itemId: string,
  text: string,
  basedOn: number,
): Promise<number | EditRefusal> {
  const now = Date.now();
  const [saved, state] = await db.batch<{
    number?: number;
    found?: number;
    newest?: number | null;
    writing?: number;
    same?: number | null;
  }>([
    db
      .prepare(
        `INSERT INTO revisions (item_id, number, instruction, refinement, locale, content, status, provider, created_at, updated_at, edited)
         SELECT r.item_id, r.number + 1, NULL, NULL, r.locale, ?4, 'complete', 'visitor', ?5, ?5, 1
         FROM revisions r JOIN items i ON i.id = r.item_id AND i.owner = ?2
         WHERE r.item_id = ?1 AND r.number = ?3 AND r.content != ?4
           AND r.number = (SELECT MAX(number) FROM revisions WHERE item_id = ?1)
           AND NOT EXISTS (SELECT 1 FROM revisions WHERE item_id = ?1 AND status = 'streaming' AND updated_at > ?6)
         ON CONFLICT (item_id, number) DO NOTHING
         RETURNING number`,
      )
      .bind(itemId, owner, basedOn, text, now, now - STALE_STREAM_MS),
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM items WHERE id = ?1 AND owner = ?2) AS found,
                (SELECT MAX(number) FROM revisions WHERE item_id = ?1) AS newest,
                (SELECT COUNT(*) FROM revisions WHERE item_id = ?1 AND status = 'streaming' AND updated_at > ?5) AS writing,
                (SELECT content = ?4 FROM revisions WHERE item_id = ?1 AND number = ?3) AS same`,
      )
      .bind(itemId, owner, basedOn, text, now - STALE_STREAM_MS),
    // The history lists items by their last change.
    db
      .prepare(
        `UPDATE items SET updated_at = ?3 WHERE id = ?1
           AND EXISTS (SELECT 1 FROM revisions WHERE item_id = ?1 AND number = ?2 AND edited = 1 AND created_at = ?3)`,
      )
      .bind(itemId, basedOn + 1, now),
  ]);
  const made = saved?.results[0]?.number;
  if (made !== undefined) return made;
  const { found, newest, writing, same } = state?.results[0] ?? {};
  if (!found) return "not_found";
  if (writing) return "busy";
  if (newest !== basedOn) return "version_conflict";
  return same ? "same_text" : "version_conflict";
}

export async function finishRevision(
  db: D1Database,
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
): Promise<void> {
  const now = Date.now();
  const statements = [
    db
      .prepare(
        "UPDATE revisions SET content = ?3, status = ?4, locale = ?5, updated_at = ?6, provider = COALESCE(?7, provider) WHERE item_id = ?1 AND number = ?2",
      )
      .bind(itemId, number, result.content, result.status, result.locale, now, result.provider ?? null),
    result.title
      ? // The first title sticks: a later revision must not undo the owner's rename.
        db
          .prepare(
            "UPDATE items SET title = CASE WHEN title = '' THEN ?2 ELSE title END, updated_at = ?3 WHERE id = ?1",
          )
          .bind(itemId, result.title.slice(0, 200), now)
      : db.prepare("UPDATE items SET updated_at = ?2 WHERE id = ?1").bind(itemId, now),
  ];
  await db.batch(statements);
}
