import { canFill, fill, placeholders, type Vars } from "./fill";
import type { PhraseBank, Slot, Tone } from "./phrases/types";
import type { Picker } from "./rng";
import { escapeMarkdown } from "./text";

function textsOf(alternative: unknown): string[] {
  if (typeof alternative === "string") return [alternative];
  if (Array.isArray(alternative)) return alternative.flatMap(textsOf);
  return [];
}

/**
 * Writes in one language and one tone: resolves a slot to the alternatives for the tone, picks
 * one deterministically, and fills it with brief values escaped for Markdown.
 */
export class Writer {
  readonly format: PhraseBank["format"];
  readonly words: PhraseBank["words"];

  constructor(
    readonly bank: PhraseBank,
    readonly tone: Tone,
    private readonly picker: Picker,
    private readonly vars: Vars,
  ) {
    this.format = bank.format;
    this.words = bank.words;
  }

  private alternatives<T>(slot: Slot<T>, extra: Vars, wide = false): readonly T[] {
    const voice = this.bank.politeTones.includes(this.tone) ? slot.polite : slot.casual;
    const toned = slot[this.tone];
    // Wide: the tone's own lines first, then the voice's, for formats that need many distinct lines.
    const own = toned ? (wide ? [...toned, ...voice.filter((line) => !toned.includes(line))] : toned) : voice;
    const vars = { ...this.vars, ...extra };
    const usable = own.filter((alternative) => textsOf(alternative).every((text) => canFill(text, vars)));
    if (usable.length > 0) return usable;
    // Nothing fits the brief: take the alternatives that need the fewest missing values; fill()
    // then leaves those out rather than printing a placeholder.
    const missing = (alternative: T) =>
      textsOf(alternative)
        .flatMap(placeholders)
        .filter((name) => !vars[name]).length;
    const fewest = Math.min(...own.map(missing));
    return own.filter((alternative) => missing(alternative) === fewest);
  }

  /** One alternative, the same for the same key, seed and brief. */
  pick<T>(key: string, slot: Slot<T>, extra: Vars = {}): T {
    const options = this.alternatives(slot, extra);
    return options[this.picker.index(key, options.length)] as T;
  }

  /** The i-th of a run of distinct picks (repeats only once every alternative has been used). */
  nth<T>(key: string, slot: Slot<T>, i: number, extra: Vars = {}): T {
    const options = this.alternatives(slot, extra);
    const order = this.picker.order(key, options.length);
    return options[order[i % options.length] ?? 0] as T;
  }

  /**
   * Every usable alternative, the tone's own first, each group in a seeded order: for ad variants,
   * which need many distinct lines and pick the first that fits a character limit.
   */
  ranked<T>(key: string, slot: Slot<T>, extra: Vars = {}): T[] {
    const options = this.alternatives(slot, extra, true);
    const toned = new Set<unknown>(slot[this.tone] ?? []);
    const order = this.picker.order(key, options.length).map((i) => options[i] as T);
    return [...order.filter((option) => toned.has(option)), ...order.filter((option) => !toned.has(option))];
  }

  /** A seeded permutation, for choosing which of several sections come first. */
  order(key: string, count: number): number[] {
    return this.picker.order(key, count);
  }

  /** Fills a phrase with brief values escaped for Markdown. */
  text(template: string, extra: Vars = {}): string {
    return this.finish(
      fill(this.typeset(template), { ...this.vars, ...extra }, escapeMarkdown, this.format.lowerMidSentence),
    );
  }

  /** Fills a phrase with plain values (for titles and subjects reported outside the Markdown). */
  plain(template: string, extra: Vars = {}): string {
    return this.finish(
      fill(this.typeset(template), { ...this.vars, ...extra }, (value) => value, this.format.lowerMidSentence),
    );
  }

  say(key: string, slot: Slot, extra: Vars = {}): string {
    return this.text(this.pick(key, slot, extra), extra);
  }

  sayNth(key: string, slot: Slot, i: number, extra: Vars = {}): string {
    return this.text(this.nth(key, slot, i, extra), extra);
  }

  private typeset(template: string): string {
    return this.format.typeset ? this.format.typeset(template) : template;
  }

  private finish(text: string): string {
    return this.format.finish ? this.format.finish(text) : text;
  }

  /** User text, escaped for Markdown. */
  md(value: string): string {
    return escapeMarkdown(value);
  }

  has(name: string): boolean {
    return Boolean(this.vars[name]);
  }

  value(name: string): string {
    return this.vars[name] ?? "";
  }

  /** Sentences joined into one paragraph in the language's way. */
  para(...sentences: readonly (string | false | undefined)[]): string {
    return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(this.format.space);
  }
}
