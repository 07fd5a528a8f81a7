import { describe, expect, test } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { getConfig } from "../config";
import { openAiProvider, UpstreamError } from "./openai";
import type { GenerationRequest } from "./provider";

const template = findTemplate("landing-page");
if (!template) throw new Error("landing-page template missing");
const request: GenerationRequest = {
  template,
  locale: "fr",
  inputs: { product: "Brook", audience: "infirmières", keyPoints: "lumière douce", tone: "friendly" },
  seed: 1,
  instructions: [],
  maxTokens: 1600,
};

/** A fake upstream speaking the real wire format, cut into awkward network chunks. */
function upstream(body: string, status = 200, seen: Request[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    return new Response(stream, { status, headers: { "content-type": "text/event-stream" } });
  };
}

const config = (key?: string) =>
  getConfig({
    ENVIRONMENT: "development",
    GENERATOR: "openai",
    OPENAI_BASE_URL: "http://127.0.0.1:9/v1/",
    OPENAI_MODEL: "m-1",
    ...(key ? { OPENAI_API_KEY: key } : {}),
  } as unknown as Env);

async function collect(chunks: AsyncIterable<string>) {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe("the OpenAI-compatible provider", () => {
  test("streams the deltas of /chat/completions until [DONE]", async () => {
    const seen: Request[] = [];
    const sse = [
      'data: {"id":"1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"}}]}',
      'data: {"id":"1","choices":[{"index":0,"delta":{"content":"# Brook\\n\\n"}}]}',
      'data: {"id":"1","choices":[{"index":0,"delta":{"content":"Une bouteille qui brille — ✨"}}]}',
      'data: {"id":"1","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}',
      "data: [DONE]",
      "",
    ].join("\n\n");
    const provider = openAiProvider(config("sk-test"), upstream(sse, 200, seen) as typeof fetch);
    const generation = await provider.generate(request, new AbortController().signal);
    expect(await collect(generation.chunks)).toBe("# Brook\n\nUne bouteille qui brille — ✨");
    const sent = seen[0];
    expect(sent?.url).toBe("http://127.0.0.1:9/v1/chat/completions");
    expect(sent?.headers.get("authorization")).toBe("Bearer sk-test");
    const body = (await sent?.json()) as {
      model: string;
      stream: boolean;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe("m-1");
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.role).toBe("system");
    expect(body.messages[0]?.content).toContain("Français");
    expect(body.messages[1]?.content).toContain('"Brook"');
  });

  test("sends the previous text and the instruction when refining", async () => {
    const seen: Request[] = [];
    const provider = openAiProvider(config("sk-test"), upstream("data: [DONE]\n\n", 200, seen) as typeof fetch);
    await collect(
      (
        await provider.generate(
          { ...request, previous: "# Old", instruction: "plus court" },
          new AbortController().signal,
        )
      ).chunks,
    );
    const body = (await seen[0]?.json()) as { messages: Array<{ role: string; content: string }> };
    expect(body.messages.slice(2)).toEqual([
      { role: "assistant", content: "# Old" },
      { role: "user", content: "Revise the text above: plus court" },
    ]);
  });

  test("an upstream error or a missing key becomes an UpstreamError without the upstream's body", async () => {
    const failing = openAiProvider(
      config("sk-test"),
      upstream('{"error":{"message":"secret detail"}}', 503) as typeof fetch,
    );
    const error = await failing.generate(request, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toBe("The generation service answered 503");
    expect((error as UpstreamError).status).toBe(503);
    await expect(openAiProvider(config()).generate(request, new AbortController().signal)).rejects.toBeInstanceOf(
      UpstreamError,
    );
    const malformed = openAiProvider(config("sk-test"), upstream("data: {not json\n\n") as typeof fetch);
    await expect(collect((await malformed.generate(request, new AbortController().signal)).chunks)).rejects.toThrow(
      UpstreamError,
    );
  });
});
