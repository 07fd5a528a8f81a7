import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "../shared/locales";
import { startAnalyticsLater } from "./analytics/deferred";
import { loadMessages } from "./i18n";

/** Effects run only once the tree they belong to has committed: here, once hydration is done. */
function StartAnalyticsAfterHydration() {
  useEffect(startAnalyticsLater, []);
  return null;
}

/**
 * The page's messages, from the URL its head preloads (client/root.tsx; docs/api.md, "Messages"):
 * hydration renders the same words as the server, so they must be here first.
 */
async function pageMessages(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[rel=preload][data-messages]");
  const locale = link?.dataset.messages;
  if (link && isLocale(locale)) await loadMessages(locale, link.href);
}

// React Router's default client entry, plus the page's messages before hydration and page
// analytics (docs/analytics.md) started after it, so it never competes with the first render.
pageMessages().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
          <StartAnalyticsAfterHydration />
        </StrictMode>,
      );
    }),
  // Without its words the page cannot hydrate; it stays the server's page, links and forms working.
  (error: unknown) => console.error("Messages could not be loaded; the page stays without scripts.", error),
);
