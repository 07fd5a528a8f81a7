import { z } from "zod";
import type { Passage, Refinement } from "../../shared/generation";

/**
 * Edits as patches (docs/writer.md, "Edits as patches"): for a local change ("add a point", "add a
 * section") a model returns operations on the version on screen instead of the whole text again.
 * They are applied only when every string they name occurs exactly once in that text; otherwise
 * the edit is written as a whole rewrite. Everything a patch does not touch stays byte for byte.
 */

/** The refinements answered with a patch: local changes. Global ones (shorter, tone, translate) are rewrites. */
export function patchable(refinement: Refinement | null, instruction: string | null): boolean {
  return !instruction && (refinement?.kind === "add-point" || refinement?.kind === "add-section");
}

const MAX_OPERATIONS = 6;

export const PatchSchema = z.object({
  operations: z
    .array(
      z.discriminatedUnion("op", [
        z.object({
          op: z.literal("replace"),
          find: z.string().min(1).describe("an exact passage of the text, copied character for character"),
          replace: z.string().describe("what replaces it"),
        }),
        z.object({
          op: z.literal("insert_after"),
          anchor: z.string().min(1).describe("an exact passage of the text, copied character for character"),
          text: z.string().min(1).describe("what is inserted right after it, with its own line breaks"),
        }),
      ]),
    )
    .min(1)
    .max(MAX_OPERATIONS),
});
export type Patch = z.output<typeof PatchSchema>;

/** Why a patch was not applied: the edit is then written whole (logged as the rewrite's reason). */
export type PatchRefusal = "unreadable" | "not_found" | "ambiguous" | "overlap" | "no_change";

/** Where `needle` occurs in `text`, and whether exactly once. */
function onlyIndex(text: string, needle: string): number | "not_found" | "ambiguous" {
  const first = text.indexOf(needle);
  if (first < 0) return "not_found";
  return text.indexOf(needle, first + 1) >= 0 ? "ambiguous" : first;
}

/**
 * A block inserted after a line's end starts on a line of its own: "## Title" or "- point" glued
 * to the anchor's sentence would be neither a heading nor a list item.
 */
function insertion(base: string, at: number, text: string): string {
  if (/^\s/u.test(text) || !/^(#{1,6}\s|[-*+]\s|\d+[.)]\s)/u.test(text)) return text;
  const lineStart = base.lastIndexOf("\n", at - 1) + 1;
  const listItem = /^\s*([-*+]|\d+[.)])\s/u.test(base.slice(lineStart, at));
  return `${listItem && /^([-*+]|\d+[.)])\s/u.test(text) ? "\n" : "\n\n"}${text}`;
}

/** The base text with the patch applied, or why not. */
export function applyPatch(
  base: string,
  answer: unknown,
): { ok: true; text: string } | { ok: false; why: PatchRefusal } {
  const parsed = PatchSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, why: "unreadable" };
  const edits: Array<{ from: number; to: number; text: string }> = [];
  for (const operation of parsed.data.operations) {
    const needle = operation.op === "replace" ? operation.find : operation.anchor;
    const index = onlyIndex(base, needle);
    if (typeof index !== "number") return { ok: false, why: index };
    const end = index + needle.length;
    edits.push(
      operation.op === "replace"
        ? { from: index, to: end, text: operation.replace }
        : { from: end, to: end, text: insertion(base, end, operation.text) },
    );
  }
  edits.sort((a, b) => a.from - b.from || a.to - b.to);
  for (let i = 1; i < edits.length; i++) {
    const [before, after] = [edits[i - 1], edits[i]];
    if (before && after && after.from < before.to) return { ok: false, why: "overlap" };
  }
  let text = base;
  for (const edit of [...edits].reverse()) text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
  return text === base ? { ok: false, why: "no_change" } : { ok: true, text };
}

/** Why a passage cannot be refined in this text (the `bad_passage` refusal), or null. */
export function passageProblem(text: string, passage: Passage, max: number): string | null {
  const { start, end } = passage;
  if (start < 0 || end <= start) return "The passage must end after it starts (0 ≤ start < end).";
  if (end > text.length) return `The passage ends at ${end}, after the end of the text (${text.length}).`;
  if (end - start > max) return `The passage is ${end - start} characters long; at most ${max} can be refined alone.`;
  // Offsets in the middle of a character (a surrogate pair) would split it.
  const high = (at: number) => (text.charCodeAt(at) & 0xfc00) === 0xd800;
  const splits = (at: number) => at > 0 && at < text.length && high(at - 1);
  if (splits(start) || splits(end)) return "The passage starts or ends inside a character.";
  if (!text.slice(start, end).trim()) return "The passage holds only spaces.";
  return null;
}

/** The text with its passage replaced, the passage's own leading and trailing spaces kept. */
export function spliceInto(text: string, passage: Passage, written: string): string {
  const old = text.slice(passage.start, passage.end);
  const lead = /^\s*/u.exec(old)?.[0] ?? "";
  const trail = /\s*$/u.exec(old)?.[0] ?? "";
  return text.slice(0, passage.start) + lead + written.trim() + trail + text.slice(passage.end);
}
