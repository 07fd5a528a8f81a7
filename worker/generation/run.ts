import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import { checkpointRevision, finishRevision } from "../items/store";
import type { GenerationProvider, GenerationRequest } from "./provider";

/** Progress is saved at most this often while text arrives (docs/api.md, "Generation"). */
export const CHECKPOINT_INTERVAL_MS = 2000;

export type RunEnd =
  | { status: "complete"; text: string; title: string }
  | { status: "stopped"; text: string }
  | { status: "failed"; text: string; reason: "output_too_long" | "generation_failed" };

export type RunOptions = {
  db: D1Database;
  itemId: string;
  revision: number;
  provider: GenerationProvider;
  request: GenerationRequest;
  /** Aborted when the visitor stops (or goes away): the provider stops, the text so far is kept. */
  signal: AbortSignal;
  /** Receives each piece of text as it is accepted; a failure to deliver it never stops the run. */
  onText: (piece: string) => Promise<void>;
  maxBytes: number;
  checkpointMs?: number;
};

const encoder = new TextEncoder();

/**
 * Writes one revision from a provider's stream: bounded to `maxBytes` (cut at a code point, never
 * inside a character), saved every `checkpointMs` while text arrives so a worker that dies
 * mid-stream loses at most that much, and ended exactly once as complete, stopped or failed with
 * the text that was written. The HTTP handler only turns the result into events.
 */
export async function runGeneration(options: RunOptions): Promise<RunEnd> {
  const { db, itemId, revision, signal } = options;
  const checkpointMs = options.checkpointMs ?? CHECKPOINT_INTERVAL_MS;
  let text = "";
  let bytes = 0;
  let savedLength = 0;
  let lastSave = Date.now();
  let locale: Locale = options.request.locale;

  const finish = async (status: Exclude<RevisionStatus, "streaming">) =>
    finishRevision(db, itemId, revision, { content: text, status, locale, title: titleOf(text) || undefined });

  // The provider's own abort follows the visitor's, and also the byte cap's.
  const upstream = new AbortController();
  const stopUpstream = () => upstream.abort();
  signal.addEventListener("abort", stopUpstream, { once: true });
  try {
    const generation = await options.provider.generate(options.request, upstream.signal);
    locale = generation.locale;
    for await (const piece of generation.chunks) {
      if (signal.aborted) break;
      const size = encoder.encode(piece).byteLength;
      if (bytes + size > options.maxBytes) {
        // What fits is still shown, so the screen and the stored text stay the same.
        const fitted = fitBytes(piece, options.maxBytes - bytes);
        text += fitted;
        if (fitted) await options.onText(fitted).catch(() => undefined);
        upstream.abort();
        await finish("failed");
        return { status: "failed", text, reason: "output_too_long" };
      }
      text += piece;
      bytes += size;
      await options.onText(piece).catch(() => undefined);
      if (Date.now() - lastSave >= checkpointMs && text.length > savedLength) {
        await checkpointRevision(db, itemId, revision, text);
        savedLength = text.length;
        lastSave = Date.now();
      }
    }
    if (signal.aborted) {
      await finish("stopped");
      return { status: "stopped", text };
    }
    await finish("complete");
    return { status: "complete", text, title: titleOf(text) };
  } catch (error) {
    if (signal.aborted) {
      await finish("stopped");
      return { status: "stopped", text };
    }
    console.error("Generation failed:", error);
    await finish("failed");
    return { status: "failed", text, reason: "generation_failed" };
  } finally {
    signal.removeEventListener("abort", stopUpstream);
  }
}

/** The longest start of `piece` that fits in `budget` bytes, ending on a whole code point. */
function fitBytes(piece: string, budget: number): string {
  let used = 0;
  let fitted = "";
  for (const char of piece) {
    used += encoder.encode(char).byteLength;
    if (used > budget) break;
    fitted += char;
  }
  return fitted;
}
