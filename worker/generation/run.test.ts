import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { effectiveStatus, STALE_STREAM_MS } from "../items/store";
import { type VisitorStore, visitorStore } from "../items/visitor-store";
import type { GenerationProvider, GenerationRequest } from "./provider";
import { type RevisionWriter, runGeneration } from "./run";

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

/** Each test's items live in one visitor's object, as the API writes them. */
let store: VisitorStore = visitorStore(env, crypto.randomUUID());

async function newRevision() {
  store = visitorStore(env, crypto.randomUUID());
  const item = await store.createItemWithRevision(
    { template: "landing-page", locale: "en", inputs: "{}" },
    { provider: "builtin" },
  );
  return item.id;
}

async function stored(itemId: string) {
  return (await store.listRevisions(itemId)).find((revision) => revision.number === 1) ?? null;
}

const run = (itemId: string, provider: GenerationProvider, extra: Partial<Parameters<typeof runGeneration>[0]> = {}) =>
  runGeneration({
    store,
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

  test("a writer that trickles past the version's time limit is stopped, keeping what it wrote", async () => {
    const itemId = await newRevision();
    const trickle = providerOf(async function* () {
      for (let i = 0; ; i++) {
        yield `word ${i} `;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const end = await run(itemId, trickle, { maxDurationMs: 60 });
    expect(end).toMatchObject({ status: "stopped", reason: "time_limit" });
    expect(end.text).toMatch(/^word 0 word 1 /u);
    expect(await stored(itemId)).toMatchObject({ content: end.text, status: "stopped" });
  });

  test("a checkpoint that fails is tried again at the next interval; the text is complete", async () => {
    const itemId = await newRevision();
    const flaky = flakyRevisionWrites();
    const provider = providerOf(async function* () {
      yield "# Brook\n\n";
      flaky.down = true;
      yield "Lost connection ";
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield "for a moment, ";
      flaky.down = false;
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield "then back.";
    });
    const end = await run(itemId, provider, { store: flaky.binding, checkpointMs: 1 });
    expect(end).toMatchObject({ status: "complete", text: "# Brook\n\nLost connection for a moment, then back." });
    expect(await stored(itemId)).toMatchObject({ content: end.text, status: "complete" });
    expect(flaky.refused).toBeGreaterThan(0);
  });

  test("a final save that never lands ends the stream with what the object kept, and aborts the writer", async () => {
    const itemId = await newRevision();
    const flaky = flakyRevisionWrites();
    let upstream: AbortSignal | undefined;
    const provider: GenerationProvider = {
      name: "openai",
      async generate(_request, signal) {
        upstream = signal;
        return {
          locale: "en",
          chunks: (async function* () {
            yield "# Saved part\n\n";
            await new Promise((resolve) => setTimeout(resolve, 5));
            flaky.down = true;
            yield "never saved";
          })(),
        };
      },
    };
    const original = console.error;
    console.error = () => {};
    try {
      const end = await run(itemId, provider, { store: flaky.binding, checkpointMs: 0, saveBackoffMs: [0, 1, 1] });
      expect(end).toMatchObject({ status: "failed", reason: "save_failed", text: "# Saved part\n\n" });
    } finally {
      console.error = original;
    }
    expect(upstream?.aborted).toBe(true);
    // The version keeps its last saved text and reads as stopped once its saves have gone quiet.
    const row = await stored(itemId);
    expect(row).toMatchObject({ content: "# Saved part\n\n", status: "streaming" });
    if (!row) throw new Error("no revision");
    expect(effectiveStatus(row, row.updated_at + STALE_STREAM_MS + 1)).toBe("stopped");
  });
});

/**
 * The visitor's object, except that saves of the version fail while `down` is set, as a
 * production object does when it is overloaded or its connection is lost.
 */
function flakyRevisionWrites() {
  const refuse = () => {
    state.refused++;
    return Promise.reject(new Error("Network connection lost."));
  };
  const binding: RevisionWriter = {
    checkpointRevision: (...args) => (state.down ? refuse() : store.checkpointRevision(...args)),
    finishRevision: (...args) => (state.down ? refuse() : store.finishRevision(...args)),
    discardRevision: (...args) => (state.down ? refuse() : store.discardRevision(...args)),
    stillStreaming: (...args) => store.stillStreaming(...args),
  };
  const state = { down: false, refused: 0, binding };
  return state;
}
