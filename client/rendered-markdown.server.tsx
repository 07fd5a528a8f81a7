import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "./components/markdown-content";
import { PublishedPage } from "./components/published-page";

/*
 * Markdown rendered on the server only, as the HTML a page shows (client/components/rendered-html.tsx),
 * so the routes that only show finished text carry no Markdown parser in the browser
 * (docs/decisions/0008-shared-html-cache.md, "Published pages"). The same components and rules as
 * the screens that render it live: raw HTML in the text is never parsed, it becomes escaped text,
 * and public text keeps only http(s) and mailto links.
 */

/** A finished page: hero, sections and call-to-action buttons (published pages, previews, samples). */
export function publishedHtml(markdown: string): string {
  return renderToStaticMarkup(<PublishedPage markdown={markdown} />);
}

/** Text in the reading layout (`.prose`): a shared draft, a use case's sample. */
export function markdownHtml(markdown: string, { isPublic }: { isPublic: boolean }): string {
  return renderToStaticMarkup(<MarkdownContent markdown={markdown} isPublic={isPublic} />);
}
