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
    const db = flakyRevisionWrites();
    const provider = providerOf(async function* () {
      yield "# Brook\n\n";
      db.down = true;
      yield "Lost connection ";
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield "for a moment, ";
      db.down = false;
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield "then back.";
    });
    const end = await run(itemId, provider, { db: db.binding, checkpointMs: 1 });
    expect(end).toMatchObject({ status: "complete", text: "# Brook\n\nLost connection for a moment, then back." });
    expect(await stored(itemId)).toMatchObject({ content: end.text, status: "complete" });
    expect(db.refused).toBeGreaterThan(0);
  });

  test("a final save that never lands ends the stream with what D1 kept, and aborts the writer", async () => {
    const itemId = await newRevision();
    const db = flakyRevisionWrites();
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
            db.down = true;
            yield "never saved";
          })(),
        };
      },
    };
    const original = console.error;
    console.error = () => {};
    try {
      const end = await run(itemId, provider, { db: db.binding, checkpointMs: 0, saveBackoffMs: [0, 1, 1] });
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
 * The local D1, except that writes to revisions fail while `down` is set, as a production D1 does
 * with "Network connection lost" or an overloaded object.
 */
function flakyRevisionWrites() {
  const state = { down: false, refused: 0, binding: env.DB };
  const real = new WeakMap<object, D1PreparedStatement>();
  const refuse = () => {
    state.refused++;
    throw new Error("D1_ERROR: Network connection lost.");
  };
  const wrap = (statement: D1PreparedStatement, writes: boolean): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), writes),
      run: () => (writes && state.down ? Promise.reject(refuse()) : statement.run()),
      first: (column?: string) => (column ? statement.first(column) : statement.first()),
      all: () => statement.all(),
      raw: () => statement.raw(),
    } as unknown as D1PreparedStatement;
    real.set(wrapped, statement);
    return wrapped;
  };
  state.binding = {
    prepare: (sql: string) => wrap(env.DB.prepare(sql), /^\s*UPDATE revisions/iu.test(sql)),
    batch: (statements: D1PreparedStatement[]) =>
      state.down
        ? Promise.reject(refuse())
        : env.DB.batch(statements.map((statement) => real.get(statement) ?? statement)),
  } as unknown as D1Database;
  return state;
}
