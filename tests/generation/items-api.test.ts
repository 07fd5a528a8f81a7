import { describe, expect, test } from "vitest";
import { MAX_PAGE_SIZE, MAX_TITLE_LENGTH } from "../../shared/items";
import { generateItem, landingBrief, newVisitor } from "../support/visitor";

describe("history: /api/items", () => {
  test("lists the visitor's items newest first with cursor paging and title search", async () => {
    const visitor = newVisitor();
    const ids: string[] = [];
    for (const product of ["Alpha kettle", "Beta lamp", "Gamma chair"]) {
      ids.push((await generateItem(visitor, { ...landingBrief, inputs: { ...landingBrief.inputs, product } })).itemId);
    }
    const first = (await (await visitor.request("/api/items?limit=2")).json()) as {
      items: Array<{ id: string; title: string }>;
      nextCursor?: string;
    };
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toBeTruthy();
    const second = (await (await visitor.request(`/api/items?limit=2&cursor=${first.nextCursor}`)).json()) as {
      items: Array<{ id: string }>;
      nextCursor?: string;
    };
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeUndefined();
    const search = (await (await visitor.request("/api/items?q=beta")).json()) as { items: Array<{ id: string }> };
    expect(search.items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await visitor.request("/api/items?cursor=garbage!")).status).toBe(400);
    expect((await visitor.request(`/api/items?limit=${MAX_PAGE_SIZE + 1}`)).status).toBe(400);
    // Someone else's history is their own.
    expect(((await (await newVisitor().request("/api/items")).json()) as { items: unknown[] }).items).toEqual([]);
  });

  test("renames an item and refuses a bad title", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const renamed = await visitor.json(`/api/items/${itemId}`, "PATCH", { title: "Launch page v2" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: "Launch page v2" });
    expect((await visitor.json(`/api/items/${itemId}`, "PATCH", { title: "" })).status).toBe(400);
    expect(
      (await visitor.json(`/api/items/${itemId}`, "PATCH", { title: "x".repeat(MAX_TITLE_LENGTH + 1) })).status,
    ).toBe(400);
    // A later revision does not undo the rename.
    await visitor
      .json("/api/generations", "POST", { ...landingBrief, itemId, refinement: { kind: "formal" } })
      .then((r) => r.text());
    expect(await (await visitor.request(`/api/items/${itemId}`)).json()).toMatchObject({ title: "Launch page v2" });
  });

  test("deletes an item with its revisions", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    expect((await visitor.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect((await visitor.request(`/api/items/${itemId}`)).status).toBe(404);
    expect((await visitor.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(404);
  });
});
