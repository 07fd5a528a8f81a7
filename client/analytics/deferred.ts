import type { Tracker } from "./tracker";

type AnalyticsModule = typeof import("./start-analytics");

let loading: Promise<AnalyticsModule> | null = null;
const loadAnalytics = () => {
  loading ??= import("./start-analytics");
  return loading;
};

/**
 * A page shown inside another site's iframe (an embedded published page or share) is a guest
 * there: it loads no tracker and sends nothing (docs/api.md, "Embedding"). Reading `top` across
 * origins is allowed; comparing it is all this does.
 */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The tracker arrives in its own chunk after hydration (it is not part of the first load); calls
 * made before it arrives run in order once it has. Only the browser calls these; an embedded page
 * never loads it.
 */
export function withTracker(use: (tracker: Tracker) => void): void {
  if (isEmbedded()) return;
  void loadAnalytics().then((module) => use(module.pageTracker()));
}

/** Starts page analytics once (start-analytics.ts), in the same order as the tracker calls. */
export function startAnalyticsLater(): void {
  if (isEmbedded()) return;
  void loadAnalytics().then((module) => module.startAnalytics());
}
