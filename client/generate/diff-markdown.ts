/** Two versions of a Markdown text merged into one, their differences marked (version-compare.tsx). */

export type Part = { value: string; added?: boolean; removed?: boolean };

/**
 * Private-use characters that mark where added and removed words start and end in the merged
 * Markdown; they survive rendering as text, and become <ins> and <del> afterwards. The visitor's
 * own private-use characters of this range are replaced first, so they cannot fake a mark.
 */
export const ADD = "\uE000";
export const ADD_END = "\uE001";
export const REMOVE = "\uE002";
export const REMOVE_END = "\uE003";
export const MARKS = /[\uE000-\uE003]/g;

/** A line's block syntax (a heading's #, a list's bullet or number, a quote's >), kept before a mark. */
const BLOCK_PREFIX = /^(?:[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d{1,9}[.)][ \t]+|>[ \t]?))*/;

/**
 * One Markdown text holding both versions: the words they share, and the added and removed ones
 * between marks. Marks go line by line, after any block syntax, so a marked heading still renders
 * as a heading.
 */
export function mergedMarkdown(parts: readonly Part[]): string {
  let out = "";
  for (const part of parts) {
    const [open, close] = part.added ? [ADD, ADD_END] : part.removed ? [REMOVE, REMOVE_END] : ["", ""];
    const lines = part.value.split("\n");
    lines.forEach((line, index) => {
      if (index > 0) out += "\n";
      if (!open || !line) {
        out += line;
        return;
      }
      const atLineStart = out === "" || out.endsWith("\n");
      const prefix = atLineStart ? (BLOCK_PREFIX.exec(line)?.[0] ?? "") : "";
      const rest = line.slice(prefix.length);
      out += rest.trim() ? `${prefix}${open}${rest}${close}` : line;
    });
  }
  return out;
}
