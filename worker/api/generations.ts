import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { type GenerationEvents, MAX_GENERATION_BODY_BYTES } from "../../shared/generation";
import type { AppEnv } from "../context";
import { providerFor } from "../generation";
import { GenerationBodySchema } from "../generation/body";
import { isRefusal, type Refusal, readBrief, startGeneration, writeGeneration } from "../generation/orchestrate";
import { visitorStore } from "../items/visitor-store";
import { readJsonBody } from "./body";
import { apiError } from "./errors";
import { rateLimited } from "./rate-limit";

/**
 * POST /api/generations: validates everything before the stream starts (400/404/409/413/429 as
 * JSON), then streams `start`, many `delta`, and `done`, `stopped`, `unchanged` or `error` as
 * server-sent events. The
 * generation itself (which version, language, seed and revision; the run) is
 * worker/generation/orchestrate.ts. The visitor middleware is mounted on /generations in ./index.ts.
 */
export const generationsApi = new Hono<AppEnv>();

generationsApi.post("/", async (c) => {
  const body = await readJsonBody(c, MAX_GENERATION_BODY_BYTES);
  if (body instanceof Response) return body;
  const parsed = GenerationBodySchema.safeParse(body);
  if (!parsed.success) {
    return apiError(
      c,
      400,
      "invalid_request",
      parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "),
    );
  }
  const owner = c.get("visitorId");
  // The owner's own database (docs/data.md, "A visitor's object").
  const store = visitorStore(c.env, owner);
  const refuse = (refusal: Refusal) =>
    refusal.code === "invalid_brief"
      ? c.json({ error: { code: refusal.code, message: refusal.message, fields: refusal.fields } }, 400)
      : apiError(c, refusal.status, refusal.code, refusal.message);

  const brief = await readBrief(store, parsed.data);
  if (isRefusal(brief)) return refuse(brief);
  const limited = await rateLimited(c, owner);
  if (limited) return limited;
  const generation = await startGeneration(store, brief, parsed.data, providerFor(c.env));
  if (isRefusal(generation)) return refuse(generation);
  const { itemId, revision } = generation;

  return streamSSE(c, async (stream) => {
    const send = async <K extends keyof GenerationEvents>(event: K, data: GenerationEvents[K]) => {
      // A visitor who went away (a reload, a closed tab) does not stop the writing: the text is
      // saved as it goes and the screen picks it up again from the item (docs/api.md, "Generation").
      if (!stream.aborted) await stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
    };
    c.req.raw.signal.addEventListener("abort", () => stream.abort());

    await send("start", { itemId, revision });
    const run = writeGeneration(store, generation, (text) => send("delta", { text }));
    // The revision is ended and saved even when the visitor has gone and the response is closed.
    c.executionCtx.waitUntil(run);
    const end = await run;
    if (end.status === "complete") await send("done", { itemId, revision, title: end.title, writer: end.provider });
    else if (end.status === "stopped")
      await send("stopped", { itemId, revision, writer: end.provider, ...(end.reason ? { reason: end.reason } : {}) });
    else if (end.status === "unchanged")
      await send("unchanged", { itemId, revision, writer: end.provider, reason: end.reason });
    else if (end.reason === "save_failed")
      await send("error", {
        code: "save_failed",
        message: "The text could not be saved. The version keeps the text saved before; please try again.",
        kept: end.text.length,
      });
    else if (end.reason === "output_too_long")
      await send("error", {
        code: "output_too_long",
        message: "The text reached the longest a version may be. What was written so far is kept.",
      });
    else
      await send("error", {
        code: "generation_failed",
        message: "The text could not be generated. What was written so far is kept; please try again.",
      });
  });
});
