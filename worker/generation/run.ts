import type { UnchangedReason, Writer } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import { checkpointRevision, discardRevision, finishRevision, stillStreaming } from "../items/store";
import { logEvent } from "../log";
import {
  GenerationError,
  type GenerationProvider,
  type GenerationRequest,
  isUnchanged,
  type TokenUsage,
} from "./provider";

/** Progress is saved at most this often while text arrives (docs/api.md, "Generation"). */
export const CHECKPOINT_INTERVAL_MS = 2000;
/** How often a running generation looks for a stop asked through the API (from any isolate). */
export const STOP_CHECK_INTERVAL_MS = 500;

/** How a run ended, and the writer that answered (a chain's fallback, or the provider itself). */
export type RunEnd = { provider: Writer } & (
  | { status: "complete"; text: string; title: string }
  | { status: "stopped"; text: string }
  | { status: "failed"; text: string; reason: "output_too_long" | "generation_failed" }
  /** The writer wrote nothing new; the reserved version was removed (docs/api.md, "Generation"). */
  | { status: "unchanged"; text: ""; reason: UnchangedReason }
);

export type RunOptions = {
  db: D1Database;
  itemId: string;
  revision: number;
  provider: GenerationProvider;
  request: GenerationRequest;
  /**
   * Aborted to stop from inside this isolate. A visitor's Stop reaches the run through D1 instead
   * (`requestStop` flips the revision's status); a visitor who merely goes away does not stop it.
   */
  signal: AbortSignal;
  /** Receives each piece of text as it is accepted; a failure to deliver it never stops the run. */
  onText: (piece: string) => Promise<void>;
  maxBytes: number;
  checkpointMs?: number;
  stopCheckMs?: number;
  /** Text the version starts with ("Continue": what was written before the stop); sent first. */
  initialText?: string;
};

const encoder = new TextEncoder();

/**
 * Writes one revision from a provider's stream: bounded to `maxBytes` (cut at a code point, never
 * inside a character), saved every `checkpointMs` while text arrives so a worker that dies
 * mid-stream loses at most that much, stopped within `stopCheckMs` of a stop asked through the
 * API, and ended exactly once as complete, stopped or failed with the text that was written. The
 * HTTP handler only turns the result into events.
 */
export async function runGeneration(options: RunOptions): Promise<RunEnd> {
  const started = Date.now();
  let firstTextMs: number | null = null;
  let usage: TokenUsage | undefined;
  const end = await runAndSave(
    options,
    () => {
      firstTextMs ??= Date.now() - started;
    },
    (used) => {
      usage = used;
    },
  );
  // One line per version written (docs/operations.md, "Logs"): its outcome, never its text.
  logEvent(end.status === "failed" ? "warn" : "info", "generation_end", {
    template: options.request.template.slug,
    locale: options.request.locale,
    provider: end.provider,
    status: end.status,
    reason: end.status === "failed" || end.status === "unchanged" ? end.reason : undefined,
    bytes: encoder.encode(end.text).byteLength,
    // A model's tokens, read from its stream: what a template costs (docs/operations.md, "Logs").
    inputTokens: usage?.input,
    outputTokens: usage?.output,
    firstTextMs,
    durationMs: Date.now() - started,
  });
  return end;
}

async function runAndSave(
  options: RunOptions,
  onFirstText: () => void,
  onUsage: (usage: TokenUsage) => void,
): Promise<RunEnd> {
  const { db, itemId, revision, signal } = options;
  const checkpointMs = options.checkpointMs ?? CHECKPOINT_INTERVAL_MS;
  let text = options.initialText ?? "";
  let bytes = encoder.encode(text).byteLength;
  let savedLength = 0;
  let lastSave = Date.now();
  let locale: Locale = options.request.locale;
  let provider: Writer = options.provider.name;

  const finish = async (status: Exclude<RevisionStatus, "streaming">) =>
    finishRevision(db, itemId, revision, {
      content: text,
      status,
      locale,
      title: titleOf(text) || undefined,
      provider: provider === options.provider.name ? undefined : provider,
    });

  // The provider's own abort follows a stop (from this isolate or through D1) and the byte cap.
  const upstream = new AbortController();
  let stopped = signal.aborted;
  const stop = () => {
    stopped = true;
    upstream.abort();
  };
  signal.addEventListener("abort", stop, { once: true });
  // Checked on a timer, not per piece: a provider that has gone quiet can still be stopped.
  const stopCheck = setInterval(() => {
    // A check that fails (D1 briefly unreachable) stops nothing; the next one asks again.
    void stillStreaming(db, itemId, revision)
      .then((streaming) => {
        if (!streaming) stop();
      })
      .catch(() => undefined);
  }, options.stopCheckMs ?? STOP_CHECK_INTERVAL_MS);
  try {
    if (text) await options.onText(text).catch(() => undefined);
    const generation = await options.provider.generate(options.request, upstream.signal);
    if (isUnchanged(generation)) {
      await discardRevision(db, itemId, revision);
      return { provider: generation.provider ?? provider, status: "unchanged", text: "", reason: generation.unchanged };
    }
    locale = generation.locale;
    provider = generation.provider ?? provider;
    if (generation.usage) onUsage(generation.usage);
    for await (const piece of generation.chunks) {
      if (stopped) break;
      if (piece) onFirstText();
      const size = encoder.encode(piece).byteLength;
      if (bytes + size > options.maxBytes) {
        // What fits is still shown, so the screen and the stored text stay the same.
        const fitted = fitBytes(piece, options.maxBytes - bytes);
        text += fitted;
        if (fitted) await options.onText(fitted).catch(() => undefined);
        upstream.abort();
        await finish("failed");
        return { provider, status: "failed", text, reason: "output_too_long" };
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
    if (stopped) {
      await finish("stopped");
      return { provider, status: "stopped", text };
    }
    await finish("complete");
    return { provider, status: "complete", text, title: titleOf(text) };
  } catch (error) {
    if (stopped) {
      await finish("stopped");
      return { provider, status: "stopped", text };
    }
    logEvent("error", "generation_error", {
      provider,
      error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown",
    });
    await finish("failed");
    // A model that reached its token limit was cut off, like a text that reached the byte cap.
    const reason = error instanceof GenerationError ? error.reason : "generation_failed";
    return { provider, status: "failed", text, reason };
  } finally {
    clearInterval(stopCheck);
    signal.removeEventListener("abort", stop);
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
