import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startAnalyticsLater } from "./analytics/deferred";

/** Effects run only once the tree they belong to has committed: here, once hydration is done. */
function StartAnalyticsAfterHydration() {
  useEffect(startAnalyticsLater, []);
  return null;
}

// React Router's default client entry, plus page analytics (SPEC.md points 3 and 4) started after
// hydration so it never competes with the first render.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <StartAnalyticsAfterHydration />
    </StrictMode>,
  );
});
