import { withParticle } from "./korean";
import { capitalize } from "./text";

/** `{name}`, `{^name}` (capitalized) and `{name:은}` (with a Korean particle); see phrases/types.ts. */
const PLACEHOLDER = /\{(\^?)([a-zA-Z]+)(?::([^}]+))?\}/g;

export type Vars = Readonly<Record<string, string | undefined>>;

// Fields that hold ordinary phrases ("Remote work productivity") rather than names ("Lumen Notes").
const PHRASE_FIELDS = new Set(["topic", "task", "audience", "offer", "benefit", "firstStep", "keyword", "note"]);
// "Remote work productivity": a capitalized first word followed only by lowercase words or numbers.
const SENTENCE_CASE = /^\p{Lu}\p{Ll}+(?:\s+[\p{Ll}\p{N}][\p{L}\p{N}'’-]*)+$/u;

/**
 * A phrase typed in sentence case reads as a stray capital mid-sentence ("tips on Remote work"),
 * so it is lowercased there. Names, acronyms and phrases with inner capitals are left alone, and
 * languages that capitalize nouns (German) opt out.
 */
function midSentence(name: string, value: string, before: string): string {
  if (!PHRASE_FIELDS.has(name) || !SENTENCE_CASE.test(value)) return value;
  if (!before.trim() || /[.!?:]\s*$/.test(before)) return value;
  return value.charAt(0).toLocaleLowerCase() + value.slice(1);
}

/** A phrase typed in lowercase ("better sleep") still starts a headline or sentence with a capital. */
function atStart(name: string, value: string, before: string): string {
  return PHRASE_FIELDS.has(name) && /^\s*$|[.!?]\s+$/.test(before) ? capitalize(value) : value;
}

/** The variable names a phrase needs. */
export function placeholders(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (match) => match[2] ?? "");
}

export function canFill(template: string, vars: Vars): boolean {
  return placeholders(template).every((name) => Boolean(vars[name]));
}

/**
 * Fills a phrase. `render` turns a value into output text (escaped for Markdown, or left plain for
 * titles); capitalizing and choosing a particle look at the plain value.
 */
export function fill(
  template: string,
  vars: Vars,
  render: (value: string) => string,
  lowerMidSentence = false,
): string {
  return template.replace(
    PLACEHOLDER,
    (_match, cap: string, name: string, particle: string | undefined, offset: number) => {
      const raw = vars[name] ?? "";
      const before = template.slice(0, offset);
      const placed = lowerMidSentence ? midSentence(name, raw, before) : raw;
      const value = cap ? capitalize(raw) : atStart(name, placed, before);
      const rendered = render(value);
      return particle ? rendered + withParticle(value, particle).slice(value.length) : rendered;
    },
  );
}
