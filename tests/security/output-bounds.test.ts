import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { MAX_OUTPUT_TOKENS, revisionByteCap } from "../../shared/generation";
import { tokenBudget } from "../../worker/generation/template-guides";
import worker from "../../worker/index";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { landingBrief, readEvents, storedRevision } from "../support/visitor";

/** docs/security.md, "Output bounds": a model that never stops cannot fill memory or D1. */

afterEach(() => {
  vi.restoreAllMocks();
});

/** An OpenAI-compatible service that streams content forever (until the request is aborted). */
function endlessModel() {
  const bodies: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    // A text of the right shape and language, so it passes the output gate, that never ends.
    const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
    const heading = new TextEncoder().encode(event("# A page that never ends\n\n"));
    const bytes = new TextEncoder().encode(event("The page goes on and on, one more sentence at a time. ").repeat(20));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(heading);
      },
      pull(controller) {
        controller.enqueue(bytes);
      },
    });
    init?.signal?.addEventListener("abort", () => stream.cancel().catch(() => {}));
    return new Response(stream, { headers: { "content-type": "text/event-stream" } });
  });
  return bodies;
}

describe("output bounds", () => {
  test("an endless model stream ends with an output_too_long error; the text so far is kept and marked failed", async () => {
    const bodies = endlessModel();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/generations`, {
        method: "POST",
        headers: { ...SAME_ORIGIN_HEADERS, "content-type": "application/json", "cf-connecting-ip": "192.0.2.200" },
        body: JSON.stringify(landingBrief),
      }),
      { ...env, GENERATOR: "openai", OPENAI_API_KEY: "test-key" } as unknown as Env,
      ctx,
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    await waitOnExecutionContext(ctx);
    // The text's own budget (the guide's length in its language), never above its kind's ceiling.
    const template = findTemplate("landing-page");
    if (!template) throw new Error("no landing-page");
    expect(bodies[0]?.max_tokens).toBe(tokenBudget(template, landingBrief.inputs, "en"));
    expect(bodies[0]?.max_tokens).toBeLessThanOrEqual(MAX_OUTPUT_TOKENS["landing-page"]);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "output_too_long" } });
    const streamed = events.flatMap((event) => (event.event === "delta" ? [String(event.data.text)] : [])).join("");
    const itemId = String(events[0]?.data.itemId);
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    const row = await storedRevision({ cookie }, itemId);
    expect(row?.status).toBe("failed");
    expect(new TextEncoder().encode(row?.content).byteLength).toBeLessThanOrEqual(revisionByteCap("landing-page"));
    expect(row?.content.length).toBeGreaterThan(revisionByteCap("landing-page") - 100);
    // What the visitor saw is what was stored.
    expect(row?.content).toBe(streamed);
  });
});
