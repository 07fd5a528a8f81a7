// The measures of `npm run eval` (docs/writer.md, "Evaluation"), as pure functions of a brief and
// the texts written for it, so they can be tested on their own (tests/eval/metrics.test.ts).
import { franc } from "franc";

/** ISO 639-3 codes franc reports for the site's languages. */
export const FRANC_CODES = {
  en: "eng",
  ja: "jpn",
  pt: "por",
  nl: "nld",
  ko: "kor",
  fr: "fra",
  it: "ita",
  de: "deu",
  es: "spa",
  zh: "cmn",
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Markdown to plain lines: no markup, no hashtags, no link targets. */
export function plainLines(markdown) {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
        .replace(/^>\s?/, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\\(.)/g, "$1")
        .replace(/[*_`]/g, "")
        .replace(/(^|\s)#[\p{L}\p{N}]+/gu, "$1")
        .trim(),
    )
    .filter(Boolean);
}

/** Case, accents of width, punctuation and spacing do not decide whether a fact is there. */
export function normalize(text) {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The language franc hears in a text (ISO 639-3), or "und" when it is too short to tell. */
export function detectLanguage(text) {
  return franc(text, { minLength: 10, only: Object.values(FRANC_CODES) });
}

/** The facts of a brief: each one-line value, and each item or line of its text areas. */
export function factsOf(template, inputs) {
  const facts = [];
  for (const field of template.fields) {
    const value = (inputs[field.name] ?? "").trim();
    if (!value || field.type === "select") continue;
    if (field.type === "textarea") {
      for (const line of value.split(/\n+/)) {
        const parts = line.split(/\s*[;；]\s*/);
        for (const part of parts) {
          const fact = part
            .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "")
            .replace(/^(?:Q|A|F|P|R|D|V|Frage|Antwort)\s*\d*\s*[:：]\s*/iu, "")
            .trim();
          if (normalize(fact).length >= 3) facts.push(fact);
        }
      }
    } else if (field.name !== "deadline") {
      facts.push(value);
    }
  }
  return facts;
}

/**
 * Whether a fact appears in a text: as a whole, or (for longer facts) with at least 80 % of its
 * words, or of its characters in scripts written without spaces.
 */
export function hasFact(text, fact) {
  const haystack = normalize(text);
  const needle = normalize(fact);
  if (!needle) return true;
  if (haystack.includes(needle)) return true;
  const cjk = CJK.test(needle) && !needle.includes(" ");
  const units = cjk ? [...needle] : needle.split(" ");
  const words = new Set(haystack.split(" "));
  const found = units.filter((unit) => (cjk ? haystack.includes(unit) : words.has(unit))).length;
  return units.length >= 3 && found / units.length >= 0.8;
}

/** Sentences of the body: headings and label-only lines left out, paragraphs split at sentence ends. */
export function sentencesOf(markdown) {
  const sentences = [];
  for (const line of markdown.split("\n")) {
    if (/^#{1,6}\s/.test(line.trim()) || !line.trim()) continue;
    // A bold label ("**Headline:** …") is structure, like a heading: only what follows it is copy.
    const [plain = ""] = plainLines(line.replace(/^\s*\*\*[^*]{1,40}[:：]\*\*\s*/u, ""));
    for (const sentence of plain.split(/(?<=[.!?])\s+|(?<=[。！？])/u)) {
      if (sentence.trim()) sentences.push(sentence.trim());
    }
  }
  return sentences;
}

/** A text with the brief's values replaced by a mark, longest first (what is left is the writer's). */
export function masked(text, values) {
  let result = normalize(text);
  const sorted = [...new Set(values.map(normalize).filter((v) => v.length >= 2))].sort((a, b) => b.length - a.length);
  for (const value of sorted) result = result.split(value).join(" ◇ ");
  return result.replace(/\s+/g, " ").trim();
}

/** Whether a masked sentence has words of the writer's own (not only marks, numbers and symbols). */
function writerWords(sentence) {
  return /\p{L}{2}/u.test(sentence.replace(/◇/g, ""));
}

/**
 * Of the sentences of `a`, the share whose masked form (brief values replaced) also appears in `b`:
 * copy that does not depend on the business. Sentences that are only the visitor's words never count
 * as shared.
 */
export function sharedShare(a, aValues, b, bValues) {
  const ours = sentencesOf(a).map((s) => masked(s, aValues));
  const theirs = new Set(sentencesOf(b).map((s) => masked(s, bValues)));
  if (ours.length === 0) return 0;
  return ours.filter((s) => writerWords(s) && theirs.has(s)).length / ours.length;
}

/**
 * Lines that end in the middle of one of the brief's values ("…手作りケー", "Track every drawing
 * revi", "Track every drawing"): a line's end that is a proper prefix of a value, at least five
 * characters long, followed in the value by more of the same phrase. A line that ends with a whole
 * value, or with a whole part of one between commas, is not cut.
 */
export function truncations(markdown, values, ignore = new Set()) {
  const tidy = (text) => text.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  const whole = values
    .flatMap((value) => [value, ...value.split(/[\n,;，；、]/u)])
    .map((v) => tidy(v).replace(/[.。!！?？]+$/u, ""));
  const found = [];
  for (const line of plainLines(markdown)) {
    // The writer's own headings and labels ("How it started") may happen to begin a value.
    if (ignore.has(line)) continue;
    const end = tidy(line.replace(/^[^:：]{1,30}[:：]\s*/u, "")).replace(/[.。!！?？]+$/u, "");
    if (whole.some((value) => value && end.endsWith(value))) continue;
    const cut = whole.some((value) => {
      // A cut is at least a few words long (five characters in scripts without spaces) and most of
      // its line: a sentence that merely ends with a value's first words is not one.
      const shortest = CJK.test(value) ? 5 : 12;
      for (let k = value.length - 1; k >= shortest; k--) {
        const prefix = value.slice(0, k);
        // "Membrane imperméable : utile…": a name before its colon is a whole part, not a cut.
        const next = value.slice(k).trimStart().charAt(0);
        if (end.endsWith(prefix) && /[\p{L}\p{N}]/u.test(next) && prefix.length >= end.length * 0.6) return true;
      }
      return false;
    });
    if (cut) found.push(line);
  }
  return found;
}

/** Words or two-word phrases said twice in a row ("bis bis", "hasta el hasta el"), and doubled particles. */
export function doubledWords(markdown, particles = []) {
  const found = [];
  for (const line of plainLines(markdown)) {
    for (const match of line.matchAll(/(?<![\p{L}\p{N}])(\p{L}+(?:\s+\p{L}+)?)\s+\1(?![\p{L}\p{N}])/giu)) {
      found.push(match[0]);
    }
    for (const particle of particles)
      if (particle && line.includes(particle + particle)) found.push(particle + particle);
  }
  return found;
}

/** Headings of an FAQ that are the visitor's answers rather than questions. */
export function answersAsQuestions(markdown, inputs) {
  const answers = (inputs.questions ?? "")
    .split("\n")
    .map((line) => line.replace(/^\s*(?:A|R|Antwort|Antw|답변?|答え?)\s*\d*\s*[:：.)]\s*/iu, "").trim())
    .filter((line) => line && !/[?？]/u.test(line));
  const headings = markdown
    .split("\n")
    .filter((line) => /^#{2,6}\s/.test(line))
    .map((line) => normalize(line.replace(/^#+\s*/, "").replace(/\\(.)/g, "$1")));
  return headings.filter((heading) =>
    answers.some((answer) => normalize(answer) && heading.includes(normalize(answer))),
  );
}

/** English words of the writer's (labels, headings) found in a text in another language. */
export function englishLeaks(markdown, englishLabels, ownLabels) {
  const text = plainLines(markdown).join("\n");
  return englishLabels.filter(
    (label) =>
      !ownLabels.has(label) &&
      new RegExp(`(?<![\\p{L}])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text),
  );
}

/** Markdown the site renders well: one H1 (or an email's labelled first line), no raw HTML, no empty items. */
export function structureProblems(markdown) {
  const problems = [];
  const h1 = markdown.split("\n").filter((line) => /^#\s/.test(line)).length;
  const email = /^\*\*[^*]+[:：]\*\*\s\S/.test(markdown.trim());
  if (!email && h1 !== 1) problems.push(`${h1} H1 headings`);
  if (/<\/?[a-z][^>]*>/i.test(markdown)) problems.push("raw HTML");
  if (/^\s*(?:[-*+]|\d+\.)\s*$/m.test(markdown)) problems.push("empty list item");
  if (/\{[a-zA-Z]+\}/.test(markdown)) problems.push("unfilled placeholder");
  return problems;
}

/** Share of a text's sentences (long enough to tell) that franc hears in the target language. */
export function targetShare(markdown, locale) {
  const sentences = sentencesOf(markdown).filter((s) => (CJK.test(s) ? s.length >= 6 : s.split(" ").length >= 4));
  if (sentences.length === 0) return 1;
  return sentences.filter((s) => detectLanguage(s) === FRANC_CODES[locale]).length / sentences.length;
}

/** Share of the sentences of `before` still present, word for word, in `after`. */
export function keptShare(before, after) {
  const old = sentencesOf(before).map(normalize);
  const now = new Set(sentencesOf(after).map(normalize));
  if (old.length === 0) return 1;
  return old.filter((s) => now.has(s)).length / old.length;
}
