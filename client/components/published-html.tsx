/**
 * A published page's text as the server rendered it (client/published-html.server.tsx): the same
 * markup on the server and in the browser, so hydration keeps it as it is and the route needs no
 * Markdown parser in the browser.
 */
export function PublishedHtml({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is React's own escaped output of the text (PublishedPage rendered by renderToStaticMarkup, raw HTML off, links sanitised), never the text itself.
    <div className="published-document" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
