import type { Locale } from "../../shared/locales";
import { displayWidth, WIDE } from "../../shared/social";
import type { WriterTexts } from "../../shared/writer-texts";
import { sentenceRules } from "./writer-texts";

/**
 * Turning brief text into safe building blocks: cleaning, splitting lists, escaping Markdown,
 * and measuring and trimming text for character-limited formats such as search ads.
 */

const URL_PATTERN = /https?:\/\/[^\s]+/giu;
// Punctuation that ends a sentence around a URL rather than belonging to it.
const URL_TRAILING = /[.,;:!?)\]}'"”’»]+$/u;

/**
 * Cleans one brief value: no angle brackets (so nothing can ever turn into an HTML tag, even in a
 * renderer that allows raw HTML), no control characters, tidy whitespace. Single-line fields are
 * collapsed onto one line; textareas keep their line breaks for list splitting.
 */
export function sanitize(value: string, multiline: boolean): string {
  const cleaned = value
    .normalize("NFC")
    .replace(/</g, "‹")
    .replace(/>/g, "›")
    .replace(/\r\n?/g, "\n")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, " ");
  if (!multiline) return cleaned.replace(/\s+/g, " ").trim();
  return cleaned
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The first http(s) URL in a text, without trailing sentence punctuation. */
export function findUrl(text: string): string | undefined {
  const match = text.match(URL_PATTERN)?.[0];
  return match?.replace(URL_TRAILING, "");
}

function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]#|~]/g, "\\$&");
}

/**
 * Escapes user text for use inside generated Markdown, so "# Sale" or "- item" typed in a brief
 * stays text wherever it lands. URLs are left intact so renderers can still autolink them.
 */
export function escapeMarkdown(text: string, { inline = false }: { inline?: boolean } = {}): string {
  let escaped = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(URL_TRAILING, "");
    const start = match.index ?? 0;
    escaped += escapeInline(text.slice(last, start)) + url;
    last = start + url.length;
  }
  escaped += escapeInline(text.slice(last));
  // Block markers only matter at the start of a line (quote, list, setext underline, ordered
  // list): text placed after other words on its line ("until 31. Januar") needs none.
  if (inline) return escaped;
  return escaped.replace(/^(\s*)([>+=-])/gm, "$1\\$2").replace(/^(\s*\d+)([.)])/gm, "$1\\$2");
}

/** A link target that cannot break out of `(…)`. */
export function linkTarget(url: string): string {
  return url.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/\s/g, "%20");
}

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toLocaleUpperCase() + text.slice(char.length);
}

const LIST_MARKER = /^\s*(?:[-*+•·–—]|\d+[.)])\s+/u;

/** Whether the text before a segment boundary ends inside an abbreviation or on an ordinal's dot. */
function goesOn(head: string, rules: WriterTexts["sentences"]): boolean {
  if (!head.endsWith(".")) return false;
  // "ab 1. Dezember", "am 31. Januar": a number of up to three digits and its dot (not "12.3.").
  if (rules.ordinalDot && /(?<![\p{N}.,])\p{N}{1,3}\.$/u.test(head)) return true;
  for (const abbreviation of rules.abbreviations) {
    // "z. B." is cut after "z." too; an abbreviation opening a sentence has a capital ("Ca. 40").
    const parts = abbreviation.split(/(?<=\.)/u);
    for (let n = 1; n <= parts.length; n++) {
      const typed = parts.slice(0, n).join("");
      for (const form of new Set([typed, capitalize(typed)])) {
        const before = head.charAt(head.length - form.length - 1);
        if (head.endsWith(form) && !/[\p{L}\p{N}]/u.test(before)) return true;
      }
    }
  }
  return false;
}

/**
 * A text's sentences, by `Intl.Segmenter` with the language's rules ("Mio. Euro", "z. B." and "3.
 * Feb. 2027" go on; `sentenceRules`): the segmenter of V8 (Node and workerd alike) breaks after
 * any dot followed by a capital or a digit, abbreviation or not. No language: every language's rules.
 */
export function splitSentences(text: string, locale?: Locale): string[] {
  const rules = sentenceRules(locale);
  const sentences: string[] = [];
  let current = "";
  for (const { segment } of new Intl.Segmenter(locale, { granularity: "sentence" }).segment(text)) {
    current += segment;
    if (goesOn(current.trimEnd(), rules)) continue;
    sentences.push(current);
    current = "";
  }
  if (current) sentences.push(current);
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const trimmed = item.replace(/^[\s,;，；、]+|[\s,;，；、]+$/gu, "");
    const key = trimmed.toLocaleLowerCase().replace(/[.!?。！？]+$/u, "");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

const MAX_ITEMS = 12;

function splitEach(items: readonly string[], pattern: RegExp): string[] {
  return items.flatMap((item) => item.split(pattern));
}

/**
 * Splits a list the way people type one: one item a line; on a single line, by semicolons, then
 * by sentences (`splitSentences`, in the brief's language where it is known), then by commas.
 * Commas only split short items, so a sentence with a comma in it stays whole, and never between
 * digits ("1,000 users").
 */
export function splitList(text: string, locale?: Locale): string[] {
  let items = dedupe(text.split("\n").map((line) => line.replace(LIST_MARKER, "")));
  if (items.length === 1) items = dedupe(splitEach(items, /[;；]/u));
  if (items.length === 1) items = dedupe(items.flatMap((item) => splitSentences(item, locale)));
  if (items.length === 1) {
    const parts = dedupe(splitEach(items, /,(?!\d)|，|、/u));
    // Two parts split only when both are short ("Free delivery, within 30 km" stays one);
    // three or more are a list typed in one line, each part a phrase of its own.
    const words = parts.length >= 3 ? 14 : 10;
    const short = parts.every((part) => part.split(/\s+/).length <= words);
    if (parts.length > 1 && short) items = parts;
  }
  return items.slice(0, MAX_ITEMS);
}

/** Splits questions: one a line, several on a line after each question mark, or by semicolons. */
export function splitQuestions(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(LIST_MARKER, ""));
  const items = splitEach(splitEach(lines, /(?<=[?？])\s*/u), /[;；]/u);
  return dedupe(items).slice(0, MAX_ITEMS);
}

/** Paragraphs as the user wrote them (story fields keep their own sentences together). */
export function splitParagraphs(text: string): string[] {
  return dedupe(text.split(/\n+/)).slice(0, MAX_ITEMS);
}

/** Characters as ad platforms count them (CJK twice): one measure with the screen's post counts. */
export { displayWidth };

/**
 * Trims text to a display width, ending on a word boundary where the text has spaces (Latin,
 * Korean) and between characters where it has none (Japanese, Chinese). No ellipsis: ad
 * platforms count it and readers take it for a typo.
 */
export function fitWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let cut = "";
  for (const char of text) {
    if (displayWidth(cut + char) > max) break;
    cut += char;
  }
  const space = cut.lastIndexOf(" ");
  const nextChar = text.charAt(cut.length);
  const midWord = nextChar !== "" && nextChar !== " " && /[\p{L}\p{N}]/u.test(nextChar) && !WIDE.test(nextChar);
  const trimmed = midWord && space > 0 ? cut.slice(0, space) : cut;
  return trimmed.replace(/[\s,;:–—\\-]+$/u, "");
}
