import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { MAX_OUTPUT_TOKENS } from "../../shared/generation";
import { providerChain } from "../../worker/generation/chain";
import { type ModelSettings, openAiProvider, workersAiProvider } from "../../worker/generation/models";
import {
  GenerationError,
  type GenerationProvider,
  type GenerationRequest,
  isUnchanged,
} from "../../worker/generation/provider";
import { runGeneration } from "../../worker/generation/run";
import worker from "../../worker/index";
import { visitorStore } from "../../worker/items/visitor-store";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { landingBrief, readEvents, storedRevision } from "../support/visitor";

/**
 * Every model provider against recorded wire transcripts of its real streaming format
 * (./transcripts/README.md): the AI SDK parses them as it would the service's bytes.
 */
const transcripts = import.meta.glob<string>("./transcripts/*", { eager: true, query: "?raw", import: "default" });
function transcript(name: string): string {
  const text = transcripts[`./transcripts/${name}`];
  if (text === undefined) throw new Error(`no transcript ${name}`);
  return text;
}

/** What each transcript says, piece by piece. */
const OPENAI_TEXT =
  "# Brook : la gourde qui vous rappelle de boire\n\nUne lumière douce s’allume quand il est temps de boire — sans notification.\n\n- **Deux semaines** d’autonomie\n- **Froide 24 h**\n";
const OPENAI_FIRST_THREE = "# Brook : la gourde qui vous rappelle";
const WORKERS_AI_TEXT =
  "# Brook: die Trinkflasche, die ans Trinken erinnert\n\nEin sanftes Leuchten statt Benachrichtigungen – zwei Wochen Akku und 24 Stunden kühl.\n";
const WORKERS_AI_CHAT_TEXT = "# ブルック\n\n飲む時間をやさしい光でお知らせするボトルです。\n";

const template = findTemplate("landing-page");
if (!template) throw new Error("landing-page template missing");
const request: GenerationRequest = {
  template,
  locale: "fr",
  inputs: {
    product: "Brook",
    audience: "infirmières de nuit",
    keyPoints: "lumière douce\nfroide 24 h",
    tone: "friendly",
  },
  seed: 7,
  rootSeed: 7,
  earlier: [],
  maxTokens: MAX_OUTPUT_TOKENS["landing-page"],
};

const encoder = new TextEncoder();

/**
 * The bytes of `text` as a network delivers them: pieces of `size` bytes (splitting events and
 * multi-byte characters), `delayMs` apart, broken off with an error after `breakAfter` bytes.
 * `signal` cancels it as an aborted request would.
 */
function served(
  text: string,
  options: { size?: number; delayMs?: number; breakAfter?: number; signal?: AbortSignal } = {},
) {
  const bytes = encoder.encode(text);
  const size = options.size ?? 7;
  const end = options.breakAfter ?? bytes.length;
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (options.signal?.aborted) return;
      if (options.delayMs) await new Promise((resolve) => (timer = setTimeout(resolve, options.delayMs)));
      if (offset >= end) {
        if (options.breakAfter !== undefined) controller.error(new TypeError("Network connection lost."));
        else controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, Math.min(offset + size, end)));
      offset += size;
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}

type Answer = {
  status: number;
  body: string;
  headers?: Record<string, string>;
  size?: number;
  delayMs?: number;
  breakAfter?: number;
};

/** A fake fetch that answers each call with the next answer, and keeps what it was sent. */
function upstream(...answers: Answer[]) {
  const calls: Array<{ url: string; headers: Headers; body: Record<string, unknown>; signal?: AbortSignal | null }> =
    [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    if (!answer) throw new Error("no answer");
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init?.signal,
    });
    if (answer.status !== 200) {
      return new Response(answer.body, {
        status: answer.status,
        headers: { "content-type": "application/json", ...answer.headers },
      });
    }
    const body = served(answer.body, { ...answer, signal: init?.signal ?? undefined });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const config = {
  OPENAI_BASE_URL: "http://upstream.test/v1/",
  OPENAI_MODEL: "m-1",
  OPENAI_API_KEY: "sk-test",
  AI_MODEL: "@cf/google/gemma-3-12b-it",
};
/**
 * No retries, and an output gate that holds only the first piece: these tests are about how the
 * SDK streams and fails; the gate has its own (tests/generation/output-gate.test.ts).
 */
const quick: Partial<ModelSettings> = { maxRetries: 0, gateChars: 1 };

const openAi = (answer: Answer | ReturnType<typeof upstream>, settings: Partial<ModelSettings> = quick) => {
  const fake = "fetch" in answer ? answer : upstream(answer);
  return { provider: openAiProvider(config, { ...settings, fetch: fake.fetch }), calls: fake.calls };
};
const stream = (name: string, extra: Partial<Answer> = {}): Answer => ({
  status: 200,
  body: transcript(name),
  ...extra,
});

/** A fake `AI` binding: `run` answers with a transcript's stream, or throws the binding's error. */
function binding(answer: { body?: string; error?: string; delayMs?: number; breakAfter?: number }) {
  const calls: Array<{ model: string; inputs: Record<string, unknown>; signal?: AbortSignal }> = [];
  const ai = {
    async run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }) {
      calls.push({ model, inputs, signal: options?.signal });
      if (answer.error) throw new Error(answer.error);
      return served(answer.body ?? "", { ...answer, signal: options?.signal });
    },
  };
  return { ai: ai as unknown as Ai, calls };
}
const workersAi = (answer: Parameters<typeof binding>[0], settings: Partial<ModelSettings> = quick) => {
  const fake = binding(answer);
  return { provider: workersAiProvider(config, fake.ai, settings), calls: fake.calls };
};

/** Every piece a provider yields, and how its stream ended. */
async function read(provider: GenerationProvider, signal = new AbortController().signal) {
  const pieces: string[] = [];
  try {
    const generation = await provider.generate(request, signal);
    if (isUnchanged(generation)) throw new Error("the writer wrote nothing");
    for await (const piece of generation.chunks) pieces.push(piece);
    return { text: pieces.join(""), pieces, error: undefined };
  } catch (error) {
    return { text: pieces.join(""), pieces, error };
  }
}

function quietly() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the OpenAI-compatible provider (AI SDK) against recorded transcripts", () => {
  test("streams the text in order and completely, with the prompt, the token limit and the key", async () => {
    const { provider, calls } = openAi(stream("openai-stream.sse"));
    const { text, pieces, error } = await read(provider);
    expect(error).toBeUndefined();
    expect(text).toBe(OPENAI_TEXT);
    expect(pieces.length).toBeGreaterThan(5);
    const [call] = calls;
    expect(call?.url).toBe("http://upstream.test/v1/chat/completions");
    expect(call?.headers.get("authorization")).toBe("Bearer sk-test");
    expect(call?.body).toMatchObject({ model: "m-1", stream: true, max_tokens: 1600, seed: 7 });
    const messages = call?.body.messages as Array<{ role: string; content: string }>;
    // The instructions, the example pair of the template and language, then the brief.
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0]?.content).toContain("French (Français)");
    expect(messages[3]?.content).toContain('"Brook"');
    expect(messages[3]?.content).toMatch(/Write in French\.$/);
  });

  test("a rate limit is retried by the SDK and answers once it passes", async () => {
    const fake = upstream(
      { status: 429, body: transcript("openai-429.json"), headers: { "retry-after-ms": "1" } },
      stream("openai-stream.sse"),
    );
    const { text, error } = await read(openAi(fake, { ...quick, maxRetries: 1 }).provider);
    expect(error).toBeUndefined();
    expect(text).toBe(OPENAI_TEXT);
    expect(fake.calls).toHaveLength(2);
  });

  test.each([
    [429, "openai-429.json", "Rate limit reached for gpt-4o-mini"],
    [500, "openai-500.json", "The server had an error"],
  ])("an HTTP %i that persists fails before the first token", async (status, file, message) => {
    const { text, error } = await read(openAi({ status, body: transcript(file) }).provider);
    expect(text).toBe("");
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as Error).message).toContain(`openai answered ${status}: ${message}`);
  });

  test("an error event in the middle of the stream fails after the text so far", async () => {
    const { text, error } = await read(openAi(stream("openai-error-midstream.sse")).provider);
    expect(text).toBe(OPENAI_FIRST_THREE);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as Error).message).toContain("The server had an error while processing your request");
  });

  test("a connection that breaks mid-stream fails after the text so far", async () => {
    const body = transcript("openai-stream.sse");
    // Broken off just after the event that carries " qui vous rappelle".
    const cut = encoder.encode(body.slice(0, body.indexOf(" de boire\\n\\n") - 40)).byteLength;
    const { text, error } = await read(openAi(stream("openai-stream.sse", { breakAfter: cut })).provider);
    expect(text).toBe(OPENAI_FIRST_THREE);
    expect(error).toBeInstanceOf(Error);
  });

  test("a refusal by content filter and an empty answer fail: neither is an empty success", async () => {
    const refused = await read(openAi(stream("openai-content-filter.sse")).provider);
    expect(refused.text).toBe("");
    expect((refused.error as Error).message).toBe("openai: the model refused to write this text (content filter)");
    const empty = await read(openAi(stream("openai-empty.sse")).provider);
    expect(empty.text).toBe("");
    expect((empty.error as Error).message).toBe("openai: the model answered with no text");
  });

  test("a model that stops at its token limit keeps its text, marked as cut", async () => {
    const cutOff = transcript("openai-stream.sse").replace('"finish_reason":"stop"', '"finish_reason":"length"');
    const generation = await openAi({ status: 200, body: cutOff }).provider.generate(
      request,
      new AbortController().signal,
    );
    if (isUnchanged(generation)) throw new Error("the writer wrote nothing");
    let text = "";
    for await (const piece of generation.chunks) text += piece;
    expect(text).toBe(OPENAI_TEXT);
    expect(generation.ending).toEqual({ cut: true });
  });

  test("a slow stream stops promptly when the run is aborted", async () => {
    const { provider, calls } = openAi(stream("openai-stream.sse", { size: 400, delayMs: 150 }));
    const stop = new AbortController();
    const generation = await provider.generate(request, stop.signal);
    if (isUnchanged(generation)) throw new Error("the writer wrote nothing");
    const pieces: string[] = [];
    let stoppedAt = 0;
    for await (const piece of generation.chunks) {
      pieces.push(piece);
      if (!stoppedAt) {
        stop.abort();
        stoppedAt = Date.now();
      }
    }
    // The whole transcript takes about 1.6 s to arrive; the stop ends it within one piece.
    expect(Date.now() - stoppedAt).toBeLessThan(400);
    expect(pieces.join("")).not.toBe(OPENAI_TEXT);
    expect(OPENAI_TEXT.startsWith(pieces.join(""))).toBe(true);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  test("a stream that goes quiet fails after chunkMs, keeping its text", async () => {
    const { provider } = openAi(stream("openai-stream.sse", { size: 400, delayMs: 300 }), { ...quick, chunkMs: 100 });
    const { text, error } = await read(provider);
    expect(text.length).toBeGreaterThan(0);
    expect(OPENAI_TEXT.startsWith(text)).toBe(true);
    expect(text).not.toBe(OPENAI_TEXT);
    expect((error as Error).message).toBe("openai: the model sent no text for too long");
  });

  test("no API key is a failure before the first token", async () => {
    const provider = openAiProvider({ ...config, OPENAI_API_KEY: undefined }, quick);
    const { text, error } = await read(provider);
    expect(text).toBe("");
    expect((error as Error).message).toContain("OPENAI_API_KEY is not set");
  });
});

describe("the Workers AI provider (workers-ai-provider) against recorded transcripts", () => {
  test("streams the binding's native events in order and completely", async () => {
    const { provider, calls } = workersAi({ body: transcript("workers-ai-stream.sse") });
    const { text, pieces, error } = await read(provider);
    expect(error).toBeUndefined();
    expect(text).toBe(WORKERS_AI_TEXT);
    expect(pieces.length).toBeGreaterThan(5);
    const [call] = calls;
    expect(call?.model).toBe("@cf/google/gemma-3-12b-it");
    expect(call?.inputs).toMatchObject({ stream: true, max_tokens: 1600 });
    const messages = call?.inputs.messages as Array<{ role: string; content: string }>;
    // Gemma has no system role: the instructions open the first user turn, before the example pair.
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(messages[0]?.content).toMatch(/^You are Parla's writer/);
    expect(messages[0]?.content).toContain("French (Français)");
  });

  test("streams a model that speaks chat completions through the binding", async () => {
    const { text, error } = await read(workersAi({ body: transcript("workers-ai-chat-completions.sse") }).provider);
    expect(error).toBeUndefined();
    expect(text).toBe(WORKERS_AI_CHAT_TEXT);
  });

  test.each([
    ["3040: Capacity temporarily exceeded, please try again.", "workers-ai answered 429"],
    ["InferenceUpstreamError: 5021: The model is unavailable", "workers-ai answered: InferenceUpstreamError"],
  ])("a binding that refuses (%s) fails before the first token", async (thrown, message) => {
    const { text, error } = await read(workersAi({ error: thrown }).provider);
    expect(text).toBe("");
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as Error).message).toContain(message);
  });

  test("a stream that breaks off fails after the text so far", async () => {
    const body = transcript("workers-ai-stream.sse");
    const cut = encoder.encode(body.slice(0, body.indexOf('" Trinken"'))).byteLength;
    const { text, error } = await read(workersAi({ body, breakAfter: cut }).provider);
    expect(text).toBe("# Brook: die Trinkflasche, die ans");
    expect(error).toBeInstanceOf(Error);
  });

  test("a stream that ends without [DONE] or a finish is a failure, not a short success", async () => {
    const body = transcript("workers-ai-stream.sse");
    const truncated = body.slice(0, body.indexOf('data: {"response":" Trinken"'));
    const { text, error } = await read(workersAi({ body: truncated }).provider);
    expect(text).toBe("# Brook: die Trinkflasche, die ans");
    expect((error as Error).message).toBe("workers-ai: the model's stream broke off");
  });

  test("an empty answer and a missing binding fail before the first token", async () => {
    const empty = await read(workersAi({ body: transcript("workers-ai-empty.sse") }).provider);
    expect((empty.error as Error).message).toBe("workers-ai: the model answered with no text");
    const unbound = await read(workersAiProvider(config, undefined, quick));
    expect((unbound.error as Error).message).toContain("no [ai] binding named AI");
  });

  test("a slow stream stops promptly when the run is aborted", async () => {
    const { provider, calls } = workersAi({ body: transcript("workers-ai-stream.sse"), delayMs: 100 });
    const stop = new AbortController();
    const generation = await provider.generate(request, stop.signal);
    if (isUnchanged(generation)) throw new Error("the writer wrote nothing");
    let stoppedAt = 0;
    let text = "";
    for await (const piece of generation.chunks) {
      text += piece;
      if (!stoppedAt) {
        stop.abort();
        stoppedAt = Date.now();
      }
    }
    expect(Date.now() - stoppedAt).toBeLessThan(400);
    expect(text).toBe("# Brook");
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});

describe("a chain of writers", () => {
  test("a writer that fails before its first token hands over to the next, which is named", async () => {
    quietly();
    const chain = providerChain([
      openAi({ status: 500, body: transcript("openai-500.json") }).provider,
      workersAi({ body: transcript("workers-ai-stream.sse") }).provider,
    ]);
    expect(chain.name).toBe("openai");
    const generation = await chain.generate(request, new AbortController().signal);
    if (isUnchanged(generation)) throw new Error("the writer wrote nothing");
    expect(generation.provider).toBe("workers-ai");
    let text = "";
    for await (const piece of generation.chunks) text += piece;
    expect(text).toBe(WORKERS_AI_TEXT);
  });

  test("a rate-limited, a refusing and an empty writer all hand over", async () => {
    quietly();
    const chain = providerChain([
      workersAi({ error: "3040: Capacity temporarily exceeded, please try again." }).provider,
      openAi(stream("openai-content-filter.sse")).provider,
      openAi(stream("openai-stream.sse")).provider,
    ]);
    const { text } = await read(chain);
    expect(text).toBe(OPENAI_TEXT);
  });

  test("when every writer fails, the last failure is the run's", async () => {
    quietly();
    const chain = providerChain([
      openAi({ status: 429, body: transcript("openai-429.json") }).provider,
      workersAi({ body: transcript("workers-ai-empty.sse") }).provider,
    ]);
    const { text, error } = await read(chain);
    expect(text).toBe("");
    expect((error as Error).message).toBe("workers-ai: the model answered with no text");
  });

  test("a stop during the first writer's wait does not start the next", async () => {
    quietly();
    const second = binding({ body: transcript("workers-ai-stream.sse") });
    const chain = providerChain([
      openAi(stream("openai-stream.sse", { delayMs: 200 })).provider,
      workersAiProvider(config, second.ai, quick),
    ]);
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 50);
    const { text } = await read(chain, stop.signal);
    expect(text).toBe("");
    expect(second.calls).toHaveLength(0);
  });
});

describe("runs with model writers", () => {
  /** One visitor's object holds these runs' versions, as the API writes them. */
  const store = visitorStore(env, crypto.randomUUID());
  async function newRevision(provider: string) {
    const item = await store.createItemWithRevision(
      { template: "landing-page", locale: "fr", inputs: "{}" },
      { provider },
    );
    return item.id;
  }
  const stored = async (itemId: string) => {
    const row = (await store.listRevisions(itemId)).find((r) => r.number === 1);
    return row && { content: row.content, status: row.status, provider: row.provider };
  };
  const run = (itemId: string, provider: GenerationProvider, sent: string[] = []) =>
    runGeneration({
      store,
      itemId,
      revision: 1,
      provider,
      request,
      signal: new AbortController().signal,
      onText: async (piece) => {
        sent.push(piece);
      },
      maxBytes: 64 * 1024,
    });

  test("a fallback's text is stored complete, under the writer that answered", async () => {
    quietly();
    const chain = providerChain([
      openAi({ status: 429, body: transcript("openai-429.json") }).provider,
      workersAi({ body: transcript("workers-ai-stream.sse") }).provider,
    ]);
    const itemId = await newRevision(chain.name);
    const end = await run(itemId, chain);
    expect(end).toMatchObject({ status: "complete", provider: "workers-ai", text: WORKERS_AI_TEXT });
    expect(await stored(itemId)).toEqual({ content: WORKERS_AI_TEXT, status: "complete", provider: "workers-ai" });
  });

  test("after the first token there is no fallback: the run fails with the text so far", async () => {
    quietly();
    const second = binding({ body: transcript("workers-ai-stream.sse") });
    const chain = providerChain([
      openAi(stream("openai-error-midstream.sse")).provider,
      workersAiProvider(config, second.ai, quick),
    ]);
    const itemId = await newRevision(chain.name);
    const sent: string[] = [];
    const end = await run(itemId, chain, sent);
    expect(end).toMatchObject({
      status: "failed",
      reason: "generation_failed",
      provider: "openai",
      text: OPENAI_FIRST_THREE,
    });
    expect(sent.join("")).toBe(OPENAI_FIRST_THREE);
    expect(second.calls).toHaveLength(0);
    expect(await stored(itemId)).toEqual({ content: OPENAI_FIRST_THREE, status: "failed", provider: "openai" });
  });

  test("a model cut off by its token limit is kept as a stopped version (with Continue), reason length", async () => {
    quietly();
    const cutOff = transcript("openai-stream.sse").replace('"finish_reason":"stop"', '"finish_reason":"length"');
    const itemId = await newRevision("openai");
    const end = await run(itemId, openAi({ status: 200, body: cutOff }).provider);
    expect(end).toMatchObject({ status: "stopped", reason: "length", text: OPENAI_TEXT });
    expect(await stored(itemId)).toMatchObject({ content: OPENAI_TEXT, status: "stopped" });
  });
});

describe("POST /api/generations with a chain of writers", () => {
  test("the model is rate-limited, the builtin writer answers, and the done event names it", async () => {
    quietly();
    const fake = upstream({ status: 429, body: transcript("openai-429.json"), headers: { "retry-after-ms": "1" } });
    vi.spyOn(globalThis, "fetch").mockImplementation(fake.fetch);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/generations`, {
        method: "POST",
        headers: { ...SAME_ORIGIN_HEADERS, "content-type": "application/json", "cf-connecting-ip": "192.0.2.201" },
        body: JSON.stringify(landingBrief),
      }),
      { ...env, GENERATOR: "openai,builtin", OPENAI_API_KEY: "test-key" } as unknown as Env,
      ctx,
    );
    const events = await readEvents(response);
    await waitOnExecutionContext(ctx);
    // The SDK's retries (one) both met the rate limit before the builtin writer took over.
    expect(fake.calls).toHaveLength(2);
    const done = events.at(-1);
    expect(done).toMatchObject({ event: "done", data: { revision: 1, writer: "builtin" } });
    const text = events.flatMap((event) => (event.event === "delta" ? [String(event.data.text)] : [])).join("");
    expect(text).toContain("Brook");
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    const row = await storedRevision({ cookie }, String(events[0]?.data.itemId));
    expect(row).toMatchObject({ status: "complete", provider: "builtin", content: text });
  });
});
