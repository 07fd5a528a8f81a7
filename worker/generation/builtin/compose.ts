import type { TemplateDefinition } from "../../../shared/catalog/templates";
import type { Refinement } from "../../../shared/generation";
import { fnv1a } from "../../../shared/hash";
import type { Locale } from "../../../shared/locales";
import type { WriterTexts } from "../../../shared/writer-texts";
import { sanitize } from "../text";
import { blogPost, howToGuide, listicle } from "./articles";
import { render, type Section } from "./draft";
import { readFacts } from "./facts";
import { emailCampaign, newsletter, welcomeEmail } from "./messages";
import {
  type Arrangement,
  aboutPage,
  faqPage,
  landingPage,
  pressRelease,
  productComparison,
  productDescription,
  sectionOf,
} from "./pages";
import { adCopy, linkedinPost, searchAds, socialPosts } from "./posts";
import { type Tone, Voice } from "./voice";

export type ComposeInput = {
  template: TemplateDefinition;
  locale: Locale;
  inputs: Record<string, string>;
  seed: number;
  /** Every refinement asked along the chain, oldest first; each acts on the result of the ones before. */
  refinements: readonly Refinement[];
  /** The language the brief was typed in, when the text has since been translated. */
  briefLocale?: Locale;
};

export type Composition = { locale: Locale; title: string; markdown: string };

const ARRANGEMENTS: Record<string, Arrangement> = {
  "landing-page": landingPage,
  "about-page": aboutPage,
  "faq-page": faqPage,
  "blog-post": blogPost,
  "how-to-guide": howToGuide,
  listicle,
  "product-description": productDescription,
  "product-comparison": productComparison,
  "email-campaign": emailCampaign,
  newsletter,
  "welcome-email": welcomeEmail,
  "social-posts": socialPosts,
  "linkedin-post": linkedinPost,
  "ad-copy": adCopy,
  "search-ads": searchAds,
  "press-release": pressRelease,
};

// Templates added to the catalog later still compose, from the arrangement of their output kind.
const BY_OUTPUT: Record<TemplateDefinition["output"], Arrangement> = {
  "landing-page": landingPage,
  article: blogPost,
  product: productDescription,
  email: emailCampaign,
  social: socialPosts,
  ads: adCopy,
  "press-release": pressRelease,
  faq: faqPage,
};

/**
 * Where an added point goes (docs/writer.md, "Refinements"), as the visitor typed it: into the
 * template's list of the visitor's points, where it reads as one more; as a P.S. under an email; as
 * a "good to know" line; or nowhere where any extra line would break the format (character-limited
 * ads).
 */
type NotePlace = { list: string } | "ps" | "aside" | null;
const NOTE_PLACES: Record<string, NotePlace> = {
  "landing-page": { list: "keyPoints" },
  // Not the values list: "free quotes" is a fact, not a value ("## Our values - Free quotes").
  "about-page": "aside",
  "faq-page": "aside",
  "blog-post": { list: "keyPoints" },
  "how-to-guide": "aside",
  listicle: "aside",
  "product-description": { list: "features" },
  "product-comparison": { list: "differences" },
  "email-campaign": "ps",
  newsletter: { list: "news" },
  // Not the benefits list: "stands are set up the day before" is no benefit.
  "welcome-email": "ps",
  "social-posts": { list: "keyPoints" },
  "linkedin-post": { list: "insight" },
  "ad-copy": null,
  "search-ads": null,
  "press-release": { list: "details" },
};

/** Whether a template has a place for an added point (the chat says so when it has none). */
export function takesPoints(template: TemplateDefinition): boolean {
  return (NOTE_PLACES[template.slug] ?? null) !== null;
}

/** A section asked for: its title and what it says, as typed. */
type Topic = { title: string; text: string };
type Plan = { locale: Locale; tone?: Tone; size: number; topics: Topic[]; points: string[] };

/** Refinements in order; each acts on the result of the ones before. */
function plan(locale: Locale, refinements: readonly Refinement[]): Plan {
  const result: Plan = { locale, size: 0, topics: [], points: [] };
  for (const refinement of refinements) {
    if (refinement.kind === "shorter") result.size = Math.max(-2, result.size - 1);
    else if (refinement.kind === "longer") result.size = Math.min(2, result.size + 1);
    else if (refinement.kind === "formal") result.tone = "formal";
    else if (refinement.kind === "playful") result.tone = "playful";
    else if (refinement.kind === "add-section")
      result.topics.push({ title: refinement.title, text: refinement.text ?? "" });
    else if (refinement.kind === "add-point") result.points.push(refinement.text);
    else if (refinement.kind === "translate") result.locale = refinement.locale;
  }
  return result;
}

/** Mixes the brief into the seed, so two briefs with the same seed still read differently. */
function briefSeed(input: ComposeInput): number {
  const values = input.template.fields.map((field) => input.inputs[field.name] ?? "");
  return (input.seed ^ fnv1a([input.template.slug, ...values].join("\u0001"))) >>> 0;
}

/**
 * The offline writer (docs/writer.md): arranges the visitor's facts in the template's structure,
 * with the output language's own words around them, and never adds a fact. The same brief, seed
 * and refinements always give the same text, so a refinement reads as an edit of the version it
 * refines and "Continue" can pick up where a version stopped.
 */
export function composeBuiltin(input: ComposeInput): Composition {
  const { template } = input;
  const steps = plan(input.locale, input.refinements);
  const facts = readFacts(template, input.inputs, input.briefLocale ?? input.locale);
  const tone = steps.tone ?? facts.tone;
  const place = NOTE_PLACES[template.slug] ?? null;
  // Added points stay as typed, also after a translation: the writer translates only its own words.
  const notes = steps.points.map((point) => sanitize(point, false)).filter(Boolean);
  if (place && typeof place === "object" && notes.length > 0) {
    facts.lists[place.list] = [...(facts.lists[place.list] ?? []), ...notes];
  }
  const v = new Voice(steps.locale, tone, briefSeed(input), facts.vars, input.briefLocale ?? input.locale);
  const arrange = ARRANGEMENTS[template.slug] ?? BY_OUTPUT[template.output];
  const draft = arrange({ v, facts, size: steps.size });

  if (place === "ps" || place === "aside") {
    // "Mention that Willow Barn holds open days": a capital typed mid-sentence is a name's, and stays.
    const lines = notes.map((note, i) =>
      v.nth(
        place === "ps" ? "notes.ps" : "notes.goodToKnow",
        i,
        { note: v.plainSentence(note) },
        /^\p{Lu}/u.test(note) ? ["note"] : [],
      ),
    );
    // A P.S. follows the signature; an aside closes the body, before the closing line.
    if (place === "ps") draft.end.push(...lines);
    else draft.end.unshift(...lines);
  }
  // A section without its text (asked before sections took one) is left out: no placeholder is
  // ever written into a version (docs/writer.md, "Refinements").
  const added: Section[] = steps.topics
    .map((topic) => ({ title: sanitize(topic.title, false), text: sanitize(topic.text, true) }))
    .filter((topic) => topic.title && topic.text)
    .map((topic) => sectionOf(v, topic.title, topic.text));
  draft.sections.push(...added);
  return { locale: steps.locale, title: draft.title, markdown: afterGreeting(render(draft), v.texts) };
}

/**
 * German continues a greeting that ends in a comma in lower case ("Hallo,\n\nes gibt Neues"):
 * the paragraph after it loses its first capital when its first word is one of the language's
 * `lowerAfterGreeting` words (never a noun: "Frühbucher Sommer 2027: …" keeps it).
 */
function afterGreeting(markdown: string, texts: WriterTexts): string {
  const words = texts.lowerAfterGreeting;
  const greeting = texts.lines["email.greeting"];
  if (!words || !greeting) return markdown;
  const greetings = new Set(
    (Array.isArray(greeting) ? greeting : [...greeting.casual, ...greeting.polite]).filter((g) => g.endsWith(",")),
  );
  const paragraphs = markdown.split("\n\n");
  for (let i = 1; i < paragraphs.length; i++) {
    const next = paragraphs[i] ?? "";
    const first = next.match(/^\p{Lu}\p{Ll}*/u)?.[0];
    if (greetings.has(paragraphs[i - 1] ?? "") && first && words.includes(first.toLocaleLowerCase())) {
      paragraphs[i] = first.toLocaleLowerCase() + next.slice(first.length);
    }
  }
  return paragraphs.join("\n\n");
}
