/** Colour mode (docs/product.md, "Colour mode"): a preference and the effective value it resolves to. */
export const COLOUR_MODE_KEY = "parla-color-mode";
export const COLOUR_MODE_PREFERENCES = ["system", "light", "dark"] as const;
export type ColourModePreference = (typeof COLOUR_MODE_PREFERENCES)[number];
export type ColourMode = "light" | "dark";

export function isColourModePreference(value: unknown): value is ColourModePreference {
  return typeof value === "string" && (COLOUR_MODE_PREFERENCES as readonly string[]).includes(value);
}

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme. A page may
 * force a mode through `data-forced-theme` on <html>. Kept tiny and self-contained: it is
 * serialised into the document as a string.
 */
export const colourModeScript = `(function(){try{var d=document.documentElement,f=d.dataset.forcedTheme,p=localStorage.getItem(${JSON.stringify(COLOUR_MODE_KEY)});if(p!=="light"&&p!=="dark")p="system";var m=f||(p==="system"?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):p);d.dataset.theme=m;d.style.colorScheme=m}catch(e){}})()`;

/**
 * The mode a page forces, if any. Forcing "system" is not allowed: warn and ignore it
 * (docs/product.md, "Colour mode").
 */
export function forcedColourMode(requested: unknown): ColourMode | undefined {
  if (requested === "system") {
    console.warn('[colour-mode] A page cannot force the "system" colour mode; ignoring it.');
    return undefined;
  }
  return requested === "light" || requested === "dark" ? requested : undefined;
}

/** The mode the page shows: a forced mode wins, then the preference, with "system" following the OS. */
export function resolveColourMode(
  preference: ColourModePreference,
  systemPrefersDark: boolean,
  forced?: ColourMode,
): ColourMode {
  if (forced) return forced;
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}
