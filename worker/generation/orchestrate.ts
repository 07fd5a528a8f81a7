import { type BriefIssue, validateBrief } from "../../shared/brief";
import { findTemplate, type TemplateDefinition } from "../../shared/catalog/templates";
import { MAX_PASSAGE_LENGTH, MAX_VERSION_SECONDS, revisionByteCap, type Step } from "../../shared/generation";
import { fnv1a } from "../../shared/hash";
import type { Locale } from "../../shared/locales";
import {
  chainRoot,
  createItemWithRevision,
  effectiveStatus,
  getOwnedItem,
  type ItemRow,
  listRevisions,
  refinementOf,
  requestChain,
  startRevision,
} from "../items/store";
import type { ValidGenerationBody } from "./body";
import { passageProblem } from "./patch";
import type { GenerationProvider, GenerationRequest } from "./provider";
import { type RunEnd, runGeneration } from "./run";
import { tokenBudget } from "./template-guides";

/**
 * The generation itself, apart from HTTP (docs/api.md, "Generation"): which brief, which version
 * it refines or continues, in which language and from which seed, the revision it writes, and the
 * run. `POST /api/generations` (worker/api/generations.ts) parses the body, rate-limits, and turns
 * the refusals and the run's end into status codes and events.
 */

type Body = ValidGenerationBody;

/** Why a generation does not start, with the API's status and code. */
export type Refusal =
  | { status: 404; code: "item_not_found" | "template_not_found"; message: string }
  | { status: 400; code: "invalid_brief"; message: string; fields: BriefIssue[] }
  | {
      status: 400;
      code: "nothing_to_continue" | "nothing_to_refine" | "same_language" | "bad_passage";
      message: string;
    }
  | { status: 409; code: "generation_in_progress" | "version_conflict"; message: string };

/** The owner's item (when refining) or the template, and the brief to write from. */
export type Brief = {
  item: ItemRow | null;
  template: TemplateDefinition;
  inputs: Record<string, string>;
  /** The draft's next version is written from this new brief, which becomes the draft's. */
  changed?: boolean;
};

/** A reserved revision and everything its run needs. */
export type Generation = {
  itemId: string;
  revision: number;
  provider: GenerationProvider;
  request: GenerationRequest;
  /** What this version answers (a request, or the one of the version it continues), if anything. */
  asked: Step | null;
  /** "Continue": the text written before the stop, sent first. */
  initialText?: string;
};

export const isRefusal = (value: object): value is Refusal => "code" in value && "status" in value;

/** The brief: the item's own (refining) or the visitor's, checked against its template. */
export async function readBrief(db: D1Database, owner: string, body: Body): Promise<Brief | Refusal> {
  const item = body.itemId ? await getOwnedItem(db, owner, body.itemId) : null;
  if (body.itemId && !item) return itemNotFound;
  const template = findTemplate(item?.template ?? body.template);
  if (!template)
    return { status: 404, code: "template_not_found", message: `No template "${body.template.slice(0, 80)}"` };
  // A brief sent with a draft, for a new version of it (no refinement, message or Continue), is a
  // changed brief for that version ("as a new version of this draft", docs/api.md, "Generation");
  // refinements keep the draft's brief, whatever they send.
  const asking = body.refinement !== undefined || Boolean(body.instruction) || body.continueFrom !== undefined;
  const own = item ? (JSON.parse(item.inputs) as Record<string, string>) : null;
  if (item && own && (asking || Object.keys(body.inputs).length === 0)) return { item, template, inputs: own };
  const brief = validateBrief(template, body.inputs);
  if (brief.issues.length) {
    return {
      status: 400,
      code: "invalid_brief",
      message: brief.issues.map((issue) => issue.message).join("; "),
      fields: brief.issues,
    };
  }
  // The draft's own brief sent again is another take on it, not a change.
  const changed = own !== null && JSON.stringify(brief.inputs) !== JSON.stringify(own);
  return { item, template, inputs: brief.inputs, changed };
}

const itemNotFound: Refusal = { status: 404, code: "item_not_found", message: "No such item" };

/**
 * Chooses what to write and reserves its revision: a new item with revision 1, or the item's next
 * revision (refining the latest version, or the one before a stopped version being continued).
 */
export async function startGeneration(
  db: D1Database,
  owner: string,
  brief: Brief,
  body: Body,
  provider: GenerationProvider,
): Promise<Generation | Refusal> {
  const { item, template, inputs } = brief;
  const unfit = passageRequestProblem(body);
  if (unfit) return badPassage(unfit);
  const revisions = item ? await listRevisions(db, item.id) : [];
  // Every item has its first version from the start: none means it was deleted just now.
  if (item && revisions.length === 0) return itemNotFound;
  if (body.passage) {
    // Offsets are read against the version the screen shows; a newer one is a conflict below.
    const shown = revisions.find((r) => r.number === body.basedOn);
    const problem = shown
      ? passageProblem(shown.content, body.passage, MAX_PASSAGE_LENGTH)
      : `No version ${body.basedOn}.`;
    if (problem) return badPassage(problem);
  }
  const latest = revisions.at(-1);
  // "Continue": a stopped version is written again from its own seed and instructions, and the
  // writer picks up where it stopped.
  const resumed =
    body.continueFrom === undefined
      ? undefined
      : revisions.find((r) => r.number === body.continueFrom && effectiveStatus(r) === "stopped" && r.content);
  if (body.continueFrom !== undefined && !resumed) {
    return { status: 400, code: "nothing_to_continue", message: "Only a stopped version with text can be continued" };
  }
  // The version being refined, and the requests behind it (a restored version brings its own).
  const basis = resumed ? revisions.find((r) => r.number === resumed.number - 1) : latest;
  // A changed brief starts afresh, as a first draft does: no earlier requests, no text to edit.
  const history = basis && !brief.changed ? requestChain(revisions, basis.number) : [];
  const asked: Step | null = resumed
    ? resumed.instruction !== null || resumed.refinement !== null
      ? { refinement: refinementOf(resumed), instruction: resumed.instruction }
      : null
    : body.refinement || body.instruction
      ? {
          refinement: body.refinement ?? null,
          instruction: body.instruction || null,
          ...(body.passage ? { passage: body.passage } : {}),
        }
      : null;
  if (asked && !basis)
    return { status: 400, code: "nothing_to_refine", message: "A refinement needs an itemId whose text it changes" };
  // The language is chosen, never guessed: a translation names it; otherwise the text keeps its own.
  const translation = asked?.refinement?.kind === "translate" ? asked.refinement.locale : undefined;
  const current = basis?.locale ?? latest?.locale ?? body.locale;
  if (translation && !resumed && translation === current)
    return { status: 400, code: "same_language", message: `The text is already in "${translation}"` };
  // A changed brief comes with the language chosen beside it.
  const locale: Locale =
    resumed?.locale ?? translation ?? (brief.changed ? body.locale : latest?.locale) ?? body.locale;

  // A new item and its first revision go in one round trip; a refinement reserves the next number.
  const target =
    item ??
    (await createItemWithRevision(
      db,
      { owner, template: template.slug, locale, inputs: JSON.stringify(inputs) },
      { provider: provider.name },
    ));
  const revision = item
    ? await startRevision(
        db,
        item.id,
        (latest?.number ?? 0) + 1,
        {
          refinement: asked?.refinement ?? null,
          instruction: asked?.instruction ?? null,
          passage: asked?.passage ?? null,
          locale,
          provider: provider.name,
          inputs: brief.changed ? JSON.stringify(inputs) : undefined,
        },
        body.basedOn,
      )
    : 1;
  if (revision === "item_gone") return itemNotFound;
  if (revision === "version_conflict")
    return {
      status: 409,
      code: "version_conflict",
      message: `Version ${body.basedOn} is no longer the newest: another tab or device has written one since`,
    };
  if (revision === "in_progress")
    return {
      status: 409,
      code: "generation_in_progress",
      message: "Another generation for this item is still running",
    };

  // A stable seed: the same brief gives the same first draft; each later version its own; a
  // continued version the seed of the one it continues. The first draft's is of its own language,
  // which a translation of it (whose `locale` is its target) must compose from again.
  const firstLocale = revisions[0]?.locale ?? locale;
  const seedOf = (number: number) =>
    number === 1
      ? fnv1a(`${template.slug}\n${firstLocale}\n${JSON.stringify(inputs)}`)
      : fnv1a(`${target.id}:${number}`);
  const seed = seedOf(resumed?.number ?? revision);
  // A refinement (or a continued refinement) edits the version its chain started from.
  const rootSeed = asked && basis !== undefined ? seedOf(chainRoot(revisions, basis.number)) : seed;
  return {
    itemId: target.id,
    revision,
    provider,
    asked,
    initialText: resumed?.content,
    request: {
      template,
      locale,
      originLocale: firstLocale,
      inputs,
      seed,
      rootSeed,
      earlier: history,
      previous: brief.changed ? undefined : basis?.content,
      asked: asked ?? undefined,
      resumeAfter: resumed?.content,
      maxTokens: tokenBudget(template, inputs, locale),
      passage: asked?.passage ?? undefined,
    },
  };
}

const badPassage = (message: string): Refusal => ({ status: 400, code: "bad_passage", message });

/**
 * What makes a passage request unfit before any text is read (docs/api.md, "Refining a passage"):
 * it refines a version the screen names, with a change other than a translation.
 */
function passageRequestProblem(body: Body): string | null {
  if (!body.passage) return null;
  if (!body.itemId || body.basedOn === undefined)
    return "A passage needs the itemId and basedOn of the version it is part of.";
  if (body.continueFrom !== undefined) return "A passage cannot be continued; refine the whole text instead.";
  if (!body.refinement && !body.instruction) return "A passage needs a refinement or a message saying what to change.";
  if (body.refinement?.kind === "translate") return "A passage cannot be translated alone; translate the whole text.";
  const { start, end } = body.passage;
  if (start < 0 || end <= start) return "The passage must end after it starts (0 ≤ start < end).";
  if (end - start > MAX_PASSAGE_LENGTH)
    return `The passage is ${end - start} characters long; at most ${MAX_PASSAGE_LENGTH} can be refined alone.`;
  return null;
}

/**
 * Writes the reserved revision to its end (worker/generation/run.ts). Only a stop through the API
 * ends it early: a visitor who goes away does not.
 */
export function writeGeneration(
  db: D1Database,
  generation: Generation,
  onText: (text: string) => Promise<void>,
): Promise<RunEnd> {
  return runGeneration({
    db,
    itemId: generation.itemId,
    revision: generation.revision,
    provider: generation.provider,
    request: generation.request,
    signal: new AbortController().signal,
    initialText: generation.initialText,
    onText,
    maxBytes: revisionByteCap(generation.request.template.output),
    maxDurationMs: MAX_VERSION_SECONDS[generation.request.template.output] * 1000,
  });
}
