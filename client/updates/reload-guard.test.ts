import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { claimReload, type GuardStorage, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from "./reload-guard";

describe("claimReload", () => {
  it("allows one reload per path within 10 seconds", () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, "/templates", 1_000)).toBe(true);
    expect(claimReload(storage, "/templates", 1_001)).toBe(false);
    expect(claimReload(storage, "/templates", 10_999)).toBe(false);
    expect(claimReload(storage, "/templates", 11_000)).toBe(true);
  });

  it("guards each path on its own", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, "/", 0)).toBe(true);
    expect(claimReload(storage, "/ja/history", 5)).toBe(true);
    expect(claimReload(storage, "/", 10)).toBe(false);
    expect(claimReload(storage, "/ja/history", 15)).toBe(false);
  });

  it("forgets reloads older than the window, so the record stays small", () => {
    const storage = memoryStorage();
    claimReload(storage, "/a", 0);
    claimReload(storage, "/b", 20_000);
    expect(JSON.parse(storage.dump()[RELOAD_GUARD_KEY] ?? "")).toEqual({ "/b": 20_000 });
  });

  it("does not trust a record from the future (a clock moved back)", () => {
    const storage = memoryStorage();
    claimReload(storage, "/", 50_000);
    expect(claimReload(storage, "/", 1_000)).toBe(true);
  });

  it("survives a damaged record", () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, "not json");
    expect(claimReload(storage, "/", 0)).toBe(true);
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ "/": "yesterday" }));
    expect(claimReload(storage, "/", 0)).toBe(true);
  });

  it("refuses when the record cannot be written, rather than risk a reload loop", () => {
    const blocked: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(claimReload(blocked, "/", 0)).toBe(false);
  });
});
