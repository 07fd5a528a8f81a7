/**
 * Template search (`GET /api/catalog/templates?q=`): one MiniSearch index per locale over each
 * template's localized name, keywords, category label and summary, built on first use and kept for
 * the isolate's life. docs/api.md ("Template search") describes the fields, the tokenizing per
 * script, the prefix and fuzzy settings and how several words combine; keep it in step.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from "minisearch";
import { TEMPLATES } from "../../shared/catalog/templates";
import type { Locale } from "../../shared/locales";
import { catalogTexts } from "./texts";

type TemplateDocument = { id: string; name: string; keywords: string; category: string; summary: string };

/** A word as written between spaces or punctuation, and its parts (of a hyphenated or CJK word). */
type Word = { joined: string; parts: string[] };

/** The name says what a template is; keywords are chosen synonyms; a summary mentions much in passing. */
const BOOST = { name: 3, keywords: 2, category: 1.5, summary: 1 };

/** Longest run of adjacent parts indexed as one term ("e"+"mail" → "email"); runs beyond say nothing new. */
const MAX_JOINED_PARTS = 4;

const HYPHENS = /[-\u2010]+/;
// Everything but letters, digits, marks and hyphens separates words: spaces, apostrophes ("l’e-mail"),
// punctuation of every script ("、", "・", "（").
const SEPARATORS = /[^\p{L}\p{N}\p{M}\-\u2010]+/u;
// Scripts written without spaces between words (Korean uses spaces, but its syllable blocks carry
// as much as a Chinese character, so it is matched the same careful way).
const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script=Hangul}]/u;

const isCjk = (term: string): boolean => CJK.test(term);

/**
 * Case, width and accents folded away, the same for the index and the query: "É-MAIL", "ｅ-mail" and
 * "e-mail" are one word, "Über" is "uber", "Straße" is "strasse". NFKD splits accents off and maps
 * full-width Latin and half-width kana to their usual forms; NFC then puts kana voicing marks and
 * Hangul syllables back together, which must not be lost.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/ß/g, "ss");
}

const segmenters = new Map<Locale, Intl.Segmenter>();

/** Words of a piece with no spaces: ICU's dictionary splits "メールキャンペーン" into "メール", "キャンペーン". */
function segmentWords(piece: string, locale: Locale): string[] {
  if (!isCjk(piece)) return [piece];
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, segmenter);
  }
  return Array.from(segmenter.segment(piece))
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
}

/** The words of a text, each with its parts: split at hyphens, then CJK runs at word boundaries. */
function wordsOf(text: string, locale: Locale): Word[] {
  return foldText(text)
    .split(SEPARATORS)
    .map((chunk) => chunk.split(HYPHENS).flatMap((piece) => (piece ? segmentWords(piece, locale) : [])))
    .filter((parts) => parts.length > 0)
    .map((parts) => ({ joined: parts.join(""), parts }));
}

/**
 * The terms indexed for a word: each part and each run of adjacent parts joined. "E-Mail-Kampagne"
 * gives "e", "mail", "kampagne", "email", "mailkampagne", "emailkampagne", so "email", "e-mail" and
 * "kampagne" all find it; a CJK run whose segmentation went astray ("ランディ", "ン", "グ") still
 * has the joined word ("ランディング") a reader types.
 */
function termsOfWord({ parts }: Word): string[] {
  const terms: string[] = [];
  for (let start = 0; start < parts.length; start++) {
    for (let end = start + 1; end <= Math.min(parts.length, start + MAX_JOINED_PARTS); end++) {
      terms.push(parts.slice(start, end).join(""));
    }
  }
  return terms;
}

/** The terms a field's text is indexed under. */
export function indexTerms(text: string, locale: Locale): string[] {
  return wordsOf(text, locale).flatMap(termsOfWord);
}

/**
 * What each typed word must match. A hyphenated word matches by its joined form ("email") or by
 * all of its parts ("e" and "mail"). In a script without spaces the segments are words of their
 * own, so an unknown one ("テンプレート") or a particle ("の") is weighed like any other word.
 */
export function queryWords(text: string, locale: Locale): Query[] {
  const queries = wordsOf(text, locale).flatMap(({ joined, parts }): Query[] => {
    const stem = locale === "ko" ? withoutParticle(joined) : null;
    if (stem) return [{ combineWith: "OR", queries: [joined, stem] }];
    if (parts.length < 2) return [joined];
    if (isCjk(joined)) return parts;
    return [{ combineWith: "OR", queries: [joined, { combineWith: "AND", queries: parts }] }];
  });
  const seen = new Set<string>();
  return queries.filter((query) => {
    const key = JSON.stringify(query);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Korean particles that people type attached to a noun ("이메일을 쓰고 싶어요": "the email", as
 * an object), longest first. The catalog's words carry none, so a typed word also searches as its
 * stem.
 */
const KOREAN_PARTICLES = [
  "에서",
  "으로",
  "에게",
  "까지",
  "부터",
  "처럼",
  "을",
  "를",
  "이",
  "가",
  "은",
  "는",
  "의",
  "에",
  "로",
  "와",
  "과",
  "도",
  "만",
  "용",
];

/** A Korean word without its particle ("이메일을" → "이메일"), or null when none ends it or too little is left. */
function withoutParticle(word: string): string | null {
  if (!/^\p{Script=Hangul}+$/u.test(word)) return null;
  const particle = KOREAN_PARTICLES.find((ending) => word.endsWith(ending));
  const stem = particle ? word.slice(0, -particle.length) : "";
  return stem.length >= 2 ? stem : null;
}

/**
 * Prefix search finds "メール" in "メールキャンペーン" and "email" in "emailkampagne"; a lone Latin
 * letter would match half the catalog, so it must match exactly. A CJK character is a word already.
 */
function usePrefix(term: string): boolean {
  return term.length >= 2 || isCjk(term);
}

/**
 * Typos and plural endings cost one edit from 5 letters ("emails", "posts") and two from 9
 * ("newsleter"). Shorter words get none: one edit turns "post" into "most" and "ads" into "and".
 * CJK terms get none either: one character changed is another word (邮件 "mail", 文件 "file").
 */
function fuzziness(term: string): number | false {
  if (isCjk(term) || term.length < 5) return false;
  return term.length < 9 ? 1 : 2;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: usePrefix,
  fuzzy: fuzziness,
  // Query leaves are prepared by wordsOf already; MiniSearch must not split or lowercase them again.
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

const indexes = new Map<Locale, MiniSearch<TemplateDocument>>();

function templateDocuments(locale: Locale): TemplateDocument[] {
  const texts = catalogTexts(locale);
  return TEMPLATES.map((template) => {
    const text = texts.templates[template.slug];
    return {
      id: template.slug,
      name: text?.name ?? template.slug,
      // One keyword per line: a line break separates words, so no term spans two keywords.
      keywords: text?.keywords.join("\n") ?? "",
      category: texts.categories[template.category] ?? template.category,
      summary: text?.summary ?? "",
    };
  });
}

/** The locale's index, built on its first search and then reused: the texts never change while an isolate lives. */
function indexFor(locale: Locale): MiniSearch<TemplateDocument> {
  const cached = indexes.get(locale);
  if (cached) return cached;
  const index = new MiniSearch<TemplateDocument>({
    fields: ["name", "keywords", "category", "summary"],
    tokenize: (text) => indexTerms(text, locale),
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(templateDocuments(locale));
  indexes.set(locale, index);
  return index;
}

const CATALOG_ORDER = new Map(TEMPLATES.map((template, position) => [template.slug, position]));

/** Best first; equal scores keep the catalog's order, so results never shuffle between requests. */
function ranked(results: SearchResult[]): string[] {
  return [...results]
    .sort((a, b) => b.score - a.score || (CATALOG_ORDER.get(a.id) ?? 0) - (CATALOG_ORDER.get(b.id) ?? 0))
    .map((result) => String(result.id));
}

/** A word found in more than this share of the templates says little about which one is meant. */
const COMMON_SHARE = 0.5;

type MatchedWord = { query: Query; slugs: ReadonlySet<string> };

/**
 * Slugs of the templates in `allowed` that match `text`, most relevant first (docs/api.md says why
 * words combine this way):
 * - a word that matches no template at all ("templates", a typo beyond repair) is left out rather
 *   than emptying the list;
 * - a word found in most templates ("a", "the", "の") does not narrow the list, only adds to scores;
 * - every other word must match (AND), and when no template matches them all, the templates that
 *   match the most of them are shown (a narrowed OR), never every template that matches any one.
 */
export function searchTemplates(locale: Locale, text: string, allowed: ReadonlySet<string>): string[] {
  const index = indexFor(locale);
  const matched: MatchedWord[] = queryWords(text, locale)
    .map((query): MatchedWord => ({ query, slugs: new Set(index.search(query).map((result) => String(result.id))) }))
    .filter((word) => word.slugs.size > 0);
  if (matched.length === 0) return [];
  const telling = matched.filter((word) => word.slugs.size <= index.documentCount * COMMON_SHARE);
  const narrowing = telling.length > 0 ? telling : matched;
  const coverage = (slug: string) => narrowing.filter((word) => word.slugs.has(slug)).length;
  const results = index.search(
    { combineWith: "OR", queries: matched.map((word) => word.query) },
    { filter: (result) => allowed.has(String(result.id)) },
  );
  const best = Math.max(0, ...results.map((result) => coverage(String(result.id))));
  if (best === 0) return [];
  return ranked(results.filter((result) => coverage(String(result.id)) === best));
}
