import type { Passage, Refinement } from "./generation";
import type { Locale } from "./locales";
import type { PageRef, ShareRef } from "./publishing";

/** The items API's read models (docs/api.md, "History"). */
export type RevisionStatus = "streaming" | "complete" | "stopped" | "failed";

export type ItemSummary = {
  id: string;
  template: string;
  locale: Locale;
  title: string;
  createdAt: string;
  updatedAt: string;
  status: RevisionStatus;
  revisionCount: number;
  /** The newest version with text that has ended, or null: what a link or page can be updated to. */
  latestRevision: number | null;
  share: ShareRef | null;
  publication: PageRef | null;
  /** In search results: plain text around where the newest version's text matched. */
  excerpt?: string;
};

export type Revision = {
  number: number;
  /** The chat message this version answers, as typed, or null. */
  instruction: string | null;
  /** The button's change this version answers (docs/api.md, "Refinements"), or null. */
  refinement: Refinement | null;
  /** The selected passage of the version before that this one rewrote (docs/api.md, "Refining a passage"), or null. */
  passage: Passage | null;
  locale: Locale;
  content: string;
  status: RevisionStatus;
  provider: string;
  /** The version this one is a restored copy of, or null. */
  restoredFrom: number | null;
  /** Written by the visitor by hand ("edited by you"); its `provider` is then `visitor`. */
  edited: boolean;
  /** Written from a changed brief, which became the draft's brief ("as a new version of this draft"). */
  briefChanged: boolean;
  createdAt: string;
};

export type ItemDetail = ItemSummary & { inputs: Record<string, string>; revisions: Revision[] };

/** One page of the visitor's history, newest first; `nextCursor` asks for the next one. */
export type ItemPage = { items: ItemSummary[]; nextCursor?: string };

export const MAX_TITLE_LENGTH = 120;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
