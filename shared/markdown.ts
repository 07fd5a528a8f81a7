/**
 * Plain text derived from generated Markdown, once, for titles, descriptions and file names
 * (docs/api.md, "Titles"). Markdown's syntax goes, its escaped characters stay as written:
 * `Widget\_Pro \[2025\] \*fast\*` is the title "Widget_Pro [2025] *fast*".
 */

/** CommonMark: a backslash before any ASCII punctuation character makes it literal. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Inline Markdown as the text a reader sees: no emphasis, code or link syntax, escapes resolved. */
export function plainText(inline: string): string {
  // Links and images keep their text; an escaped bracket is no link.
  const unlinked = inline.replace(/(?<!\\)!?\[((?:\\.|[^\]\\])*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, "$1");
  let text = "";
  for (let i = 0; i < unlinked.length; i++) {
    const char = unlinked[i] ?? "";
    const next = unlinked[i + 1] ?? "";
    if (char === "\\" && ASCII_PUNCTUATION.test(next)) {
      text += next;
      i++;
    } else if (char === "*" || char === "`" || char === "~") {
      // Emphasis, strong, code and strike-through delimiters.
    } else if (char === "_" && !(/[\p{L}\p{N}]/u.test(unlinked[i - 1] ?? "") && /[\p{L}\p{N}]/u.test(next))) {
      // An underscore delimits emphasis unless it sits inside a word (snake_case stays).
    } else {
      text += char;
    }
  }
  return text.replace(/\s+/g, " ").trim();
}

/** The page title of a Markdown text: its first heading, else its email subject ("**Subject:**", "**主题：**"), else its first line. */
export function titleOf(markdown: string): string {
  const lines = markdown.split("\n").map((line) => line.trim());
  const heading = lines.find((line) => /^#{1,3}\s+\S/.test(line));
  const subject = lines.find((line) => /^\*\*[^*]+[:：]\*\*\s*\S/.test(line));
  const first = heading ?? subject ?? lines.find(Boolean) ?? "";
  const title = plainText(first.replace(/^#{1,3}\s+/, "").replace(/^\*\*[^*]+[:：]\*\*\s*/, ""));
  return [...title].length > 120 ? shorten(title, 120) : title;
}

/** The first paragraph of plain text after the heading: a page's description for search engines. */
export function descriptionOf(markdown: string): string {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|[-*+]\s|\d+\.\s|>|\*\*[^*]+[:：]\*\*)/.test(block));
  return shorten(plainText(paragraph ?? ""), 160);
}

/** At most `max` characters, cut at a word boundary with an ellipsis, never mid-word. */
function shorten(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord.length >= max / 2 ? atWord : cut}…`;
}
