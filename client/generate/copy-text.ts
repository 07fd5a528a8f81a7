import { compiler } from "markdown-to-jsx/html";
import { safeUrl } from "../components/markdown-content";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The text a reader sees in rendered HTML of a generated text: paragraphs and headings on lines
 * of their own, list items with a bullet or their number, a link's address after its text, no
 * tags and no entities.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<ol[^>]*>([\s\S]*?)<\/ol>/g, (_list: string, items: string) => {
      let n = 0;
      return `${items.replace(/<li[^>]*>/g, () => `${++n}. `)}\n\n`;
    })
    .replace(/<li[^>]*>/g, "• ")
    .replace(/<\/li>/g, "\n")
    .replace(/<br\s*\/?>\n?/g, "\n")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_link: string, href: string, label: string) => {
      const url = decode(href);
      const shown = decode(label.replace(/<[^>]+>/g, ""));
      return url === shown || url.startsWith("#") ? label : `${label} (${href})`;
    })
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|pre|table|div)>/g, "\n\n")
    .replace(/<[^>]+>/g, "");
  return decode(text)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * What "Copy" puts on the clipboard: the text as rendered (no Markdown syntax, no backslash
 * escapes: "Widget\_Pro" is "Widget_Pro") for text/plain, and the rendered HTML for text/html,
 * made by the same renderer and rules as the HTML download (raw HTML stays text; http(s) and
 * mailto links only).
 */
export function renderedCopy(markdown: string): { text: string; html: string } {
  const html = renderedHtml(markdown);
  return { text: htmlToText(html), html };
}

/** Generated Markdown as HTML: raw HTML stays text, links are http(s) or mailto (docs/security.md). */
export function renderedHtml(markdown: string): string {
  return compiler(markdown, { disableParsingRawHTML: true, sanitizer: (value, tag) => safeUrl(value, tag) });
}
