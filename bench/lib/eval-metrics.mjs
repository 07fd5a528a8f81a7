// The measures of `npm run eval` (docs/writer.md, "Evaluation"), as pure functions of a brief and
// the texts written for it, so they can be tested on their own (tests/eval/metrics.test.ts).
import { franc } from "franc-min";
import { FRANC_CODES } from "../../shared/locales.ts";
import { displayWidth, LIMITS } from "../../worker/generation/limits.ts";

/** ISO 639-3 codes franc reports for the site's languages (shared/locales.ts). */
export { FRANC_CODES };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Markdown to plain lines: no markup, no hashtags, no link targets. */
export function plainLines(markdown) {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
        .replace(/^>\s?/, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\\(.)/g, "$1")
        .replace(/[*_`]/g, "")
        .replace(/(^|\s)#[\p{L}\p{N}]+/gu, "$1")
        .trim(),
    )
    .filter(Boolean);
}

/** Case, accents of width, punctuation and spacing do not decide whether a fact is there. */
export function normalize(text) {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The language franc hears in a text (ISO 639-3), or "und" when it is too short to tell: franc-min
 * restricted to the ten languages, as the output gate reads a model's answer.
 */
export function detectLanguage(text) {
  return franc(text, { minLength: 10, only: Object.values(FRANC_CODES) });
}

/**
 * Whether a template's audience is a targeting spec ("parents aged 30-45 in Leeds"), which steers
 * the wording and is not printed (ads and social posts; docs/writer.md), rather than copy.
 */
export const targetsAudience = (template) => template.output === "ads" || template.output === "social";

/**
 * The facts of a brief: each one-line value, and each item or line of its text areas. An ad's or a
 * social post's audience is whom it targets, not a fact to print.
 */
export function factsOf(template, inputs) {
  const facts = [];
  for (const field of template.fields) {
    const value = (inputs[field.name] ?? "").trim();
    if (!value || field.type === "select") continue;
    if (field.name === "audience" && targetsAudience(template)) continue;
    if (field.type === "textarea") {
      for (const line of value.split(/\n+/)) {
        const parts = line.split(/\s*[;；]\s*/);
        for (const part of parts) {
          const fact = part
            .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "")
            .replace(/^(?:Q|A|F|P|R|D|V|Frage|Antwort)\s*\d*\s*[:：]\s*/iu, "")
            .trim();
          if (normalize(fact).length >= 3) facts.push(fact);
        }
      }
    } else if (field.name !== "deadline") {
      facts.push(value);
    }
  }
  return facts;
}

/**
 * Whether a fact appears in a text: as a whole, or (for longer facts) with at least 80 % of its
 * words, or of its characters in scripts written without spaces.
 */
export function hasFact(text, fact) {
  const haystack = normalize(text);
  const needle = normalize(fact);
  if (!needle) return true;
  if (haystack.includes(needle)) return true;
  const cjk = CJK.test(needle) && !needle.includes(" ");
  const units = cjk ? [...needle] : needle.split(" ");
  const words = new Set(haystack.split(" "));
  const found = units.filter((unit) => (cjk ? haystack.includes(unit) : words.has(unit))).length;
  return units.length >= 3 && found / units.length >= 0.8;
}

/** Sentences of the body: headings and label-only lines left out, paragraphs split at sentence ends. */
export function sentencesOf(markdown) {
  const sentences = [];
  for (const line of markdown.split("\n")) {
    if (/^#{1,6}\s/.test(line.trim()) || !line.trim()) continue;
    // A bold label ("**Headline:** …") is structure, like a heading: only what follows it is copy.
    const [plain = ""] = plainLines(line.replace(/^\s*\*\*[^*]{1,40}[:：]\*\*\s*/u, ""));
    for (const sentence of plain.split(/(?<=[.!?])\s+|(?<=[。！？])/u)) {
      if (sentence.trim()) sentences.push(sentence.trim());
    }
  }
  return sentences;
}

/** A text with the brief's values replaced by a mark, longest first (what is left is the writer's). */
export function masked(text, values) {
  let result = normalize(text);
  const sorted = [...new Set(values.map(normalize).filter((v) => v.length >= 2))].sort((a, b) => b.length - a.length);
  for (const value of sorted) result = result.split(value).join(" ◇ ");
  return result.replace(/\s+/g, " ").trim();
}

/** Whether a masked sentence has words of the writer's own (not only marks, numbers and symbols). */
function writerWords(sentence) {
  return /\p{L}{2}/u.test(sentence.replace(/◇/g, ""));
}

/**
 * Of the sentences of `a`, the share whose masked form (brief values replaced) also appears in `b`:
 * copy that does not depend on the business. Sentences that are only the visitor's words never count
 * as shared.
 */
export function sharedShare(a, aValues, b, bValues) {
  const ours = sentencesOf(a).map((s) => masked(s, aValues));
  const theirs = new Set(sentencesOf(b).map((s) => masked(s, bValues)));
  if (ours.length === 0) return 0;
  return ours.filter((s) => writerWords(s) && theirs.has(s)).length / ours.length;
}

/**
 * Lines that end in the middle of one of the brief's values ("…手作りケー", "Track every drawing
 * revi", "Track every drawing"): a line's end that is a proper prefix of a value, at least five
 * characters long, followed in the value by more of the same phrase. A line that ends with a whole
 * value, or with a whole part of one between commas, is not cut.
 */
export function truncations(markdown, values, ignore = new Set()) {
  const tidy = (text) => text.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  const whole = values
    .flatMap((value) => [value, ...value.split(/[\n,;，；、]/u)])
    .map((v) => tidy(v).replace(/[.。!！?？]+$/u, ""));
  const found = [];
  for (const line of plainLines(markdown)) {
    // The writer's own headings and labels ("How it started") may happen to begin a value.
    if (ignore.has(line)) continue;
    const end = tidy(line.replace(/^[^:：]{1,30}[:：]\s*/u, "")).replace(/[.。!！?？]+$/u, "");
    if (whole.some((value) => value && end.endsWith(value))) continue;
    const cut = whole.some((value) => {
      // A cut is at least a few words long (five characters in scripts without spaces) and most of
      // its line: a sentence that merely ends with a value's first words is not one.
      const shortest = CJK.test(value) ? 5 : 12;
      for (let k = value.length - 1; k >= shortest; k--) {
        const prefix = value.slice(0, k);
        // "Membrane imperméable : utile…": a name before its colon is a whole part, not a cut.
        const next = value.slice(k).trimStart().charAt(0);
        if (end.endsWith(prefix) && /[\p{L}\p{N}]/u.test(next) && prefix.length >= end.length * 0.6) return true;
      }
      return false;
    });
    if (cut) found.push(line);
  }
  return found;
}

/** Words or two-word phrases said twice in a row ("bis bis", "hasta el hasta el"), and doubled particles. */
export function doubledWords(markdown, particles = []) {
  const found = [];
  for (const line of plainLines(markdown)) {
    for (const match of line.matchAll(/(?<![\p{L}\p{N}])(\p{L}+(?:\s+\p{L}+)?)\s+\1(?![\p{L}\p{N}])/giu)) {
      found.push(match[0]);
    }
    for (const particle of particles)
      if (particle && line.includes(particle + particle)) found.push(particle + particle);
  }
  return found;
}

/** Headings of an FAQ that are the visitor's answers rather than questions. */
export function answersAsQuestions(markdown, inputs) {
  const answers = (inputs.questions ?? "")
    .split("\n")
    .map((line) => line.replace(/^\s*(?:A|R|Antwort|Antw|답변?|答え?)\s*\d*\s*[:：.)]\s*/iu, "").trim())
    .filter((line) => line && !/[?？]/u.test(line));
  const headings = markdown
    .split("\n")
    .filter((line) => /^#{2,6}\s/.test(line))
    .map((line) => normalize(line.replace(/^#+\s*/, "").replace(/\\(.)/g, "$1")));
  return headings.filter((heading) =>
    answers.some((answer) => normalize(answer) && heading.includes(normalize(answer))),
  );
}

/** English words of the writer's (labels, headings) found in a text in another language. */
export function englishLeaks(markdown, englishLabels, ownLabels) {
  const text = plainLines(markdown).join("\n");
  return englishLabels.filter(
    (label) =>
      !ownLabels.has(label) &&
      new RegExp(`(?<![\\p{L}])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text),
  );
}

/** Markdown the site renders well: one H1 (or an email's labelled first line), no raw HTML, no empty items. */
export function structureProblems(markdown) {
  const problems = [];
  const h1 = markdown.split("\n").filter((line) => /^#\s/.test(line)).length;
  const email = /^\*\*[^*]+[:：]\*\*\s\S/.test(markdown.trim());
  if (!email && h1 !== 1) problems.push(`${h1} H1 headings`);
  if (/<\/?[a-z][^>]*>/i.test(markdown)) problems.push("raw HTML");
  if (/^\s*(?:[-*+]|\d+\.)\s*$/m.test(markdown)) problems.push("empty list item");
  if (/\{[a-zA-Z]+\}/.test(markdown)) problems.push("unfilled placeholder");
  return problems;
}

/** Share of a text's sentences (long enough to tell) that franc hears in the target language. */
export function targetShare(markdown, locale) {
  const sentences = sentencesOf(markdown).filter((s) => (CJK.test(s) ? s.length >= 6 : s.split(" ").length >= 4));
  if (sentences.length === 0) return 1;
  return sentences.filter((s) => detectLanguage(s) === FRANC_CODES[locale]).length / sentences.length;
}

/** Share of the sentences of `before` still present, word for word, in `after`. */
export function keptShare(before, after) {
  const old = sentencesOf(before).map(normalize);
  const now = new Set(sentencesOf(after).map(normalize));
  if (old.length === 0) return 1;
  return old.filter((s) => now.has(s)).length / old.length;
}

// ---------------------------------------------------------------------------------------------
// The defects an outside review found in the offline writer (docs/writer.md, "Evaluation"), each
// measured from the brief, the language's writer.json and the text alone.

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORD_EDGE_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const WORD_EDGE_AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/**
 * (a) A count of one with a plural line: each `_other` variant of writer.json's lines, filled with
 * a count of 1, found in the text ("1 Dinge", "1 choses"), in a language whose plural rules give 1
 * a category of its own. A variant that is also one of the line's `_one` variants is not a slip.
 */
export function pluralSlips(markdown, lines, locale) {
  if (new Intl.PluralRules(locale).select(1) === "other") return [];
  const flat = (line) => (Array.isArray(line) ? line : [...line.casual, ...line.polite]);
  const text = plainLines(markdown);
  const found = [];
  for (const [key, line] of Object.entries(lines)) {
    if (!key.endsWith("_other")) continue;
    const singular = new Set(flat(lines[key.replace(/_other$/, "_one")] ?? []));
    for (const variant of flat(line)) {
      if (!variant.includes("{count}") || singular.has(variant)) continue;
      const pattern = new RegExp(
        variant
          .replace(/[.:!?。]$/u, "")
          .split(/(\{\w+\})/)
          .map((part) => (part === "{count}" ? "1" : /^\{\w+\}$/.test(part) ? ".+?" : escapeRegExp(part)))
          .join(""),
        "u",
      );
      for (const plain of text) if (pattern.test(plain)) found.push(plain);
    }
  }
  return found;
}

/**
 * (b) A sentence split at an abbreviation: a line of the text that ends where one of the brief's
 * values goes on after an abbreviation of the language (`sentences.abbreviations` in writer.json,
 * and each dotted part of one, "z." of "z. B."; an ordinal "1." where the language writes one,
 * German "ab 1. Dezember"). The line's end is compared with the value's words up to the dot, the
 * abbreviation and the word before it ("6,5 Mio.", "Praxis Dr.", "Brot, z."), case and spacing aside.
 */
export function abbreviationSplits(markdown, values, sentences = {}) {
  const listed = sentences.abbreviations ?? [];
  const abbreviations = [
    ...new Set([...listed, ...listed.flatMap((a) => a.split(/\s+/).filter((p) => p.endsWith(".")))]),
  ];
  const tidy = (text) => text.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  const ends = new Set();
  for (const value of values) {
    for (const line of value.split("\n")) {
      const marks = [
        ...abbreviations.map((a) => new RegExp(`${WORD_EDGE_BEFORE}${escapeRegExp(a)}(?=[ \\t\\u00a0]+\\S)`, "giu")),
        ...(sentences.ordinalDot ? [/(?<![\p{L}\p{N}])\d{1,2}\.(?=[ \t\u00a0]+\p{L})/gu] : []),
      ];
      for (const mark of marks) {
        for (const match of line.matchAll(mark)) {
          const head = line.slice(0, match.index + match[0].length);
          // The dot and the word before it ("6,5 Mio.", "Brot, z."): enough to tell this place from another.
          const words = head.trim().split(/\s+/);
          ends.add(tidy(words.slice(-2).join(" ")));
        }
      }
    }
  }
  if (ends.size === 0) return [];
  return plainLines(markdown).filter((line) => {
    const end = tidy(line);
    return [...ends].some((tail) => end === tail || end.endsWith(` ${tail}`));
  });
}

/** Words of each form of address in a text, counted as `addressOf` (worker/generation/builtin/voice.ts) counts them. */
export function addressForms(text, address, locale) {
  const forms = { polite: 0, casual: 0 };
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const before = text.slice(0, match.index).trimEnd();
    const opensSentence = !before || /[.!?:;…"„“«»(\n◇]$/u.test(before);
    const counts = (marker) =>
      marker === marker.toLocaleLowerCase(locale)
        ? word.toLocaleLowerCase(locale) === marker
        : word === marker && !opensSentence;
    if (address.polite.some(counts)) forms.polite++;
    if (address.casual.some(counts)) forms.casual++;
  }
  return forms;
}

/** A text with every occurrence of the visitor's values (and their lines) taken out: the writer's own words. */
export function writerOwned(markdown, values) {
  const pieces = [...new Set(values.flatMap((value) => [value, ...value.split(/\n+/)]).map((v) => v.trim()))]
    .filter((v) => v.length >= 2)
    .sort((a, b) => b.length - a.length);
  let text = plainLines(markdown).join("\n");
  for (const piece of pieces) {
    const bare = piece.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "").replace(/[.。!！?？]+$/u, "");
    if (bare.length >= 2) text = text.replace(new RegExp(escapeRegExp(bare), "giu"), " ◇ ");
  }
  return text;
}

/**
 * (d) Both forms of address in one text ("tu" and "vous") while the brief's own values use at most
 * one: the writer's lines (the text with everything the visitor typed taken out, `typed`: the
 * brief's values and any point they added) and the brief's values together say both. `address`
 * is the language's writer.json `address` (de, fr, it, es, pt, nl). A point the visitor added
 * is theirs: it neither counts as the brief's form nor as the writer's.
 */
export function mixedAddress(markdown, values, address, locale, typed = values) {
  if (!address) return false;
  const brief = addressForms(values.join("\n"), address, locale);
  if (brief.polite > 0 && brief.casual > 0) return false;
  const own = addressForms(writerOwned(markdown, typed), address, locale);
  return (own.polite > 0 || brief.polite > 0) && (own.casual > 0 || brief.casual > 0);
}

const tagKey = (text) =>
  text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/**
 * (e) Hashtags that are not the brief's names: each tag must be, letters and digits compared, a
 * brand or product value or a keyword (keywords split at commas).
 */
export function strayHashtags(markdown, inputs) {
  const allowed = new Set(
    [inputs.brand, inputs.product, ...(inputs.keywords ?? "").split(/[,，、;\n]/u)]
      .filter((value) => typeof value === "string")
      .map(tagKey)
      .filter(Boolean),
  );
  const tags = [...markdown.matchAll(/(?<![\p{L}\p{N}&/#])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu)].map(
    (m) => m[1],
  );
  return tags.filter((tag) => !allowed.has(tagKey(tag)));
}

/**
 * (f) A value printed with another letter case than typed ("Rösterei münchen" for "Rösterei
 * München", "Schlüsseldienst dortmund" for the search term "schlüsseldienst dortmund"). Outside
 * ads (`strict` false) the first letter is the writer's to change: a key point opens with a
 * capital, a phrase typed in sentence case loses it mid-sentence ("Made for busy families");
 * ads print every value exactly as typed. An occurrence that another value of the brief spells
 * that way is as typed.
 */
export function caseChanges(markdown, values, { strict = false } = {}) {
  const pieces = [
    ...new Set(
      values
        .flatMap((value) => [...value.split("\n"), ...value.split(/[\n,;，；、]/u)])
        .map((v) => v.trim().replace(/[.。!?]+$/u, "")),
    ),
  ].filter((v) => [...v].length >= 4 && v.toLocaleLowerCase() !== v.toLocaleUpperCase());
  const typed = values.join("\n");
  const text = plainLines(markdown).join("\n");
  const found = [];
  for (const piece of pieces) {
    const pattern = new RegExp(`${WORD_EDGE_BEFORE}${escapeRegExp(piece)}${WORD_EDGE_AFTER}`, "giu");
    for (const match of text.matchAll(pattern)) {
      const seen = match[0];
      if (seen === piece || typed.includes(seen)) continue;
      if (!strict && seen.slice(1) === piece.slice(1)) continue;
      found.push(seen);
    }
  }
  return found;
}

const sameHeadline = (text) =>
  text
    .replace(/\\(.)/g, "$1")
    .replace(/[\s.。!！]+$/u, "")
    .normalize("NFKC")
    .toLocaleLowerCase()
    .trim();

/**
 * (g) Ad headlines used twice: in an ad set, the `{headline label}: …` line of each variant; in
 * search ads, the items under the headlines' heading. `labels` are the text's language's
 * `ads.headline` and `search.headlines` lines.
 */
export function duplicateHeadlines(markdown, labels) {
  const headlines = [];
  const label = escapeRegExp(labels.headline);
  const labelled = new RegExp(`^\\s*\\**\\s*${label}\\s*[:：]\\s*\\**\\s*(.+?)\\s*\\\\?$`, "u");
  const heading = labels.headlines
    .replace(/\s*[(（].*$/u, "")
    .trim()
    .toLocaleLowerCase();
  let inList = false;
  for (const line of markdown.split("\n")) {
    if (/^#{1,6}\s/.test(line)) {
      inList =
        Boolean(heading) &&
        line
          .replace(/^#+\s*/, "")
          .toLocaleLowerCase()
          .startsWith(heading);
      continue;
    }
    const ad = line.match(labelled);
    if (ad) headlines.push(ad[1]);
    else if (inList) {
      const item = line.match(/^\s*(?:\d+[.)]|[-*+])\s+(.+)$/u);
      if (item) headlines.push(item[1]);
    }
  }
  const seen = new Set();
  return headlines.filter((headline) => {
    const key = sameHeadline(headline);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/** (h) An ad's or post's audience, a targeting spec, printed in its text. */
export function audiencePrinted(markdown, audience) {
  const needle = normalize(audience ?? "");
  return needle.length > 0 && normalize(plainLines(markdown).join("\n")).includes(needle);
}

/** (i) A press release whose brief names the person to quote (`quoteBy`) without the name in its text. */
export function quoteByMissing(markdown, quoteBy) {
  const name = (quoteBy ?? "").split(/[,，、(（]/u)[0].trim();
  return normalize(name).length > 0 && !normalize(markdown).includes(normalize(name));
}

// ---------------------------------------------------------------------------------------------
// The measures of a model's copy (docs/writer.md, "Evaluation"): what it invented, the shape and
// labels of its template, its length, the platforms' character limits and what a local edit kept.

const SMALL_NUMBER = 12;
const CURRENCY = /[€$£¥₩%円元원]|\b(?:EUR|USD|GBP|CHF|JPY|KRW|CNY|BRL)\b/u;
const URL_PATTERN = /\bhttps?:\/\/[^\s)\]>"'<]+|\bwww\.[^\s)\]>"'<]+/giu;
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const NUMBER_PATTERN = /\d+(?:[.,\u00a0\u202f '’]\d+)*/gu;
/** Languages whose common nouns are capitalized: two capitalized words in a row say nothing of a name there. */
const CAPITALIZED_NOUNS = new Set(["de"]);

const addressKey = (text) =>
  text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/^(?:https?:\/\/)?(?:www\.)?/u, "")
    .replace(/[.,;:!?)/]+$/u, "");

/**
 * What a text states that its sources never gave (a precision measure, beside the recall of
 * `hasFact`): numbers (prices, dates, figures, phone numbers), e-mail addresses, links, and
 * proper names written as two or more capitalized words. `sources` are what may be said: the
 * brief's values, what the visitor typed since, and the writer's own fixed lines.
 *
 * - A number counts by its digits ("4,50 €" and "4.50" are the same number; "14. März 2026" needs
 *   14 and 2026 in the sources, "2026-03-14" gives them). A bare number up to 12 is not a fact
 *   (list numbering, "Variant 2", a month, "three" written "3"), unless a currency or % is beside it.
 * - A name is a run of capitalized words that does not open a sentence, with two or more words
 *   that no source has, outside lines in title case (an English headline capitalizes every word)
 *   and outside languages that capitalize nouns (German). Names in Chinese, Japanese and Korean
 *   script are not looked for; Latin-script names inside them are.
 *
 * Returns { invented: the items, checked: how many fact-like items the text has }.
 */
export function inventedFacts(markdown, sources, { locale } = {}) {
  const source = sources.join("\n").normalize("NFKC");
  const sourceLower = source.toLocaleLowerCase();
  const sourceRuns = new Set(source.match(/\d+/gu) ?? []);
  const sourceNumbers = new Set((source.match(NUMBER_PATTERN) ?? []).map((n) => n.replace(/\D/gu, "")));
  const sourceWords = new Set(sourceLower.match(/\p{L}+/gu) ?? []);
  const invented = [];
  let checked = 0;
  const raw = markdown.normalize("NFKC");
  for (const url of raw.match(URL_PATTERN) ?? []) {
    checked++;
    if (!addressKey(sourceLower).includes(addressKey(url)) && !sourceLower.includes(addressKey(url)))
      invented.push(url);
  }
  for (const email of raw.match(EMAIL_PATTERN) ?? []) {
    checked++;
    if (!sourceLower.includes(email.toLocaleLowerCase())) invented.push(email);
  }
  const lines = plainLines(raw.replace(URL_PATTERN, " ").replace(EMAIL_PATTERN, " "));
  for (const line of lines) {
    for (const match of line.matchAll(NUMBER_PATTERN)) {
      const token = match[0].replace(/[\s.,'’]+$/u, "");
      const runs = token.match(/\d+/gu) ?? [];
      const around = `${line.slice(Math.max(0, match.index - 2), match.index)}${line.slice(match.index + match[0].length, match.index + match[0].length + 4)}`;
      const money = CURRENCY.test(around);
      checked++;
      if (runs.length === 1 && Number(runs[0]) <= SMALL_NUMBER && !money) continue;
      if (runs.every((run) => /^0+$/u.test(run))) continue;
      if (sourceNumbers.has(token.replace(/\D/gu, "")) || runs.every((run) => sourceRuns.has(run))) continue;
      invented.push(token);
    }
  }
  if (!CAPITALIZED_NOUNS.has(locale ?? "")) {
    for (const line of markdown.normalize("NFKC").split("\n")) {
      // Headings and labels are structure; what follows a label is copy.
      if (/^\s*#/u.test(line)) continue;
      const [plain = ""] = plainLines(line.replace(/^\s*\*\*[^*]{1,40}[:：]\*\*\s*/u, ""));
      const words = plain.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
      const long = words.filter((w) => [...w].length >= 3);
      if (long.length >= 3 && long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length >= 0.75) continue;
      for (const sentence of plain.split(/(?<=[.!?:;])\s+|(?<=[。！？])|\s+[–—-]\s+/u)) {
        const name = /(?:\p{Lu}[\p{Ll}'’-]+)(?:\s+\p{Lu}[\p{Ll}'’-]+)+/gu;
        for (const match of sentence.matchAll(name)) {
          let parts = match[0].split(/\s+/u);
          const before = sentence.slice(0, match.index).trim();
          if (!before || /[.!?:;"„“«(]$/u.test(before)) parts = parts.slice(1);
          if (parts.length < 2) continue;
          checked++;
          const unknown = parts.filter((part) => !sourceWords.has(part.toLocaleLowerCase()));
          if (unknown.length >= 2) invented.push(parts.join(" "));
        }
      }
    }
  }
  return { invented, checked };
}

/** A label of writer.json lines without its hint in brackets ("Headlines (up to 30 characters)" → "headlines"). */
const labelKey = (label) =>
  label
    .replace(/\s*[(（].*$/u, "")
    .trim()
    .toLocaleLowerCase();

/** The lines of a text under each `##` heading: [heading, lines][]. */
function sectionsOf(markdown) {
  const sections = [];
  for (const line of markdown.split("\n")) {
    const heading = /^##\s+(.*)$/u.exec(line);
    if (heading) sections.push([heading[1].trim(), []]);
    else if (sections.length && line.trim()) sections.at(-1)[1].push(line);
  }
  return sections;
}

/** A labelled line's text ("**Headline:** Water that glows\" → "Water that glows"), or null. */
function labelled(line, label) {
  const match = new RegExp(`^\\s*\\*\\*\\s*${escapeRegExp(label)}\\s*[:：]\\s*\\*\\*\\s*(.*?)\\s*\\\\?$`, "iu").exec(
    line,
  );
  return match ? match[1] : null;
}
const listItem = (line) => /^\s*\d+[.)]\s+(.+?)\s*\\?$/u.exec(line)?.[1] ?? null;
const unescaped = (text) => text.replace(/\\(.)/gu, "$1").replace(/\*\*/gu, "");

/**
 * Where a text departs from its template's structure and labels as its guide asks them
 * (worker/generation/template-guides.ts), in the text's language: `labels` are writer.json's
 * `labels` and the lines `ads.headline`, `ads.text`, `ads.button`, `search.headlines`,
 * `search.descriptions` (first variants). Returns the problems found, each in a few words.
 */
export function templateShape(markdown, template, labels) {
  const problems = [];
  const lines = markdown.trim().split("\n");
  const h1 = lines.filter((line) => /^#\s/u.test(line)).length;
  const h2 = sectionsOf(markdown);
  if (template.output === "email") {
    const [first, second] = lines.filter((line) => line.trim());
    if (!first?.startsWith(`**${labels.subject}`)) problems.push(`first line is not **${labels.subject}:**`);
    if (!second?.startsWith(`**${labels.preview}`)) problems.push(`second line is not **${labels.preview}:**`);
    if (h1 > 0) problems.push("a # heading in an email");
  } else if (template.slug === "linkedin-post") {
    if (lines.some((line) => /^#{1,6}\s/u.test(line))) problems.push("a heading in a LinkedIn post");
  } else if (template.slug === "ad-copy") {
    if (h2.length !== 3) problems.push(`${h2.length} variants, not 3`);
    for (const [heading, body] of h2) {
      for (const label of [labels.headline, labels.text, labels.button]) {
        if (!body.some((line) => labelled(line, label) !== null)) problems.push(`"${heading}" has no **${label}:**`);
      }
    }
  } else if (template.output === "social") {
    if (h2.length !== 3) problems.push(`${h2.length} posts, not 3`);
  } else {
    if (h1 !== 1) problems.push(`${h1} # headings`);
    if (template.slug === "search-ads") {
      const list = (label) => h2.find(([heading]) => heading.toLocaleLowerCase().startsWith(labelKey(label)));
      for (const [label, count] of [
        [labels.headlines, 5],
        [labels.descriptions, 2],
      ]) {
        const found = list(label)?.[1].filter((line) => listItem(line) !== null).length ?? 0;
        if (found !== count) problems.push(`${found} items under "${labelKey(label)}", not ${count}`);
      }
    } else if (template.output === "press-release") {
      if (lines.at(-1)?.trim() !== "###") problems.push("does not end with ###");
      if (h2.length === 0) problems.push("no ## section");
    } else if (template.slug === "product-comparison") {
      if (!lines.some((line) => /^\|[\s|:-]+\|$/u.test(line.trim()))) problems.push("no table");
    } else if (template.slug === "how-to-guide") {
      if (!lines.some((line) => listItem(line) !== null)) problems.push("no numbered steps");
    } else if (template.output === "faq") {
      if (!lines.some((line) => /^###\s.*[?？]\s*$/u.test(line))) problems.push("no ### question");
    } else if (h2.length === 0) problems.push("no ## section");
  }
  return problems;
}

/**
 * A text's length in the unit its guide asks (worker/generation/template-guides.ts, `guideLength`):
 * words, or characters (letters and digits, no spaces or marks) in Japanese, Chinese and Korean.
 */
export function textLength(markdown, unit) {
  const text = plainLines(markdown).join("\n");
  if (unit === "characters") return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu) ?? []).length;
}

/** Whether a length is within the guide's range, a quarter either way ("under", "over" or null). */
export function lengthOff(length, range) {
  if (length < range.from * 0.75) return "under";
  if (length > range.to * 1.25) return "over";
  return null;
}

/**
 * The lines of a short format held to a platform's character limit (worker/generation/limits.ts,
 * as ad platforms count: CJK characters twice): an ad's headline and primary text, a search ad's
 * headlines and descriptions, a post for X. `labels` as for `templateShape`. Returns
 * [{ text, width, limit }] for every line checked.
 */
export function limitedLines(markdown, template, labels, inputs = {}) {
  const checked = [];
  const add = (text, limit) => {
    const clean = unescaped(text).trim();
    if (clean) checked.push({ text: clean, width: displayWidth(clean), limit });
  };
  if (template.slug === "ad-copy") {
    for (const line of markdown.split("\n")) {
      const headline = labelled(line, labels.headline);
      const text = labelled(line, labels.text);
      if (headline !== null) add(headline, LIMITS.adHeadline);
      if (text !== null) add(text, LIMITS.adText);
    }
  } else if (template.slug === "search-ads") {
    for (const [heading, body] of sectionsOf(markdown)) {
      const key = heading.toLocaleLowerCase();
      const limit = key.startsWith(labelKey(labels.headlines))
        ? LIMITS.searchHeadline
        : key.startsWith(labelKey(labels.descriptions))
          ? LIMITS.searchDescription
          : null;
      if (limit) for (const line of body) if (listItem(line) !== null) add(listItem(line), limit);
    }
  } else if (template.output === "social" && inputs.network === "x") {
    for (const [, body] of sectionsOf(markdown)) add(body.join("\n\n"), LIMITS.xPost);
  }
  return checked;
}
