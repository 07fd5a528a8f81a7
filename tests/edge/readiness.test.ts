import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "./helpers";

/**
 * Liveness and readiness (docs/operations.md, "Health"): /healthz answers while the worker runs;
 * /readyz answers 503 listing, in words, every part that is not ready. Each case breaks one part
 * of the real local configuration.
 */

type Ready = { ok: boolean; build: string; problems: string[] };

async function readyz(workerEnv: Env): Promise<{ status: number; body: Ready; cache: string | null }> {
  const response = await worker.fetch(new Request(`${ORIGIN}/readyz`), workerEnv, createExecutionContext());
  return {
    status: response.status,
    body: (await response.json()) as Ready,
    cache: response.headers.get("cache-control"),
  };
}

/** A D1 binding whose every query fails, as an unreachable or deleted database does. */
const brokenDb = {
  prepare() {
    throw new Error("D1_ERROR: no such database");
  },
} as unknown as D1Database;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("/readyz", () => {
  test("the shipped local configuration is ready", async () => {
    const { status, body, cache } = await readyz(env);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, problems: [] });
    expect(cache).toBe("no-store");
  });

  test.each([
    [
      "D1 that does not answer",
      { DB: brokenDb },
      "D1 (binding DB) does not answer a query: D1_ERROR: no such database",
    ],
    ["no queue binding", { LOG_QUEUE: undefined }, "The LOG_QUEUE binding (Queue parla-logs) is missing."],
    [
      "a Workers AI writer without its binding",
      { GENERATOR: "workers-ai,builtin", AI: undefined },
      "GENERATOR names workers-ai but no [ai] binding named AI is configured.",
    ],
    [
      "an OpenAI-compatible writer without its key",
      { GENERATOR: "openai", OPENAI_API_KEY: undefined },
      "GENERATOR names openai but OPENAI_API_KEY is not set (wrangler secret put OPENAI_API_KEY).",
    ],
    [
      "a log destination without its logstore",
      { LOG_ENDPOINT: "https://logs.example", LOG_PROJECT: "p", LOG_LOGSTORE: "" },
      "LOG_LOGSTORE",
    ],
    ["a public origin with a path", { PUBLIC_ORIGIN: "https://parla.example/app" }, "PUBLIC_ORIGIN"],
    ["a retention that is not whole days", { DRAFT_RETENTION_DAYS: "a year" }, "DRAFT_RETENTION_DAYS"],
  ])("%s: 503, saying so", async (_name, change, problem) => {
    const { status, body } = await readyz({ ...env, ...change } as Env);
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.problems.some((text) => text.includes(problem))).toBe(true);
    // One part broken, one problem reported.
    expect(body.problems).toHaveLength(1);
  });

  test("every problem at once is listed, one each", async () => {
    const { status, body } = await readyz({
      ...env,
      DB: brokenDb,
      LOG_QUEUE: undefined,
      DRAFT_RETENTION_DAYS: "-1",
    } as unknown as Env);
    expect(status).toBe(503);
    expect(body.problems).toHaveLength(3);
  });

  test("/healthz stays live while /readyz is not", async () => {
    const response = await worker.fetch(
      new Request(`${ORIGIN}/healthz`),
      { ...env, DB: brokenDb } as Env,
      createExecutionContext(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
