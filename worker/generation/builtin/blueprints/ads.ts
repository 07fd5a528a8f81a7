import { bullets, type Draft, numbered, type Section } from "../draft";
import { placeholders, type Vars } from "../fill";
import type { Slot } from "../phrases/types";
import { capitalize, displayWidth, fitWidth, splitList } from "../text";
import type { Writer } from "../writer";
import type { Context } from "./context";

// Typical limits: Meta feed headline ~40 and primary text ~125 before "See more"; Google
// responsive search ads 30 per headline and 90 per description (CJK characters count twice).
const AD_HEADLINE = 40;
const AD_TEXT = 125;
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

function letter(i: number): string {
  return String.fromCharCode(65 + i);
}

type Lines = {
  key: string;
  slot: Slot;
  extra?: Vars;
  additions?: readonly string[];
  max: number;
  count: number;
  prefer?: string;
};

/**
 * Up to `count` distinct lines within `max`, preferring phrasings that fit whole; only when too
 * few fit are the shortest candidates trimmed on a word boundary. `prefer` puts phrasings that use
 * that brief field first, so the first variant carries every part of the brief.
 */
function fitting(
  w: Writer,
  { key, slot, extra = {}, additions = [], max, count, prefer }: Lines,
  used: Set<string>,
): string[] {
  const templates = w.ranked(key, slot, extra);
  const uses = (template: string) => prefer !== undefined && placeholders(template).includes(prefer);
  const preferred = [...templates.filter(uses), ...templates.filter((template) => !uses(template))];
  const candidates = [...preferred.map((template) => w.plain(template, extra)), ...additions].filter(Boolean);
  const chosen: string[] = [];
  const take = (text: string, reuse = false) => {
    const id = text.toLocaleLowerCase();
    if (chosen.length >= count || !text || chosen.includes(text) || (used.has(id) && !reuse)) return;
    used.add(id);
    chosen.push(text);
  };
  const shortestFirst = [...candidates].sort((a, b) => displayWidth(a) - displayWidth(b));
  for (const text of candidates) if (displayWidth(text) <= max) take(text);
  for (const text of shortestFirst) take(fitWidth(text, max));
  // Later variants may repeat a line from an earlier one rather than come up short.
  for (const text of shortestFirst) take(fitWidth(text, max), true);
  return chosen;
}

/** ad-copy: social/display ad variants, each a headline, primary text and button. */
export function adCopy({ w, size }: Context): Draft {
  const b = w.bank.ads;
  const title = w.pick("ads.headline", b.headline);
  const count = Math.min(5, Math.max(2, 3 + size));
  const used = new Set<string>();
  const variant = (i: number): Section => {
    const [headline = ""] = fitting(w, { key: `ads.ad.${i}`, slot: b.adHeadline, max: AD_HEADLINE, count: 1 }, used);
    const prefer = i === 0 ? "audience" : undefined;
    const [text = ""] = fitting(w, { key: `ads.text.${i}`, slot: b.adText, max: AD_TEXT, count: 1, prefer }, used);
    const button = w.words.buttons[i % w.words.buttons.length] ?? "";
    return {
      heading: `${w.words.variant} ${letter(i)}`,
      blocks: [
        bullets([
          `**${w.words.adHeadline}** ${w.md(headline)}`,
          `**${w.words.adText}** ${w.md(text)}`,
          `**${w.words.adButton}** ${button}`,
        ]),
      ],
    };
  };
  return {
    title: w.plain(title),
    top: [`# ${w.text(title)}`],
    sections: Array.from({ length: count }, (_, i) => variant(i)),
    end: [],
    reserve: [variant(count)],
  };
}

/** search-ads: responsive search ad variants, three headlines and two descriptions each, within limits. */
export function searchAds({ w, size }: Context): Draft {
  const b = w.bank.ads;
  const title = w.pick("ads.headline", b.headline);
  const keywords = splitList(w.value("keywords")).slice(0, 3);
  const count = Math.min(4, Math.max(1, 2 + size));
  const used = new Set<string>();
  const label = (name: string, max: number) => `**${name}** (${w.words.maxChars.replace("{n}", String(max))})`;
  const variant = (i: number): Section => {
    const keyword = keywords[i % keywords.length] ?? w.value("product");
    const extra = { keyword };
    const own = [capitalize(keyword), w.value("product"), capitalize(w.value("benefit"))];
    const headlines = fitting(
      w,
      {
        key: `ads.search.h.${i}`,
        slot: b.searchHeadline,
        extra,
        additions: own,
        max: SEARCH_HEADLINE,
        count: 3,
        prefer: "keyword",
      },
      used,
    );
    const prefer = i === 0 ? "benefit" : undefined;
    const descriptions = fitting(
      w,
      { key: `ads.search.d.${i}`, slot: b.searchDescription, extra, max: SEARCH_DESCRIPTION, count: 2, prefer },
      used,
    );
    return {
      heading: `${w.words.variant} ${letter(i)}`,
      blocks: [
        label(w.words.headlines, SEARCH_HEADLINE),
        numbered(headlines.map((line) => w.md(line))),
        label(w.words.descriptions, SEARCH_DESCRIPTION),
        numbered(descriptions.map((line) => w.md(line))),
      ],
    };
  };
  return {
    title: w.plain(title),
    top: [`# ${w.text(title)}`],
    sections: Array.from({ length: count }, (_, i) => variant(i)),
    end: [],
    reserve: [variant(count)],
  };
}
