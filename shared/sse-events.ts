import { createParser } from "eventsource-parser";

/**
 * The events of the chunks shared/sse.ts splits a stream into. A module of its own, so pages that
 * use the API client but read no stream (a published page's owner bar) do not load the parser.
 */
export type SseEvent = { event: string; data: string; id?: string };

/**
 * Parses one chunk by the EventSource field rules (`event:`, several `data:` lines joined with
 * "\n", `id:`, comments, the one optional space after the colon), with eventsource-parser, the
 * parser the AI SDK streams with. A chunk with no data line dispatches nothing, so it yields null.
 */
export function parseSseChunk(chunk: string): SseEvent | null {
  let parsed: SseEvent | null = null;
  const parser = createParser({
    onEvent(message) {
      parsed = { event: message.event || "message", data: message.data };
      if (message.id !== undefined) parsed.id = message.id;
    },
  });
  // The chunk is one event: the blank line that ended it was taken off by splitSseChunks.
  parser.feed(`${chunk}\n\n`);
  return parsed;
}
