import type { TemplateDefinition } from "../../shared/catalog/templates";
import type { Passage, Step, UnchangedReason, Writer } from "../../shared/generation";
import type { Locale } from "../../shared/locales";

/** What every provider gets: the template, the brief and the conversation so far. */
export type GenerationRequest = {
  template: TemplateDefinition;
  /** The language to write in. */
  locale: Locale;
  /** The language of the item's first version, before any translation in `instructions`. */
  originLocale?: Locale;
  inputs: Record<string, string>;
  /** Varies the output for the same brief; the same seed gives the same text (builtin). */
  seed: number;
  /**
   * The seed of the version this chain of refinements started from (equal to `seed` for a first
   * draft or a fresh alternative): a writer that composes from the brief uses it to edit, not re-roll.
   */
  rootSeed: number;
  /** What was asked of the versions this one builds on, oldest first (docs/api.md, "Refinements"). */
  earlier: readonly Step[];
  /** The text of the version being refined or rewritten. */
  previous?: string;
  /** What this version is asked: a refinement, a chat message as typed, or both; none for a first draft or another take. */
  asked?: Step;
  /** "Continue": the text written so far; the provider yields only what follows it. */
  resumeAfter?: string;
  /** The most tokens a model may write for this template (shared/generation.ts). */
  maxTokens: number;
  /**
   * "Refine a selected passage": the part of `previous` to rewrite (docs/api.md, "Refining a
   * passage"). The writer still answers with the whole text, changed only there.
   */
  passage?: Passage;
};

/**
 * How a model wrote a version, for the logs (`generation_end`'s `path`): a text (`text`), an object
 * printed by the shared renderer (`object`), a patch of the version on screen (`patch`), a whole
 * rewrite after a patch that could not be applied (`rewrite`), a selected passage (`passage`).
 */
export type WritingPath = "text" | "object" | "patch" | "rewrite" | "passage";

/** How a stream ended: `cut` when the model reached its token limit mid-text (kept, with Continue). */
export type StreamEnding = { cut: boolean };

/** The tokens a model call used, filled in as its stream ends (all attempts together). */
export type TokenUsage = { input: number; output: number };

/** One provider's answer: text pieces as they come, and the language it ended up writing in. */
export type GenerationStream = {
  locale: Locale;
  chunks: AsyncIterable<string>;
  /** A model's token usage, complete once `chunks` has ended; none for the offline writer. */
  usage?: TokenUsage;
  /** The writer that answered, when it is not the provider's own name (a chain's fallback). */
  provider?: Writer;
  /** A model's way of writing it (for the logs). */
  path?: WritingPath;
  /** Filled in once `chunks` has ended. */
  ending?: StreamEnding;
};

/**
 * A writer's answer without a new version (the `unchanged` event): it cannot do what was asked, or
 * doing it would give the text on screen. Nothing is stored.
 */
export type GenerationUnchanged = { unchanged: UnchangedReason; provider?: Writer };

export type GenerationAnswer = GenerationStream | GenerationUnchanged;

export const isUnchanged = (answer: GenerationAnswer): answer is GenerationUnchanged => "unchanged" in answer;

/**
 * The one interface behind `GENERATOR` (docs/operations.md, "Writers"). `generate` may throw before it
 * yields (bad configuration, upstream refused), and `chunks` may throw after: either ends the
 * run as failed, with the text written so far.
 */
export type GenerationProvider = {
  name: Writer;
  generate(request: GenerationRequest, signal: AbortSignal): Promise<GenerationAnswer>;
};

/**
 * A writer's failure worded for the logs, never for the visitor (the screen says it in their
 * language). `reason` "output_too_long" is a model that reached its token limit: the text is cut,
 * so it ends like one that reached the byte cap.
 */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly reason: "generation_failed" | "output_too_long" = "generation_failed",
  ) {
    super(message);
    this.name = "GenerationError";
  }
}
