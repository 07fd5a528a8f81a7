import { LOCALE_CODES, type Locale } from "../../shared/locales";
import { WriterTexts } from "../../shared/writer-texts";

// Every locale's writer texts are bundled into the worker, like the catalog texts.
const files = import.meta.glob<unknown>("../../locales/*/writer.json", { eager: true, import: "default" });
const parsed = new Map<Locale, WriterTexts>();

/**
 * A locale's writer texts, parsed once. Unlike the site's texts there is no English fallback: a
 * writer must not put English words into another language, and the locale test keeps every file
 * complete, so a broken file is a build error rather than a visitor's problem.
 */
export function writerTexts(locale: Locale): WriterTexts {
  const cached = parsed.get(locale);
  if (cached) return cached;
  const raw = files[`../../locales/${locale}/writer.json`];
  if (raw === undefined) throw new Error(`locales/${locale}/writer.json is missing`);
  const texts = WriterTexts.parse(raw);
  parsed.set(locale, texts);
  return texts;
}

/**
 * Only the format labels of a locale's writer texts (an email's subject and preview lines), which
 * is all a model's prompt needs (./prompt.ts): a model writes in a language whatever the state of
 * the offline writer's lines in that file.
 */
export function writerLabels(locale: Locale): WriterTexts["labels"] {
  const raw = files[`../../locales/${locale}/writer.json`] as { labels?: unknown } | undefined;
  if (raw === undefined) throw new Error(`locales/${locale}/writer.json is missing`);
  return WriterTexts.shape.labels.parse(raw.labels);
}

/**
 * Worn phrases a model is asked to avoid in a locale (writer.json `avoid`; ./prompt.ts): the
 * openers and verbs mid-size models reach for ("Unlock", "Entdecken Sie", "Découvrez").
 */
export function writerAvoid(locale: Locale): WriterTexts["avoid"] {
  const raw = files[`../../locales/${locale}/writer.json`] as { avoid?: unknown } | undefined;
  if (raw === undefined) throw new Error(`locales/${locale}/writer.json is missing`);
  return WriterTexts.shape.avoid.parse(raw.avoid);
}

/**
 * Where a language's sentences go on although `Intl.Segmenter` ends them (writer.json
 * `sentences`). Without a language, every language's: a text whose language is not passed along
 * still keeps "6,5 Mio. Euro" or "am 3. Feb. 2027" whole.
 */
export function sentenceRules(locale?: Locale): WriterTexts["sentences"] {
  if (locale) return writerTexts(locale).sentences;
  const all = LOCALE_CODES.map((code) => writerTexts(code).sentences);
  return {
    abbreviations: [...new Set(all.flatMap((rules) => rules.abbreviations))],
    ordinalDot: all.some((rules) => rules.ordinalDot),
  };
}
