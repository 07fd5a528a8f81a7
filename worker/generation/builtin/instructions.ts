import { LOCALE_CODES } from "../../../shared/locales";
import type { Refinement } from "./compose";
import { LANGUAGE_NAMES } from "./language-names";
import {
  ADD_SECTION,
  cjk,
  JOINERS,
  latin,
  NOTE_PATTERNS,
  RULES,
  type SimpleKind,
  TRAILING,
  TRANSLATE,
} from "./request-patterns";
import { sanitize } from "./text";

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
const LANGUAGE_PATTERNS = LOCALE_CODES.map((locale) => ({
  locale,
  patterns: [latin(...LANGUAGE_NAMES[locale].latin), cjk(...LANGUAGE_NAMES[locale].cjk)],
}));

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

/**
 * A chat message that asks to mention something ("mention free shipping", "erwähne den
 * Gratisversand", "送料無料に触れて") gives the thing to mention; it then joins the content as
 * one more point (see composeBuiltin's notes). Anything else, including refinements, gives null.
 */
export function freeformNote(text: string): string | null {
  const trimmed = sanitize(text, false);
  if (!trimmed || parseInstruction(trimmed).length > 0) return null;
  for (const pattern of NOTE_PATTERNS) {
    const note = trimmed
      .match(pattern)
      ?.groups?.note?.replace(TRAILING, "")
      // "erwähne den Gratisversand": the accusative article would be wrong once the note stands alone.
      .replace(/^(?:den|dem|einen|einem)\s+/iu, "")
      .trim();
    if (note && Array.from(note).length <= 160) return note;
  }
  return null;
}
