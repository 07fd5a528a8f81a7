import { franc } from "franc-min";
import type { TemplateDefinition } from "../../shared/catalog/templates";
import { FRANC_CODES, type Locale } from "../../shared/locales";
import { writerLabels } from "./writer-texts";

/**
 * The output gate (docs/writer.md, "Output gate"): a model's first characters are held until they
 * show the answer is the text asked for. A wrapping code fence and a one-line preamble ("Here is
 * your landing page:") are taken off; then the language and the shape of the first line are
 * checked. Pure: ./models.ts holds the head, asks again once with a correction when it fails, and
 * otherwise hands the request to the next writer.
 */

/** How many characters of an answer are held before anything reaches the visitor. */
export const GATE_CHARS = 320;

/** A check chooses among the ten languages only. */
const ONLY = Object.values(FRANC_CODES);
/** Fewer letters than this say too little about their language to judge it. */
const MIN_LETTERS = 60;

export type GateProblem = "language" | "shape";

export type GateVerdict =
  | { ok: true; text: string; fenced: boolean }
  | { ok: false; problem: GateProblem; found?: Locale };

type Asked = {
  template: Pick<TemplateDefinition, "slug" | "output">;
  locale: Locale;
  /** "Continue": the text before the stop. Its continuation has no first line to check. */
  resumeAfter?: string;
};

/** How the first line of a text of this template starts, as a test and in words for a correction. */
export function expectedStart(asked: Asked): { test: (line: string) => boolean; says: string } {
  if (asked.template.output === "email") {
    const subject = `**${writerLabels(asked.locale).subject}`;
    return { test: (line) => line.startsWith(subject), says: `the line ${subject}:** and the subject` };
  }
  if (asked.template.slug === "linkedin-post") {
    return { test: (line) => !line.startsWith("#"), says: "the post's first line, with no heading" };
  }
  if (asked.template.slug === "ad-copy" || asked.template.slug === "social-posts") {
    return { test: (line) => /^## \S/u.test(line), says: "its first ## heading" };
  }
  return { test: (line) => /^# \S/u.test(line), says: "its one # heading" };
}

/**
 * Cleans and checks the head of an answer (`complete`: the answer ended within it). A head that
 * passes comes back without its fence or preamble; for "Continue", without what repeats the end
 * of the text it continues.
 */
export function gateHead(head: string, asked: Asked, complete: boolean): GateVerdict {
  let text = head.replace(/^\s+/u, "");
  const fence = /^```[\w-]*[ \t]*\r?\n/u.exec(text);
  if (fence) text = text.slice(fence[0].length);
  if (complete && fence) text = closeFence(text);

  if (asked.resumeAfter !== undefined) {
    text = withoutOverlap(asked.resumeAfter, text);
  } else {
    const start = expectedStart(asked);
    const [first = "", ...rest] = text.split("\n");
    if (!start.test(first.trim())) {
      // A one-line preamble before a text of the right shape: the line goes, the text stays.
      const after = rest.join("\n").replace(/^\s+/u, "");
      const nextFence = /^```[\w-]*[ \t]*\r?\n/u.exec(after);
      const body = nextFence ? after.slice(nextFence[0].length) : after;
      const preamble = first.trim().length <= 160 && !first.trim().startsWith("#");
      if (!preamble || !start.test(body.split("\n")[0]?.trim() ?? "")) return { ok: false, problem: "shape" };
      text = complete && nextFence ? closeFence(body) : body;
      return languageOf(text, asked.locale, Boolean(fence || nextFence));
    }
  }
  return languageOf(text, asked.locale, Boolean(fence));
}

function languageOf(text: string, locale: Locale, fenced: boolean): GateVerdict {
  const found = otherLanguage(text, locale);
  return found ? { ok: false, problem: "language", found } : { ok: true, text, fenced };
}

/**
 * The language franc hears in a text when it is one of the ten and not `locale`; undefined when it
 * is `locale`, or the text has too few letters to tell.
 */
export function otherLanguage(text: string, locale: Locale): Locale | undefined {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < MIN_LETTERS) return undefined;
  // Markdown marks, links and numbers say nothing about the language.
  const plain = text
    .replace(/\]\([^)]*\)/gu, "]")
    .replace(/[#*_>`[\]|-]/gu, " ")
    .replace(/\d+/gu, " ");
  const code = franc(plain, { only: ONLY, minLength: 10 });
  const found = (Object.keys(FRANC_CODES) as Locale[]).find((key) => FRANC_CODES[key] === code);
  return found && found !== locale ? found : undefined;
}

/** Takes a closing fence off the end of a text that opened with one. */
export function closeFence(text: string): string {
  return text.replace(/\r?\n?```[ \t]*\s*$/u, "\n").replace(/\n+$/u, "\n");
}

/**
 * "Continue": the longest end of the text so far (8 characters or more) that the continuation
 * starts with again is dropped, so the overlap is not shown twice.
 */
export function withoutOverlap(before: string, continuation: string): string {
  const tail = before.slice(-400);
  for (let size = Math.min(tail.length, continuation.length); size >= 8; size--) {
    if (continuation.startsWith(tail.slice(-size))) return continuation.slice(size);
  }
  return continuation;
}
