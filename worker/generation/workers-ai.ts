import { parseSseChunk, splitSseChunks } from "../../shared/sse";
import type { Config } from "../config";
import { UpstreamError } from "./openai";
import { buildMessages } from "./prompt";
import type { GenerationProvider } from "./provider";

/**
 * Workers AI through the `AI` binding, streaming (DESIGN.md section 5). The stream is server-sent
 * events of `{"response":"…"}`, ending with `data: [DONE]`.
 */
export function workersAiProvider(config: Config, ai: Ai | undefined): GenerationProvider {
  return {
    name: "workers-ai",
    async generate(request) {
      if (!ai) throw new UpstreamError('GENERATOR is "workers-ai" but wrangler.toml declares no [ai] binding named AI');
      const stream = (await ai.run(
        config.AI_MODEL as keyof AiModels,
        {
          messages: buildMessages(request),
          max_tokens: request.maxTokens,
          stream: true,
        } as never,
      )) as unknown;
      if (!(stream instanceof ReadableStream)) throw new UpstreamError("Workers AI did not return a stream");
      return { locale: request.locale, chunks: responses(stream as ReadableStream<Uint8Array>) };
    },
  };
}

async function* responses(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const chunk of splitSseChunks(body)) {
    const event = parseSseChunk(chunk);
    if (!event) continue;
    if (event.data.trim() === "[DONE]") return;
    try {
      const text = (JSON.parse(event.data) as { response?: unknown }).response;
      if (typeof text === "string" && text) yield text;
    } catch {
      throw new UpstreamError("Workers AI sent a malformed event");
    }
  }
}
