/** The part of the Web Storage API the tracker uses; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Local storage that never throws. Reading `window.localStorage` throws when storage is disabled,
 * and `setItem` throws when the quota is full; analytics must never disturb the visitor
 * (docs/analytics.md, "Sending"), so a failing storage behaves as an empty one and writes are dropped.
 */
export function safeStorage(open: () => KeyValueStorage): KeyValueStorage {
  let storage: KeyValueStorage | null = null;
  const attempt = <T>(use: (s: KeyValueStorage) => T, fallback: T): T => {
    try {
      storage ??= open();
      return use(storage);
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), null),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    removeItem: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}
