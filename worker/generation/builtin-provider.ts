import type { Locale } from "../../shared/locales";
import { composeBuiltin, type Note } from "./builtin/compose";
import { streamText } from "./builtin/stream";
import { noteLanguages, parseInstruction, type Refinement, sectionLanguage } from "./instructions";
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
        // A refinement edits the version its chain started from (the same seed), never re-rolls it.
        seed: request.rootSeed,
        briefLocale: request.originLocale ?? request.locale,
        ...readChain(instructions, request.originLocale ?? request.locale),
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

/**
 * The refinements and points to mention asked along a chain. A point to mention, or a section on a
 * named topic, is kept only when asked in the language the text had at that point (after any
 * translation the same message asked): the writer cannot translate the visitor's words, and puts
 * no English heading into a German text. What was kept once stays through later translations, as
 * the visitor's own words (docs/writer.md, "Refinements").
 */
function readChain(instructions: readonly string[], origin: Locale): { refinements: Refinement[]; notes: Note[] } {
  let locale = origin;
  const refinements: Refinement[] = [];
  const notes: Note[] = [];
  for (const instruction of instructions) {
    const asked = parseInstruction(instruction);
    const translated = asked.findLast((r) => r.kind === "translate");
    if (translated?.kind === "translate") locale = translated.locale;
    const section = sectionLanguage(instruction);
    refinements.push(...asked.filter((r) => r.kind !== "add-section" || !r.topic || !section || section === locale));
    const languages = noteLanguages(instruction);
    if (!languages || languages.includes(locale))
      notes.push(...understandInstruction(instruction).notes.map((text) => ({ text })));
  }
  return { refinements, notes };
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
