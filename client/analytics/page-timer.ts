import { PAGE_DURATION_THRESHOLD_MS } from "../../shared/analytics";
import type { Visit } from "./events";

export type PageTimer = {
  /**
   * A page finished loading. `started` is false when this location was already recorded (React's
   * StrictMode runs effects twice). A visit still timing (a navigation with no loading state)
   * ends here, as if its next page had started loading.
   */
  pageLoaded(key: string, path: string): { started: boolean; finished: Visit | null };
  /** The next page started loading: the visit ends, reported only when long enough. */
  navigationStarted(toPath: string): Visit | null;
  /** Milliseconds since the current page finished loading, or null when none is timing. */
  elapsed(): number | null;
};

/** Page timing (docs/analytics.md, "Page timing"): start time and path at load; measured, then cleared, at the next. */
export function createPageTimer(now: () => number): PageTimer {
  let current: { path: string; startedAt: number } | null = null;
  let lastKey: string | null = null;

  function finish(toPath: string): Visit | null {
    if (!current) return null;
    const durationMs = Math.round(now() - current.startedAt);
    const visit = { path: current.path, toPath, durationMs };
    current = null;
    return durationMs > PAGE_DURATION_THRESHOLD_MS ? visit : null;
  }

  return {
    pageLoaded(key, path) {
      if (key === lastKey) return { started: false, finished: null };
      const finished = finish(path);
      lastKey = key;
      current = { path, startedAt: now() };
      return { started: true, finished };
    },
    navigationStarted: finish,
    elapsed: () => (current ? now() - current.startedAt : null),
  };
}
