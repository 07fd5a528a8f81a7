import { describe, expect, it } from "vitest";
import { createToastStore, TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE } from "./toast-store";

const openTitles = (store: ReturnType<typeof createToastStore>) =>
  store
    .list()
    .filter((item) => item.open)
    .map((item) => item.title);

describe("toast store", () => {
  it("gives a toast the default duration of 2000 ms unless one is asked for", () => {
    const store = createToastStore();
    store.show("info", "plain");
    store.show("error", "long", { duration: 5000, description: "details" });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(2000);
    expect(store.list().map(({ title, duration, description }) => ({ title, duration, description }))).toEqual([
      { title: "plain", duration: 2000, description: undefined },
      { title: "long", duration: 5000, description: "details" },
    ]);
  });

  it("shows at most five toasts and closes the oldest for a sixth", () => {
    const store = createToastStore();
    for (const n of [1, 2, 3, 4, 5, 6]) store.show("success", `toast ${n}`);
    expect(TOAST_MAX_VISIBLE).toBe(5);
    expect(openTitles(store)).toEqual(["toast 2", "toast 3", "toast 4", "toast 5", "toast 6"]);
    // The closed one stays until the next toast, so its exit animation can play.
    expect(store.list().find((item) => !item.open)?.title).toBe("toast 1");
    store.show("warning", "toast 7");
    expect(store.list().map((item) => item.title)).toEqual([
      "toast 2",
      "toast 3",
      "toast 4",
      "toast 5",
      "toast 6",
      "toast 7",
    ]);
    expect(openTitles(store)).toEqual(["toast 3", "toast 4", "toast 5", "toast 6", "toast 7"]);
  });

  it("dismisses by id and tells subscribers about every change", () => {
    const store = createToastStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const first = store.show("info", "one");
    store.show("info", "two");
    store.dismiss(first);
    store.dismiss(first);
    expect(openTitles(store)).toEqual(["two"]);
    expect(calls).toBe(3);
    unsubscribe();
    store.show("info", "three");
    expect(calls).toBe(3);
  });

  it("numbers toasts uniquely", () => {
    const store = createToastStore();
    const ids = [store.show("info", "a"), store.show("info", "b"), store.show("info", "c")];
    expect(new Set(ids).size).toBe(3);
  });
});
