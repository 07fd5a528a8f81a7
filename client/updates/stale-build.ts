import { useSyncExternalStore } from "react";

/**
 * Whether this page's code may be out of date (docs/product.md, "Build updates"): a newer build was found, or a
 * chunk failed to load (after a deploy the old build's chunks are gone). Once stale, the page
 * stays stale until it reloads.
 */
export type StaleReason = "new-build" | "chunk-error";

let reason: StaleReason | null = null;
const listeners = new Set<() => void>();

export function markStale(why: StaleReason): void {
  if (reason) return;
  reason = why;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaleReason(): StaleReason | null {
  return useSyncExternalStore(
    subscribe,
    () => reason,
    () => null,
  );
}
