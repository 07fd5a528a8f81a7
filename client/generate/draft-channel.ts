import { useEffect, useRef } from "react";

/**
 * One truth across tabs (docs/product.md, "The studio"): a tab that makes, saves or restores a
 * version of a draft says so on a BroadcastChannel; the other tabs of the same browser with that
 * draft open read it again from the server, which stays the truth. Only the draft's id travels.
 */
const CHANNEL = "parla:drafts";
type Message = { kind: "version"; itemId: string };

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(itemId: string) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener("message", (event: MessageEvent<Partial<Message>>) => {
    const { kind, itemId } = event.data ?? {};
    if (kind === "version" && typeof itemId === "string") for (const listener of listeners) listener(itemId);
  });
  return channel;
}

/** Tells the other tabs that a version of this draft was started, ended, saved or restored. */
export function announceVersion(itemId: string): void {
  open()?.postMessage({ kind: "version", itemId } satisfies Message);
}

/** Calls `onHeard` when another tab announces a version of the draft `itemId`. */
export function useVersionAnnouncements(itemId: string | null, onHeard: () => void): void {
  const heard = useRef(onHeard);
  heard.current = onHeard;
  useEffect(() => {
    if (!itemId) return;
    const listener = (id: string) => {
      if (id === itemId) heard.current();
    };
    open();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [itemId]);
}
