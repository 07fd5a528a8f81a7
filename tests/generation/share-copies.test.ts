import { describe, expect, test } from "vitest";
import type { ItemDetail, ItemPage } from "../../shared/items";
import type { ShareRef } from "../../shared/publishing";
import { get as page } from "../edge/helpers";
import { addVersion, generateItem, inObject, newVisitor, objectOf, type Visitor } from "../support/visitor";

/**
 * "Make a copy" of a share (docs/api.md, "Copies of a share") and share links that show one
 * version until their owner moves them (docs/api.md, "Sharing and publishing").
 */

const share = async (owner: Visitor, itemId: string, body: object = {}) => {
  const response = await owner.json(`/api/items/${itemId}/share`, "POST", body);
  expect(response.status).toBe(200);
  return (await response.json()) as ShareRef;
};

const copy = (visitor: Visitor, slug: string, body: unknown = {}) =>
  visitor.json(`/api/shares/${slug}/copy`, "POST", body);

const historyOf = async (visitor: Visitor) => ((await (await visitor.request("/api/items")).json()) as ItemPage).items;

/** How many items and versions a visitor's object holds. */
const rowCounts = (visitor: Visitor) =>
  inObject(visitor, (sql) => [
    Number(sql.exec("SELECT COUNT(*) AS n FROM items").one().n),
    Number(sql.exec("SELECT COUNT(*) AS n FROM revisions").one().n),
  ]);

describe("make a copy of a share", () => {
  test("the copy is the recipient's own draft of exactly the shared version; the original is untouched", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    await addVersion(owner, itemId, 2, "# Brook, version two\n\nThe newer text.");
    const link = await share(owner, itemId, { revision: 1, showBrief: true });
    const before = (await (await owner.request(`/api/items/${itemId}`)).json()) as ItemDetail;

    const stranger = newVisitor();
    const made = await copy(stranger, link.slug);
    expect(made.status).toBe(201);
    const draft = (await made.json()) as ItemDetail;
    expect(draft.id).not.toBe(itemId);
    expect(draft.template).toBe("landing-page");
    expect(draft.revisions).toHaveLength(1);
    expect(draft.revisions[0]?.content).toBe(before.revisions[0]?.content);
    expect(draft.revisions[0]?.status).toBe("complete");
    expect(draft.inputs).toEqual(before.inputs);
    expect(draft.title).toBe("Brook bottle");
    expect(draft.share).toBeNull();
    expect(draft.publication).toBeNull();

    // It is in the recipient's history and opens for them; the owner neither sees nor reaches it.
    expect((await historyOf(stranger)).map((item) => item.id)).toEqual([draft.id]);
    expect((await stranger.request(`/api/items/${draft.id}`)).status).toBe(200);
    expect((await owner.request(`/api/items/${draft.id}`)).status).toBe(404);
    expect((await historyOf(owner)).map((item) => item.id)).toEqual([itemId]);
    // The original: same versions, same texts, same link.
    const after = (await (await owner.request(`/api/items/${itemId}`)).json()) as ItemDetail;
    expect(after.revisions).toEqual(before.revisions);
    expect(after.share).toEqual(before.share);

    // Refining the copy changes the copy only.
    const refined = await stranger.json("/api/generations", "POST", {
      template: "landing-page",
      locale: "en",
      inputs: {},
      itemId: draft.id,
      refinement: { kind: "shorter" },
    });
    expect(refined.status).toBe(200);
    await refined.text();
    const original = (await (await owner.request(`/api/items/${itemId}`)).json()) as ItemDetail;
    expect(original.revisions).toEqual(before.revisions);
  });

  test("a link that hides the brief gives a copy without it", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const link = await share(owner, itemId, { showBrief: false });
    const stranger = newVisitor();
    const draft = (await (await copy(stranger, link.slug)).json()) as ItemDetail;
    expect(draft.inputs).toEqual({});
    const stored = await (await objectOf(stranger)).getItem(draft.id);
    expect(stored?.inputs).toBe("{}");
  });

  test("unknown, malformed and revoked links are 404; a body other than {} is 400; nothing is written", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const link = await share(owner, itemId);
    const stranger = newVisitor();
    const counts = await rowCounts(owner);

    for (const body of [{ title: "mine" }, [], null, "copy", 1, { revision: 1 }]) {
      const response = await copy(stranger, link.slug, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_request" } });
    }
    const notJson = await stranger.request(`/api/shares/${link.slug}/copy`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    const crossSite = await stranger.request(`/api/shares/${link.slug}/copy`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    for (const slug of ["AAAAAAAAAAAAAAAA", "no", "bad%20slug!", "x".repeat(80)]) {
      const response = await copy(stranger, slug);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect((await owner.request(`/api/items/${itemId}/share`, { method: "DELETE" })).status).toBe(204);
    expect((await copy(stranger, link.slug)).status).toBe(404);
    // The GET of the public read model is no way to copy either.
    expect((await page(`/api/shares/${link.slug}/copy`)).status).toBe(404);

    // Nothing in the sharer's object changed, and the stranger's holds nothing.
    expect(await rowCounts(owner)).toEqual(counts);
    expect(await rowCounts(stranger)).toEqual([0, 0]);
    expect(await historyOf(stranger)).toEqual([]);
  });

  test("copies are limited like generations: 20 a minute per visitor", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const link = await share(owner, itemId);
    const stranger = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await copy(stranger, link.slug)).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const limited = await copy(stranger, link.slug);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
  });
});

describe("a share link shows one version until its owner moves it", () => {
  test("sharing pins the newest version; new versions do not move the link; only a new revision does", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const link = await share(owner, itemId);
    expect(link.revision).toBe(1);
    await addVersion(owner, itemId, 2, "# Brook, take two\n\nA second text.");

    const view = (await (await page(`/api/shares/${link.slug}`)).json()) as { content: string };
    expect(view.content).not.toContain("take two");
    const listed = (await historyOf(owner)).find((item) => item.id === itemId);
    expect(listed?.share?.revision).toBe(1);
    expect(listed?.latestRevision).toBe(2);

    // Turning the brief off keeps the version; naming one moves the link there.
    expect((await share(owner, itemId, { showBrief: false })).revision).toBe(1);
    expect((await share(owner, itemId, { revision: 2 })).revision).toBe(2);
    const moved = (await (await page(`/api/shares/${link.slug}`)).json()) as { content: string };
    expect(moved.content).toContain("take two");
  });
});
