import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { PageHandle } from "../../shared/routes";
import { createKeepAliveStore } from "./keep-alive-store";

/** The page session's keep-alive memory (keep-alive-store.ts). */
export const keepAliveStore = createKeepAliveStore();

// What the page kept before a build-update reload (client/updates/reload-page.ts) comes back first.
if (typeof window !== "undefined") {
  try {
    keepAliveStore.restore(window.sessionStorage);
  } catch {
    // Session storage is blocked: nothing was kept.
  }
}

// Hydration must render what the server rendered; a kept value is applied right after it.
const hydrated = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

/**
 * useState that survives the page being left and visited again within the session: the
 * generation screen keeps its brief, output and chat this way while the visitor looks at their
 * history (docs/product.md, "Keep-alive and page transitions"). Keys are global: prefix them with the page, e.g.
 * `useKeepAlive("generate:brief", emptyBrief)`. Values should be JSON-serialisable, so they also
 * survive the full reload a new build may cause.
 */
export function useKeepAlive<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    if (hydrated() && keepAliveStore.has(key)) return keepAliveStore.get(key) as T;
    return typeof initial === "function" ? (initial as () => T)() : initial;
  });
  useLayoutEffect(() => {
    if (!hydrated() && keepAliveStore.has(key)) setValue(keepAliveStore.get(key) as T);
  }, [key]);
  useEffect(() => {
    keepAliveStore.set(key, value);
  }, [key, value]);
  return [value, setValue];
}

/**
 * For pages whose route `handle` says `keepAlive: true`: remembers the window's scroll position
 * while the visitor is on the page and puts it back when they return, even through a link (React
 * Router's <ScrollRestoration> only restores on back and forward). Mounted once in the root.
 */
export function useKeepAliveScroll(): void {
  const { pathname } = useLocation();
  const keepAlive = useMatches().some((match) => (match.handle as PageHandle | undefined)?.keepAlive);
  const key = keepAlive ? `scroll:${pathname}` : null;

  // A layout effect, so the old page's listener is gone before the next page's content clamps the
  // scroll position. The new one starts a frame later, once <ScrollRestoration> has scrolled the
  // new page to the top and the kept position is back: neither move may overwrite what was kept.
  useLayoutEffect(() => {
    if (!key) return;
    const save = () => keepAliveStore.set(key, window.scrollY);
    const frame = requestAnimationFrame(() => {
      const saved = keepAliveStore.get(key);
      if (typeof saved === "number" && saved > 0) window.scrollTo(0, saved);
      window.addEventListener("scroll", save, { passive: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", save);
    };
  }, [key]);
}
