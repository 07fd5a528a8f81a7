import type { StopReason, UnchangedReason, Writer } from "../../shared/generation";
import type { RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { titleOf } from "../../shared/markdown";
import type { VisitorStore } from "../items/visitor-store";
import { logEvent } from "../log";
import {
  GenerationError,
  type GenerationProvider,
  type GenerationRequest,
  isUnchanged,
  type TokenUsage,
  type WritingPath,
} from "./provider";

/** Progress is saved at most this often while text arrives (docs/api.md, "Generation"). */
export const CHECKPOINT_INTERVAL_MS = 2000;
/** How often a running generation looks for a stop asked through the API (from any isolate). */
export const STOP_CHECK_INTERVAL_MS = 500;

/** How a run ended, and the writer that answered (a chain's fallback, or the provider itself). */
export type RunEnd = { provider: Writer } & (
  | { status: "complete"; text: string; title: string }
  /** `length`: the model reached its token limit mid-text; `time_limit`: MAX_VERSION_SECONDS. Both keep Continue. */
  | { status: "stopped"; text: string; reason?: StopReason }
  | { status: "failed"; text: string; reason: "output_too_long" | "generation_failed" | "save_failed" }
  /** The writer wrote nothing new; the reserved version was removed (docs/api.md, "Generation"). */
  | { status: "unchanged"; text: ""; reason: UnchangedReason }
);

/**
 * Where a run saves its version: the owner's Visitor object (worker/items/visitor-store.ts), whose
 * methods these are; tests put a failing one in between.
 */
export type RevisionWriter = Pick<
  VisitorStore,
  "checkpointRevision" | "stillStreaming" | "finishRevision" | "discardRevision"
>;

export type RunOptions = {
  store: RevisionWriter;
  itemId: string;
  revision: number;
  provider: GenerationProvider;
  request: GenerationRequest;
  /**
   * Aborted to stop from inside this isolate. A visitor's Stop reaches the run through the object instead
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
  /** The longest the version may take (MAX_VERSION_SECONDS of its kind): then it stops as written. */
  maxDurationMs?: number;
  /** The waits before each try of the final save (SAVE_BACKOFF_MS; shorter in tests). */
  saveBackoffMs?: readonly number[];
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
  let path: WritingPath | undefined;
  const end = await runAndSave(
    options,
    () => {
      firstTextMs ??= Date.now() - started;
    },
    (used, how) => {
      usage = used;
      path = how;
    },
  );
  // One line per version written (docs/operations.md, "Logs"): its outcome, never its text.
  logEvent(end.status === "failed" ? "warn" : "info", "generation_end", {
    template: options.request.template.slug,
    locale: options.request.locale,
    provider: end.provider,
    status: end.status,
    reason: end.status === "complete" ? undefined : end.reason,
    bytes: encoder.encode(end.text).byteLength,
    // A model's tokens, read from its stream: what a template costs (docs/operations.md, "Logs").
    inputTokens: usage?.input,
    outputTokens: usage?.output,
    // How a model wrote it: text, object, patch, rewrite (a patch that could not apply) or passage.
    path,
    firstTextMs,
    durationMs: Date.now() - started,
  });
  return end;
}

async function runAndSave(
  options: RunOptions,
  onFirstText: () => void,
  onUsage: (usage: TokenUsage | undefined, path: WritingPath | undefined) => void,
): Promise<RunEnd> {
  const { store, itemId, revision, signal } = options;
  const checkpointMs = options.checkpointMs ?? CHECKPOINT_INTERVAL_MS;
  let text = options.initialText ?? "";
  let bytes = encoder.encode(text).byteLength;
  let savedLength = 0;
  /** What D1 holds of this version: the last checkpoint that landed. */
  const savedText = () => text.slice(0, savedLength);
  let lastSave = Date.now();
  let locale: Locale = options.request.locale;
  let provider: Writer = options.provider.name;

  // The final save is retried with a short back-off; one that never lands throws SaveFailed.
  const finish = async (status: Exclude<RevisionStatus, "streaming">) => {
    const result = {
      content: text,
      status,
      locale,
      title: titleOf(text) || undefined,
      provider: provider === options.provider.name ? undefined : provider,
    };
    for (const [attempt, wait] of (options.saveBackoffMs ?? SAVE_BACKOFF_MS).entries()) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await store.finishRevision(itemId, revision, result);
      } catch (error) {
        logEvent("warn", "generation_save_retry", { attempt: attempt + 1, error: errorLine(error) });
      }
    }
    throw new SaveFailed();
  };

  // The provider's own abort follows a stop (from this isolate or through D1) and the byte cap.
  const upstream = new AbortController();
  let stopped = signal.aborted;
  const stop = () => {
    stopped = true;
    upstream.abort();
  };
  signal.addEventListener("abort", stop, { once: true });
  let timedOut = false;
  const timeLimit =
    options.maxDurationMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          stop();
        }, options.maxDurationMs);
  const stoppedEnd = (): RunEnd =>
    timedOut ? { provider, status: "stopped", text, reason: "time_limit" } : { provider, status: "stopped", text };
  // Checked on a timer, not per piece: a provider that has gone quiet can still be stopped.
  const stopCheck = setInterval(() => {
    // A check that fails (D1 briefly unreachable) stops nothing; the next one asks again.
    void store
      .stillStreaming(itemId, revision)
      .then((streaming) => {
        if (!streaming) stop();
      })
      .catch(() => undefined);
  }, options.stopCheckMs ?? STOP_CHECK_INTERVAL_MS);
  try {
    if (text) await options.onText(text).catch(() => undefined);
    const generation = await options.provider.generate(options.request, upstream.signal);
    if (isUnchanged(generation)) {
      await store.discardRevision(itemId, revision);
      return { provider: generation.provider ?? provider, status: "unchanged", text: "", reason: generation.unchanged };
    }
    locale = generation.locale;
    provider = generation.provider ?? provider;
    onUsage(generation.usage, generation.path);
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
        // Best effort: a save that fails keeps the text here and is tried again at the next interval.
        lastSave = Date.now();
        try {
          await store.checkpointRevision(itemId, revision, text);
          savedLength = text.length;
        } catch (error) {
          logEvent("warn", "generation_checkpoint_failed", { error: errorLine(error) });
        }
      }
    }
    if (stopped) {
      await finish("stopped");
      return stoppedEnd();
    }
    // A model that reached its token limit mid-text: kept as written, stopped, with Continue.
    if (generation.ending?.cut) {
      await finish("stopped");
      return { provider, status: "stopped", text, reason: "length" };
    }
    await finish("complete");
    return { provider, status: "complete", text, title: titleOf(text) };
  } catch (error) {
    upstream.abort();
    if (error instanceof SaveFailed) return saveFailed(provider, text, savedText());
    try {
      if (stopped) {
        await finish("stopped");
        return stoppedEnd();
      }
      logEvent("error", "generation_error", { provider, error: errorLine(error) });
      await finish("failed");
    } catch (saveError) {
      if (saveError instanceof SaveFailed) return saveFailed(provider, text, savedText());
      throw saveError;
    }
    // A model that reached its token limit was cut off, like a text that reached the byte cap.
    const reason = error instanceof GenerationError ? error.reason : "generation_failed";
    return { provider, status: "failed", text, reason };
  } finally {
    clearTimeout(timeLimit);
    clearInterval(stopCheck);
    signal.removeEventListener("abort", stop);
  }
}

/** The waits before each try of a version's final save: at once, then after 200 ms and 1 s. */
export const SAVE_BACKOFF_MS = [0, 200, 1000];

/** The final save of a version failed every try (D1 unreachable). */
class SaveFailed extends Error {
  constructor() {
    super("The version's final save failed every try");
    this.name = "SaveFailed";
  }
}

/**
 * D1 stayed unreachable: the version keeps its last saved text, stays "streaming" and reads as
 * "stopped" two minutes after that save (worker/items/store.ts), with Continue. The reader is told
 * how much of what it saw was kept (docs/api.md, "Generation").
 */
function saveFailed(provider: Writer, text: string, kept: string): RunEnd {
  logEvent("error", "generation_save_failed", { provider, chars: text.length, keptChars: kept.length });
  return { provider, status: "failed", text: kept, reason: "save_failed" };
}

/** An error in one line for the logs: its name and message, never a stack. */
function errorLine(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown";
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
