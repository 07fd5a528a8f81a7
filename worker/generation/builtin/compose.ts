import type { TemplateDefinition } from "../../../shared/catalog/templates";
import { fnv1a } from "../../../shared/hash";
import type { Locale } from "../../../shared/locales";
import { adCopy, searchAds } from "./blueprints/ads";
import { blogPost, productComparison } from "./blueprints/blog";
import type { Blueprint } from "./blueprints/context";
import { emailCampaign, newsletter, welcomeEmail } from "./blueprints/email";
import { faqPage } from "./blueprints/faq";
import { howToGuide } from "./blueprints/howto";
import { aboutPage, landingPage } from "./blueprints/landing";
import { listicle } from "./blueprints/listicle";
import { reserveSections } from "./blueprints/parts";
import { pressRelease } from "./blueprints/press";
import { productDescription } from "./blueprints/product";
import { linkedinPost, socialPosts } from "./blueprints/social";
import { NAME_FIELDS, readBrief } from "./brief";
import { render, type Section } from "./draft";
import { PHRASE_BANKS } from "./phrases/banks";
import type { Tone } from "./phrases/types";
import { Picker } from "./rng";
import { capitalize, sanitize } from "./text";
import { Writer } from "./writer";

export type Refinement =
  | { kind: "shorter" }
  | { kind: "longer" }
  | { kind: "formal" }
  | { kind: "playful" }
  | { kind: "add-section"; topic?: string }
  | { kind: "translate"; locale: Locale };

export type ComposeInput = {
  template: TemplateDefinition;
  locale: Locale;
  inputs: Record<string, string>;
  seed: number;
  refinements: readonly Refinement[];
  /** Free-form requests from the chat that are not refinements (see freeformNote). */
  notes?: readonly string[];
};

export type Composition = { locale: Locale; title: string; markdown: string };

const BLUEPRINTS: Record<string, Blueprint> = {
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

// Templates added to the catalog later still compose, from the blueprint of their output kind.
const BY_OUTPUT: Record<TemplateDefinition["output"], Blueprint> = {
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
 * Where a free-form note goes: into the template's main list (where it reads as one more point),
 * as a P.S. under an email, as a "good to know" line, or nowhere where any extra line would break
 * the format (character-limited ads, sets of posts).
 */
type NotePlace = { list: string } | "ps" | "aside" | null;
const NOTE_PLACES: Record<string, NotePlace> = {
  "landing-page": { list: "keyPoints" },
  "about-page": { list: "values" },
  "faq-page": "aside",
  "blog-post": { list: "keyPoints" },
  "how-to-guide": "aside",
  listicle: "aside",
  "product-description": { list: "features" },
  "product-comparison": { list: "differences" },
  "email-campaign": "ps",
  newsletter: { list: "news" },
  "welcome-email": { list: "benefits" },
  "social-posts": null,
  "linkedin-post": { list: "insight" },
  "ad-copy": null,
  "search-ads": null,
  "press-release": { list: "details" },
};

type Plan = { locale: Locale; tone?: Tone; size: number; added: (string | undefined)[] };

/** Refinements in order; each acts on the result of the ones before. */
function plan(locale: Locale, refinements: readonly Refinement[]): Plan {
  const result: Plan = { locale, size: 0, added: [] };
  for (const refinement of refinements) {
    switch (refinement.kind) {
      case "shorter":
        result.size = Math.max(-2, result.size - 1);
        break;
      case "longer":
        result.size = Math.min(2, result.size + 1);
        break;
      case "formal":
      case "playful":
        result.tone = refinement.kind;
        break;
      case "add-section":
        result.added.push(refinement.topic);
        break;
      case "translate":
        result.locale = refinement.locale;
        break;
    }
  }
  return result;
}

/** Mixes the brief into the seed, so two briefs with the same seed still read differently. */
function briefSeed(input: ComposeInput): number {
  const values = input.template.fields.map((field) => input.inputs[field.name] ?? "");
  return (input.seed ^ fnv1a([input.template.slug, ...values].join("\u0001"))) >>> 0;
}

export function composeBuiltin(input: ComposeInput): Composition {
  const { template } = input;
  const steps = plan(input.locale, input.refinements);
  const bank = PHRASE_BANKS[steps.locale];
  const place = NOTE_PLACES[template.slug] ?? null;
  const notes = (input.notes ?? []).map((note) => sanitize(note, false)).filter(Boolean);
  const brief = readBrief(template, input.inputs, notes, place && typeof place === "object" ? place.list : undefined);
  // A brief without its name (the API requires one, but the composer must not print a blank H1).
  const name = brief.vars.name ?? bank.words.fallbackName;
  const vars: Record<string, string> = { ...brief.vars, name };
  for (const field of template.fields) {
    if (NAME_FIELDS.includes(field.name) && !vars[field.name]) vars[field.name] = name;
  }
  const w = new Writer(bank, steps.tone ?? brief.tone, new Picker(briefSeed(input)), vars);
  const blueprint = BLUEPRINTS[template.slug] ?? BY_OUTPUT[template.output];
  const draft = blueprint({ w, brief, size: steps.size });

  if (place === "ps" || place === "aside") {
    const slot = place === "ps" ? bank.common.ps : bank.common.goodToKnow;
    const lines = notes.map((note, i) => w.say(`note.${i}`, slot, { note: bank.format.sentence(note) }));
    // A P.S. follows the signature; an aside closes the body, before the wrap-up.
    if (place === "ps") draft.end.push(...lines);
    else draft.end.unshift(...lines);
  }

  const generic = reserveSections(w);
  steps.added.forEach((raw, i) => {
    const topic = raw ? Array.from(sanitize(raw, false)).slice(0, 120).join("") : "";
    let section: Section | undefined;
    if (topic) {
      section = draft.onTopic?.(topic) ?? {
        heading: w.md(capitalize(topic)),
        blocks: [w.say(`extra.topic.${i}`, bank.extra.topicBody, { topic })],
      };
    } else {
      section = draft.reserve.shift() ?? generic[i % generic.length];
    }
    if (section) draft.sections.push(section);
  });

  return { locale: steps.locale, title: draft.title, markdown: render(draft) };
}
