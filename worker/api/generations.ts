import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { validateBrief } from "../../shared/brief";
import { findTemplate } from "../../shared/catalog/templates";
import { GenerationBody, type GenerationEvents, MAX_GENERATION_BODY_BYTES } from "../../shared/generation";
import { fnv1a } from "../../shared/hash";
import type { Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import type { AppEnv } from "../context";
import { providerFor } from "../generation";
import { parseInstruction } from "../generation/builtin/instructions";
import { createItemWithRevision, finishRevision, getOwnedItem, listRevisions, startRevision } from "../items/store";
import { readJsonBody } from "./body";
import { apiError, itemNotFound } from "./errors";
import { rateLimited } from "./rate-limit";

/**
 * POST /api/generations: validates everything before the stream starts (400/404/409/413/429 as
 * JSON), then streams `start`, many `delta`, and `done` or `error` as server-sent events. The
 * visitor middleware is mounted on /generations in ./index.ts.
 */
export const generationsApi = new Hono<AppEnv>();

generationsApi.post("/", async (c) => {
  const body = await readJsonBody(c, MAX_GENERATION_BODY_BYTES);
  if (body instanceof Response) return body;
  const parsed = GenerationBody.safeParse(body);
  if (!parsed.success) {
    return apiError(
      c,
      400,
      "invalid_request",
      parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "),
    );
  }
  const request = parsed.data;
  const owner = c.get("visitorId");
  const db = c.env.DB;

  const item = request.itemId ? await getOwnedItem(db, owner, request.itemId) : null;
  if (request.itemId && !item) return itemNotFound(c);
  const template = findTemplate(item?.template ?? request.template);
  if (!template) return apiError(c, 404, "template_not_found", `No template "${request.template.slice(0, 80)}"`);
  const brief = item
    ? { inputs: JSON.parse(item.inputs) as Record<string, string>, issues: [] }
    : validateBrief(template, request.inputs);
  if (brief.issues.length) {
    return c.json(
      {
        error: { code: "invalid_brief", message: brief.issues.map((i) => i.message).join("; "), fields: brief.issues },
      },
      400,
    );
  }

  const limited = await rateLimited(c, owner);
  if (limited) return limited;

  const revisions = item ? await listRevisions(db, item.id) : [];
  const previous = revisions.at(-1);
  const history = revisions.flatMap((r) => (r.instruction ? [r.instruction] : []));
  // A translation request changes the language; otherwise a refinement keeps the latest one.
  const translated = request.instruction
    ? parseInstruction(request.instruction).findLast((r) => r.kind === "translate")
    : undefined;
  const locale: Locale = translated?.kind === "translate" ? translated.locale : (previous?.locale ?? request.locale);
  const provider = providerFor(c.env);

  // A new item and its first revision go in one round trip; a refinement reserves the next number.
  const target =
    item ??
    (await createItemWithRevision(
      db,
      { owner, template: template.slug, locale, inputs: JSON.stringify(brief.inputs) },
      { instruction: null, provider: provider.name },
    ));
  const revision = item
    ? await startRevision(db, item.id, (previous?.number ?? 0) + 1, {
        instruction: request.instruction || null,
        locale,
        provider: provider.name,
      })
    : 1;
  if (revision === "item_gone") return itemNotFound(c);
  if (revision === "in_progress")
    return apiError(c, 409, "generation_in_progress", "Another generation for this item is still running");

  // A stable seed: the same brief gives the same first draft; each later version its own.
  const seed =
    revision === 1
      ? fnv1a(`${template.slug}\n${locale}\n${JSON.stringify(brief.inputs)}`)
      : fnv1a(`${target.id}:${revision}`);
  const abort = new AbortController();

  return streamSSE(c, async (stream) => {
    let text = "";
    let finished = false;
    const send = <K extends keyof GenerationEvents>(event: K, data: GenerationEvents[K]) =>
      stream.writeSSE({ event, data: JSON.stringify(data) });
    // The visitor left: stop the provider and keep what was written as a "stopped" revision.
    const save = (status: "complete" | "stopped" | "failed", writtenIn: Locale) =>
      finishRevision(db, target.id, revision, {
        content: text,
        status,
        locale: writtenIn,
        title: titleOf(text) || undefined,
      });
    // The response body is cancelled, or (with enable_request_signal) the visitor disconnected.
    c.req.raw.signal.addEventListener("abort", () => stream.abort());
    stream.onAbort(() => {
      abort.abort();
      if (!finished) {
        finished = true;
        c.executionCtx.waitUntil(save("stopped", locale));
      }
    });

    await send("start", { itemId: target.id, revision });
    let writtenIn = locale;
    try {
      const generation = await provider.generate(
        {
          template,
          locale,
          inputs: brief.inputs,
          seed,
          instructions: history,
          previous: previous?.content,
          instruction: request.instruction || undefined,
        },
        abort.signal,
      );
      writtenIn = generation.locale;
      for await (const piece of generation.chunks) {
        if (abort.signal.aborted) break;
        text += piece;
        await send("delta", { text: piece });
      }
      if (finished) return;
      finished = true;
      await save(abort.signal.aborted ? "stopped" : "complete", writtenIn);
      await send("done", { itemId: target.id, revision, title: titleOf(text) });
    } catch (error) {
      if (finished) return;
      finished = true;
      console.error("Generation failed:", error);
      await save("failed", writtenIn);
      await send("error", {
        code: "generation_failed",
        message: "The text could not be generated. What was written so far is kept; please try again.",
      });
    }
  });
});
