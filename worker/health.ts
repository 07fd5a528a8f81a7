import { Hono } from "hono";
import { configProblems, getConfig } from "./config";
import type { AppEnv } from "./context";
import { logEvent } from "./log";

/**
 * Liveness and readiness (docs/operations.md). `/healthz` answers while the worker runs;
 * `/readyz` also asks D1 a query and checks the bindings and the configuration of the log
 * destination, the generation provider and the public origin, and answers 503 with a code for
 * each problem. Anyone may ask it, so it says no more: the words, values and raw errors go to the
 * log (docs/operations.md, "Health").
 */
export const health = new Hono<AppEnv>();

const NO_STORE = { "Cache-Control": "no-store" };

health.get("/healthz", (c) => c.json({ ok: true, build: __BUILD_ID__ }, 200, NO_STORE));

health.get("/readyz", async (c) => {
  const problems = configProblems(getConfig(c.env), c.env);
  try {
    await c.env.DB.prepare("SELECT 1").first();
  } catch (error) {
    problems.push({
      code: "d1_unavailable",
      message:
        `D1 (binding DB) does not answer a query: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          300,
        ),
    });
  }
  if (typeof c.env.LOG_QUEUE?.send !== "function")
    problems.push({ code: "log_queue_missing", message: "The LOG_QUEUE binding (Queue parla-logs) is missing." });
  for (const problem of problems) logEvent("warn", "readiness_problem", { ...problem });
  const ok = problems.length === 0;
  return c.json(
    { ok, build: __BUILD_ID__, problems: problems.map((problem) => problem.code) },
    ok ? 200 : 503,
    NO_STORE,
  );
});
