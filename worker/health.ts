import { Hono } from "hono";
import { configProblems, getConfig } from "./config";
import type { AppEnv } from "./context";

/**
 * Liveness and readiness (docs/operations.md). `/healthz` answers while the worker runs;
 * `/readyz` also asks D1 a query and checks the bindings and the configuration of the log
 * destination, the generation provider and the public origin, and answers 503 with what is wrong,
 * in words.
 */
export const health = new Hono<AppEnv>();

const NO_STORE = { "Cache-Control": "no-store" };

health.get("/healthz", (c) => c.json({ ok: true, build: __BUILD_ID__ }, 200, NO_STORE));

health.get("/readyz", async (c) => {
  const problems = configProblems(getConfig(c.env), c.env);
  try {
    await c.env.DB.prepare("SELECT 1").first();
  } catch (error) {
    problems.push(`D1 (binding DB) does not answer a query: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof c.env.LOG_QUEUE?.send !== "function")
    problems.push("The LOG_QUEUE binding (Queue parla-logs) is missing.");
  const ok = problems.length === 0;
  return c.json({ ok, build: __BUILD_ID__, problems }, ok ? 200 : 503, NO_STORE);
});
