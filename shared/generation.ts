import type { OutputKind } from "./catalog/templates";
import type { Locale } from "./locales";

/** The generation stream's contract (DESIGN.md section 4), shared by the worker and the screen. */
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
  article: 2600,
  product: 900,
  email: 1000,
  social: 1000,
  ads: 800,
  "press-release": 1600,
  faq: 1800,
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
  instruction?: string;
  /** "Continue": the number of a stopped version of `itemId` to write on from where it stopped. */
  continueFrom?: number;
};

/**
 * What the writer understood a chat message to ask (docs/api.md, "Generation"), so the screen
 * says what was done and names what was not: `changes` are refinements by kind (with a section's
 * topic or a translation's locale), `notes` the points to mention, `notUnderstood` the rest.
 * Sent for the builtin writer; a model reads the message itself.
 */
export type Understood = {
  changes: Array<{
    kind: "shorter" | "longer" | "formal" | "playful" | "add-section" | "translate";
    topic?: string;
    locale?: Locale;
  }>;
  notes: string[];
  notUnderstood: string[];
  /**
   * Points to mention the offline writer left out, and why: the format has no room for one (ads),
   * or it was asked in another language than the text's, which the writer cannot translate.
   */
  leftOut?: Array<{ note: string; reason: "no-place" | "other-language" }>;
  /** A translation by the offline writer: its own words changed language, the visitor's stayed as typed. */
  keptAsWritten?: boolean;
};

/**
 * The writers a version can come from (DESIGN.md section 5): `GENERATOR` names one or a chain, and
 * the screen names the one that answered.
 */
export const WRITERS = ["builtin", "workers-ai", "openai"] as const;
export type Writer = (typeof WRITERS)[number];

export type GenerationEvents = {
  start: { itemId: string; revision: number; understood?: Understood };
  delta: { text: string };
  /** `writer`: the writer that answered, which is the next in the chain when one failed before writing. */
  done: { itemId: string; revision: number; title: string; writer: Writer };
  /** The writing was stopped (POST /api/items/{id}/revisions/{n}/stop); every delta came before it. */
  stopped: { itemId: string; revision: number; writer: Writer };
  error: { code: string; message: string };
};
export type GenerationEventName = keyof GenerationEvents;

export type GenerationEvent = {
  [K in GenerationEventName]: { event: K; data: GenerationEvents[K] };
}[GenerationEventName];

/** Parses one SSE event of the stream into a typed event, or null when it isn't one of ours. */
export function toGenerationEvent(event: { event: string; data: string }): GenerationEvent | null {
  if (!["start", "delta", "done", "stopped", "error"].includes(event.event)) return null;
  try {
    return { event: event.event, data: JSON.parse(event.data) } as GenerationEvent;
  } catch {
    return null;
  }
}
