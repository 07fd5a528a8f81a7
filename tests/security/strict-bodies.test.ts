import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { generateItem, landingBrief, newVisitor } from "../support/visitor";

/**
 * Every write body is exactly its documented shape (docs/api.md, "Conventions"): an unknown key, a
 * value of the wrong kind or `null` in place of an object is a 400, and nothing changes.
 */

const countRows = async (itemId: string) =>
  env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM revisions WHERE item_id = ?1) AS revisions,
            (SELECT COUNT(*) FROM publications WHERE item_id = ?1) AS pages,
            (SELECT COUNT(*) FROM items WHERE id = ?1) AS items`,
  )
    .bind(itemId)
    .first();

describe("strict write bodies", () => {
  test.each([
    ["DELETE", "/api/items", { confirm: "delete-all", x: 1 }],
    ["POST", "/api/items/{id}/revisions/1/restore", []],
    ["POST", "/api/items/{id}/revisions/1/restore", 1],
    ["POST", "/api/items/{id}/revisions/1/restore", "x"],
    ["POST", "/api/items/{id}/revisions/1/restore", null],
    ["POST", "/api/items/{id}/revisions/1/restore", { number: 1 }],
    ["POST", "/api/items/{id}/revisions/1/stop", null],
    ["POST", "/api/items/{id}/revisions/1/stop", { now: true }],
    ["POST", "/api/items/{id}/publication", null],
    ["POST", "/api/items/{id}/publication", { slug: "ok-slug", extra: true }],
    ["POST", "/api/items/{id}/share", { showBrief: true, everyone: true }],
    ["PUT", "/api/items/{id}/publication/languages/ja", null],
    ["PUT", "/api/items/{id}/publication/languages/ja", { revision: 1, extra: true }],
    ["PUT", "/api/items/{id}/publication/languages/ja", { revision: "1" }],
    ["PATCH", "/api/items/{id}", { title: "New title", owner: "someone" }],
    ["POST", "/api/generations", { ...landingBrief, itemId: "{id}", refinement: { kind: "shorter" }, model: "x" }],
  ])("%s %s with %j is a 400 and changes nothing", async (method, path, body) => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const before = await countRows(itemId);
    const withId = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll("{id}", itemId));
    const response = await visitor.json(path.replace("{id}", itemId), method, withId(body));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string } };
    expect(answer.error.code).toMatch(/^(invalid_request|confirmation_required|invalid_title)$/u);
    expect(await countRows(itemId)).toEqual(before);
  });

  test("the exact bodies still work", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    expect((await visitor.json(`/api/items/${itemId}/revisions/1/restore`, "POST", {})).status).toBe(200);
    expect((await visitor.json(`/api/items/${itemId}/publication`, "POST", {})).status).toBe(200);
    expect((await visitor.json("/api/items", "DELETE", { confirm: "delete-all" })).status).toBe(200);
  });
});
