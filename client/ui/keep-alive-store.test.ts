import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { createKeepAliveStore, KEEP_ALIVE_STORAGE_KEY } from "./keep-alive-store";

describe("keep-alive store", () => {
  it("keeps values by key while the page that set them is gone", () => {
    const store = createKeepAliveStore();
    expect(store.has("generate:brief")).toBe(false);
    store.set("generate:brief", { audience: "runners", tone: "playful" });
    expect(store.has("generate:brief")).toBe(true);
    expect(store.get("generate:brief")).toEqual({ audience: "runners", tone: "playful" });
  });

  it("carries serialisable values across a reload through session storage, once", () => {
    const storage = memoryStorage();
    const before = createKeepAliveStore();
    before.set("generate:output", "# Title\n\nText");
    before.set("scroll:/generate", 640);
    before.set("callback", () => "not serialisable");
    before.persist(storage);

    const after = createKeepAliveStore();
    after.restore(storage);
    expect(after.get("generate:output")).toBe("# Title\n\nText");
    expect(after.get("scroll:/generate")).toBe(640);
    expect(after.has("callback")).toBe(false);
    expect(storage.dump()).not.toHaveProperty(KEEP_ALIVE_STORAGE_KEY);
  });

  it("starts fresh from a damaged or missing entry", () => {
    const storage = memoryStorage();
    storage.setItem(KEEP_ALIVE_STORAGE_KEY, "{not json");
    const store = createKeepAliveStore();
    store.restore(storage);
    store.restore(memoryStorage());
    expect(store.has("anything")).toBe(false);
  });
});
