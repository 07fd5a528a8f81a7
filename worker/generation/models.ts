import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, type LanguageModel, RetryError, streamText, type TextStreamPart, type ToolSet } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { Writer } from "../../shared/generation";
import type { Config } from "../config";
import { expectedStart, GATE_CHARS, type GateVerdict, gateHead } from "./output-gate";
import { buildPrompt, LANGUAGE_NAMES, type PromptMessage } from "./prompt";
import { GenerationError, type GenerationProvider, type GenerationRequest, type TokenUsage } from "./provider";

/** How patient a model provider is (docs/operations.md, "Writers"). */
export type ModelSettings = {
  /** Retries of a call that fails before it streams (429, 5xx), with the AI SDK's back-off. */
  maxRetries: number;
  /** The longest wait for the first piece of text, and then between two pieces, before failing. */
  firstChunkMs: number;
  chunkMs: number;
  /** The model has no system role (Gemma): the instructions open the first user turn. */
  systemInFirstTurn: boolean;
  /** How many characters the output gate holds before the first text reaches the visitor. */
  gateChars: number;
};

export const MODEL_SETTINGS: ModelSettings = {
  maxRetries: 1,
  firstChunkMs: 30_000,
  chunkMs: 20_000,
  systemInFirstTurn: false,
  gateChars: GATE_CHARS,
};

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
  const { maxRetries, firstChunkMs, chunkMs, systemInFirstTurn, gateChars } = { ...MODEL_SETTINGS, ...settings };
  return {
    name,
    async generate(request, signal) {
      const prompt = buildPrompt(request);
      const usage: TokenUsage = { input: 0, output: 0 };
      let correction: string | undefined;
      for (let attempt = 1; ; attempt++) {
        // Each attempt has its own abort, so a gated answer is cut off at once; a stop aborts both.
        const attemptAbort = new AbortController();
        const stop = () => attemptAbort.abort();
        signal.addEventListener("abort", stop, { once: true });
        const messages = correction
          ? [...prompt.messages, { role: "user" as const, content: correction }]
          : prompt.messages;
        const result = streamText({
          model: model(),
          // Models without a system role (Gemma) read the instructions at the top of the first turn.
          ...(systemInFirstTurn
            ? { messages: inFirstTurn(prompt.system, messages) }
            : { instructions: prompt.system, messages }),
          maxOutputTokens: request.maxTokens,
          temperature: keepsText(request) ? 0.3 : 0.7,
          seed: request.seed,
          maxRetries,
          abortSignal: attemptAbort.signal,
          timeout: { firstChunkMs, chunkMs },
          // Errors are read from the stream below and logged once, by the run.
          onError: () => {},
        });
        const pieces = textOf(name, result.stream, signal, usage)[Symbol.asyncIterator]();
        let head = "";
        let complete = false;
        while (head.length < gateChars) {
          const next = await pieces.next();
          if (next.done) {
            complete = true;
            break;
          }
          head += next.value;
        }
        if (signal.aborted) {
          signal.removeEventListener("abort", stop);
          return { locale: request.locale, chunks: once(head), usage };
        }
        const verdict = gateHead(head, request, complete);
        if (verdict.ok) {
          return {
            locale: request.locale,
            chunks: afterGate(verdict.text, pieces, verdict.fenced && !complete, () =>
              signal.removeEventListener("abort", stop),
            ),
            usage,
          };
        }
        attemptAbort.abort();
        signal.removeEventListener("abort", stop);
        await pieces.return?.(undefined).catch(() => undefined);
        // Nothing has reached the visitor: the chain's next writer may still answer.
        if (attempt >= 2)
          throw new GenerationError(`${name}: the answer failed the output gate twice (${verdict.problem})`);
        correction = correctionFor(verdict, request);
      }
    },
  };
}

/** What the model is told after an answer that failed the gate, in one short turn. */
function correctionFor(verdict: Extract<GateVerdict, { ok: false }>, request: GenerationRequest): string {
  const language = LANGUAGE_NAMES[request.locale];
  if (verdict.problem === "language")
    return `That answer was not in ${language}. Write the whole text again, in ${language} only.`;
  return `Write the text itself: start directly with ${expectedStart(request).says}, in ${language}, with no introduction, no code fence and nothing after the text.`;
}

/** The instructions as the opening of the first user turn, for models without a system role. */
function inFirstTurn(system: string, messages: PromptMessage[]): PromptMessage[] {
  const [first, ...rest] = messages;
  if (!first) return messages;
  return [{ role: "user", content: `${system}\n\n---\n\n${first.content}` }, ...rest];
}

async function* once(text: string): AsyncGenerator<string> {
  if (text) yield text;
}

/**
 * The answer past the gate: its cleaned head, then the rest as it comes. After an opening fence the
 * last line is held back until the end, so a closing fence never reaches the text.
 */
async function* afterGate(
  head: string,
  rest: AsyncIterator<string>,
  fenced: boolean,
  done: () => void,
): AsyncGenerator<string> {
  try {
    let held = "";
    // The last line, finished or not, waits for what follows it: it may be the closing fence.
    const release = (text: string): string => {
      if (!fenced) return text;
      const all = held + text;
      const cut = all.lastIndexOf("\n", all.length - 2) + 1;
      held = all.slice(cut);
      return all.slice(0, cut);
    };
    const first = release(head);
    if (first) yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      const piece = release(next.value);
      if (piece) yield piece;
    }
    if (fenced && !/^```$/u.test(held.trim())) yield held;
  } finally {
    await rest.return?.(undefined).catch(() => undefined);
    done();
  }
}

/** An edit or a continuation keeps what is there: the model is asked to vary less. */
function keepsText(request: GenerationRequest): boolean {
  return request.resumeAfter !== undefined || (request.previous !== undefined && request.asked !== undefined);
}

async function* textOf(
  name: string,
  parts: AsyncIterable<TextStreamPart<ToolSet>>,
  signal: AbortSignal,
  usage: TokenUsage,
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
      // Every attempt's tokens count: a gated answer was paid for too.
      usage.input += part.totalUsage.inputTokens ?? 0;
      usage.output += part.totalUsage.outputTokens ?? 0;
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
  // Gemma's chat format has no system role; its guide puts the instructions in the first user turn.
  return modelProvider("workers-ai", model, { systemInFirstTurn: /gemma/iu.test(config.AI_MODEL), ...settings });
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
      // Token usage comes in the stream's last chunk, for the logs (docs/operations.md, "Logs").
      includeUsage: true,
      fetch: settings?.fetch,
    }).chatModel(config.OPENAI_MODEL);
  };
  return modelProvider("openai", model, settings);
}
