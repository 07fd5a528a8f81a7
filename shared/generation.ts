import type { OutputKind } from "./catalog/templates";
import type { Locale } from "./locales";

/** The generation stream's contract (docs/api.md, "Generation"), shared by the worker and the screen. */
export const MAX_GENERATION_BODY_BYTES = 16 * 1024;
export const MAX_INSTRUCTION_LENGTH = 500;

/**
 * Output bounds (docs/security.md, "Output bounds"): the most tokens a model may write for each
 * kind of content, and the byte cap of one stored version, which also bounds the offline writer and
 * any provider that ignores its token limit. A text that reaches the cap ends with an `error`
 * event `output_too_long`; what was written is kept, marked `failed`.
 */
export const MAX_OUTPUT_TOKENS: Record<OutputKind, number> = {
  "landing-page": 1600,
  article: 6000,
  product: 900,
  email: 1000,
  social: 1000,
  ads: 800,
  "press-release": 1600,
  faq: 1800,
};
/**
 * The longest one version may take to write, in seconds (docs/api.md, "Generation"): a model that
 * trickles a token every few seconds, under its idle limit, is stopped here, and the version is
 * kept as written so far, stopped, with Continue.
 */
export const MAX_VERSION_SECONDS: Record<OutputKind, number> = {
  "landing-page": 180,
  article: 300,
  product: 120,
  email: 120,
  social: 120,
  ads: 90,
  "press-release": 180,
  faq: 180,
};
/** No version is ever larger than this, whatever its kind. */
export const MAX_REVISION_BYTES = 64 * 1024;

/** The byte cap of one version of this kind: about 16 bytes a token (CJK runs 3 bytes a character). */
export function revisionByteCap(output: OutputKind): number {
  return Math.min(MAX_REVISION_BYTES, MAX_OUTPUT_TOKENS[output] * 16);
}

/**
 * The body of POST /api/generations (docs/api.md, "Generation"). The worker validates it with a
 * schema of the same shape (worker/generation/body.ts); the screen only builds it, so zod stays out
 * of the browser's bundle.
 */
export type GenerationBody = {
  template: string;
  locale: Locale;
  inputs?: Record<string, unknown>;
  itemId?: string;
  /** Free text from the chat, passed to a model as typed. */
  instruction?: string;
  /** A button's change (docs/api.md, "Refinements"). */
  refinement?: Refinement;
  /** "Continue": the number of a stopped version of `itemId` to write on from where it stopped. */
  continueFrom?: number;
  /**
   * The newest version of `itemId` the screen knows: when another tab or device has written one
   * since, the answer is `409 version_conflict` and nothing is written (docs/api.md, "Generation").
   */
  basedOn?: number;
  /**
   * "Refine a selected passage": UTF-16 offsets into the Markdown text of version `basedOn` of
   * `itemId` (both required with it). Only this part of the text is rewritten; the rest stays
   * byte for byte (docs/api.md, "Refining a passage").
   */
  passage?: Passage;
};

/** A part of a version's Markdown text: UTF-16 offsets, `start` inclusive, `end` exclusive. */
export type Passage = { start: number; end: number };
/** The longest passage that can be refined alone (UTF-16 units); a longer one is refused (`bad_passage`). */
export const MAX_PASSAGE_LENGTH = 4000;

/**
 * A change the visitor asks for with a button (docs/api.md, "Refinements"): typed, never read
 * out of free text. The chat's free-text message travels beside it as typed, for a model to read.
 */
export type Refinement =
  | { kind: "shorter" }
  | { kind: "longer" }
  | { kind: "formal" }
  | { kind: "playful" }
  | { kind: "translate"; locale: Locale }
  | { kind: "add-point"; text: string }
  /** `text`: what the section should say, as typed (the offline writer needs it: docs/writer.md). */
  | { kind: "add-section"; title: string; text?: string };
/**
 * What the visitor asked of one version: a button's refinement, a chat message, or both; `passage`
 * when it was asked of a selected passage only (its offsets in the version it refined).
 */
export type Step = { refinement: Refinement | null; instruction: string | null; passage?: Passage | null };

/** The longest point to add ("Add a point…") and section title ("Add a section…"). */
export const MAX_POINT_LENGTH = 300;
export const MAX_SECTION_TITLE_LENGTH = 120;
/** The longest text of an added section ("Add a section…", what it should say). */
export const MAX_SECTION_TEXT_LENGTH = 1000;

/**
 * Why a writer stored no new version for a request (the `unchanged` event): the offline writer
 * does not read free text (`free-text`), the refinement would give the very text on screen
 * (`same-text`), the format has no place for an added point (`no-place`), or a section was asked
 * without what it should say, which the offline writer does not invent (`needs-text`), or the
 * offline writer's change no longer fits the text on screen, which the visitor edited (`hand-edited`).
 */
export type UnchangedReason = "free-text" | "same-text" | "no-place" | "needs-text" | "hand-edited";

/**
 * The writers a version can come from (docs/operations.md, "Writers"): `GENERATOR` names one or a chain, and
 * the screen names the one that answered.
 */
export const WRITERS = ["builtin", "workers-ai", "openai"] as const;
export type Writer = (typeof WRITERS)[number];

export type GenerationEvents = {
  start: { itemId: string; revision: number };
  delta: { text: string };
  /** `writer`: the writer that answered, which is the next in the chain when one failed before writing. */
  done: { itemId: string; revision: number; title: string; writer: Writer };
  /**
   * The writing was stopped (POST /api/items/{id}/revisions/{n}/stop); every delta came before it.
   * `reason`: `length` when the model reached its token limit mid-text, `time_limit` when the
   * version took the longest it may; none for a visitor's stop. Each is kept with Continue.
   */
  stopped: { itemId: string; revision: number; writer: Writer; reason?: StopReason };
  /**
   * `kept`: with `save_failed` (the database could not take the final save), how many characters
   * of the text streamed the version keeps; the rest is gone.
   */
  error: { code: string; message: string; kept?: number };
  /**
   * The writer answered without a new version: nothing was stored, and `revision` (announced by
   * `start`) does not exist. The screen says why in the chat.
   */
  unchanged: { itemId: string; revision: number; writer: Writer; reason: UnchangedReason };
};
/** Why a version stopped before its end without a visitor's stop (the `stopped` event). */
export type StopReason = "length" | "time_limit";

export type GenerationEventName = keyof GenerationEvents;

export type GenerationEvent = {
  [K in GenerationEventName]: { event: K; data: GenerationEvents[K] };
}[GenerationEventName];

/** Parses one SSE event of the stream into a typed event, or null when it isn't one of ours. */
export function toGenerationEvent(event: { event: string; data: string }): GenerationEvent | null {
  if (!["start", "delta", "done", "stopped", "error", "unchanged"].includes(event.event)) return null;
  try {
    return { event: event.event, data: JSON.parse(event.data) } as GenerationEvent;
  } catch {
    return null;
  }
}
