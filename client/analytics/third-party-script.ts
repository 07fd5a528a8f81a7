/** The part of `document` the loader needs; tests pass a fake (there is no DOM in workerd). */
export type ScriptHost = {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
  createElement(tagName: "script"): { src: string; async: boolean; setAttribute(name: string, value: string): void };
  head: { appendChild(node: never): unknown };
};

/** The page names the script in `<meta name="analytics-script" content="https://…">`. */
export const SCRIPT_META_NAME = "analytics-script";
const LOADED_MARK = "data-analytics-script";

/**
 * A third-party analytics script is loaded in the browser at start (docs/analytics.md, "The
 * third-party script"). It is added
 * once, async, and only from an https URL. The page's CSP has 'strict-dynamic', which trusts a
 * script inserted by the nonce'd entry; worker/middleware/security-headers.ts also allows its
 * origin, for browsers without 'strict-dynamic' and for the script's own requests.
 */
export function loadThirdPartyScript(host: ScriptHost): boolean {
  const url = host.querySelector(`meta[name="${SCRIPT_META_NAME}"]`)?.getAttribute("content")?.trim();
  if (!url || !URL.canParse(url) || new URL(url).protocol !== "https:") return false;
  if (host.querySelector(`script[${LOADED_MARK}]`)) return false;
  const script = host.createElement("script");
  script.src = url;
  script.async = true;
  script.setAttribute(LOADED_MARK, "");
  host.head.appendChild(script as never);
  return true;
}
