import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { confirm } from "../ui/dialog-store";
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, isNewBuild } from "./build-check";
import { ReloadOnNavigate } from "./reload-on-navigate";
import { currentPath, reloadOnce } from "./reload-page";
import { markStale, useStaleReason } from "./stale-build";

let offering = false;

/**
 * Build updates (docs/product.md, "Build updates"), mounted once in the root:
 * - every BUILD_CHECK_INTERVAL_MS and whenever the tab becomes visible again, asks whether a newer
 *   build is deployed; once one is, the next navigation is a full load (<ReloadOnNavigate/>);
 * - a chunk that fails to load (Vite's `vite:preloadError`, raised by lazy components) reloads the
 *   page, at most once per path in 10 s. When that reload was already spent, the visitor is asked
 *   instead, since reloading again on its own could loop.
 * React Router reloads by itself when a route module fails to import, so route chunks are made
 * less likely to fail in the first place: the intent prefetcher (client/navigation/) reports them
 * early, and a stale page navigates by full loads.
 */
export function BuildUpdates({ buildId }: { buildId: string }) {
  const { t } = useTranslation();
  const stale = useStaleReason();

  useEffect(() => {
    if (stale) return;
    const check = async () => {
      if (isNewBuild(buildId, await fetchLatestBuildId(fetch, Date.now()))) markStale("new-build");
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [buildId, stale]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      markStale("chunk-error");
      // The page is going away: stop Vite from rethrowing into a render that no longer matters.
      if (reloadOnce(currentPath())) {
        event.preventDefault();
        return;
      }
      if (offering) return;
      offering = true;
      void confirm(t("ui.update.chunkFailedMessage"), { title: t("ui.update.chunkFailedTitle") }).then((reload) => {
        offering = false;
        if (reload) window.location.reload();
      });
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, [t]);

  return stale ? <ReloadOnNavigate /> : null;
}
