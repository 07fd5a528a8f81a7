import type { GenerationEvent, Step, StopReason, UnchangedReason, Writer } from "../../shared/generation";
import { WRITERS } from "../../shared/generation";
import type { ItemDetail, Revision } from "../../shared/items";
import type { Locale } from "../../shared/locales";

/**
 * The generation screen's session as pure data, and the one reducer that moves it along the
 * generation stream's events (docs/api.md, "Generation"). No React, no fetch: tested like the
 * toast store.
 */

export type SessionRevision = Pick<
  Revision,
  | "number"
  | "instruction"
  | "refinement"
  | "locale"
  | "content"
  | "status"
  | "restoredFrom"
  | "edited"
  | "passage"
  | "briefChanged"
  | "createdAt"
> & {
  /** The writer that answered, once known. */
  writer?: Writer | null;
  /** Why the writer stopped this version, when this screen heard it (the `stopped` event's reason). */
  stopReason?: StopReason;
};

/**
 * A request a writer answered without a new version (the `unchanged` event): kept on screen in
 * the chat, after the version that was newest when it was asked. Nothing of it is stored.
 */
export type UnchangedAnswer = {
  after: number;
  asked: Step;
  reason: UnchangedReason;
  writer: Writer;
};

/** One generation session: the item being written and its versions, newest last. */
export type Session = {
  itemId: string | null;
  template: string;
  locale: Locale;
  revisions: SessionRevision[];
  answers: UnchangedAnswer[];
};

/** A version of the server's item as the screen keeps it. */
export function toSessionRevision(revision: Revision): SessionRevision {
  const { number, instruction, refinement, locale, content, status, provider, restoredFrom, createdAt } = revision;
  // A version still being written may yet be answered by the next writer of a chain. A hand-edited
  // version has no writer: the visitor wrote it.
  const writer =
    status === "streaming" ? null : (WRITERS as readonly string[]).includes(provider) ? (provider as Writer) : null;
  return {
    number,
    instruction,
    refinement,
    locale,
    content,
    status,
    writer,
    restoredFrom,
    // Versions read from a server older than these fields are neither.
    edited: revision.edited ?? false,
    passage: revision.passage ?? null,
    briefChanged: revision.briefChanged ?? false,
    createdAt,
  };
}

/** A version the visitor saved by hand (POST /api/items/{id}/revisions), added as the newest. */
export function withSavedRevision(session: Session, itemId: string, revision: Revision): Session {
  if (session.itemId !== itemId || session.revisions.some((r) => r.number === revision.number)) return session;
  return { ...session, locale: revision.locale, revisions: [...session.revisions, toSessionRevision(revision)] };
}

export function sessionFromItem(template: string, item: ItemDetail | null, locale: Locale): Session {
  if (!item) return { itemId: null, template, locale, revisions: [], answers: [] };
  return {
    itemId: item.id,
    template,
    locale: item.revisions.at(-1)?.locale ?? item.locale,
    revisions: item.revisions.map(toSessionRevision),
    answers: [],
  };
}

/** The server's versions of the item on screen, as read again (another tab, a reload, a restore). */
export function withServerItem(session: Session, item: ItemDetail): Session {
  if (session.itemId !== item.id) return session;
  return {
    ...session,
    locale: item.revisions.at(-1)?.locale ?? session.locale,
    revisions: item.revisions.map(toSessionRevision),
  };
}

/**
 * One event of a generation this screen started, asked as `asked` (null for a first draft or
 * another take). `start` opens the version, `delta` appends to it, `done`/`stopped`/`error` end
 * it, and `unchanged` takes it back and keeps the writer's answer for the chat.
 */
export function applyGenerationEvent(
  session: Session,
  event: GenerationEvent,
  asked: Step | null,
  /** The version is written from a changed brief ("as a new version of this draft"). */
  briefChanged = false,
): Session {
  const latest = (update: (revision: SessionRevision) => SessionRevision): Session => ({
    ...session,
    revisions: session.revisions.map((r, i) => (i === session.revisions.length - 1 ? update(r) : r)),
  });
  switch (event.event) {
    case "start": {
      // The language is chosen: a translation names it, anything else keeps the text's.
      const locale = asked?.refinement?.kind === "translate" ? asked.refinement.locale : session.locale;
      return {
        ...session,
        itemId: event.data.itemId,
        locale,
        revisions: [
          ...session.revisions,
          {
            number: event.data.revision,
            instruction: asked?.instruction ?? null,
            refinement: asked?.refinement ?? null,
            passage: asked?.passage ?? null,
            locale,
            content: "",
            status: "streaming",
            writer: null,
            restoredFrom: null,
            edited: false,
            briefChanged,
            createdAt: new Date().toISOString(),
          },
        ],
      };
    }
    case "delta":
      return latest((r) => ({ ...r, content: r.content + event.data.text }));
    case "done":
      return latest((r) => ({ ...r, status: "complete", writer: event.data.writer }));
    case "stopped":
      return latest((r) => ({
        ...r,
        status: "stopped",
        writer: event.data.writer,
        ...(event.data.reason ? { stopReason: event.data.reason } : {}),
      }));
    case "error": {
      // A version whose final save failed keeps only the text saved before (`kept` characters).
      const kept = event.data.kept;
      return latest((r) => ({
        ...r,
        status: "failed",
        content: kept === undefined ? r.content : r.content.slice(0, kept),
      }));
    }
    case "unchanged": {
      const revisions = session.revisions.filter((r) => r.number !== event.data.revision);
      const answer: UnchangedAnswer = {
        after: revisions.at(-1)?.number ?? 0,
        asked: asked ?? { refinement: null, instruction: null },
        reason: event.data.reason,
        writer: event.data.writer,
      };
      const locale = revisions.at(-1)?.locale ?? session.locale;
      return { ...session, locale, revisions, answers: [...session.answers, answer] };
    }
  }
}
