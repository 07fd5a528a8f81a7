import { describe, expect, it } from "vitest";
import { createDialogStore } from "./dialog-store";

describe("dialog store", () => {
  it("confirm resolves true for OK and false for Cancel or Escape", async () => {
    const store = createDialogStore();
    const yes = store.confirm("Delete it?");
    const first = store.current();
    expect(first).toMatchObject({ kind: "confirm", message: "Delete it?", title: undefined });
    store.answer(first?.id ?? 0, true);
    await expect(yes).resolves.toBe(true);

    const no = store.confirm("Really?", { title: "Delete" });
    expect(store.current()?.title).toBe("Delete");
    store.answer(store.current()?.id ?? 0, false);
    await expect(no).resolves.toBe(false);
    expect(store.current()).toBeNull();
  });

  it("a confirm may name its action and mark it destructive", async () => {
    const store = createDialogStore();
    const answer = store.confirm("Delete this draft?", { title: "Delete draft", action: "Delete", destructive: true });
    expect(store.current()).toMatchObject({ action: "Delete", destructive: true });
    store.answer(store.current()?.id ?? 0, true);
    await expect(answer).resolves.toBe(true);
  });

  it("alert resolves once dismissed, whichever way", async () => {
    const store = createDialogStore();
    const shown = store.alert("Saved");
    expect(store.current()?.kind).toBe("alert");
    store.answer(store.current()?.id ?? 0, false);
    await expect(shown).resolves.toBeUndefined();
  });

  it("shows requests one at a time, in order, and ignores stale answers", async () => {
    const store = createDialogStore();
    const order: string[] = [];
    const a = store.confirm("first").then((ok) => order.push(`first:${ok}`));
    const b = store.alert("second").then(() => order.push("second"));
    const firstId = store.current()?.id ?? 0;
    expect(store.current()?.message).toBe("first");
    store.answer(firstId, true);
    store.answer(firstId, true);
    expect(store.current()?.message).toBe("second");
    store.answer(store.current()?.id ?? 0, true);
    await Promise.all([a, b]);
    expect(order).toEqual(["first:true", "second"]);
  });

  it("tells subscribers when the dialog on screen changes", () => {
    const store = createDialogStore();
    let calls = 0;
    store.subscribe(() => calls++);
    void store.confirm("one");
    store.answer(store.current()?.id ?? 0, false);
    expect(calls).toBe(2);
  });
});
