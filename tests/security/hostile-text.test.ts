import { describe, expect, test } from "vitest";
import { generateItem, itemCount, landingBrief, newVisitor } from "../support/visitor";

/** docs/security.md, "Input": control characters and unpaired surrogates are refused at the edge. */

async function expectInvalidText(response: Response, path: string) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("invalid_text");
  expect(error.message).toContain(path);
}

describe("control characters and unpaired surrogates", () => {
  test.each([
    ["a NUL", "Widget\u0000Pro"],
    ["an escape character", "Widget\u001b[31mPro"],
    ["a lone surrogate", "Widget\ud800Pro"],
  ])("a brief field with %s is refused and stores nothing", async (_name, product) => {
    const visitor = newVisitor();
    // A visitor with an object already: the refused brief must add nothing to it.
    await generateItem(visitor);
    const before = await itemCount(visitor);
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, product },
    });
    await expectInvalidText(response, "inputs.product");
    expect(await itemCount(visitor)).toBe(before);
  });

  test("a rename with a NUL is refused and the title is unchanged", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const before = (await (await visitor.request(`/api/items/${itemId}`)).json()) as { title: string };
    await expectInvalidText(await visitor.json(`/api/items/${itemId}`, "PATCH", { title: "Bad\u0000title" }), "title");
    const after = (await (await visitor.request(`/api/items/${itemId}`)).json()) as { title: string };
    expect(after.title).toBe(before.title);
  });

  test("a chat instruction with a control character is refused and adds no version", async () => {
    const visitor = newVisitor();
    const { itemId } = await generateItem(visitor);
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      itemId,
      instruction: "shorter\u0008",
    });
    await expectInvalidText(response, "instruction");
    const detail = (await (await visitor.request(`/api/items/${itemId}`)).json()) as { revisions: unknown[] };
    expect(detail.revisions).toHaveLength(1);
  });

  test("line breaks, tabs and emoji are welcome", async () => {
    const visitor = newVisitor();
    const response = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, product: "Café 🎉", keyPoints: "one\ntwo\r\nthree\tfour" },
    });
    expect(response.status).toBe(200);
    await response.text();
  });
});

describe("titles are plain text", () => {
  test("a product name with Markdown characters is the item's and the page's title as typed", async () => {
    const visitor = newVisitor();
    const product = "Widget_Pro [2025] *fast*";
    const { itemId } = await generateItem(visitor, { ...landingBrief, inputs: { ...landingBrief.inputs, product } });
    const item = (await (await visitor.request(`/api/items/${itemId}`)).json()) as { title: string };
    expect(item.title).toContain(product);
    expect(item.title).not.toContain("\\");
    const slug = `plain-title-${itemId.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
    expect((await visitor.json(`/api/items/${itemId}/publication`, "POST", { slug })).status).toBe(200);
    const page = (await (await visitor.request(`/api/publications/${slug}`)).json()) as {
      title: string;
      description: string;
    };
    expect(page.title).toBe(item.title);
    expect(page.description).not.toContain("\\");
    const html = await (await visitor.request(`/p/${slug}`)).text();
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
    expect(heading.replace(/<[^>]+>/g, "")).not.toContain("\\");
  });
});
