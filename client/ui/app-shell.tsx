import type { ReactNode } from "react";
import { useRootData } from "../i18n";
import { useIntentPrefetch } from "../navigation/intent-prefetch";
import { BuildUpdates } from "../updates/build-updates";
import { DialogHost } from "./dialog-host";
import { useKeepAliveScroll } from "./keep-alive";
import { Toaster } from "./toaster";
import { TooltipProvider } from "./tooltip";

/**
 * What every page shares around its content (DESIGN.md section 7): the tooltip delays, the one
 * toast region and dialog host, and the background behaviours — build-update checks, bounded
 * intent prefetching, and the scroll memory of keep-alive pages.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { buildId } = useRootData();
  useIntentPrefetch();
  useKeepAliveScroll();
  return (
    <TooltipProvider>
      {children}
      <Toaster />
      <DialogHost />
      <BuildUpdates buildId={buildId} />
    </TooltipProvider>
  );
}
