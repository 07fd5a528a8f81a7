import type { Writer } from "../writer";

const LATIN_WORDS = /[\p{Script=Latin}\p{N}]+/gu;

function tag(text: string): string {
  return `#${text.replace(/[^\p{L}\p{N}]/gu, "")}`;
}

/**
 * Hashtags from the topic (and audience): the topic as one CamelCase tag when short, its longer
 * words on their own, then the language's generic tags. Only letters and digits survive, so a
 * tag can never carry Markdown or HTML. Scripts without spaces (Japanese, Chinese) use the
 * whole phrase when it is short enough to read as a tag. `offset` rotates all but the first tag,
 * so a set of posts does not end in the same line every time.
 */
export function hashtags(w: Writer, count: number, offset = 0): string {
  const stop = new Set(w.words.stopwords.map((word) => word.toLocaleLowerCase()));
  const candidates: string[] = [];
  for (const [i, source] of [w.value("topic"), w.value("audience")].entries()) {
    const words = (source.match(LATIN_WORDS) ?? []).filter((word) => !stop.has(word.toLocaleLowerCase()));
    const compact = source.replace(/[\s\p{P}\p{S}]/gu, "");
    if (words.length === 0 && compact.length > 0 && compact.length <= 12) candidates.push(compact);
    if (words.length > 0 && words.length <= 3) {
      candidates.push(words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join(""));
    }
    // Single words only from the topic: "#Leads" from "team leads" says nothing.
    if (i === 0)
      for (const word of words)
        if (word.length >= 5) candidates.push(word.charAt(0).toLocaleUpperCase() + word.slice(1));
  }
  candidates.push(...w.words.tags);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    const value = tag(candidate);
    const key = value.toLocaleLowerCase();
    if (value.length < 3 || value.length > 31 || seen.has(key)) continue;
    seen.add(key);
    tags.push(value);
  }
  const [main, ...rest] = tags;
  const start = rest.length > 0 ? offset % rest.length : 0;
  const rotated = [...rest.slice(start), ...rest.slice(0, start)];
  return (main ? [main, ...rotated] : []).slice(0, count).join(" ");
}
