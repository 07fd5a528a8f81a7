import { type TemplateDefinition, TONES } from "../../../shared/catalog/templates";
import type { Tone } from "./phrases/types";
import { findUrl, sanitize, splitList, splitParagraphs, splitQuestions } from "./text";

/** The brief, cleaned: one-line values, textareas split into items, and the select choices. */
export type Brief = {
  slug: string;
  tone: Tone;
  /** Values that phrases can insert: every non-empty text field, plus `name` and `first`. */
  vars: Record<string, string>;
  lists: Record<string, string[]>;
  /** A link for the call to action, when the visitor typed one into it. */
  ctaUrl?: string;
};

// Textareas whose lines are prose the visitor wrote as paragraphs rather than as a list.
const PARAGRAPH_FIELDS = new Set(["story"]);
const QUESTION_FIELDS = new Set(["questions"]);
// The field that names what the content is about, in the order templates use them.
export const NAME_FIELDS: readonly string[] = ["product", "company", "brand", "topic", "task"];

function clip(value: string, maxLength: number | undefined): string {
  if (!maxLength) return value;
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join("").trim() : value;
}

function split(name: string, value: string): string[] {
  if (QUESTION_FIELDS.has(name)) return splitQuestions(value);
  if (PARAGRAPH_FIELDS.has(name)) return splitParagraphs(value);
  return splitList(value);
}

/**
 * Reads the brief the way the template defines it. Notes (free-form requests such as "mention free
 * shipping") join the template's main list when it has one, where they read as one more point.
 */
export function readBrief(
  template: TemplateDefinition,
  inputs: Readonly<Record<string, string>>,
  notes: readonly string[],
  noteList: string | undefined,
): Brief {
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
      lists[field.name] = split(field.name, value);
      vars[field.name] = value.replace(/\s*\n\s*/g, " ");
    } else {
      vars[field.name] = value;
    }
  }
  if (noteList) {
    const extra = notes.map((note) => sanitize(note, false)).filter(Boolean);
    if (extra.length > 0) lists[noteList] = [...(lists[noteList] ?? []), ...extra];
  }
  const name = NAME_FIELDS.map((field) => vars[field]).find(Boolean);
  if (name) vars.name = name;
  let ctaUrl: string | undefined;
  const cta = vars.callToAction;
  if (cta) {
    ctaUrl = findUrl(cta);
    const label = ctaUrl ? cta.replace(ctaUrl, "").replace(/^[\s:→–—-]+|[\s:→–—-]+$/gu, "") : cta;
    if (label) vars.callToAction = label;
    else delete vars.callToAction;
  }
  return { slug: template.slug, tone, vars, lists, ctaUrl };
}
