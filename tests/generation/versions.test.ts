import { describe, expect, test } from "vitest";
import { titleOf } from "../../shared/markdown";
import { generateItem, landingBrief, newVisitor, readEvents, type Visitor } from "../support/visitor";

/** The version on screen is the one shared, previewed and published (docs/api.md, "Sharing and publishing"). */

type Detail = { revisions: Array<{ number: number; content: string }> };

async function twoVersions(visitor: Visitor) {
  const { itemId } = await generateItem(visitor, {
    ...landingBrief,
    inputs: { ...landingBrief.inputs, product: "Orbit lamp" },
  });
  await readEvents(
    await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, instruction: "make it shorter" }),
  );
  const detail = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
  expect(detail.revisions).toHaveLength(2);
  const [first, second] = detail.revisions;
  expect(first?.content).not.toBe(second?.content);
  return { itemId, first: first?.content ?? "", second: second?.content ?? "" };
}

describe("versions", () => {
  test("publishing version 1 of 2 publishes version 1, at an address from its own title", async () => {
    const visitor = newVisitor();
    const { itemId, first } = await twoVersions(visitor);
    const published = (await (
      await visitor.json(`/api/items/${itemId}/publication`, "POST", { revision: 1 })
    ).json()) as { slug: string };
    const words = titleOf(first).toLowerCase().split(/\s+/)[0] ?? "";
    expect(published.slug.startsWith(words.replace(/[^a-z0-9]/g, ""))).toBe(true);
    const page = (await (await visitor.request(`/api/publications/${published.slug}`)).json()) as { content: string };
    expect(page.content).toBe(first);
  });

  test("a share shows the version it was shared at, and sharing again moves the same link", async () => {
    const visitor = newVisitor();
    const { itemId, first, second } = await twoVersions(visitor);
    const shared = (await (await visitor.json(`/api/items/${itemId}/share`, "POST", { revision: 1 })).json()) as {
      slug: string;
    };
    expect(((await (await visitor.request(`/api/shares/${shared.slug}`)).json()) as { content: string }).content).toBe(
      first,
    );
    const again = (await (await visitor.json(`/api/items/${itemId}/share`, "POST", { revision: 2 })).json()) as {
      slug: string;
    };
    expect(again.slug).toBe(shared.slug);
    expect(((await (await visitor.request(`/api/shares/${shared.slug}`)).json()) as { content: string }).content).toBe(
      second,
    );
    expect((await visitor.json(`/api/items/${itemId}/share`, "POST", { revision: 9 })).status).toBe(400);
  });

  test("the preview shows the version it is asked for", async () => {
    const visitor = newVisitor();
    const { itemId, first } = await twoVersions(visitor);
    const html = await (await visitor.request(`/preview/${itemId}?revision=1`)).text();
    const heading = titleOf(first);
    expect(html).toContain(heading.slice(0, 20));
  });
});
