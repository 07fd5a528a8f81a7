import { type Context, Hono } from "hono";
import { z } from "zod";
import { readJsonBody } from "./api/body";
import { apiError } from "./api/errors";
import type { AppEnv } from "./context";
import { logEvent } from "./log";
import { MOVE_BUDGET_MS, MOVE_CALLS, moveDrafts } from "./visitor/move";

/**
 * Operator endpoints (docs/operations.md, "Moving drafts into the visitors' objects"). They exist
 * only where the operator set `OPS_TOKEN` (a Worker secret of at least 32 characters) and the
 * request carries it in `Authorization: Bearer …`: otherwise the request goes on to the pages,
 * which answer as for any unknown address, so nobody learns they are there.
 */
export const operations = new Hono<AppEnv>();

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Compares the tokens' SHA-256 digests over every byte, so the answer's timing says nothing of how
 * much of a guess was right (nor of the token's length).
 */
async function sameToken(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(given)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < x.length; index++) difference |= (x[index] as number) ^ (y[index] as number);
  return difference === 0;
}

/** Whether the request carries the operator's token; false wherever none is configured. */
async function authorized(c: Context<AppEnv>): Promise<boolean> {
  const expected = c.env.OPS_TOKEN;
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  return Boolean(expected && expected.length >= 32 && given && (await sameToken(given, expected)));
}

const MoveBody = z.strictObject({
  /** The visitor id the previous call answered as `next`; none for the first call. */
  after: z.string().max(200).optional(),
  /** Visitors listed per call. */
  visitors: z.number().int().min(1).max(1000).optional(),
  budgetMs: z.number().int().min(0).max(25_000).optional(),
  /** Subrequests the call may make (D1 queries and object calls): 900 by default; 45 on the free plan. */
  calls: z.number().int().min(10).max(MOVE_CALLS).optional(),
});

/** One step of `npm run move-drafts` (worker/visitor/move.ts): moves for up to ~10 s, says where to go on. */
operations.post("/_ops/move-drafts", async (c, next) => {
  if (!(await authorized(c))) return next();
  const raw = await readJsonBody(c, 1024);
  if (raw instanceof Response) return raw;
  const body = MoveBody.safeParse(raw);
  if (!body.success)
    return apiError(
      c,
      400,
      "invalid_body",
      `Send {after?: string, visitors?: 1–1000, budgetMs?: 0–25000, calls?: 10–${MOVE_CALLS}}`,
    );
  const report = await moveDrafts(c.env, { budgetMs: MOVE_BUDGET_MS, ...body.data });
  logEvent(report.failed.length ? "error" : "info", "drafts_moved", {
    visitors: report.visitors,
    items: report.items,
    revisions: report.revisions,
    failed: report.failed.length,
    left: report.left,
  });
  return c.json(report, 200, NO_STORE);
});
