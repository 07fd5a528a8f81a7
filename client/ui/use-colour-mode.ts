import { useEffect, useSyncExternalStore } from "react";
import {
  COLOUR_MODE_KEY,
  type ColourMode,
  type ColourModePreference,
  isColourModePreference,
  resolveColourMode,
} from "../colour-mode";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
// Used only when storage is blocked, so the toggle still works for this page.
let unstored: ColourModePreference = "system";

function readPreference(): ColourModePreference {
  try {
    const stored = localStorage.getItem(COLOUR_MODE_KEY);
    return isColourModePreference(stored) ? stored : "system";
  } catch {
    return unstored;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the preference: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOUR_MODE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's stored preference (docs/product.md, "Colour mode"); "system" on the server and when none is stored. */
export function useColourModePreference(): ColourModePreference {
  return useSyncExternalStore(subscribe, readPreference, () => "system");
}

export function setColourModePreference(preference: ColourModePreference): void {
  unstored = preference;
  try {
    localStorage.setItem(COLOUR_MODE_KEY, preference);
  } catch {
    // Storage is blocked: the choice still applies until the page is closed.
  }
  for (const listener of listeners) listener();
}

/**
 * Keeps <html data-theme> right after the inline first-paint script (colour-mode.ts) has set it:
 * when the preference changes, when the OS switches between light and dark under "system"
 * (docs/product.md, "Colour mode"), and when a client-side navigation enters or leaves a page that forces a mode.
 */
export function useColourModeSync(forced: ColourMode | undefined): void {
  const preference = useColourModePreference();
  useEffect(() => {
    const query = matchMedia(DARK_QUERY);
    const apply = () => {
      const mode = resolveColourMode(preference, query.matches, forced);
      document.documentElement.dataset.theme = mode;
      document.documentElement.style.colorScheme = mode;
    };
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [preference, forced]);
}
