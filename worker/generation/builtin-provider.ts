import { applyPatch, diffLines, structuredPatch } from "diff";
import type { Passage, Refinement, Step } from "../../shared/generation";
import { composeBuiltin, takesPoints } from "./builtin/compose";
import { streamText } from "./builtin/stream";
import type { GenerationProvider } from "./provider";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The default writer (docs/writer.md, "What the offline writer does"): no network; composes the text from
 * the brief, the seed and every refinement asked so far, then streams it in small pieces over
 * `streamMs` (BUILTIN_STREAM_MS, 4 s by default: about a hosted model's pace, so the screen behaves
 * locally as it will in production and Stop has something to stop; 0 in tests and the benchmark).
 *
 * It follows the buttons only. A chat message in words is not read (a model reads it): the answer
 * is "unchanged", and the screen offers what the writer can do instead. A refinement that would
 * give the very text on screen, a point the format has no place for, or a section asked without
 * what it should say, is "unchanged" too, so no
 * version is stored that differs from the last in name only.
 */
export function builtinProvider({ streamMs = 0 }: { streamMs?: number } = {}): GenerationProvider {
  return {
    name: "builtin",
    async generate(request, signal) {
      const resume = request.resumeAfter;
      const asked = resume === undefined ? request.asked : undefined;
      if (asked && !asked.refinement) return { unchanged: "free-text" };
      if (asked?.refinement?.kind === "add-point" && !takesPoints(request.template)) return { unchanged: "no-place" };
      // A section is written from what the visitor says it should say, never from a placeholder.
      if (asked?.refinement?.kind === "add-section" && !asked.refinement.text) return { unchanged: "needs-text" };
      const refinementsOf = (steps: readonly Step[]) =>
        steps.flatMap((step): Refinement[] => (step.refinement ? [step.refinement] : []));
      const compose = (steps: readonly Step[], locale = request.locale) =>
        composeBuiltin({
          template: request.template,
          locale,
          inputs: request.inputs,
          // A refinement edits the version its chain started from (the same seed), never re-rolls it.
          seed: request.rootSeed,
          briefLocale: request.originLocale ?? request.locale,
          refinements: refinementsOf(steps),
        });
      const composition = compose([...request.earlier, ...(request.asked ? [request.asked] : [])]);
      if (asked && request.previous !== undefined) {
        const previous = request.previous;
        // The text on screen may not be the one the writer would compose for the earlier steps: the
        // visitor edited it by hand, or an earlier change was made to a selected passage only. This
        // change is then the writer's own line changes for it, made on the text on screen, so
        // nothing the visitor wrote is undone; where they no longer fit, nothing changes
        // (docs/writer.md, "What the offline writer does").
        // Composed in the language the text on screen is in: a translation's `locale` is its target,
        // and the chain's earlier translations, if any, set the language again as it went.
        const translating = asked.refinement?.kind === "translate";
        const before = compose(
          request.earlier,
          translating ? (request.originLocale ?? request.locale) : request.locale,
        ).markdown;
        const changed =
          before === previous
            ? composition.markdown
            : applyPatch(previous, structuredPatch("", "", before, composition.markdown, "", "", { context: 1 }));
        if (changed === false) return { unchanged: "hand-edited" };
        // A selected passage: only the changes that fall inside it are made (docs/api.md, "Refining a passage").
        const text = request.passage ? changesWithin(previous, changed, request.passage) : changed;
        if (text === previous) return { unchanged: "same-text" };
        return { locale: composition.locale, chunks: paced(text, streamMs, signal) };
      }
      // "Continue": the same seed and refinements compose the same text, so what was written is
      // its start; only the rest is streamed (nothing, if the text no longer starts that way).
      const rest =
        resume === undefined
          ? composition.markdown
          : composition.markdown.startsWith(resume)
            ? composition.markdown.slice(resume.length)
            : "";
      return { locale: composition.locale, chunks: paced(rest, streamMs, signal) };
    },
  };
}

async function* paced(markdown: string, streamMs: number, signal: AbortSignal): AsyncGenerator<string> {
  const pieces: string[] = [];
  for await (const piece of streamText(markdown, { signal })) pieces.push(piece);
  const delay = streamMs / Math.max(1, pieces.length);
  for (const piece of pieces) {
    if (signal.aborted) return;
    yield piece;
    if (delay >= 1) await sleep(delay);
  }
}

/**
 * `before` with those of the line changes that turn it into `after` which lie inside `passage`:
 * a line the writer drops, adds or rewords there. Changes outside it are left undone, so the
 * text outside the passage stays byte for byte.
 */
export function changesWithin(before: string, after: string, passage: Passage): string {
  const edits: Array<{ from: number; to: number; text: string }> = [];
  let offset = 0;
  for (const change of diffLines(before, after)) {
    const last = edits.at(-1);
    const open = last && last.to === offset && (change.added || change.removed);
    if (change.added) {
      if (open) last.text += change.value;
      else edits.push({ from: offset, to: offset, text: change.value });
    } else if (change.removed) {
      if (open) last.to += change.value.length;
      else edits.push({ from: offset, to: offset + change.value.length, text: "" });
      offset += change.value.length;
    } else {
      offset += change.value.length;
    }
  }
  // A line ends with its line break, which a selection of the line's words leaves out: an edit
  // counts as inside when what it removes, line breaks aside, is.
  const removedEnd = (edit: { from: number; to: number }) =>
    Math.max(edit.from, edit.to - (/\n*$/.exec(before.slice(edit.from, edit.to))?.[0].length ?? 0));
  let text = before;
  for (const edit of edits.reverse()) {
    if (edit.from >= passage.start && removedEnd(edit) <= passage.end)
      text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
  }
  return text;
}
