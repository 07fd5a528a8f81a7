import type { TONES } from "../../../../shared/catalog/templates";

/**
 * The shape every language's phrase bank must fill. Written once here so the compiler refuses a
 * bank with a missing slot: adding a slot means writing it in all ten languages.
 *
 * Placeholders: `{product}` inserts a brief value; `{^topic}` capitalizes its first letter (for
 * sentence starts); `{name:은}` appends the Korean particle that fits the value's last syllable
 * (은/는, 이/가, 을/를, 과/와, 으로/로, 이에요/예요). An alternative whose placeholders are not all
 * available is skipped, so optional fields simply select other wording.
 */
export type Tone = (typeof TONES)[number];

/**
 * One slot's alternatives. `casual` and `polite` are the two forms of address (du/Sie, tu/vous,
 * 해요/합니다, 你/您); `politeTones` decides which one a tone uses. A tone may override both, but
 * must keep that language's form of address for the tone.
 */
export type Slot<T = string> = { readonly casual: readonly T[]; readonly polite: readonly T[] } & {
  readonly [K in Tone]?: readonly T[];
};

/** A heading and its body, or a question and its answer. */
export type Pair = readonly [title: string, body: string];

/** A listicle item: its heading, its point, and a sentence that only fuller versions keep. */
export type Angle = readonly [title: string, body: string, more: string];

/** What a feature or benefit line is about; picks a fitting follow-up line. */
export type PointCategory =
  | "speed"
  | "ease"
  | "price"
  | "trust"
  | "connect"
  | "support"
  | "quality"
  | "custom"
  | "general";

/** What a FAQ question asks about; picks an answer that fits without inventing facts. */
export type QuestionKind =
  | "price"
  | "time"
  | "security"
  | "support"
  | "cancel"
  | "compat"
  | "fit"
  | "difference"
  | "general";

export type Format = {
  /** Joins sentences: a space, or nothing in Japanese and Chinese. */
  space: string;
  /** Whether a sentence-case phrase is lowercased mid-sentence (not in German, where nouns keep capitals). */
  lowerMidSentence: boolean;
  /** Ends a phrase with the language's full stop unless it already ends with punctuation. */
  sentence(text: string): string;
  question(text: string): string;
  /** A bullet's bold lead-in followed by its explanation. */
  lead(title: string, body: string): string;
  /** Typographic touches applied to phrase-bank text (not to brief values), such as French spacing. */
  typeset?(text: string): string;
  /** Applied to each phrase once filled, brief values included: French elision ("de Acme" → "d'Acme"). */
  finish?(text: string): string;
};

export type Words = {
  /** Used when a required name is missing from the brief. */
  fallbackName: string;
  variant: string;
  post: string;
  bonus: string;
  altHook: string;
  headlines: string;
  descriptions: string;
  maxChars: string;
  adHeadline: string;
  adText: string;
  adButton: string;
  buttons: readonly string[];
  /** Generic hashtags that fit any post in this language. */
  tags: readonly string[];
  /** Words too common to make a useful hashtag. */
  stopwords: readonly string[];
};

export type PhraseBank = {
  politeTones: readonly Tone[];
  format: Format;
  words: Words;
  common: {
    greeting: Slot;
    signoff: Slot<Pair>;
    goodToKnow: Slot;
    ps: Slot;
  };
  elaborate: Record<PointCategory, Slot>;
  landing: {
    headline: Slot;
    lead: Slot;
    leadAudience: Slot;
    benefitsHeading: Slot;
    howHeading: Slot;
    steps: Slot<readonly Pair[]>;
    fitHeading: Slot;
    fitBody: Slot;
    faqHeading: Slot;
    faqWho: Slot<Pair>;
    faqDifferent: Slot<Pair>;
    faqStart: Slot<Pair>;
    faqHelp: Slot<Pair>;
    closing: Slot;
    cta: Slot;
  };
  about: {
    headline: Slot;
    lead: Slot;
    storyHeading: Slot;
    storyBridge: Slot;
    valuesHeading: Slot;
    valueElab: Slot;
    workHeading: Slot;
    workBody: Slot;
    closingHeading: Slot;
    closing: Slot;
    cta: Slot;
  };
  faq: {
    headline: Slot;
    intro: Slot;
    /** [the direct answer, a second sentence that shorter versions leave out] */
    answers: Record<QuestionKind, Slot<Pair>>;
    followUp: Slot;
    outro: Slot;
  };
  blog: {
    headline: Slot;
    intro: Slot;
    audience: Slot;
    whyHeading: Slot;
    whyBody: Slot;
    pointOpener: Slot;
    pointWhy: Slot;
    pointTip: Slot;
    mistakesHeading: Slot;
    mistakes: Slot<readonly string[]>;
    takeawaysHeading: Slot;
    conclusionHeading: Slot;
    conclusion: Slot;
  };
  howto: {
    headline: Slot;
    intro: Slot;
    beforeHeading: Slot;
    beforeBody: Slot;
    stepsHeading: Slot;
    stepFirst: Slot;
    stepMiddle: Slot;
    stepLast: Slot;
    defaultSteps: Slot<readonly string[]>;
    tipsHeading: Slot;
    tips: Slot<readonly string[]>;
    troubleHeading: Slot;
    troubleBody: Slot;
    wrapHeading: Slot;
    wrap: Slot;
  };
  listicle: {
    headline: Slot;
    intro: Slot;
    /** At least twelve, so a list of ten still leaves a bonus tip. */
    angles: Slot<Angle>;
    audienceNote: Slot;
    outro: Slot;
  };
  comparison: {
    headline: Slot;
    intro: Slot;
    standoutHeading: Slot;
    fairHeading: Slot;
    fairBody: Slot;
    chooseHeading: Slot;
    chooseList: Slot<readonly string[]>;
    verdictHeading: Slot;
    verdict: Slot;
  };
  product: {
    headline: Slot;
    hook: Slot;
    featuresHeading: Slot;
    forHeading: Slot;
    forAudience: Slot;
    forEveryone: Slot;
    loveHeading: Slot;
    loveBody: Slot;
    closing: Slot;
    cta: Slot;
  };
  campaign: {
    subject: Slot;
    preview: Slot;
    opening: Slot;
    offerLine: Slot;
    body: Slot;
    deadline: Slot;
    noDeadline: Slot;
    more: Slot;
    cta: Slot;
  };
  newsletter: {
    subject: Slot;
    preview: Slot;
    intro: Slot;
    audience: Slot;
    highlightsHeading: Slot;
    itemNote: Slot;
    bridge: Slot;
    cta: Slot;
  };
  welcome: {
    subject: Slot;
    preview: Slot;
    intro: Slot;
    firstStep: Slot;
    firstStepWhy: Slot;
    benefitsLead: Slot;
    more: Slot;
    help: Slot;
    cta: Slot;
  };
  social: {
    headline: Slot;
    hook: Slot;
    question: Slot;
    tip: Slot;
    story: Slot;
    audience: Slot;
    cta: Slot;
    /** A second paragraph for networks that reward longer posts. */
    more: Slot;
  };
  linkedin: {
    headline: Slot;
    hook: Slot;
    context: Slot;
    insightLead: Slot;
    reflection: Slot;
    question: Slot;
  };
  ads: {
    headline: Slot;
    adHeadline: Slot;
    adText: Slot;
    searchHeadline: Slot;
    searchDescription: Slot;
  };
  press: {
    lead: Slot;
    detailsLead: Slot;
    context: Slot;
    quote: Slot;
    quoteBy: Slot;
    quoteCompany: Slot;
    aboutHeading: Slot;
    about: Slot;
    backgroundHeading: Slot;
    background: Slot;
  };
  extra: {
    topicBody: Slot;
    reserve: Slot<Pair>;
  };
};

/** The same alternatives for both forms of address (languages or lines that don't address the reader). */
export function both<T>(...variants: readonly T[]): Slot<T> {
  return { casual: variants, polite: variants };
}
