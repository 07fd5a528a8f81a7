import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, type LanguageModel, RetryError, streamText, type TextStreamPart, type ToolSet } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Writer } from "../../shared/generation";
import type { Config } from "../config";
import { buildPrompt } from "./prompt";
import { GenerationError, type GenerationProvider, type GenerationRequest } from "./provider";

/** How patient a model provider is (docs/operations.md, "Writers"). */
export type ModelSettings = {
  /** Retries of a call that fails before it streams (429, 5xx), with the AI SDK's back-off. */
  maxRetries: number;
  /** The longest wait for the first piece of text, and then between two pieces, before failing. */
  firstChunkMs: number;
  chunkMs: number;
};

export const MODEL_SETTINGS: ModelSettings = { maxRetries: 1, firstChunkMs: 30_000, chunkMs: 20_000 };

/**
 * A writer backed by a language model through the AI SDK's `streamText`: the prompt of
 * ./prompt.ts, the template's token limit, the request's seed, and the run's abort signal.
 * Streaming, retries and aborts are the SDK's. Every way a model stream can go wrong without
 * throwing (an `error` part, a timeout's `abort` part, a finish by error, content filter or token
 * limit, an answer with no text) is thrown here as a GenerationError, so the run records it as
 * failed rather than as a short or empty success.
 */
export function modelProvider(
  name: Exclude<Writer, "builtin">,
  model: () => LanguageModel,
  settings: Partial<ModelSettings> = {},
): GenerationProvider {
  const { maxRetries, firstChunkMs, chunkMs } = { ...MODEL_SETTINGS, ...settings };
  return {
    name,
    async generate(request, signal) {
      const prompt = buildPrompt(request);
      const result = streamText({
        model: model(),
        instructions: prompt.system,
        messages: prompt.messages,
        maxOutputTokens: request.maxTokens,
        temperature: keepsText(request) ? 0.3 : 0.7,
        seed: request.seed,
        maxRetries,
        abortSignal: signal,
        timeout: { firstChunkMs, chunkMs },
        // Errors are read from the stream below and logged once, by the run.
        onError: () => {},
      });
      return { locale: request.locale, chunks: textOf(name, result.stream, signal) };
    },
  };
}

/** An edit or a continuation keeps what is there: the model is asked to vary less. */
function keepsText(request: GenerationRequest): boolean {
  return request.resumeAfter !== undefined || (request.previous !== undefined && request.asked !== undefined);
}

async function* textOf(
  name: string,
  parts: AsyncIterable<TextStreamPart<ToolSet>>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let written = false;
  for await (const part of parts) {
    if (part.type === "text-delta") {
      if (!part.text) continue;
      written = true;
      yield part.text;
    } else if (part.type === "error") {
      throw failure(name, part.error);
    } else if (part.type === "abort") {
      // A stop asked for; otherwise the SDK gave up waiting for the model (firstChunkMs, chunkMs).
      if (signal.aborted) return;
      throw new GenerationError(`${name}: the model sent no text for too long`);
    } else if (part.type === "finish") {
      if (part.finishReason === "length")
        throw new GenerationError(`${name}: the model reached the token limit`, "output_too_long");
      if (part.finishReason === "content-filter")
        throw new GenerationError(`${name}: the model refused to write this text (content filter)`);
      if (part.finishReason === "error") throw new GenerationError(`${name}: the model's stream broke off`);
      break;
    }
  }
  if (!written && !signal.aborted) throw new GenerationError(`${name}: the model answered with no text`);
}

/** An SDK error in a few words for the logs: the status and the service's message, not the request. */
function failure(name: string, error: unknown): GenerationError {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const status = APICallError.isInstance(last) && last.statusCode ? ` ${last.statusCode}` : "";
  const message = last instanceof Error ? last.message : String(last);
  return new GenerationError(`${name} answered${status}: ${message.replace(/\s+/g, " ").slice(0, 300)}`);
}

/** Workers AI through the `AI` binding (workers-ai-provider), with the model `AI_MODEL` names. */
export function workersAiProvider(
  config: Pick<Config, "AI_MODEL">,
  ai: Ai | undefined,
  settings?: Partial<ModelSettings>,
): GenerationProvider {
  const model = () => {
    if (!ai) throw new GenerationError('GENERATOR names "workers-ai" but there is no [ai] binding named AI');
    return createWorkersAI({ binding: ai })(config.AI_MODEL);
  };
  return modelProvider("workers-ai", model, settings);
}

/** Any OpenAI-compatible `/chat/completions` endpoint (@ai-sdk/openai-compatible). */
export function openAiProvider(
  config: Pick<Config, "OPENAI_BASE_URL" | "OPENAI_MODEL" | "OPENAI_API_KEY">,
  settings?: Partial<ModelSettings> & { fetch?: typeof fetch },
): GenerationProvider {
  const model = () => {
    if (!config.OPENAI_API_KEY) throw new GenerationError('GENERATOR names "openai" but OPENAI_API_KEY is not set');
    return createOpenAICompatible({
      name: "openai",
      baseURL: config.OPENAI_BASE_URL.replace(/\/+$/, ""),
      apiKey: config.OPENAI_API_KEY,
      fetch: settings?.fetch,
    }).chatModel(config.OPENAI_MODEL);
  };
  return modelProvider("openai", model, settings);
}
