import { keepAliveStore } from "../ui/keep-alive";
import { claimReload } from "./reload-guard";

export function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * Loads `path` as a whole new document, unless it was already reloaded in the last 10 s (docs/product.md,
 * "Build updates"; reload-guard.ts); true when the reload is under way. Kept-alive state (the generation
 * screen's draft) goes to session storage first, so the reload does not lose it.
 */
export function reloadOnce(path: string): boolean {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(storage, path, Date.now())) return false;
  keepAliveStore.persist(storage);
  if (path === currentPath()) window.location.reload();
  else window.location.assign(path);
  return true;
}
