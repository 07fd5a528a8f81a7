import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { validateBrief } from "../../shared/brief";
import { findTemplate } from "../../shared/catalog/templates";
import {
  GenerationBody,
  type GenerationEvents,
  MAX_GENERATION_BODY_BYTES,
  MAX_OUTPUT_TOKENS,
  revisionByteCap,
} from "../../shared/generation";
import { fnv1a } from "../../shared/hash";
import type { Locale } from "../../shared/locales";
import type { AppEnv } from "../context";
import { providerFor } from "../generation";
import { parseInstruction } from "../generation/builtin/instructions";
import type { GenerationRequest } from "../generation/provider";
import { runGeneration } from "../generation/run";
import { understoodFor } from "../generation/understand";
import {
  createItemWithRevision,
  effectiveStatus,
  getOwnedItem,
  instructionChain,
  listRevisions,
  startRevision,
} from "../items/store";
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
  const latest = revisions.at(-1);
  // "Continue" (docs/api.md, "Generation"): a stopped version is written again from its own seed
  // and instructions, and the writer picks up where it stopped.
  const resumed =
    request.continueFrom === undefined
      ? undefined
      : revisions.find((r) => r.number === request.continueFrom && effectiveStatus(r) === "stopped" && r.content);
  if (request.continueFrom !== undefined && !resumed) {
    return apiError(c, 400, "nothing_to_continue", "Only a stopped version with text can be continued");
  }
  // The version being refined, and the instructions behind it (a restored version brings its own).
  const basis = resumed ? revisions.find((r) => r.number === resumed.number - 1) : latest;
  const history = basis ? instructionChain(revisions, basis.number) : [];
  const instruction = resumed ? resumed.instruction : request.instruction || null;
  // A translation request changes the language; otherwise a refinement keeps the latest one.
  const translated = instruction ? parseInstruction(instruction).findLast((r) => r.kind === "translate") : undefined;
  const locale: Locale =
    resumed?.locale ?? (translated?.kind === "translate" ? translated.locale : (latest?.locale ?? request.locale));
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
    ? await startRevision(db, item.id, (latest?.number ?? 0) + 1, {
        instruction,
        locale,
        provider: provider.name,
      })
    : 1;
  if (revision === "item_gone") return itemNotFound(c);
  if (revision === "in_progress")
    return apiError(c, 409, "generation_in_progress", "Another generation for this item is still running");

  // A stable seed: the same brief gives the same first draft; each later version its own; a
  // continued version the seed of the one it continues.
  const seedOf = (number: number) =>
    number === 1
      ? fnv1a(`${template.slug}\n${locale}\n${JSON.stringify(brief.inputs)}`)
      : fnv1a(`${target.id}:${number}`);
  const seed = seedOf(resumed?.number ?? revision);
  const generation: GenerationRequest = {
    template,
    locale,
    inputs: brief.inputs,
    seed,
    instructions: history,
    previous: basis?.content,
    instruction: instruction ?? undefined,
    resumeAfter: resumed?.content,
    maxTokens: MAX_OUTPUT_TOKENS[template.output],
  };

  return streamSSE(c, async (stream) => {
    const send = async <K extends keyof GenerationEvents>(event: K, data: GenerationEvents[K]) => {
      // A visitor who went away (a reload, a closed tab) does not stop the writing: the text is
      // saved as it goes and the screen picks it up again from the item (docs/api.md, "Generation").
      if (!stream.aborted) await stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
    };
    c.req.raw.signal.addEventListener("abort", () => stream.abort());

    const understood = understoodFor(provider.name, instruction);
    await send("start", { itemId: target.id, revision, ...(understood ? { understood } : {}) });
    const run = runGeneration({
      db,
      itemId: target.id,
      revision,
      provider,
      request: generation,
      signal: new AbortController().signal,
      initialText: resumed?.content,
      onText: (text) => send("delta", { text }),
      maxBytes: revisionByteCap(template.output),
    });
    // The revision is ended and saved even when the visitor has gone and the response is closed.
    c.executionCtx.waitUntil(run);
    const end = await run;
    if (end.status === "complete") await send("done", { itemId: target.id, revision, title: end.title });
    else if (end.status === "stopped") await send("stopped", { itemId: target.id, revision });
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
