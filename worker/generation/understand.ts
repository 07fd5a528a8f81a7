import type { Understood } from "../../shared/generation";
import type { Refinement } from "./builtin/compose";
import { freeformNote, parseInstruction } from "./builtin/instructions";
import { JOINERS } from "./builtin/request-patterns";

/**
 * What a chat message asked for, part by part (docs/api.md, "Generation"), for every provider:
 * the refinements (length, tone, a section, a translation), the points to mention, and the parts
 * that are neither, which the screen names instead of claiming they were done. "More formal and
 * mention the rooftop tour" is one refinement and one note; "make it rhyme" is not understood.
 */
export type Understanding = {
  refinements: Refinement[];
  notes: string[];
  notUnderstood: string[];
};

/** Words, in any script: a clause of only joiners, spaces or punctuation says nothing. */
const MEANINGFUL = /[\p{L}\p{N}]/u;
/** Courtesy, in the ten languages: a clause of only this asks for nothing. */
const COURTESY =
  /^(?:please|thanks|thank you|bitte|danke|s'il (?:te|vous) pla[iî]t|merci|por favor|gracias|per favore|grazie|alsjeblieft|graag|bedankt|obrigad[oa]|お願いします?|ありがとう(?:ございます)?|부탁(?:해요|합니다)|감사합니다|请|谢谢)[\s.!?。！？]*$/iu;

export function understandInstruction(text: string): Understanding {
  const refinements = parseInstruction(text);
  const topics = refinements.flatMap((r) => (r.kind === "add-section" && r.topic ? [r.topic.toLowerCase()] : []));
  const notes: string[] = [];
  const notUnderstood: string[] = [];
  // A whole message that is one note ("mention free shipping, please") is one note, commas and all.
  const whole = freeformNote(text);
  if (whole) return { refinements, notes: [whole], notUnderstood };
  for (const [index, clause] of text.split(JOINERS).entries()) {
    // split() with a capturing pattern puts the joiners at odd places.
    const piece = clause.trim();
    if (index % 2 === 1 || !MEANINGFUL.test(piece) || COURTESY.test(piece)) continue;
    if (parseInstruction(piece).length > 0) continue;
    if (topics.some((topic) => topic.includes(piece.toLowerCase()) || piece.toLowerCase().includes(topic))) continue;
    const note = freeformNote(piece);
    if (note) notes.push(note);
    else notUnderstood.push(piece);
  }
  return { refinements, notes, notUnderstood };
}

/** The summary the screen shows (shared/generation.ts): plain data, no patterns. */
export function summarize(understanding: Understanding): Understood {
  return {
    changes: understanding.refinements.map((refinement) =>
      refinement.kind === "add-section"
        ? { kind: refinement.kind, ...(refinement.topic ? { topic: refinement.topic } : {}) }
        : refinement.kind === "translate"
          ? { kind: refinement.kind, locale: refinement.locale }
          : { kind: refinement.kind },
    ),
    notes: understanding.notes,
    notUnderstood: understanding.notUnderstood,
  };
}

/** The summary for a version made by `provider` from `instruction`, or undefined when there is none to give. */
export function understoodFor(provider: string, instruction: string | null | undefined): Understood | undefined {
  return provider === "builtin" && instruction ? summarize(understandInstruction(instruction)) : undefined;
}
