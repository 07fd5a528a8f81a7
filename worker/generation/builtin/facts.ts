import { type TemplateDefinition, TONES } from "../../../shared/catalog/templates";
import type { Locale } from "../../../shared/locales";
import { findUrl, sanitize, splitList, splitParagraphs } from "../text";
import type { Tone } from "./voice";

/**
 * The brief as facts (docs/writer.md, "What the offline writer does"): one-line values, the lists
 * and paragraphs of its text areas, and the select choices. The writer arranges these; it never
 * adds a fact of its own.
 */
export type Facts = {
  tone: Tone;
  /** Every non-empty one-line value and select choice (not the tone), plus `name`. */
  vars: Record<string, string>;
  /** Text areas split into items (lists) or paragraphs (stories). */
  lists: Record<string, string[]>;
  /** The call to action's link: the brief's button link, or an address typed into the call to action. */
  ctaUrl?: string;
};

// Text areas whose lines are prose the visitor wrote as paragraphs rather than as a list.
const PARAGRAPH_FIELDS = new Set(["story", "insight", "quote"]);
// The field that names what the content is about, in the order templates use them.
export const NAME_FIELDS: readonly string[] = ["product", "company", "brand", "topic", "task"];

function clip(value: string, maxLength: number | undefined): string {
  if (!maxLength) return value;
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join("").trim() : value;
}

/**
 * `locale`: the language the brief was typed in, whose abbreviations never end a sentence when a
 * line is split into points ("6,5 Mio. Euro"); without it, every language's (docs/writer.md).
 */
export function readFacts(
  template: TemplateDefinition,
  inputs: Readonly<Record<string, string>>,
  locale?: Locale,
): Facts {
  const vars: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  let tone: Tone = "professional";
  for (const field of template.fields) {
    const raw = inputs[field.name] ?? "";
    if (field.type === "select") {
      const options = field.options ?? [];
      const chosen = options.includes(raw) ? raw : options[0];
      if (field.name === "tone") tone = TONES.find((option) => option === chosen) ?? tone;
      else if (chosen) vars[field.name] = chosen;
      continue;
    }
    const value = clip(sanitize(raw, field.type === "textarea"), field.maxLength);
    if (!value) continue;
    if (field.type === "textarea") {
      // Questions keep their lines: ./qa.ts pairs them with their answers.
      lists[field.name] =
        field.name === "questions"
          ? value.split("\n").filter(Boolean)
          : PARAGRAPH_FIELDS.has(field.name)
            ? splitParagraphs(value)
            : splitList(value, locale);
      vars[field.name] = value.replace(/\s*\n\s*/g, " ");
    } else {
      vars[field.name] = value;
    }
  }
  const name = NAME_FIELDS.map((field) => vars[field]).find(Boolean);
  if (name) vars.name = name;
  // The button's link: its own field (checked as an http(s) address by the brief), else an
  // address typed into the call to action itself.
  let ctaUrl: string | undefined = vars.ctaUrl;
  delete vars.ctaUrl;
  const cta = vars.callToAction;
  if (cta) {
    const typed = findUrl(cta);
    ctaUrl ??= typed;
    const label = typed ? cta.replace(typed, "").replace(/^[\s:→–—-]+|[\s:→–—-]+$/gu, "") : cta;
    if (label) vars.callToAction = label;
    else delete vars.callToAction;
  }
  return { tone, vars, lists, ctaUrl };
}

/**
 * An item typed as "Name: what to say", split in two; otherwise the item alone. A dash is not a
 * separator: "Keep weekends free – tired kids score lower" is one sentence.
 */
export function entryOf(item: string): { title?: string; body: string } {
  const match = item.match(/^(?<title>[^:：]{1,80}?)\s*(?::\s|：)\s*(?<body>.+)$/u);
  const title = match?.groups?.title?.trim();
  const body = match?.groups?.body?.trim();
  // "9:00" or a URL is not a title; neither is a title longer than its explanation.
  if (!title || !body || /\d$/u.test(title) || /https?$/iu.test(title)) return { body: item };
  return { title, body };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A deadline as the writer can place it: "until Sunday" → "Sunday", "12月20日まで" → "12月20日", so
 * the writer's own "until {deadline}" never says it twice. `words` come from writer.json.
 */
export function bareDeadline(value: string, words: readonly string[]): string {
  // A final full stop goes, but not the one of a German date ("31.12.").
  let text = value.trim().replace(/(?<!\d)[.!。！]+$/u, "");
  for (let round = 0; round < 3; round++) {
    const before = text;
    for (const word of words) {
      const w = escapeRegExp(word);
      // Words that are letters need a word boundary; particles such as まで or 까지 attach directly.
      const spaced = /^\p{Script=Latin}/u.test(word);
      const start = spaced ? new RegExp(`^${w}\\s+`, "iu") : new RegExp(`^${w}\\s*`, "u");
      const end = spaced ? new RegExp(`\\s+${w}$`, "iu") : new RegExp(`\\s*${w}$`, "u");
      const next = text.replace(start, "").replace(end, "");
      if (next.trim()) text = next.trim();
    }
    if (text === before) break;
  }
  return text;
}
