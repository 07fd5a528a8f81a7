import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  type FlexibleSchema,
  type LanguageModel,
  Output,
  RetryError,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { MAX_OUTPUT_TOKENS, type Writer } from "../../shared/generation";
import type { Config } from "../config";
import { logEvent } from "../log";
import { closeFence, expectedStart, GATE_CHARS, type GateVerdict, gateHead, otherLanguage } from "./output-gate";
import { applyPatch, PatchSchema, patchable, spliceInto } from "./patch";
import { buildPrompt, LANGUAGE_NAMES, type Prompt, type PromptMessage } from "./prompt";
import {
  GenerationError,
  type GenerationProvider,
  type GenerationRequest,
  type GenerationStream,
  type StreamEnding,
  type TokenUsage,
  type WritingPath,
} from "./provider";
import { readObject, renderObject, type StructuredKind, schemaFor, structuredKind } from "./structured";

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

/** One model call's answer read to its end (objects, patches, passages: short, checked whole). */
type Answer = { text: string; cut: boolean };

/**
 * A writer backed by a language model through the AI SDK's `streamText` (docs/writer.md, "Model
 * prompts"): the prompt of ./prompt.ts, the template's token limit, the request's seed, and the
 * run's abort signal. Streaming, retries and aborts are the SDK's. Every way a model stream can go
 * wrong without throwing (an `error` part, a timeout's `abort` part, a finish by error or content
 * filter, an answer with no text) is thrown here as a GenerationError, so the run records it as
 * failed rather than as a short or empty success; a text cut by the token limit ends as `cut`
 * (kept, with Continue).
 *
 * A request is written one of four ways: a structured short format as a JSON object printed by the
 * offline writer's renderer (./structured.ts), a local edit as a patch of the text on screen
 * (./patch.ts, a whole rewrite when it cannot apply), a selected passage alone, or a Markdown text
 * streamed through the output gate.
 */
export function modelProvider(
  name: Exclude<Writer, "builtin">,
  model: () => LanguageModel,
  settings: Partial<ModelSettings> = {},
): GenerationProvider {
  const options = { ...MODEL_SETTINGS, ...settings };
  const { maxRetries, firstChunkMs, chunkMs, systemInFirstTurn } = options;

  /** One call: the prompt (and any correction turns after it), as the SDK's stream parts. */
  const call = (
    request: GenerationRequest,
    prompt: Prompt,
    extra: PromptMessage[],
    abortSignal: AbortSignal,
    schema?: FlexibleSchema<unknown>,
  ) => {
    const messages = [...prompt.messages, ...extra];
    return streamText({
      model: model(),
      // Models without a system role (Gemma) read the instructions at the top of the first turn.
      ...(systemInFirstTurn
        ? { messages: inFirstTurn(prompt.system, messages) }
        : { instructions: prompt.system, messages }),
      // A JSON object is asked through the response format (json_schema) and read by ./structured.ts.
      ...(schema ? { output: Output.object({ schema }) } : {}),
      maxOutputTokens: schema ? objectTokens(request) : request.maxTokens,
      temperature: keepsText(request) ? 0.3 : 0.7,
      seed: request.seed,
      maxRetries,
      abortSignal,
      timeout: { firstChunkMs, chunkMs },
      // Errors are read from the stream below and logged once, by the run.
      onError: () => {},
    }).stream;
  };

  /** A whole answer: short formats are checked whole before anything reaches the visitor. */
  const whole: Whole = async (request, prompt, extra, signal, usage, schema) => {
    const ending: StreamEnding = { cut: false };
    let text = "";
    for await (const piece of textOf(name, call(request, prompt, extra, signal, schema), signal, usage, ending))
      text += piece;
    return { text, cut: ending.cut };
  };

  return {
    name,
    async generate(request, signal) {
      const usage: TokenUsage = { input: 0, output: 0 };
      const done = (text: string, path: WritingPath): GenerationStream => ({
        locale: request.locale,
        chunks: once(text),
        usage,
        path,
      });
      const editing =
        request.previous !== undefined && request.asked !== undefined && request.resumeAfter === undefined;
      if (editing && request.passage) {
        return done(await writePassage(name, request, signal, usage, whole), "passage");
      }
      let path: WritingPath | undefined;
      if (editing && request.asked && patchable(request.asked.refinement, request.asked.instruction)) {
        const patched = await writePatch(request, signal, usage, whole);
        if (patched.ok) return done(patched.text, "patch");
        // The patch could not be applied where it says: the edit is written whole, as before.
        logEvent("info", "generation_patch_fallback", { template: request.template.slug, reason: patched.why });
        path = "rewrite";
      }
      const kind = request.resumeAfter === undefined ? structuredKind(request.template) : undefined;
      if (kind) return done(await writeObject(name, request, kind, signal, usage, whole), path ?? "object");
      const stream = await writeText(name, request, signal, usage, call, options);
      return { ...stream, path: path ?? "text" };
    },
  };
}

type Whole = (
  request: GenerationRequest,
  prompt: Prompt,
  extra: PromptMessage[],
  signal: AbortSignal,
  usage: TokenUsage,
  schema?: FlexibleSchema<unknown>,
) => Promise<Answer>;

/** An object asks for more tokens than its text: keys, quotes and escapes. */
function objectTokens(request: GenerationRequest): number {
  return Math.min(MAX_OUTPUT_TOKENS[request.template.output], Math.ceil(request.maxTokens * 1.3));
}

/**
 * A structured short format (docs/writer.md, "Structured short formats"): the object is read and
 * checked whole; a field over its limit, a missing field, an answer that is no JSON or is in
 * another language is named in one correction and asked once more. A second failure is the
 * writer's failure (the chain's next writer answers): a field is never cut to fit.
 */
async function writeObject(
  name: string,
  request: GenerationRequest,
  kind: StructuredKind,
  signal: AbortSignal,
  usage: TokenUsage,
  whole: Whole,
): Promise<string> {
  const prompt = buildPrompt(request, { reply: "object", kind });
  const schema = schemaFor(kind, request.locale, request.inputs);
  const extra: PromptMessage[] = [];
  for (let attempt = 1; ; attempt++) {
    const answer = await whole(request, prompt, extra, signal, usage, schema);
    if (signal.aborted) throw new GenerationError(`${name}: stopped before the object was complete`);
    const read = readObject(kind, answer.text, request.locale, request.inputs);
    const problems = read.ok ? [] : read.problems.map((problem) => problem.says);
    if (answer.cut) problems.unshift("The answer was cut off at the length limit: write less.");
    let rendered: string | undefined;
    if (read.ok) {
      rendered = renderObject(read.value, request);
      const found = otherLanguage(rendered, request.locale);
      if (found) problems.push(`The fields were not in ${LANGUAGE_NAMES[request.locale]}.`);
    }
    if (rendered !== undefined && problems.length === 0) return rendered;
    if (attempt >= 2) throw new GenerationError(`${name}: the object failed its checks twice (${problems.join(" ")})`);
    extra.push(
      { role: "assistant", content: answer.text },
      {
        role: "user",
        content: `${problems.join("\n")}\nReply with the whole JSON object again, with these fields fixed and every other field as it was. Shorten by choosing shorter words, never by cutting a word. Write in ${LANGUAGE_NAMES[request.locale]}.`,
      },
    );
  }
}

/** A local edit as a patch of the text on screen, or why it cannot be applied. */
async function writePatch(
  request: GenerationRequest,
  signal: AbortSignal,
  usage: TokenUsage,
  whole: Whole,
): Promise<{ ok: true; text: string } | { ok: false; why: string }> {
  const base = request.previous ?? "";
  const answer = await whole(request, buildPrompt(request, { reply: "patch" }), [], signal, usage, PatchSchema);
  if (answer.cut) return { ok: false, why: "cut" };
  const applied = applyPatch(base, parseJson(answer.text));
  if (!applied.ok) return applied;
  // What the patch added must be in the text's language, like any text the gate lets through.
  const added = applied.text.length - base.length > 0 ? difference(base, applied.text) : "";
  if (otherLanguage(added, request.locale)) return { ok: false, why: "language" };
  return applied;
}

/** The part of `after` that is not in `before`: between their common start and common end. */
function difference(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return after.slice(start, after.length - end);
}

function parseJson(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  try {
    return start >= 0 && end > start ? JSON.parse(text.slice(start, end + 1)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Refine a selected passage" (docs/api.md, "Refining a passage"): the model reads the whole text
 * and writes the passage again; its answer goes through the gate's cleaning (a code fence, quotes
 * it added) and language check, asked once more on failure, and is put back in the passage's place.
 */
async function writePassage(
  name: string,
  request: GenerationRequest,
  signal: AbortSignal,
  usage: TokenUsage,
  whole: Whole,
): Promise<string> {
  const base = request.previous ?? "";
  const passage = request.passage ?? { start: 0, end: base.length };
  const prompt = buildPrompt(request, { reply: "passage" });
  const extra: PromptMessage[] = [];
  for (let attempt = 1; ; attempt++) {
    const answer = await whole(request, prompt, extra, signal, usage);
    if (signal.aborted) throw new GenerationError(`${name}: stopped before the passage was complete`);
    const written = cleanPassage(answer.text, base.slice(passage.start, passage.end));
    const language = LANGUAGE_NAMES[request.locale];
    const problem = answer.cut
      ? "That answer was cut off at the length limit. Write the passage again, shorter."
      : !written
        ? "That answer was empty. Write the new wording of the passage."
        : otherLanguage(written, request.locale)
          ? `That answer was not in ${language}. Write the passage again, in ${language} only.`
          : undefined;
    if (!problem) return spliceInto(base, passage, written);
    if (attempt >= 2) throw new GenerationError(`${name}: the passage failed its checks twice (${problem})`);
    extra.push({ role: "assistant", content: answer.text }, { role: "user", content: problem });
  }
}

/** A passage as answered, without a code fence, the <passage> tags or quotes the model put around it. */
function cleanPassage(answer: string, old: string): string {
  let text = answer.trim();
  const fence = /^```[\w-]*[ \t]*\r?\n/u.exec(text);
  if (fence) text = closeFence(text.slice(fence[0].length)).trim();
  text = text.replace(/^<passage>\s*/u, "").replace(/\s*<\/passage>$/u, "");
  const quotes: Array<[string, string]> = [
    ['"', '"'],
    ["“", "”"],
    ["«", "»"],
    ["「", "」"],
  ];
  for (const [open, close] of quotes) {
    const wrapped = text.startsWith(open) && text.endsWith(close) && text.length > 2;
    if (wrapped && !old.trim().startsWith(open)) text = text.slice(open.length, -close.length).trim();
  }
  return text;
}

/** A Markdown text streamed through the output gate (docs/writer.md, "Output gate"). */
async function writeText(
  name: string,
  request: GenerationRequest,
  signal: AbortSignal,
  usage: TokenUsage,
  call: (
    request: GenerationRequest,
    prompt: Prompt,
    extra: PromptMessage[],
    abortSignal: AbortSignal,
  ) => AsyncIterable<TextStreamPart<ToolSet>>,
  { gateChars }: ModelSettings,
): Promise<GenerationStream> {
  const prompt = buildPrompt(request);
  const ending: StreamEnding = { cut: false };
  let correction: string | undefined;
  for (let attempt = 1; ; attempt++) {
    // Each attempt has its own abort, so a gated answer is cut off at once; a stop aborts both.
    const attemptAbort = new AbortController();
    const stop = () => attemptAbort.abort();
    signal.addEventListener("abort", stop, { once: true });
    const extra: PromptMessage[] = correction ? [{ role: "user", content: correction }] : [];
    ending.cut = false;
    const parts = call(request, prompt, extra, attemptAbort.signal);
    const pieces = textOf(name, parts, signal, usage, ending)[Symbol.asyncIterator]();
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
      return { locale: request.locale, chunks: once(head), usage, ending };
    }
    const verdict = gateHead(head, request, complete);
    if (verdict.ok) {
      return {
        locale: request.locale,
        chunks: afterGate(verdict.text, pieces, verdict.fenced && !complete, () =>
          signal.removeEventListener("abort", stop),
        ),
        usage,
        ending,
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
  ending: StreamEnding,
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
      // The token limit mid-text: what was written is kept, stopped, with Continue (docs/api.md, "Generation").
      if (part.finishReason === "length") ending.cut = true;
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

/**
 * Workers AI through the `AI` binding (workers-ai-provider), with the model `AI_MODEL` names, through
 * the AI Gateway `AI_GATEWAY_ID` names when set (docs/operations.md, "Writers").
 */
export function workersAiProvider(
  config: Pick<Config, "AI_MODEL"> & Partial<Pick<Config, "AI_GATEWAY_ID">>,
  ai: Ai | undefined,
  settings?: Partial<ModelSettings>,
): GenerationProvider {
  const model = () => {
    if (!ai) throw new GenerationError('GENERATOR names "workers-ai" but there is no [ai] binding named AI');
    const gateway = config.AI_GATEWAY_ID ? { gateway: { id: config.AI_GATEWAY_ID } } : {};
    return createWorkersAI({ binding: ai, ...gateway })(config.AI_MODEL);
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
      // Objects are asked as `response_format: {type: "json_schema"}` (docs/writer.md, "Structured short formats").
      supportsStructuredOutputs: true,
      fetch: settings?.fetch,
    }).chatModel(config.OPENAI_MODEL);
  };
  return modelProvider("openai", model, settings);
}
