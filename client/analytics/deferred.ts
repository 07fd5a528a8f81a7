import type { Tracker } from "./tracker";

type AnalyticsModule = typeof import("./start-analytics");

let loading: Promise<AnalyticsModule> | null = null;
const loadAnalytics = () => {
  loading ??= import("./start-analytics");
  return loading;
};

/**
 * The tracker arrives in its own chunk after hydration (it is not part of the first load); calls
 * made before it arrives run in order once it has. Only the browser calls these.
 */
export function withTracker(use: (tracker: Tracker) => void): void {
  void loadAnalytics().then((module) => use(module.pageTracker()));
}

/** Starts page analytics once (start-analytics.ts), in the same order as the tracker calls. */
export function startAnalyticsLater(): void {
  void loadAnalytics().then((module) => module.startAnalytics());
}
