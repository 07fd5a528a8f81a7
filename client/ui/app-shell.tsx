import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useRootData } from "../i18n";
import { useFocusOnNavigation } from "../navigation/focus-on-navigation";
import { useIntentPrefetch } from "../navigation/intent-prefetch";
import { BuildUpdates } from "../updates/build-updates";
import { useKeepAliveScroll } from "./keep-alive";

// The toast region and the dialog host hold nothing until something is shown, and their stores
// queue what is asked before they arrive: they load after hydration, off the first-load budget.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));
const DialogHost = lazy(() => import("./dialog-host").then((module) => ({ default: module.DialogHost })));

/**
 * What every page shares around its content (docs/product.md, "Interface kit"): the one toast region and
 * dialog host, and the background behaviours — build-update checks, bounded
 * intent prefetching, and the scroll memory of keep-alive pages.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { buildId } = useRootData();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useIntentPrefetch();
  useKeepAliveScroll();
  useFocusOnNavigation();
  return (
    <>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
          <DialogHost />
        </Suspense>
      ) : null}
      <BuildUpdates buildId={buildId} />
    </>
  );
}
