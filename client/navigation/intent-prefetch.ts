import { useContext, useEffect } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";
import { markStale } from "../updates/stale-build";
import { createLimiter, MAX_CONCURRENT_PRELOADS } from "./limiter";

/** React Router's own wait before a hover counts as intent (prefetch="intent"). */
const INTENT_DELAY_MS = 100;

const preloads = createLimiter(MAX_CONCURRENT_PRELOADS);

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor;
}

/**
 * Preloads the route modules behind any same-site link the visitor shows intent for (hover for
 * 100 ms, focus, or touch), at most MAX_CONCURRENT_PRELOADS at once (docs/product.md, "Prefetching").
 *
 * Why not <Link prefetch="intent">: React Router renders <link rel="modulepreload"> tags for it
 * and leaves their number to the browser, with no bound and no way to learn that one failed.
 * Here each module is imported through a limiter instead; the browser's module map then serves
 * React Router's own import on navigation. Links therefore need no `prefetch` prop. React Router
 * has no public API from a path to its route modules, so this reads the router and the assets
 * manifest through its UNSAFE_ contexts.
 * A failed import means the page's build is gone (docs/product.md, "Build updates"): the page turns stale and its
 * next navigation becomes a full load, before React Router's own import can fail.
 */
export function useIntentPrefetch(): void {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const framework = useContext(UNSAFE_FrameworkContext);

  useEffect(() => {
    if (!dataRouter || !framework) return;
    const { router } = dataRouter;
    const { manifest, routeModules } = framework;

    const preload = (anchor: HTMLAnchorElement) => {
      for (const { route } of matchRoutes(router.routes, anchor.pathname) ?? []) {
        const moduleUrl = manifest.routes[route.id]?.module;
        if (!moduleUrl || route.id in routeModules) continue;
        preloads.run(moduleUrl, () => import(/* @vite-ignore */ moduleUrl)).catch(() => markStale("chunk-error"));
      }
    };

    let pending: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || anchor === pending) return;
      clearTimeout(timer);
      pending = anchor;
      timer = setTimeout(() => preload(anchor), INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      const anchor = anchorOf(event.target);
      const to = (event as PointerEvent | FocusEvent).relatedTarget;
      if (anchor !== pending || (to instanceof Node && anchor?.contains(to))) return;
      clearTimeout(timer);
      pending = null;
    };
    const onTouch = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (anchor) preload(anchor);
    };

    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("pointerout", onLeave);
    document.addEventListener("focusout", onLeave);
    document.addEventListener("touchstart", onTouch, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("pointerout", onLeave);
      document.removeEventListener("focusout", onLeave);
      document.removeEventListener("touchstart", onTouch);
    };
  }, [dataRouter, framework]);
}
