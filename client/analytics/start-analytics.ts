import { v4 as uuidv4 } from "uuid";
import { safeStorage } from "./safe-storage";
import { loadThirdPartyScript } from "./third-party-script";
import { createTracker, type Tracker } from "./tracker";

let tracker: Tracker | null = null;
let started = false;

/** The one tracker of this page, bound to the browser; made on first use, never on the server. */
export function pageTracker(): Tracker {
  tracker ??= createTracker({
    storage: safeStorage(() => window.localStorage),
    now: () => Date.now(),
    fetch: (url, init) => fetch(url, init),
    facts: () => ({
      language: navigator.language,
      userAgent: navigator.userAgent,
      width: screen.width,
      height: screen.height,
      timezoneOffset: new Date().getTimezoneOffset(),
    }),
    schedule: (run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
    newUuid: uuidv4,
    // /api/log and /api/ip are this worker's own routes, on the page's origin.
    apiBase: "",
  });
  return tracker;
}

/**
 * Starts page analytics once, after hydration (client/entry.client.tsx): resends what an earlier
 * page left unsent, keeps unsent events when the page goes away (docs/analytics.md, "Sending"), and loads the
 * third-party script. Page views come from useAnalyticsNavigation().
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  const analytics = pageTracker();
  analytics.resendStored();
  // pagehide, not unload: it also fires when the page enters the back/forward cache.
  window.addEventListener("pagehide", () => analytics.pageUnloading());
  // Mobile browsers may discard a hidden page without any pagehide.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") analytics.persistUnsent();
  });
  loadThirdPartyScript(document);
}
