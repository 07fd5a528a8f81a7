import { plainText } from "../../shared/markdown";
import { MarkdownContent } from "./markdown-content";

/** Splits a document into its hero (first H1 and the paragraph after it) and the rest. */
export function splitHero(markdown: string): { title: string | null; lead: string | null; body: string } {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const headingIndex = lines.findIndex((line) => /^#\s+\S/.test(line));
  if (headingIndex === -1) return { title: null, lead: null, body: markdown };
  // The hero heading is plain text: Markdown escapes in it are resolved, not shown (docs/api.md).
  const title = plainText((lines[headingIndex] ?? "").replace(/^#\s+/, ""));
  let cursor = headingIndex + 1;
  while (cursor < lines.length && lines[cursor]?.trim() === "") cursor++;
  const leadLines: string[] = [];
  if (!/^(#|[-*+]\s|\d+\.\s|>|```)/.test(lines[cursor]?.trim() ?? "#")) {
    while (cursor < lines.length && lines[cursor]?.trim() !== "") leadLines.push(lines[cursor++] ?? "");
  }
  const body = [...lines.slice(0, headingIndex), ...lines.slice(cursor)].join("\n").trim();
  return { title, lead: leadLines.length ? leadLines.join(" ") : null, body };
}

/**
 * Generated Markdown as a finished, standalone page: a hero from the first heading, the sections
 * below, and a paragraph that is only a link (bold or not) shown as a call-to-action button. Used by
 * published pages (/p/) and use-case previews; it needs no script to read.
 */
export function PublishedPage({ markdown }: { markdown: string }) {
  const { title, lead, body } = splitHero(markdown);
  return (
    <article className="published">
      {title ? (
        <header className="published-hero">
          <h1>{title}</h1>
          {lead ? <MarkdownContent markdown={lead} isPublic className="published-lead" /> : null}
        </header>
      ) : null}
      <MarkdownContent markdown={body} isPublic callsToAction className="prose published-body" />
    </article>
  );
}
