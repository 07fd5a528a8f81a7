import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { safeStorage } from "./safe-storage";

describe("safeStorage", () => {
  it("passes reads and writes through to a working storage", () => {
    const inner = memoryStorage();
    const storage = safeStorage(() => inner);
    storage.setItem("a", "1");
    expect(storage.getItem("a")).toBe("1");
    storage.removeItem("a");
    expect(inner.dump()).toEqual({});
  });

  it("acts as an empty storage when storage cannot be opened (disabled by the browser)", () => {
    const storage = safeStorage(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => storage.setItem("a", "1")).not.toThrow();
    expect(storage.getItem("a")).toBeNull();
    expect(() => storage.removeItem("a")).not.toThrow();
  });

  it("drops a write when the quota is full", () => {
    const inner = memoryStorage({ a: "old" });
    const storage = safeStorage(() => ({
      ...inner,
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    }));
    expect(() => storage.setItem("a", "new")).not.toThrow();
    expect(storage.getItem("a")).toBe("old");
  });
});
