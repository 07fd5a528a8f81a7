/**
 * Build-update checks (docs/product.md, "Build updates"): the page asks for `builds/latest.json`
 * (written by the build, see vite.config.ts) with a timestamp query so no cache answers, and
 * compares its id with the id the page was rendered with (root loader `buildId`).
 */

/** How often to check: once an hour, plus whenever the tab comes back. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}

/** The id in a latest.json body, or null when the body is not one. */
export function parseBuildId(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { id } = body as { id?: unknown };
  return typeof id === "string" && id.trim() !== "" ? id : null;
}

/** The newest build's id, or null when it cannot be known right now (offline, an error page). */
export async function fetchLatestBuildId(
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  now: number,
): Promise<string | null> {
  try {
    const response = await fetchFn(latestBuildUrl(now), { headers: { accept: "application/json" }, cache: "no-store" });
    if (!response.ok) return null;
    return parseBuildId(await response.json());
  } catch {
    return null;
  }
}

/** A different, known id means a newer build is deployed. */
export function isNewBuild(current: string, latest: string | null): boolean {
  return latest !== null && latest !== current;
}
