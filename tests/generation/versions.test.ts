import { describe, expect, test } from "vitest";
import { titleOf } from "../../shared/markdown";
import { generateItem, landingBrief, newVisitor, readEvents, streamingVersion, type Visitor } from "../support/visitor";

/** The version on screen is the one shared, previewed and published (docs/api.md, "Sharing and publishing"). */

type Detail = { revisions: Array<{ number: number; content: string }> };

async function twoVersions(visitor: Visitor) {
  const { itemId } = await generateItem(visitor, {
    ...landingBrief,
    inputs: { ...landingBrief.inputs, product: "Orbit lamp" },
  });
  await readEvents(
    await visitor.json("/api/generations", "POST", { ...landingBrief, itemId, refinement: { kind: "shorter" } }),
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

describe("restoring a version", () => {
  test("version 1 of 2 comes back as version 3, complete and searchable; strangers and missing versions get 404", async () => {
    const visitor = newVisitor();
    const { itemId, first } = await twoVersions(visitor);
    const restored = await visitor.json(`/api/items/${itemId}/revisions/1/restore`, "POST", {});
    expect(restored.status).toBe(200);
    const detail = (await restored.json()) as {
      revisions: Array<{ number: number; content: string; status: string; restoredFrom: number | null }>;
    };
    expect(detail.revisions).toHaveLength(3);
    expect(detail.revisions[2]).toMatchObject({ number: 3, content: first, status: "complete", restoredFrom: 1 });
    // Publishing without a version now publishes the restored one.
    const page = (await (await visitor.json(`/api/items/${itemId}/publication`, "POST", {})).json()) as {
      slug: string;
    };
    expect(
      ((await (await visitor.request(`/api/publications/${page.slug}`)).json()) as { content: string }).content,
    ).toBe(first);
    expect((await visitor.json(`/api/items/${itemId}/revisions/9/restore`, "POST", {})).status).toBe(404);
    expect((await newVisitor().json(`/api/items/${itemId}/revisions/1/restore`, "POST", {})).status).toBe(404);
  });

  test("nothing is restored while a version is being written", async () => {
    const visitor = newVisitor();
    const { itemId } = await twoVersions(visitor);
    await streamingVersion(visitor, itemId, 3);
    const answer = await visitor.json(`/api/items/${itemId}/revisions/1/restore`, "POST", {});
    expect(answer.status).toBe(409);
    const detail = (await (await visitor.request(`/api/items/${itemId}`)).json()) as Detail;
    expect(detail.revisions).toHaveLength(3);
  });
});
