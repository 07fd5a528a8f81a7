import { useEffect } from "react";
import { createPath, useBlocker } from "react-router";
import { reloadOnce } from "./reload-page";

/**
 * Mounted only once the page is stale (build-updates.tsx). The next navigation to another page is
 * held and made as a full document load instead, so it runs the new build rather than asking for
 * chunks the old one no longer has (docs/product.md, "Build updates"); if that path was reloaded in the last 10 s
 * the navigation goes ahead as usual. Back and forward are left alone: the browser already shows
 * those, and holding them would fight the history stack. A router has one blocker at a time, so
 * a page that needs its own (e.g. "leave while generating?") takes precedence while mounted.
 */
export function ReloadOnNavigate() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== "POP" && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === "blocked" && !reloadOnce(createPath(blocker.location))) blocker.proceed();
  }, [blocker]);
  return null;
}
