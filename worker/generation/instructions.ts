import type { Locale } from "../../shared/locales";
import { LOCALE_CODES } from "../../shared/locales";
import {
  ADD_SECTION,
  cjk,
  DUTCH_CLAUSE,
  JOINERS,
  latin,
  NOTE_PATTERNS,
  RULES,
  type SimpleKind,
  TRAILING,
  TRANSLATE,
  VERB_LAST_CLAUSES,
} from "./instruction-patterns";
import { LANGUAGE_NAMES } from "./language-names";
import { dutchMainClause, endsInThat, mainClauseOrder } from "./main-clause";
import { japanesePolite, koreanPolite } from "./polite-ending";
import { sanitize } from "./text";

/** A request the writers understand as a change to the whole text (docs/writer.md, "Refinements"). */
export type Refinement =
  | { kind: "shorter" }
  | { kind: "longer" }
  | { kind: "formal" }
  | { kind: "playful" }
  | { kind: "add-section"; topic?: string }
  | { kind: "translate"; locale: Locale };

/** Whether a piece of a topic is really another request (a refinement or a translation). */
function isRequest(piece: string): boolean {
  return TRANSLATE.test(piece) || RULES.some(([, pattern]) => piece.search(pattern) >= 0);
}

/**
 * The topic of "add a section", without any further request that follows it (or, in Japanese,
 * Korean and Chinese, precedes it). Returns the topic and how many characters of the raw topic it
 * covers, so the rest of the message is still read for other requests.
 */
function cleanTopic(raw: string, topicFirst: boolean): { topic?: string; used: number } {
  // split() with a capturing pattern alternates pieces and the joiners between them.
  const pieces = raw.split(JOINERS).map((text, i) => ({ text, joiner: i % 2 === 1 }));
  const kept: typeof pieces = [];
  for (const piece of topicFirst ? pieces.reverse() : pieces) {
    if (!piece.joiner && isRequest(piece.text)) break;
    kept.push(piece);
  }
  while (kept.length > 0 && (kept.at(-1)?.joiner || !kept.at(-1)?.text.trim())) kept.pop();
  const text = (topicFirst ? kept.reverse() : kept).map((piece) => piece.text).join("");
  const cleaned = sanitize(text.replace(/^["'“„«「\s]+/u, "").replace(TRAILING, ""), false);
  return { topic: cleaned || undefined, used: text.length };
}

type Found = { index: number; refinement: Refinement };

// Built once: parseInstruction runs for every chat message and every past instruction.
/** ADD_SECTION with the d flag, which reports where the topic sits. */
const ADD_SECTION_WITH_INDICES = ADD_SECTION.map(({ pattern, topicFirst }) => ({
  // Without g, exec() keeps no lastIndex between calls.
  pattern: new RegExp(pattern.source, `${pattern.flags.replace("g", "")}d`),
  topicFirst,
}));
/** Each locale's language names, in LOCALE_CODES order (matchAll leaves their lastIndex alone). */
// The NOTE_PATTERNS (Japanese, Korean) whose point comes before the verb.
const TOPIC_FIRST_NOTES = new Set([7, 8]);
// The NOTE_PATTERNS (Japanese, Korean) whose point is a noun clause ("…こと", "…다는 점"), and how it
// ends as a sentence of the text.
const NOUN_CLAUSE_NOTES = new Map<number, (clause: string) => string>([
  [7, japanesePolite],
  [8, koreanPolite],
]);
// The NOTE_PATTERNS whose "that" clause puts its verbs last (German "dass", Dutch "dat"), and how
// such a point is given a main clause's order (docs/writer.md, "Refinements").
const VERB_LAST_NOTES = new Map<number, { that: RegExp; reorder: (clause: string) => string }>([
  [1, { that: VERB_LAST_CLAUSES.de.conjunction, reorder: (clause) => mainClauseOrder(clause, "de") }],
  [6, { that: DUTCH_CLAUSE.conjunction, reorder: dutchMainClause }],
]);

const LANGUAGE_PATTERNS = LOCALE_CODES.map((locale) => ({
  locale,
  patterns: [latin(...LANGUAGE_NAMES[locale].latin), cjk(...LANGUAGE_NAMES[locale].cjk)],
}));

/**
 * How many characters of a point to mention are the point: its first clause always (it may well
 * contain "longer" or "Italian"), then each further clause up to one that is a request of its own
 * ("… and make it shorter"). Japanese, Korean and Chinese may put the point before the verb.
 */
function notePart(raw: string, topicFirst: boolean): number {
  const pieces = raw.split(JOINERS);
  if (topicFirst) pieces.reverse();
  let used = (pieces[0] ?? "").length;
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    const piece = pieces[i + 1] ?? "";
    if (isRequest(piece)) break;
    used += (pieces[i] ?? "").length + piece.length;
  }
  return used;
}

/**
 * Refinements asked for in one chat message, in the order they were written. Unrecognized text
 * gives [] (the caller keeps it as a free-form note).
 */
export function parseInstruction(text: string): Refinement[] {
  let rest = text.normalize("NFC").slice(0, 500);
  const found: Found[] = [];

  for (const { pattern, topicFirst } of ADD_SECTION_WITH_INDICES) {
    // The d flag reports where the topic sits, so only it is hidden from the other rules below.
    const match = pattern.exec(rest);
    if (!match) continue;
    let [start, end] = [match.index, match.index + match[0].length];
    const span = match.indices?.groups?.topic;
    const raw = match.groups?.topic;
    let topic: string | undefined;
    if (span && raw) {
      const cleaned = cleanTopic(raw, topicFirst);
      topic = cleaned.topic;
      // Requests around the topic stay readable below; the topic itself (which may name a language
      // or a tone: "a section about German customers") is hidden from them.
      if (topicFirst) start = span[1] - cleaned.used;
      else end = span[0] + cleaned.used;
    }
    found.push({ index: start, refinement: topic ? { kind: "add-section", topic } : { kind: "add-section" } });
    rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
    break;
  }

  // "Mention that the Italian restaurant opens on Mondays": the point to mention is hidden from the
  // rules below as a section's topic is, up to any further request that follows it.
  const trimmed = rest.trimEnd();
  for (const [index, pattern] of NOTE_PATTERNS.entries()) {
    const raw = pattern.exec(trimmed)?.groups?.note;
    if (!raw || TRANSLATE.test(trimmed.slice(0, trimmed.indexOf(raw)))) continue;
    const topicFirst = TOPIC_FIRST_NOTES.has(index);
    // "길게 써 줘", "遊び心を入れて": a verb as general as "write" or "put in" after a refinement is that refinement.
    if (topicFirst && isRequest(raw)) continue;
    const at = topicFirst ? trimmed.indexOf(raw) : trimmed.lastIndexOf(raw);
    const used = notePart(raw, topicFirst);
    const [start, end] = topicFirst ? [at + raw.length - used, at + raw.length] : [at, at + used];
    rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
    break;
  }

  const seen = new Set<SimpleKind>();
  for (const [kind, pattern] of RULES) {
    rest = rest.replace(pattern, (match: string, ...args: unknown[]) => {
      const index = args.find((arg): arg is number => typeof arg === "number") ?? 0;
      if (!seen.has(kind)) found.push({ index, refinement: { kind } });
      seen.add(kind);
      return " ".repeat(match.length);
    });
  }

  // The last language named wins: "translate this English text into German" means German.
  let language: Found | undefined;
  for (const { locale, patterns } of LANGUAGE_PATTERNS) {
    for (const pattern of patterns) {
      for (const match of rest.matchAll(pattern)) {
        const index = match.index ?? 0;
        if (!language || index > language.index) language = { index, refinement: { kind: "translate", locale } };
      }
    }
  }
  if (language) found.push(language);

  return found.sort((a, b) => a.index - b.index).map((entry) => entry.refinement);
}

// The languages of NOTE_PATTERNS, in their order (Spanish and Portuguese share some verbs).
const NOTE_LANGUAGES: readonly (readonly Locale[])[] = [
  ["en"],
  ["de"],
  ["fr"],
  ["es", "pt"],
  ["it"],
  ["pt", "es"],
  ["nl"],
  ["ja"],
  ["ko"],
  ["zh"],
];

/**
 * The languages a request to mention something was written in, from the wording that asked it
 * ("mention…", "erwähne…", "…に触れて"): the offline writer cannot translate the point itself, so a
 * point asked in another language than the text's stays out. Undefined when no such wording is found.
 */
export function noteLanguages(text: string): readonly Locale[] | undefined {
  const clauses = [text, ...text.split(JOINERS)].map((clause) => sanitize(clause, false)).filter(Boolean);
  for (const clause of clauses) {
    if (parseInstruction(clause).length > 0 && clause !== text) continue;
    const index = NOTE_PATTERNS.findIndex((pattern) => pattern.test(clause));
    if (index >= 0) return NOTE_LANGUAGES[index];
  }
  return undefined;
}

// The languages of ADD_SECTION, in its order.
const SECTION_LANGUAGES: readonly Locale[] = ["en", "de", "de", "fr", "es", "it", "pt", "nl", "ja", "ko", "zh"];

/**
 * The language a request to add a section on a topic was written in ("add a section about
 * pricing": English), or undefined: the offline writer does not put an English topic into a German
 * text as a heading (docs/writer.md, "Refinements").
 */
export function sectionLanguage(text: string): Locale | undefined {
  const index = ADD_SECTION.findIndex(({ pattern }) => pattern.exec(text)?.groups?.topic);
  return index >= 0 ? SECTION_LANGUAGES[index] : undefined;
}

/**
 * A chat message that asks to mention something ("mention free shipping", "erwähne den
 * Gratisversand", "送料無料に触れて") gives the thing to mention; it then joins the content as
 * one more point (see composeBuiltin's notes). Anything else, including refinements, gives null.
 */
export function freeformNote(text: string): string | null {
  const trimmed = sanitize(text, false);
  if (!trimmed || parseInstruction(trimmed).length > 0) return null;
  for (const [index, pattern] of NOTE_PATTERNS.entries()) {
    const raw = trimmed.match(pattern)?.groups?.note;
    const note = raw
      ?.replace(TRAILING, "")
      // "erwähne den Gratisversand": the accusative article would be wrong once the note stands alone.
      .replace(/^(?:den|dem|einen|einem)\s+/iu, "")
      .trim();
    if (!raw || !note || Array.from(note).length > 160) continue;
    // "Erwähne, dass der Versand ab 40 € kostenlos ist": the point stands alone, in a main clause's order.
    const verbLast = VERB_LAST_NOTES.get(index);
    const before = trimmed.slice(0, trimmed.lastIndexOf(raw));
    if (verbLast && endsInThat(before, verbLast.that)) return verbLast.reorder(note);
    return NOUN_CLAUSE_NOTES.get(index)?.(note) ?? note;
  }
  return null;
}
