/**
 * Server-sent-event framing shared by the API client's streaming POST (docs/product.md, "The API
 * client": a stream is split into chunks at blank lines, each non-empty chunk yielded) and by
 * whoever consumes its chunks. Pure: no DOM, no bindings, so it runs in the browser, in the worker
 * and in workerd tests alike.
 */

/**
 * A blank line ends an event. Servers and proxies differ in line endings, so all three spellings
 * are accepted. "\r\n\r\n" is listed first so a CRLF stream is never cut at a lone "\n\n".
 */
const BLANK_LINE = /\r\n\r\n|\n\n|\r\r/;
const SURROUNDING_NEWLINES = /^[\r\n]+|[\r\n]+$/g;

function clean(chunk: string): string {
  return chunk.replace(SURROUNDING_NEWLINES, "");
}

/**
 * Splits a byte stream into event chunks at blank lines, yielding each non-empty chunk and, when
 * the stream ends, any non-empty remainder (a server may close without a final blank line).
 */
export async function* splitSseChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character that straddles two network chunks intact.
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      for (let match = BLANK_LINE.exec(buffer); match; match = BLANK_LINE.exec(buffer)) {
        const chunk = clean(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
        if (chunk) yield chunk;
      }
    }
    finished = true;
    const rest = clean(buffer);
    if (rest) yield rest;
  } finally {
    // A consumer that stops early (break, return, throw) must not leave the response body open:
    // cancelling tells the server (or the upstream fetch) to stop sending.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
