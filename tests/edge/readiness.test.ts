import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "./helpers";

/**
 * Liveness and readiness (docs/operations.md, "Health"): /healthz answers while the worker runs;
 * /readyz answers 503 with a code for every part that is not ready, and nothing more: the words,
 * values and raw errors go to the log. Each case breaks one part of the real local configuration.
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
    ["D1 that does not answer", { DB: brokenDb }, "d1_unavailable", "D1_ERROR: no such database"],
    ["no queue binding", { LOG_QUEUE: undefined }, "log_queue_missing", "LOG_QUEUE"],
    [
      "a Workers AI writer without its binding",
      { GENERATOR: "workers-ai,builtin", AI: undefined },
      "workers_ai_binding",
      "no [ai] binding",
    ],
    [
      "an OpenAI-compatible writer without its key",
      { GENERATOR: "openai", OPENAI_API_KEY: undefined },
      "openai_api_key",
      "OPENAI_API_KEY is not set",
    ],
    [
      "a log destination without its logstore",
      { LOG_ENDPOINT: "https://logs.example", LOG_PROJECT: "p", LOG_LOGSTORE: "" },
      "log_destination",
      "LOG_LOGSTORE",
    ],
    [
      "a public origin that holds a password",
      { PUBLIC_ORIGIN: "https://user:pw@parla.example/app" },
      "public_origin",
      "PUBLIC_ORIGIN",
    ],
    [
      "a retention that is not whole days",
      { DRAFT_RETENTION_DAYS: "a year" },
      "draft_retention",
      "DRAFT_RETENTION_DAYS",
    ],
  ])("%s: 503 with its code; the words go to the log only", async (_name, change, code, words) => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await worker.fetch(
      new Request(`${ORIGIN}/readyz`),
      { ...env, ...change } as Env,
      createExecutionContext(),
    );
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ ok: false, build: expect.any(String), problems: [code] });
    // No configured value, error message, stack or path reaches the answer.
    expect(text).not.toContain(words);
    expect(text).not.toMatch(/user:pw|D1_ERROR|\bat \w|\.ts\b|\/work\//u);
    expect(warnings.mock.calls.some(([line]) => String(line).includes(words))).toBe(true);
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
