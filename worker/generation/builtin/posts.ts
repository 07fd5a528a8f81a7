import { POST_LIMITS } from "../../../shared/social";
import { displayWidth, escapeMarkdown, splitList } from "../text";
import { numbered, type Section } from "./draft";
import { type Arrangement, heading, items } from "./pages";
import { startCase, type Voice } from "./voice";

// Typical limits: X 280 characters; Meta ad headline ~40 and primary text ~125 before "See more";
// Google search ads 30 per headline and 90 per description (CJK characters count twice).
const X_POST = POST_LIMITS.x;
const AD_HEADLINE = 40;
const AD_TEXT = 125;
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

// What a person tags a post with: the brand's or product's name, whole, and each keyword.
const TAG_FIELDS = ["brand", "product"] as const;
// A value with punctuation other than a name's own ("Dépann'Chauffe", "Ben & Jerry's", "St. Ives")
// is a description ("Brook, a smart water bottle"), not a name to tag.
const NAME_LIKE = /^[\p{L}\p{M}\p{N}\s'’&.·-]+$/u;
const MAX_TAG_WORDS = 3;
const MAX_TAG_WIDTH = 30;

/**
 * Hashtags as a person would tag (docs/writer.md, "What the offline writer does"): the brief's
 * brand and product names, whole ("Café Luna" → #CaféLuna), and its keywords, split at commas.
 * Never words picked from a topic sentence ("#Gelernt #Jahren"), never a stock tag: a brief
 * without these fields gets none. Only letters and digits survive, so a tag can never carry
 * Markdown or HTML.
 */
export function hashtags(vars: Readonly<Record<string, string | undefined>>, count: number): string {
  const values = [...TAG_FIELDS.map((field) => vars[field] ?? ""), ...(vars.keywords ?? "").split(/[,，、\n]/u)];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    const name = value.normalize("NFC").trim();
    const words = name.split(/\s+/u);
    if (!name || !NAME_LIKE.test(name) || words.length > MAX_TAG_WORDS) continue;
    // Words joined, each with a capital so they stay apart ("#FlatWhite"); "iPhone" stays as typed.
    const tag = words
      .map((word) => startCase(word))
      .join("")
      .replace(/[^\p{L}\p{N}]/gu, "");
    const key = tag.toLocaleLowerCase();
    if (Array.from(tag).length < 2 || /^\d+$/u.test(tag) || displayWidth(tag) > MAX_TAG_WIDTH || seen.has(key))
      continue;
    seen.add(key);
    tags.push(`#${tag}`);
  }
  return tags.slice(0, count).join(" ");
}

/** The first of `texts` that fits `max` (display width), or undefined: lines are chosen, never cut. */
function fitting(texts: readonly string[], max: number, used: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLocaleLowerCase();
    if (!text || displayWidth(text) > max || seen.has(key) || used.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * social-posts: one post per point the visitor gave (each opening with the topic), hashtags from
 * the brief's names and keywords (none without them); on LinkedIn and Facebook one more post with
 * every point. On X a post over 280 characters loses its hashtags, then its topic; a point that
 * alone is too long is left for a longer network rather than cut. The audience ("who you want to
 * reach") steers a model's wording; it is not copy: "For home bakers aged 30-45 in Bristol." is a
 * targeting spec pasted into a post.
 */
export const socialPosts: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const topic = vars.topic ?? "";
  const network = vars.network ?? "linkedin";
  // Every point gets its post: "shorter" drops the hashtags and the round-up post, never a point.
  const points = lists.keyPoints ?? [];
  const tags = size >= 0 ? hashtags(vars, network === "instagram" ? 4 : network === "x" ? 2 : 3) : "";
  const posts: string[][] = [];
  points.forEach((point, i) => {
    // The first post names the topic; the others can stand on the point alone.
    // A topic with a colon of its own ("Füllgut: jetzt auch Kaffee") would give "…: …: …".
    const lead = i === 0 && !/[:：]/u.test(topic) ? v.plain("social.lead", { point }) : v.plainSentence(point);
    const options = [[lead, tags], [lead], [v.plainSentence(point), tags], [v.plainSentence(point)]].map((parts) =>
      parts.filter(Boolean),
    );
    const post = network === "x" ? options.find((parts) => displayWidth(parts.join("\n\n")) <= X_POST) : options[0];
    if (post) posts.push(post.map((part) => (part === tags ? part : escapeMarkdown(part))));
  });
  if (size >= 0 && points.length > 1 && (network === "linkedin" || network === "facebook")) {
    posts.push([escapeMarkdown(startCase(topic)), items(points), tags].filter(Boolean));
  }
  const sections: Section[] = posts.map((blocks, i) => ({
    heading: v.line("social.post", { number: String(i + 1) }),
    blocks,
  }));
  return { title: topic, top: [`# ${heading(topic)}`], sections, end: [] };
};

/** linkedin-post: the topic as the opening line, the visitor's insight, a question, tags from names and keywords. */
export const linkedinPost: Arrangement = ({ v, facts, size }) => {
  const { vars, lists } = facts;
  const topic = vars.topic ?? "";
  return {
    title: topic,
    top: [`# ${heading(topic)}`, ...(lists.insight ?? []).map((paragraph) => v.sentence(paragraph))],
    sections: [],
    end: [size >= 0 ? v.line("linkedin.question") : "", hashtags(vars, 3)],
  };
};

/**
 * "{product}: {benefit}", unless either already holds a colon: "Lumière, Pescara: epilazione laser:
 * 6 sedute" says neither. Then the product and the benefit stand apart.
 */
function productBenefit(v: Voice, product: string, benefit: string): string {
  return /[:：]/u.test(product + benefit) ? "" : v.typed("ads.productBenefit", { product, benefit });
}

// A list of short phrases typed in one line ("Free delivery, 30-day returns, made in Leeds",
// "送料無料、30日間返品可"): each phrase can head an ad. Longer comma-separated parts are more
// often clauses of one sentence ("… und zeigt, wo ihr sparen könnt"), which never head an ad.
const SHORT_PHRASE_WORDS = 3;
const SHORT_PHRASE_WIDTH = 20;

/** The benefit's phrases, when it is a list: typed with semicolons, or of short phrases only. */
function listedPhrases(text: string): string[] {
  const parts = splitList(text);
  if (parts.length < 2) return [];
  const short = parts.every(
    (part) => part.split(/\s+/u).length <= SHORT_PHRASE_WORDS && displayWidth(part) <= SHORT_PHRASE_WIDTH,
  );
  return short || /[;；]/u.test(text) ? parts : [];
}

/** A line compared without its end mark or case: "Brook: free delivery." says what "Brook: Free delivery" does. */
function sameLine(a: string, b: string): boolean {
  const bare = (text: string) =>
    text
      .replace(/[.!?。！？]+$/u, "")
      .trim()
      .toLocaleLowerCase();
  return bare(a) === bare(b);
}

/**
 * ad-copy: up to three variants of headline, text and button, each line chosen to fit the network's
 * limit whole (the product, the benefit, both together, a phrase of a benefit typed as a list);
 * never a cut phrase. Each variant has a headline of its own: a brief with less distinct material
 * gets fewer variants, never two with the same headline. Visitor text keeps
 * its casing exactly, as in every ad: a name, a German noun or a search term is the visitor's.
 * The audience is the ad's targeting ("parents aged 30-45 in Leeds"): it steers, it is not copy.
 */
export const adCopy: Arrangement = ({ v, facts, size }) => {
  const { vars } = facts;
  const product = vars.product ?? "";
  const benefit = vars.benefit ?? "";
  const combined = productBenefit(v, product, benefit);
  const headlines = fitting([combined, product, benefit, ...listedPhrases(benefit)], AD_HEADLINE).slice(0, 3);
  const benefitSentence = v.typedSentence(benefit);
  const texts = fitting(
    [
      benefitSentence,
      v.typedSentence(combined),
      // The benefit's parts only when the whole of it is too long: "100 headphones." alone says little.
      ...(displayWidth(benefitSentence) > AD_TEXT ? splitList(benefit).map((part) => v.typedSentence(part)) : []),
    ],
    AD_TEXT,
  );
  // A product name longer than any headline still heads the one variant, as typed.
  if (headlines.length === 0) headlines.push(product);
  const sections: Section[] = headlines.map((headline, i) => {
    // The texts in turn, each variant starting at another; never one that repeats its headline.
    const start = texts.length > 0 ? i % texts.length : 0;
    const turn = [...texts.slice(start), ...texts.slice(0, start)];
    const text = turn.find((candidate) => !sameLine(candidate, headline)) ?? turn[0] ?? product;
    return {
      heading: v.line("ads.variant", { number: String(i + 1) }),
      blocks: [
        [
          v.label(v.line("ads.headline"), escapeMarkdown(headline)),
          v.label(v.line("ads.text"), escapeMarkdown(text)),
          // "Shorter" leaves the button to the ad platform's default: every fact stays.
          size >= 0 ? v.label(v.line("ads.button"), v.line("ads.buttonLabel")) : "",
        ]
          .filter(Boolean)
          .join("\\\n"),
      ],
    };
  });
  return { title: product, top: [`# ${escapeMarkdown(product)}`], sections, end: [] };
};

/**
 * search-ads: headlines of up to 30 and descriptions of up to 90 characters from the keywords, the
 * product and the benefit, each chosen to fit whole, each as typed: "rösterei münchen" is the
 * search term bid on, and capitalizing only its first word ("Rösterei münchen") misspells a name.
 */
export const searchAds: Arrangement = ({ v, facts, size }) => {
  const { vars } = facts;
  const product = vars.product ?? "";
  const benefit = vars.benefit ?? "";
  const keywords = splitList((vars.keywords ?? "").replace(/[,，、]/gu, "\n"));
  const withProduct = keywords.map((keyword) => v.typed("search.keywordProduct", { keyword }));
  // Every keyword that fits stays a headline (search ads take up to 15); "shorter" keeps fewer descriptions.
  const headlines = fitting([...keywords, product, benefit, ...withProduct], SEARCH_HEADLINE).slice(0, 15);
  const sentence = (text: string) => v.typedSentence(text);
  const descriptions = fitting(
    [
      sentence(productBenefit(v, product, benefit)),
      sentence(benefit),
      ...(displayWidth(sentence(benefit)) > SEARCH_DESCRIPTION ? splitList(benefit).map(sentence) : []),
      ...withProduct.map(sentence),
    ],
    SEARCH_DESCRIPTION,
  ).slice(0, size <= -1 ? 2 : 3);
  return {
    title: v.typed("search.title"),
    top: [`# ${v.typed("search.title", {}, { markdown: true })}`],
    sections: [
      { heading: v.line("search.headlines"), blocks: [numbered(headlines.map((text) => escapeMarkdown(text)))] },
      { heading: v.line("search.descriptions"), blocks: [numbered(descriptions.map((text) => escapeMarkdown(text)))] },
    ],
    end: [],
  };
};
