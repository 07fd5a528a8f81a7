import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../shared/api-error";
import type { GenerationBody, Passage, Refinement, Step } from "../../shared/generation";
import { toGenerationEvent } from "../../shared/generation";
import type { Locale } from "../../shared/locales";
import { useApi } from "../api";
import { applyGenerationEvent, type Session } from "./session";
import { classifyStreamError, type StreamFailure } from "./stream-error";

type Handlers = {
  onFailure(failure: StreamFailure): void;
  /** A new version has started streaming. */
  onStart?(itemId: string): void;
  /** A version this screen started has ended (whatever the stream said). */
  onEnd?(itemId: string): void;
};

/**
 * Drives POST /api/generations (docs/api.md, "Generation"): each event of the stream moves the
 * session along (applyGenerationEvent, ./session.ts). Stop asks the server to stop and keeps
 * reading until the stream says `stopped`, so the screen ends on exactly the text the server kept.
 */
export function useGeneration(
  session: Session,
  setSession: (update: (s: Session) => Session) => void,
  handlers: Handlers,
) {
  const api = useApi();
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // The version being written, for Stop: the server stops it by item and number.
  const writing = useRef<{ itemId: string; revision: number } | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves true once the server has started the version (a `start` event), false if it refused. */
  const run = useCallback(
    async (body: GenerationBody | null, asked: Step | null, briefChanged = false): Promise<boolean> => {
      if (!body) return false;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let opened = false;
      try {
        // The event parser loads when the first stream starts, not with the page.
        const { parseSseChunk } = await import("../../shared/sse-events");
        for await (const chunk of api.stream("/api/generations", body, { signal: abort.signal })) {
          const raw = parseSseChunk(chunk);
          const event = raw && toGenerationEvent(raw);
          if (!event) continue;
          setSession((s) => applyGenerationEvent(s, event, asked, briefChanged));
          if (event.event === "start") {
            opened = true;
            writing.current = { itemId: event.data.itemId, revision: event.data.revision };
            handlersRef.current.onStart?.(event.data.itemId);
          } else if (event.event === "error") {
            // The provider's message is for the logs; the visitor is told in their language.
            console.warn(`Generation failed: ${event.data.code}: ${event.data.message}`);
            handlersRef.current.onFailure({ kind: "other" });
          }
        }
      } catch (error) {
        if (abort.signal.aborted || opened) {
          // The server goes on writing when this page stops reading (it left, or the network
          // broke): the version stays "streaming" and useFollowDraft reads the rest from the item.
        } else {
          handlersRef.current.onFailure(classifyStreamError(error));
        }
      } finally {
        const itemId = writing.current?.itemId;
        if (opened && itemId) handlersRef.current.onEnd?.(itemId);
        if (controller.current === abort) {
          controller.current = null;
          writing.current = null;
          setStreaming(false);
        }
      }
      return opened;
    },
    [api, setSession],
  );

  /** A request about the open draft (its template, language and id), or null when none is open. */
  const ofDraft = (extra: Partial<GenerationBody>): GenerationBody | null =>
    session.itemId
      ? { template: session.template, locale: session.locale, inputs: {}, itemId: session.itemId, ...extra }
      : null;

  return {
    streaming,
    generate: (locale: Locale, inputs: Record<string, string>) => {
      setSession(() => ({ itemId: null, template: session.template, locale, revisions: [], answers: [] }));
      return run({ template: session.template, locale, inputs }, null);
    },
    /**
     * Asks for a change to the text on screen: a button's refinement, a chat message as typed, or
     * both (docs/api.md, "Refinements"). Resolves false when the server refused it.
     */
    refine: (asked: { refinement?: Refinement; instruction?: string }) =>
      run(ofDraft({ basedOn: session.revisions.at(-1)?.number, ...asked }), {
        refinement: asked.refinement ?? null,
        instruction: asked.instruction ?? null,
      }),
    /**
     * The open draft's next version, written from a changed brief ("as a new version of this
     * draft"); the brief becomes the draft's.
     */
    generateVersion: (locale: Locale, inputs: Record<string, string>) =>
      run(ofDraft({ locale, inputs, basedOn: session.revisions.at(-1)?.number }), null, true),
    /** A change to one passage of version `basedOn` (selected in the editor), which must be the newest. */
    refinePassage: (asked: { refinement?: Refinement; instruction?: string }, passage: Passage, basedOn: number) =>
      run(ofDraft({ basedOn, passage, ...asked }), {
        refinement: asked.refinement ?? null,
        instruction: asked.instruction ?? null,
      }),
    /** Writes a stopped version on from where it stopped, as a new version. */
    continueFrom: (number: number) =>
      run(ofDraft({ continueFrom: number }), askedOf(session.revisions.find((revision) => revision.number === number))),
    regenerate: () => run(ofDraft({ basedOn: session.revisions.at(-1)?.number }), null),
    stop: async () => {
      // The version this page is reading, or one it follows after a reload (useFollowDraft).
      const latest = session.revisions.at(-1);
      const target =
        writing.current ??
        (session.itemId && latest?.status === "streaming" ? { itemId: session.itemId, revision: latest.number } : null);
      if (!target) {
        controller.current?.abort();
        return;
      }
      try {
        await api.post(`/api/items/${target.itemId}/revisions/${target.revision}/stop`, {});
      } catch (error) {
        // 409: it has just ended, and the stream brings the end. Anything else: stop reading; the
        // screen then shows what the server kept (useFollowDraft).
        if (!(error instanceof ApiError && error.status === 409)) controller.current?.abort();
      }
    },
  };
}

/** What a version was asked, for a continuation of it. */
function askedOf(revision: { refinement: Refinement | null; instruction: string | null } | undefined): Step | null {
  if (!revision || (!revision.refinement && !revision.instruction)) return null;
  return { refinement: revision.refinement, instruction: revision.instruction };
}
