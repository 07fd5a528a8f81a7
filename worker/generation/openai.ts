import { parseSseChunk, splitSseChunks } from "../../shared/sse";
import type { Config } from "../config";
import { buildMessages } from "./prompt";
import type { GenerationProvider } from "./provider";

/** Errors of an upstream service, worded for the visitor without leaking the upstream's body. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/**
 * Any OpenAI-compatible `/chat/completions` endpoint with `stream: true` (DESIGN.md section 5).
 * The wire format is server-sent events of `{"choices":[{"delta":{"content":"…"}}]}`, ending
 * with `data: [DONE]`.
 */
export function openAiProvider(config: Config, fetcher: typeof fetch = fetch): GenerationProvider {
  return {
    name: "openai",
    async generate(request, signal) {
      if (!config.OPENAI_API_KEY)
        throw new UpstreamError("The OpenAI-compatible provider has no API key (OPENAI_API_KEY)");
      const response = await fetcher(`${config.OPENAI_BASE_URL.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          authorization: `Bearer ${config.OPENAI_API_KEY}`,
        },
        body: JSON.stringify({
          model: config.OPENAI_MODEL,
          messages: buildMessages(request),
          max_tokens: request.maxTokens,
          stream: true,
        }),
        signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new UpstreamError(`The generation service answered ${response.status}`, response.status);
      }
      return { locale: request.locale, chunks: deltas(response.body) };
    },
  };
}

async function* deltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const chunk of splitSseChunks(body)) {
    const event = parseSseChunk(chunk);
    if (!event) continue;
    if (event.data.trim() === "[DONE]") return;
    let parsed: { choices?: Array<{ delta?: { content?: unknown } }>; error?: { message?: unknown } };
    try {
      parsed = JSON.parse(event.data);
    } catch {
      throw new UpstreamError("The generation service sent a malformed event");
    }
    if (parsed.error) throw new UpstreamError("The generation service reported an error");
    const text = parsed.choices?.[0]?.delta?.content;
    if (typeof text === "string" && text) yield text;
  }
}
