import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../shared/api-client";
import type { GenerationBody, Understood, Writer } from "../../shared/generation";
import { toGenerationEvent, WRITERS } from "../../shared/generation";
import type { Revision, RevisionStatus } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { parseSseChunk } from "../../shared/sse";
import { useApi } from "../api";
import { classifyStreamError, type StreamFailure } from "./stream-error";

export type SessionRevision = {
  number: number;
  instruction: string | null;
  content: string;
  status: RevisionStatus;
  /** What the writer understood the instruction to ask, when it says (the builtin writer). */
  understood?: Understood | null;
  /** The writer that answered, once known (docs/api.md, "Generation"). */
  writer?: Writer | null;
};

/** A version of the server's item as the screen keeps it. */
export function toSessionRevision({
  number,
  instruction,
  content,
  status,
  understood,
  provider,
}: Revision): SessionRevision {
  // A version still being written may yet be answered by the next writer of a chain.
  const writer =
    status === "streaming" ? null : (WRITERS as readonly string[]).includes(provider) ? (provider as Writer) : null;
  return { number, instruction, content, status, understood, writer };
}

/** One generation session: the item being written and its versions, newest last. */
export type Session = { itemId: string | null; template: string; locale: Locale; revisions: SessionRevision[] };

type Handlers = {
  onFailure(failure: StreamFailure): void;
  /** A new version has started streaming. */
  onStart?(): void;
};

/**
 * Drives POST /api/generations (docs/api.md, "Generation") and keeps the session's versions:
 * `start` opens a version, `delta` appends to it, `done` completes it, `stopped` ends it where the
 * visitor stopped it, `error` marks it failed. Stop asks the server to stop and keeps reading
 * until the stream says `stopped`, so the screen ends on exactly the text the server kept.
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

  const patchLatest = useCallback(
    (update: (revision: SessionRevision) => SessionRevision) =>
      setSession((s) => ({
        ...s,
        revisions: s.revisions.map((r, i) => (i === s.revisions.length - 1 ? update(r) : r)),
      })),
    [setSession],
  );

  /** Resolves true once the server has started the version (a `start` event), false if it refused. */
  const run = useCallback(
    async (body: GenerationBody, instruction: string | null): Promise<boolean> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let opened = false;
      try {
        for await (const chunk of api.stream("/api/generations", body, { signal: abort.signal })) {
          const raw = parseSseChunk(chunk);
          const event = raw && toGenerationEvent(raw);
          if (!event) continue;
          if (event.event === "start") {
            opened = true;
            writing.current = { itemId: event.data.itemId, revision: event.data.revision };
            const revision: SessionRevision = {
              number: event.data.revision,
              instruction,
              content: "",
              status: "streaming",
              understood: event.data.understood ?? null,
            };
            setSession((s) => ({ ...s, itemId: event.data.itemId, revisions: [...s.revisions, revision] }));
            handlersRef.current.onStart?.();
          } else if (event.event === "delta") {
            patchLatest((r) => ({ ...r, content: r.content + event.data.text }));
          } else if (event.event === "done") {
            patchLatest((r) => ({ ...r, status: "complete", writer: event.data.writer }));
          } else if (event.event === "stopped") {
            patchLatest((r) => ({ ...r, status: "stopped", writer: event.data.writer }));
          } else if (event.event === "error") {
            patchLatest((r) => ({ ...r, status: "failed" }));
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
        if (controller.current === abort) {
          controller.current = null;
          writing.current = null;
          setStreaming(false);
        }
      }
      return opened;
    },
    [api, patchLatest, setSession],
  );

  return {
    streaming,
    generate: (locale: Locale, inputs: Record<string, string>) => {
      setSession(() => ({ itemId: null, template: session.template, locale, revisions: [] }));
      return run({ template: session.template, locale, inputs }, null);
    },
    refine: (instruction: string) =>
      session.itemId
        ? run(
            { template: session.template, locale: session.locale, inputs: {}, itemId: session.itemId, instruction },
            instruction,
          )
        : Promise.resolve(false),
    /** Writes a stopped version on from where it stopped, as a new version. */
    continueFrom: (number: number) =>
      session.itemId
        ? run(
            {
              template: session.template,
              locale: session.locale,
              inputs: {},
              itemId: session.itemId,
              continueFrom: number,
            },
            session.revisions.find((revision) => revision.number === number)?.instruction ?? null,
          )
        : Promise.resolve(false),
    regenerate: () =>
      session.itemId
        ? run({ template: session.template, locale: session.locale, inputs: {}, itemId: session.itemId }, null)
        : Promise.resolve(false),
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
