import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { createItemWithRevision, effectiveStatus, STALE_STREAM_MS } from "../items/store";
import type { GenerationProvider, GenerationRequest } from "./provider";
import { runGeneration } from "./run";

const template = findTemplate("landing-page");
if (!template) throw new Error("landing-page template missing");
const request: GenerationRequest = {
  template,
  locale: "en",
  inputs: {},
  seed: 1,
  rootSeed: 1,
  earlier: [],
  maxTokens: 100,
};

/** A provider that yields `pieces`, then optionally waits for `gate` before the next piece. */
function providerOf(chunks: () => AsyncGenerator<string>): GenerationProvider {
  return { name: "builtin", generate: async () => ({ locale: "en", chunks: chunks() }) };
}

async function newRevision() {
  const item = await createItemWithRevision(
    env.DB,
    { owner: crypto.randomUUID(), template: "landing-page", locale: "en", inputs: "{}" },
    { provider: "builtin" },
  );
  return item.id;
}

async function stored(itemId: string) {
  return env.DB.prepare("SELECT content, status, updated_at FROM revisions WHERE item_id = ?1 AND number = 1")
    .bind(itemId)
    .first<{ content: string; status: "streaming" | "complete" | "stopped" | "failed"; updated_at: number }>();
}

const run = (itemId: string, provider: GenerationProvider, extra: Partial<Parameters<typeof runGeneration>[0]> = {}) =>
  runGeneration({
    db: env.DB,
    itemId,
    revision: 1,
    provider,
    request,
    signal: new AbortController().signal,
    onText: async () => {},
    maxBytes: 4096,
    ...extra,
  });

describe("runGeneration", () => {
  test("an endless stream ends at the byte cap as failed output_too_long, keeping what fits", async () => {
    const itemId = await newRevision();
    let yielded = 0;
    const endless = providerOf(async function* () {
      for (;;) {
        yielded++;
        yield "word ".repeat(50);
      }
    });
    const end = await run(itemId, endless, { maxBytes: 10_000 });
    expect(end).toMatchObject({ status: "failed", reason: "output_too_long" });
    expect(new TextEncoder().encode(end.text).byteLength).toBeLessThanOrEqual(10_000);
    expect(end.text.length).toBeGreaterThan(9_000);
    expect(yielded).toBeLessThan(50);
    expect(await stored(itemId)).toMatchObject({ content: end.text, status: "failed" });
  });

  test("the cap never splits a character", async () => {
    const itemId = await newRevision();
    const end = await run(
      itemId,
      providerOf(async function* () {
        yield "日本語".repeat(10);
      }),
      { maxBytes: 10 },
    );
    expect(end.text).toBe("日本語");
  });

  test("progress is saved while the stream runs, so a worker that dies mid-stream keeps its text", async () => {
    const itemId = await newRevision();
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedHang: () => void = () => {};
    const atHang = new Promise<void>((resolve) => {
      reachedHang = resolve;
    });
    const provider = providerOf(async function* () {
      yield "# First part\n\n";
      yield "More text ";
      reachedHang();
      // The isolate "dies" here: nothing after this point ever runs in production.
      await hanging;
      yield "never saved";
    });
    const running = run(itemId, provider, { checkpointMs: 0 });
    await atHang;
    const row = await stored(itemId);
    expect(row?.status).toBe("streaming");
    expect(row?.content).toBe("# First part\n\nMore text ");
    // Once no save has come for a while, the revision reads as stopped, never "streaming" forever.
    if (!row) throw new Error("no revision");
    expect(effectiveStatus(row, row.updated_at + STALE_STREAM_MS + 1)).toBe("stopped");
    release();
    await running;
  });

  test("a stop keeps exactly the text that was sent, and the stored text is the same", async () => {
    const itemId = await newRevision();
    const stop = new AbortController();
    const sent: string[] = [];
    const provider = providerOf(async function* () {
      for (let i = 0; ; i++) yield `piece ${i} `;
    });
    const end = await run(itemId, provider, {
      signal: stop.signal,
      onText: async (piece) => {
        sent.push(piece);
        if (sent.length === 5) stop.abort();
      },
    });
    expect(end.status).toBe("stopped");
    expect(end.text).toBe(sent.join(""));
    expect(await stored(itemId)).toMatchObject({ content: sent.join(""), status: "stopped" });
  });

  test("a provider that fails before its first token ends as failed with no text", async () => {
    const itemId = await newRevision();
    const broken: GenerationProvider = {
      name: "openai",
      generate: async () => {
        throw new Error("upstream refused");
      },
    };
    const original = console.error;
    console.error = () => {};
    try {
      expect(await run(itemId, broken)).toMatchObject({ status: "failed", reason: "generation_failed", text: "" });
    } finally {
      console.error = original;
    }
    expect(await stored(itemId)).toMatchObject({ content: "", status: "failed" });
  });
});
