import type { TemplateDefinition } from "../../shared/catalog/templates";
import { MAX_OUTPUT_TOKENS } from "../../shared/generation";
import type { Locale } from "../../shared/locales";
import { LIMITS } from "./limits";

/**
 * What a model is told to write for each template (docs/operations.md, "Writers"): the structure
 * of a text a copywriter would hand over, and how long it is. Written in English for the model;
 * the output language, labels and tone are added by the prompt (./prompt.ts).
 *
 * `{subject}` and `{preview}` stand for the email labels of the output language
 * (locales/{code}/writer.json), so an email's first lines are never English in another language.
 * Lengths are in words; the prompt converts them to characters for Chinese and Japanese.
 */
export type TemplateGuide = {
  /** The parts of the text, in order, and what each is built from. */
  structure: string[];
  /** Target length in words, [from, to]; for a blog post it depends on its `length` field. */
  words: [number, number] | ((inputs: Record<string, string>) => [number, number]);
};

const emailHeader = (subject: string, preview: string) => [
  "No # heading: an email starts with its subject and preview lines.",
  `First line: **{subject}:** followed by the subject line (${subject}).`,
  `Second line: **{preview}:** followed by the preview text (${preview}). It adds to the subject, never repeats it.`,
  "Then a blank line and a short greeting on its own line.",
];

const SOCIAL_NETWORKS: Record<string, string> = {
  linkedin:
    "LinkedIn: 80 to 200 words a post, a first line that makes people click “see more”, short paragraphs, at most three hashtags",
  instagram:
    "Instagram: a caption of 40 to 150 words, the first line strong enough alone, short lines, three to six hashtags at the end",
  x: `X: at most ${LIMITS.xPost} characters a post, hashtags included (in Chinese, Japanese and Korean at most ${LIMITS.xPost / 2} characters); one or two hashtags`,
  facebook: "Facebook: 40 to 120 words a post, conversational, at most two hashtags",
};

export const TEMPLATE_GUIDES: Record<string, TemplateGuide> = {
  "landing-page": {
    structure: [
      "One # headline that names the product or service and its main benefit.",
      "A lead paragraph of two or three sentences: what it is, who it is for and what it changes for them.",
      "A ## section of benefits: three to five bullets, each a bold short phrase and one sentence, built from the key points (every key point appears).",
      "A ## section on who it is for, from the audience.",
      "A short closing paragraph and the call to action on its own line in bold: the brief's call to action when it gives one, otherwise a short imperative.",
      "When the brief gives a button link, the call to action is a Markdown link to exactly that address, alone on its line: **[call to action](address)**. No other links.",
    ],
    words: [250, 400],
  },
  "about-page": {
    structure: [
      "One # heading: About and the company name.",
      "An opening paragraph: what the company does today, in one or two sentences taken from the story.",
      "A ## section telling the story in the order it happened, only from the story field.",
      "A ## section on values, only when values are given: each value with how it shows in the work.",
      "A short closing paragraph that invites the reader to get in touch or visit.",
    ],
    words: [250, 450],
  },
  "faq-page": {
    structure: [
      "One # heading naming the product or service and its questions.",
      "One sentence of introduction for the audience.",
      "Every question of the brief, in the brief's order, as a ### heading that is a question (grammar corrected, meaning unchanged), followed by its answer as one or two short paragraphs in clear sentences.",
      "An answer says only what the brief's answer says; the visitor may have written it as notes. Leave out a question the brief gives no answer for, and add no questions of your own.",
      "A closing line saying how to ask anything else, without inventing contact details.",
    ],
    words: [200, 700],
  },
  "blog-post": {
    structure: [
      "One # title: specific and worth clicking, from the topic.",
      "An introduction of two to four sentences: the reader's situation and what the post gives them.",
      "One ## section per key point, in the brief's order, each one to three paragraphs; a list only where the content is a list.",
      "A ## closing section with the takeaway in two to four sentences.",
    ],
    words: (inputs) => (inputs.length === "short" ? [400, 600] : inputs.length === "long" ? [1100, 1500] : [700, 1000]),
  },
  "how-to-guide": {
    structure: [
      "One # title saying what the reader will get done.",
      "An introduction of two or three sentences: what the result is and who the guide is for.",
      "A ## section listing what is needed, only when the steps name materials or tools.",
      "A ## section of the steps as a numbered list (1., 2., 3.), every step of the brief in the brief's order, each with its amounts, times and temperatures exactly as given, in one to three sentences.",
      "A short closing paragraph: how the reader knows it worked.",
    ],
    words: [300, 650],
  },
  listicle: {
    structure: [
      "One # title with the number of items and the topic.",
      "An introduction of two or three sentences for the audience.",
      "One ## heading per item of the brief, numbered (“## 1. Name”), in the brief's order, exactly as many as the brief lists; under each, a paragraph of two to four sentences that says what the brief says about that item, in better words.",
      "A short closing paragraph.",
    ],
    words: [350, 800],
  },
  "product-description": {
    structure: [
      "One # heading: the product's name.",
      "An opening paragraph of two or three sentences that leads with what the product does for the buyer.",
      "A ## section of three to six bullets, each a feature of the brief in bold and what it means for the buyer in one sentence.",
      "One sentence on who it is for, when the audience is given.",
      "A closing sentence that gives a reason to buy, from the features.",
    ],
    words: [150, 300],
  },
  "product-comparison": {
    structure: [
      "One # title naming both products.",
      "An introduction of two sentences: who is choosing between them.",
      "A Markdown table with one row per difference of the brief and one column per product, in short phrases.",
      "A ## section for each product on who it suits, from the differences.",
      "A ## section on how to choose, fair to both: no winner that the differences do not support.",
    ],
    words: [300, 550],
  },
  "email-campaign": {
    structure: [
      ...emailHeader("at most 60 characters, with the offer", "at most 90 characters"),
      "Two or three short paragraphs: speak to the audience, present the offer exactly as the brief states it (amounts, codes, conditions).",
      "The deadline exactly as given, when the brief gives one; otherwise no date and no invented urgency.",
      "One call to action on its own line in bold: a short imperative.",
      "A sign-off with the product or brand's name.",
    ],
    words: [120, 250],
  },
  newsletter: {
    structure: [
      ...emailHeader("at most 60 characters, from the main news", "at most 90 characters"),
      "An opening of one or two warm sentences.",
      "One ## section per piece of news of the brief, in the brief's order, each one or two short paragraphs.",
      "A short closing and a sign-off with the brand's name.",
    ],
    words: [250, 450],
  },
  "welcome-email": {
    structure: [
      ...emailHeader("at most 60 characters, a welcome with the brand's name", "at most 90 characters, the first step"),
      "Thanks for signing up, in one or two sentences.",
      "The first step as the one clear call to action: a sentence that explains it, then the action on its own line in bold.",
      "The benefits as a short bullet list, only when the brief gives them.",
      "A sign-off with the brand's name.",
    ],
    words: [120, 250],
  },
  "social-posts": {
    structure: [
      "Three posts, each under a ## heading that numbers it in the output language (for example “## Post 1”), ready to paste.",
      "Together the posts share every fact of “what to share”; each post takes its own angle and does not repeat another.",
      "Hashtags only from words of the brief that people search for, never generic ones; none when none fits.",
    ],
    words: [120, 500],
  },
  "linkedin-post": {
    structure: [
      "One post, ready to paste, with no heading.",
      "A first line of at most 150 characters that makes people click “see more”.",
      "Short paragraphs of one or two sentences that tell the insight with its specifics from the brief.",
      "A closing question that invites replies, then at most three hashtags from the topic.",
    ],
    words: [120, 250],
  },
  "ad-copy": {
    structure: [
      "Three ad variants, each under a ## heading that numbers it in the output language (for example “## Variant 1”).",
      `Each variant has three lines, each starting with its label in bold in the output language: the headline (at most ${LIMITS.adHeadline} characters), the primary text (one or two sentences, at most ${LIMITS.adText} characters) and the button (two to four words).`,
      "Each variant takes another angle on the main benefit for the audience.",
    ],
    words: [80, 200],
  },
  "search-ads": {
    structure: [
      "One # heading: the product and the words for search ads, in the output language.",
      `A ## section of headlines, as a numbered list of five, each at most ${LIMITS.searchHeadline} characters, most of them containing one of the keywords.`,
      `A ## section of descriptions, as a numbered list of two, each at most ${LIMITS.searchDescription} characters, with the main benefit and a call to action.`,
      `In Chinese, Japanese and Korean a character counts as two: at most ${LIMITS.searchHeadline / 2} and ${LIMITS.searchDescription / 2} characters.`,
      "Fit the limits by choosing shorter words, never by cutting a word or a sentence.",
    ],
    words: [60, 140],
  },
  "press-release": {
    structure: [
      "One # headline, from the brief's headline.",
      "A bold subheading of one sentence.",
      "A first paragraph with the news: who, what, when and where, as far as the details say. A dateline only when the details give the place and the date.",
      "Two or three paragraphs with the details: facts and figures exactly as the brief gives them.",
      "The quote, only when the brief gives one: its words as given (typos corrected), attributed to the person named in “quote from”, or to the company when no one is named. Without a quote in the brief, the release has none.",
      "A ## About section on the company with only what the brief says about it, one or two sentences.",
      "A last line: ###",
    ],
    words: [300, 500],
  },
};

/** Lengths are given in words; these languages are counted in characters, about this many a word. */
export const CHARACTERS_PER_WORD: Partial<Record<Locale, number>> = { ja: 2.5, zh: 1.7, ko: 2.2 };

/**
 * The length a model is asked for (docs/writer.md, "Model prompts"), in the unit the prompt names:
 * words, or characters in Japanese, Chinese and Korean (rounded to tens). None for a template
 * without a guide.
 */
export function guideLength(
  slug: string,
  inputs: Record<string, string>,
  locale: Locale,
): { from: number; to: number; unit: "words" | "characters" } | undefined {
  const guide = TEMPLATE_GUIDES[slug];
  if (!guide) return undefined;
  const [from, to] = typeof guide.words === "function" ? guide.words(inputs) : guide.words;
  const perWord = CHARACTERS_PER_WORD[locale];
  if (!perWord) return { from, to, unit: "words" };
  const round = (n: number) => Math.round((n * perWord) / 10) * 10;
  return { from: round(from), to: round(to), unit: "characters" };
}

/** How the posts of `social-posts` are sized for their network. */
export function networkGuide(network: string | undefined): string | undefined {
  return network ? SOCIAL_NETWORKS[network] : undefined;
}

/**
 * About how many tokens a word of each language takes (the guide's lengths are in words; Chinese,
 * Japanese and Korean are asked in characters, at 1.7, 2.5 and 2.2 a word, and take about one
 * token for every one to two characters).
 */
const TOKENS_PER_WORD: Record<Locale, number> = {
  en: 1.35,
  de: 1.9,
  fr: 1.7,
  es: 1.7,
  it: 1.8,
  pt: 1.8,
  nl: 1.9,
  ja: 2.8,
  zh: 2.0,
  ko: 2.6,
};

/**
 * The most tokens a model may write for a text (docs/writer.md, "Model prompts"): the guide's
 * upper length in the output language, with 40 % headroom for Markdown and wording, never above
 * the ceiling of the template's kind (shared/generation.ts). A long German blog post is asked
 * 1,100 to 1,500 words and may write about 4,100 tokens, not the 2,600 every article once had.
 */
export function tokenBudget(template: TemplateDefinition, inputs: Record<string, string>, locale: Locale): number {
  const guide = TEMPLATE_GUIDES[template.slug];
  const ceiling = MAX_OUTPUT_TOKENS[template.output];
  if (!guide) return ceiling;
  const [, upper] = typeof guide.words === "function" ? guide.words(inputs) : guide.words;
  return Math.min(ceiling, Math.ceil(upper * TOKENS_PER_WORD[locale] * 1.4 + 120));
}
