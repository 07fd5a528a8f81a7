import type { KeyValueStorage } from "../analytics/safe-storage";

/**
 * Local or session storage in memory, for unit tests that run in workerd (no DOM there).
 * `dump()` shows what was written. Only *.test.ts files import this module.
 */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    dump: () => Object.fromEntries(items),
  };
}
