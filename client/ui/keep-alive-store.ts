/**
 * The memory behind keep-alive (docs/product.md, "Keep-alive and page
 * transitions"): values a page keeps while the visitor is elsewhere, by key. It lives for
 * the page's session in the SPA, and is carried across the one full reload a new build may cause
 * (client/updates/) through session storage, so only JSON-serialisable values are carried.
 */
export type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const KEEP_ALIVE_STORAGE_KEY = "parla:keep-alive";

export type KeepAliveStore = {
  has(key: string): boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /** Writes every serialisable value to storage, ahead of a full reload. */
  persist(storage: SessionStore): void;
  /** Takes back what persist() wrote (once: the entry is removed). */
  restore(storage: SessionStore): void;
};

export function createKeepAliveStore(): KeepAliveStore {
  const values = new Map<string, unknown>();
  return {
    has: (key) => values.has(key),
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
    },
    persist(storage) {
      const entries: Array<[string, unknown]> = [];
      for (const [key, value] of values) {
        try {
          entries.push([key, JSON.parse(JSON.stringify(value))]);
        } catch {
          // Not serialisable (a function, a cycle): it cannot survive a reload; the rest still can.
        }
      }
      try {
        storage.setItem(KEEP_ALIVE_STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // Storage full or blocked: the reload still happens, the page starts fresh.
      }
    },
    restore(storage) {
      try {
        const raw = storage.getItem(KEEP_ALIVE_STORAGE_KEY);
        storage.removeItem(KEEP_ALIVE_STORAGE_KEY);
        const entries: unknown = JSON.parse(raw ?? "[]");
        if (!Array.isArray(entries)) return;
        for (const entry of entries) {
          if (Array.isArray(entry) && typeof entry[0] === "string") values.set(entry[0], entry[1]);
        }
      } catch {
        // Blocked storage or a damaged entry: start fresh.
      }
    },
  };
}
