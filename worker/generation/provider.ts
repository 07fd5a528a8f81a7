import type { TemplateDefinition } from "../../shared/catalog/templates";
import type { Locale } from "../../shared/locales";

/** What every provider gets: the template, the brief and the conversation so far. */
export type GenerationRequest = {
  template: TemplateDefinition;
  /** The language to write in. */
  locale: Locale;
  inputs: Record<string, string>;
  /** Varies the output for the same brief; the same seed gives the same text (builtin). */
  seed: number;
  /** Earlier refinement instructions of this item, oldest first. */
  instructions: readonly string[];
  /** The latest revision's text when refining. */
  previous?: string;
  /** This request's refinement instruction, if any. */
  instruction?: string;
  /** "Continue": the text written so far; the provider yields only what follows it. */
  resumeAfter?: string;
  /** The most tokens a model may write for this template (shared/generation.ts). */
  maxTokens: number;
};

/** One provider's answer: text pieces as they come, and the language it ended up writing in. */
export type GenerationStream = {
  locale: Locale;
  chunks: AsyncIterable<string>;
};

/**
 * The one interface behind `GENERATOR` (DESIGN.md section 5). `generate` may throw before it
 * yields (bad configuration, upstream refused): the caller turns that into an `error` event.
 */
export type GenerationProvider = {
  name: "builtin" | "workers-ai" | "openai";
  generate(request: GenerationRequest, signal: AbortSignal): Promise<GenerationStream>;
};
