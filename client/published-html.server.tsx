import { renderToStaticMarkup } from "react-dom/server";
import { PublishedPage } from "./components/published-page";

/**
 * A published page's Markdown as the HTML the page shows, rendered on the server only, so the
 * browser's bundle of the published route carries no Markdown parser (docs/decisions/0008-shared-html-cache.md,
 * "Published pages"). The same component and rules as every other finished page (PublishedPage,
 * MarkdownContent with `isPublic` and calls to action): raw HTML in the text is never parsed, it
 * becomes escaped text, and only http(s) and mailto links survive.
 */
export function publishedHtml(markdown: string): string {
  return renderToStaticMarkup(<PublishedPage markdown={markdown} />);
}
