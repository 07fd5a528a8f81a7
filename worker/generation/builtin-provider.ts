import { composeBuiltin } from "./builtin/compose";
import { parseInstruction } from "./builtin/instructions";
import { streamText } from "./builtin/stream";
import type { GenerationProvider } from "./provider";
import { understandInstruction } from "./understand";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The default provider (DESIGN.md section 5): no network; composes the text from the brief, the
 * seed and every refinement asked so far, then streams it in small pieces over `streamMs`
 * (BUILTIN_STREAM_MS, 4 s by default: about a hosted model's pace, so the screen behaves locally as
 * it will in production and Stop has something to stop; 0 in tests and the benchmark).
 */
export function builtinProvider({ streamMs = 0 }: { streamMs?: number } = {}): GenerationProvider {
  return {
    name: "builtin",
    async generate(request, signal) {
      const instructions = request.instruction ? [...request.instructions, request.instruction] : request.instructions;
      const composition = composeBuiltin({
        template: request.template,
        locale: request.locale,
        inputs: request.inputs,
        seed: request.seed,
        refinements: instructions.flatMap((instruction) => parseInstruction(instruction)),
        // "Mention free shipping", alone or beside a refinement ("more formal and mention …"), adds a point.
        notes: instructions.flatMap((instruction) => understandInstruction(instruction).notes),
      });
      // "Continue": the same seed and instructions compose the same text, so what was written is
      // its start; only the rest is streamed (nothing, if the text no longer starts that way).
      const resume = request.resumeAfter;
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
