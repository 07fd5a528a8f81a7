import { z } from "zod";
import { TONES } from "./catalog/templates";

/**
 * The shape of `locales/{code}/writer.json`: the words the offline writer puts around a visitor's
 * facts (format labels, headings, short connecting sentences). English is the source of truth; the
 * locale test checks every language against it. docs/writer.md says how the writer uses them.
 */

/**
 * One line of the writer: its alternatives, the same for both forms of address, or one list per
 * form (`casual`: du/tu/해요/你; `polite`: Sie/vous/합니다/您). `{name}` inserts a brief value.
 */
export const WriterLine = z.union([
  z.array(z.string().min(1)).min(1),
  z.object({ casual: z.array(z.string().min(1)).min(1), polite: z.array(z.string().min(1)).min(1) }),
]);
export type WriterLine = z.infer<typeof WriterLine>;

export const WriterTexts = z.object({
  /** Labels of an email's first lines, in the output language (models are told to use them too). */
  labels: z.object({ subject: z.string().min(1), preview: z.string().min(1) }),
  /** The language's full stop, question mark and the space between sentences ("" in Japanese). */
  punctuation: z.object({
    fullStop: z.string().min(1),
    questionMark: z.string().min(1),
    /** Spanish opens a question too ("¿"). */
    questionOpen: z.string().min(1).optional(),
    /** The colon after a label ("Subject:"; French puts a no-break space before it). */
    colon: z.string().min(1).optional(),
    wordSpace: z.string(),
  }),
  /**
   * Worn phrases models reach for in this language, which the prompt asks them to avoid (the offline
   * writer never writes them): openers, empty verbs and stock superlatives.
   */
  avoid: z.array(z.string().min(1)),
  /** The tones written in the polite form of address. */
  politeTones: z.array(z.enum(TONES)),
  /**
   * Words visitors type around a deadline ("until Sunday", "12月20日まで"); the writer removes them
   * at either end so its own "until {deadline}" never doubles them.
   */
  deadlineWords: z.array(z.string().min(1)),
  /**
   * Where a greeting ending in a comma runs on into the next paragraph ("Hallo,\n\nes gibt
   * Neues"), the words that then lose their capital: never a noun, which keeps it (German).
   */
  lowerAfterGreeting: z.array(z.string().min(1)).optional(),
  /**
   * Where a sentence goes on although `Intl.Segmenter` ends it (docs/writer.md): abbreviations
   * with their dots ("Mio.", "z. B.", "Feb.") that never end a sentence, and, where the language
   * writes ordinals with a dot (German "1. Dezember"), `ordinalDot`.
   */
  sentences: z.object({ abbreviations: z.array(z.string().regex(/\.$/)), ordinalDot: z.boolean().optional() }),
  /**
   * Words that show the form of address of the visitor's own text, in the languages that have two
   * (docs/writer.md): a word in lower case counts in any case ("vous", "Vous"); a word with a
   * capital only as typed and not at a sentence's start (German "Sie", Italian "Lei").
   */
  address: z.object({ polite: z.array(z.string().min(1)), casual: z.array(z.string().min(1)) }).optional(),
  lines: z.record(z.string(), WriterLine),
});
export type WriterTexts = z.infer<typeof WriterTexts>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The brief values a line's text inserts. */
export function placeholdersOf(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
}
