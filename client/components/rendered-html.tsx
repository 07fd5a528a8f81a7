/**
 * Text as the server rendered it (client/rendered-markdown.server.tsx): the same markup on the
 * server and in the browser, so hydration keeps it as it is and the route needs no Markdown parser
 * in the browser. The container takes no box of its own (`display: contents`).
 */
export function RenderedHtml({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is React's own escaped output of the text (renderToStaticMarkup of MarkdownContent, raw HTML off, links sanitised), never the text itself.
    <div className="rendered-html" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
