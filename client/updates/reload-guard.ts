/**
 * A build update or a failed chunk load reloads the page "at most once per path within 10 seconds"
 * (docs/product.md, "Build updates"). The record of recent reloads lives in session storage, which
 * survives the reload itself but not the tab.
 */
export type GuardStorage = Pick<Storage, "getItem" | "setItem">;

export const RELOAD_GUARD_KEY = "parla:reloads";
export const RELOAD_GUARD_MS = 10_000;

type Reloads = Record<string, number>;

function recentReloads(storage: GuardStorage, now: number): Reloads {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? "{}");
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const recent: Reloads = {};
  for (const [path, at] of Object.entries(parsed)) {
    if (typeof at === "number" && now - at >= 0 && now - at < RELOAD_GUARD_MS) recent[path] = at;
  }
  return recent;
}

/**
 * Claims the reload of `path`: true (and recorded) when `path` was not reloaded in the last 10 s.
 * When the record cannot be written the answer is false: an unguarded reload could loop forever.
 */
export function claimReload(storage: GuardStorage, path: string, now: number): boolean {
  try {
    const recent = recentReloads(storage, now);
    if (path in recent) return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ ...recent, [path]: now }));
    return true;
  } catch {
    return false;
  }
}
