import type { Locale } from "../../../shared/locales";
import { placeholdersOf, type WriterLine, type WriterTexts } from "../../../shared/writer-texts";
import { capitalize, escapeMarkdown } from "../text";
import { writerTexts } from "../writer-texts";
import { Picker } from "./rng";

export type Tone = WriterTexts["politeTones"][number];
export type Vars = Readonly<Record<string, string | undefined>>;

// Fields that hold ordinary phrases ("Office workers who…") rather than names ("Brook").
const PHRASE_FIELDS = new Set([
  "audience",
  "offer",
  "benefit",
  "firstStep",
  "keyword",
  "note",
  "point",
  "task",
  "topic",
]);
// "Office workers who…", "Every Saturday from 4 May": a capitalized first word (only its first
// letter) in a phrase with a lowercase word further on, as typed at the start of a form field.
// Title Case ("Anna Schmidt", "Kyoto Tours") and names like "Dépann'Chauffe" stay as typed.
const SENTENCE_CASE = /^\p{Lu}\p{Ll}*\s(?=(?:.*\s)?\p{Ll})/u;
// Languages whose phrases lose their capital mid-sentence (not German, where nouns keep theirs).
const LOWER_MID_SENTENCE: readonly Locale[] = ["en", "pt", "nl", "fr", "it", "es"];

/**
 * The writer's own words in one language and one form of address (docs/writer.md): a line of
 * `locales/{code}/writer.json` is chosen among its alternatives by the brief's seed and the line's
 * key, so the same brief always reads the same and a refinement that adds or drops a line leaves
 * every other line as it was; brief values are filled in, escaped for Markdown.
 */
export class Voice {
  readonly texts: WriterTexts;
  readonly polite: boolean;
  private readonly picker: Picker;

  /**
   * `valueLocale`: the language the visitor typed the brief in, which decides whether a phrase
   * loses its first capital mid-sentence (never a German noun, even in an English text).
   */
  constructor(
    readonly locale: Locale,
    tone: Tone,
    seed: number,
    private readonly vars: Vars,
    readonly valueLocale: Locale = locale,
  ) {
    this.texts = writerTexts(locale);
    this.polite = addressOf(vars, valueLocale, locale) ?? this.texts.politeTones.includes(tone);
    this.picker = new Picker(seed);
  }

  /**
   * A line's alternatives. A line with a count has a variant per plural category of the language
   * (`blog.intro_one`, `blog.intro_other`, as i18next names them): `Intl.PluralRules` of the
   * text's language chooses, `_other` where the language has no variant of its own for the category.
   */
  private alternatives(key: string, vars: Vars = {}): readonly string[] {
    const line: WriterLine | undefined = this.texts.lines[key] ?? this.pluralLine(key, vars.count);
    if (!line) throw new Error(`locales/${this.locale}/writer.json has no line "${key}"`);
    return Array.isArray(line) ? line : this.polite ? line.polite : line.casual;
  }

  private pluralLine(key: string, count: string | undefined): WriterLine | undefined {
    if (count === undefined) return undefined;
    const category = new Intl.PluralRules(this.locale).select(Number(count));
    return this.texts.lines[`${key}_${category}`] ?? this.texts.lines[`${key}_other`];
  }

  /** A line's text, unfilled: the alternative for this brief among those whose values are all given. */
  private choose(key: string, extra: Vars, nth?: number): string {
    const vars = { ...this.vars, ...extra };
    const all = this.alternatives(key, vars);
    const usable = all.filter((text) => placeholdersOf(text).every((name) => Boolean(vars[name])));
    const options = usable.length > 0 ? usable : all;
    const index =
      nth === undefined
        ? this.picker.index(key, options.length)
        : (this.picker.order(key, options.length)[nth % options.length] ?? 0);
    return options[index] ?? "";
  }

  /** A line with its values escaped for Markdown. */
  line(key: string, extra: Vars = {}): string {
    return this.fill(this.choose(key, extra), { ...this.vars, ...extra }, markdownValue);
  }

  /**
   * The nth of a run of distinct choices of one line (repeats only once every alternative is used).
   * `asTyped`: values whose first capital is the visitor's own (a name), never lowered mid-sentence.
   */
  nth(key: string, nth: number, extra: Vars = {}, asTyped: readonly string[] = []): string {
    return this.fill(this.choose(key, extra, nth), { ...this.vars, ...extra }, markdownValue, asTyped);
  }

  /** A line with plain values, for text measured or shown outside the Markdown (ads, titles). */
  plain(key: string, extra: Vars = {}): string {
    return this.fill(this.choose(key, extra), { ...this.vars, ...extra }, (value) => value);
  }

  /**
   * A line whose values keep the visitor's casing exactly, none capitalized at its start nor lowered
   * mid-sentence: ads, where "rösterei münchen" is a search term and "Kaffee Abo" a German noun.
   * `markdown`: escaped for Markdown, as `line` is; otherwise plain, as `plain` is.
   */
  typed(key: string, extra: Vars = {}, { markdown = false }: { markdown?: boolean } = {}): string {
    const vars = { ...this.vars, ...extra };
    return this.fill(this.choose(key, extra), vars, markdown ? markdownValue : (value) => value, [], true);
  }

  /** Every alternative of a line, filled with plain values, in this brief's order. */
  plainAll(key: string, extra: Vars = {}): string[] {
    const all = this.alternatives(key, { ...this.vars, ...extra });
    return this.picker.order(key, all.length).map((i) => this.fill(all[i] ?? "", { ...this.vars, ...extra }, (v) => v));
  }

  /** Whether a line can be written with the values given (every alternative needs a missing value otherwise). */
  canSay(key: string, extra: Vars = {}): boolean {
    const vars = { ...this.vars, ...extra };
    return this.alternatives(key, vars).some((text) => placeholdersOf(text).every((name) => Boolean(vars[name])));
  }

  /** A seeded permutation, for choosing among variants. */
  order(key: string, count: number): number[] {
    return this.picker.order(key, count);
  }

  /** Visitor text as a sentence (escaped for Markdown): a capital first letter where it has one, and an end mark. */
  sentence(text: string): string {
    return escapeMarkdown(this.plainSentence(text));
  }

  /** The same, unescaped, for text measured or shown outside the Markdown (ads). */
  plainSentence(text: string): string {
    return startCase(this.typedSentence(text));
  }

  /** Visitor text with an end mark and its casing exactly as typed (ads), unescaped. */
  typedSentence(text: string): string {
    const trimmed = text.trim();
    if (!trimmed) return "";
    // A closing bracket or quote ends a sentence only after an end mark: "(10 € par adulte)" takes one.
    return /[.!?…:;。！？][」』）)"”»’]*$/u.test(trimmed) ? trimmed : trimmed + this.typedPunctuation.fullStop;
  }

  /**
   * The punctuation of the visitor's own text: the brief's language's, since the writer keeps
   * that text as typed after a translation ("What time is check-in?", never "¿What time…?" in a
   * Spanish text; "…です。", never "…です." in an English one).
   */
  private get typedPunctuation(): WriterTexts["punctuation"] {
    return this.valueLocale === this.locale ? this.texts.punctuation : writerTexts(this.valueLocale).punctuation;
  }

  /** Visitor text as a question, with its language's question mark when it has no end mark. */
  question(text: string): string {
    const trimmed = text.trim().replace(/[.。]$/u, "");
    const { questionMark, questionOpen } = this.typedPunctuation;
    const asked = /[?？]$/u.test(trimmed) ? trimmed : trimmed + questionMark;
    const opened = questionOpen && !asked.includes(questionOpen) ? questionOpen + startCase(asked) : startCase(asked);
    return escapeMarkdown(opened);
  }

  /** A bold label and what follows it ("**Subject:** …"), with the language's colon. */
  label(label: string, text: string): string {
    return `**${label}${this.texts.punctuation.colon ?? ":"}** ${text}`;
  }

  /** Sentences joined into one paragraph in the language's way. */
  join(...sentences: readonly (string | false | undefined)[]): string {
    return sentences.filter((s): s is string => Boolean(s)).join(this.texts.punctuation.wordSpace);
  }

  private fill(
    template: string,
    vars: Vars,
    render: (value: string, atLineStart: boolean) => string,
    asTyped: readonly string[] = [],
    keepCase = false,
  ): string {
    return template.replace(/\{([a-zA-Z]+)\}/g, (match: string, name: string, offset: number) => {
      // "bis {deadline}." with "31.12.": the line's own full stop ends the value's.
      const closed = template.charAt(offset + match.length) === ".";
      const raw = closed ? (vars[name] ?? "").replace(/\.$/u, "") : (vars[name] ?? "");
      const before = template.slice(0, offset);
      const atStart = !before.trim() || /[.!?。！？]\s*$/u.test(before);
      let value = raw;
      if (keepCase) value = raw;
      else if (atStart) value = capitalize(raw);
      else if (
        LOWER_MID_SENTENCE.includes(this.locale) &&
        LOWER_MID_SENTENCE.includes(this.valueLocale) &&
        PHRASE_FIELDS.has(name) &&
        !asTyped.includes(name) &&
        SENTENCE_CASE.test(raw)
      )
        value = raw.charAt(0).toLocaleLowerCase() + raw.slice(1);
      return render(value, offset === 0);
    });
  }
}

/**
 * The form of address the visitor's own text shows (writer.json `address`), so the writer's lines
 * never say "tu" around a visitor's "vous": "polite" or "casual" where the brief's values use the
 * words of one form and none of the other; undefined where they show neither or both, or where
 * the brief's language or the text's has no such choice (English, Japanese…): then the tone decides.
 */
export function addressOf(vars: Vars, valueLocale: Locale, locale: Locale): boolean | undefined {
  const words = writerTexts(valueLocale).address;
  if (!words || !writerTexts(locale).address) return undefined;
  let polite = 0;
  let casual = 0;
  for (const [field, value] of Object.entries(vars)) {
    if (!value || field === "name") continue;
    for (const match of value.matchAll(/\p{L}+/gu)) {
      const word = match[0];
      const before = value.slice(0, match.index).trimEnd();
      const opensSentence = !before || /[.!?:;…"„“«»(\n]$/u.test(before);
      const counts = (marker: string) =>
        marker === marker.toLocaleLowerCase(valueLocale)
          ? word.toLocaleLowerCase(valueLocale) === marker
          : word === marker && !opensSentence;
      if (words.polite.some(counts)) polite++;
      if (words.casual.some(counts)) casual++;
    }
  }
  if (polite > 0 && casual === 0) return true;
  if (casual > 0 && polite === 0) return false;
  return undefined;
}

/** A value escaped for Markdown; block markers ("31." as a list number) only at a line's start. */
function markdownValue(value: string, atLineStart: boolean): string {
  return escapeMarkdown(value, { inline: !atLineStart });
}

/**
 * A visitor's phrase at the start of a line or bullet: "water less often" → "Water less often".
 * A word with a capital inside ("iPhone", "eBay") is a name and stays as typed.
 */
export function startCase(text: string): string {
  const first = text.match(/^\p{L}[\p{L}\p{N}]*/u)?.[0] ?? "";
  if (/^\p{Ll}[\p{Ll}\p{N}'’-]*$/u.test(first) || first.length === 1) return capitalize(text);
  return text;
}
