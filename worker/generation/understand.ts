import { findTemplate } from "../../shared/catalog/templates";
import type { Understood } from "../../shared/generation";
import type { Locale } from "../../shared/locales";
import { takesNotes } from "./builtin/compose";
import { JOINERS } from "./instruction-patterns";
import type { Refinement } from "./instructions";
import { freeformNote, noteLanguages, parseInstruction, sectionLanguage } from "./instructions";

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

/**
 * The summary for a version made by `provider` from `instruction`, or undefined when there is none
 * to give. For the offline writer it also says which points it left out of a text of `template` in
 * `locale` (docs/writer.md, "Refinements") and that a translation kept the visitor's own words.
 */
export function understoodFor(
  provider: string,
  instruction: string | null | undefined,
  context: { template: string; locale: Locale },
): Understood | undefined {
  if (provider !== "builtin" || !instruction) return undefined;
  // Every item read (the screen polls one while it is written) asks again for every version.
  const key = `${context.template}\u0000${context.locale}\u0000${instruction}`;
  const known = understoodCache.get(key);
  if (known) return known;
  const understood = readUnderstood(instruction, context);
  if (understoodCache.size >= UNDERSTOOD_CACHE_SIZE) understoodCache.delete(understoodCache.keys().next().value ?? "");
  understoodCache.set(key, understood);
  return understood;
}

// Summaries by template, locale and message, per isolate; the oldest goes first when full.
const UNDERSTOOD_CACHE_SIZE = 500;
const understoodCache = new Map<string, Understood>();

function readUnderstood(instruction: string, context: { template: string; locale: Locale }): Understood {
  const summary = summarize(understandInstruction(instruction));
  const template = findTemplate(context.template);
  const languages = noteLanguages(instruction);
  const leftOut: NonNullable<Understood["leftOut"]> = [];
  const notes = summary.notes.filter((note) => {
    const reason =
      template && !takesNotes(template)
        ? "no-place"
        : languages && !languages.includes(context.locale)
          ? "other-language"
          : undefined;
    if (reason) leftOut.push({ note, reason });
    return !reason;
  });
  // A section on a topic asked in another language than the text's is left out the same way.
  const section = sectionLanguage(instruction);
  const changes = summary.changes.filter((change) => {
    const foreign = change.kind === "add-section" && change.topic && section && section !== context.locale;
    if (foreign && change.topic) leftOut.push({ note: change.topic, reason: "other-language" });
    return !foreign;
  });
  const translated = summary.changes.some((change) => change.kind === "translate");
  return {
    ...summary,
    changes,
    notes,
    ...(leftOut.length ? { leftOut } : {}),
    ...(translated ? { keptAsWritten: true } : {}),
  };
}
