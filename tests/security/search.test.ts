import { describe, expect, test } from "vitest";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/search";
import { generateItem, landingBrief, newVisitor, type Visitor } from "../support/visitor";

/** History search (docs/api.md, "History"): full-text over title and newest text, any query up to the form's limit. */

async function search(visitor: Visitor, q: string) {
  const response = await visitor.request(`/api/items?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { items: Array<{ id: string; title: string }> }).items.map((item) => item.id);
}

function brief(product: string, keyPoints = landingBrief.inputs.keyPoints, locale = "en") {
  return { ...landingBrief, locale, inputs: { ...landingBrief.inputs, product, keyPoints } };
}

describe("history search", () => {
  test.each([
    ["49 ASCII characters", "a".repeat(49)],
    ["the form's limit of ASCII", "x".repeat(SEARCH_QUERY_MAX_LENGTH)],
    ["17 CJK characters", "東".repeat(17)],
    ["the form's limit of CJK", "珈".repeat(SEARCH_QUERY_MAX_LENGTH)],
    ["25 percent signs", "%".repeat(25)],
    ["quotes and FTS syntax", '"NEAR(a b)" OR title:* AND -x ^y'],
    ["underscores and backslashes", "\\_\\%_"],
  ])("a query of %s answers 200 in the API and on the history page", async (_name, q) => {
    const visitor = newVisitor();
    await generateItem(visitor);
    expect(await search(visitor, q)).toEqual([]);
    for (const prefix of ["", "/ja", "/de"]) {
      const page = await visitor.request(`${prefix}/history?q=${encodeURIComponent(q)}`);
      expect(page.status, `${prefix}/history`).toBe(200);
      await page.body?.cancel();
    }
  });

  test("finds words in the text, not only in the title, ignoring case", async () => {
    const visitor = newVisitor();
    const { itemId: kettle } = await generateItem(visitor, brief("Alpha kettle", "boils in ninety seconds"));
    const { itemId: lamp } = await generateItem(visitor, brief("Beta lamp", "dims with a gentle twist"));
    expect(await search(visitor, "ALPHA")).toEqual([kettle]);
    expect(await search(visitor, "ninety")).toEqual([kettle]);
    expect(await search(visitor, "gentle twist")).toEqual([lamp]);
    expect(await search(visitor, "twist ninety")).toEqual([]);
    // A literal percent sign is no wildcard.
    expect(await search(visitor, "%")).toEqual([]);
  });

  test("finds Japanese and Chinese words of two characters and more", async () => {
    const visitor = newVisitor();
    const { itemId: coffee } = await generateItem(visitor, brief("焙煎珈琲セット", "深煎りの豆\n毎月届く", "ja"));
    const { itemId: tea } = await generateItem(visitor, brief("乌龙茶礼盒", "高山茶园\n手工烘焙", "zh"));
    expect(await search(visitor, "珈琲")).toEqual([coffee]);
    expect(await search(visitor, "深煎り")).toEqual([coffee]);
    expect(await search(visitor, "乌龙茶")).toEqual([tea]);
    expect(await search(visitor, "茶")).toEqual([tea]);
  });

  test("follows renames, new versions and deletes; another visitor's items never match", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor, brief("Gamma chair"));
    await visitor.json(`/api/items/${itemId}`, "PATCH", { title: "Office seating plan" });
    expect(await search(visitor, "seating")).toEqual([itemId]);
    await visitor
      .json("/api/generations", "POST", {
        ...brief("Gamma chair"),
        itemId,
        refinement: { kind: "add-point", text: "the walnut armrests" },
      })
      .then((response) => response.text());
    expect(await search(visitor, "walnut")).toEqual([itemId]);
    expect(await search(newVisitor(), "seating")).toEqual([]);
    await visitor.request(`/api/items/${itemId}`, { method: "DELETE" });
    expect(await search(visitor, "seating")).toEqual([]);
  });
});

describe("search text is cleaned, not trusted", () => {
  test.each([
    ["a NUL", "kettle\u0000"],
    ["an escape sequence", "\u001b[31mkettle"],
    ["a lone surrogate", "kettle\ud800"],
    ["100 emoji", "🎉".repeat(100)],
  ])("a query with %s answers 200 in the API and on the history and templates pages", async (_name, q) => {
    const visitor = newVisitor();
    await generateItem(visitor, brief("Alpha kettle"));
    const query = new URLSearchParams({ q }).toString();
    expect((await visitor.request(`/api/items?${query}`)).status).toBe(200);
    for (const path of ["/history", "/ja/history", "/templates", "/de/templates"]) {
      const page = await visitor.request(`${path}?${query}`);
      expect(page.status, path).toBe(200);
      await page.body?.cancel();
    }
  });
});
