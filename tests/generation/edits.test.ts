import { describe, expect, test } from "vitest";
import { MAX_REVISION_BYTES } from "../../shared/generation";
import type { ItemDetail, Revision } from "../../shared/items";
import { generateItem, landingBrief, newVisitor, readEvents, streamingVersion, type Visitor } from "../support/visitor";

/**
 * The studio's versions (docs/api.md, "Versions"): a hand-edited text is a version of its own,
 * checked like a refinement (the newest, one at a time), and a changed brief makes the next
 * version of the same draft. Nothing refused is ever written.
 */

const detail = async (visitor: Visitor, itemId: string) =>
  (await (await visitor.request(`/api/items/${itemId}`)).json()) as ItemDetail;

const edit = (visitor: Visitor, itemId: string, body: unknown) =>
  visitor.json(`/api/items/${itemId}/revisions`, "POST", body);

async function draft() {
  const visitor = newVisitor();
  const { itemId } = await generateItem(visitor);
  const before = await detail(visitor, itemId);
  return { visitor, itemId, before, first: before.revisions[0] as Revision };
}

/** The draft is exactly as it was: no version added, none changed. */
async function unchanged(visitor: Visitor, itemId: string, before: ItemDetail) {
  const after = await detail(visitor, itemId);
  expect(after.revisions).toEqual(before.revisions);
  expect(after.updatedAt).toBe(before.updatedAt);
}

describe("POST /api/items/{id}/revisions (a hand edit)", () => {
  test("the visitor's text becomes the newest version, complete, edited by the visitor, searchable", async () => {
    const { visitor, itemId, first } = await draft();
    const text = `${first.content}\n\nEdited by hand: the Moonlit Heron clause.`;
    const answer = await edit(visitor, itemId, { text, basedOn: 1 });
    expect(answer.status).toBe(201);
    const made = (await answer.json()) as Revision;
    expect(made).toMatchObject({
      number: 2,
      content: text,
      status: "complete",
      edited: true,
      provider: "visitor",
      locale: first.locale,
      restoredFrom: null,
      refinement: null,
      instruction: null,
      briefChanged: false,
    });
    const after = await detail(visitor, itemId);
    expect(after.revisions.map((r) => [r.number, r.edited])).toEqual([
      [1, false],
      [2, true],
    ]);
    const found = (await (await visitor.request("/api/items?q=Moonlit%20Heron")).json()) as {
      items: Array<{ id: string }>;
    };
    expect(found.items.map((item) => item.id)).toEqual([itemId]);
    // Restore and compare treat it as any version: version 1 comes back as version 3.
    expect((await visitor.json(`/api/items/${itemId}/revisions/1/restore`, "POST", {})).status).toBe(200);
    expect((await detail(visitor, itemId)).revisions.at(-1)).toMatchObject({ number: 3, restoredFrom: 1 });
    // And a refinement builds on the newest, the edit included, as usual.
    const refined = await readEvents(
      await visitor.json("/api/generations", "POST", {
        ...landingBrief,
        itemId,
        basedOn: 3,
        refinement: { kind: "shorter" },
      }),
    );
    expect(refined.at(-1)?.event).toMatch(/^(done|unchanged)$/);
  });

  test("an edit of a version that is no longer the newest is 409 version_conflict, and nothing is written", async () => {
    const { visitor, itemId, first } = await draft();
    expect((await edit(visitor, itemId, { text: "Tab one's words.", basedOn: 1 })).status).toBe(201);
    const before = await detail(visitor, itemId);
    const stale = await edit(visitor, itemId, { text: `${first.content} and tab two's`, basedOn: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "version_conflict" } });
    const ahead = await edit(visitor, itemId, { text: "From the future.", basedOn: 7 });
    expect(ahead.status).toBe(409);
    await unchanged(visitor, itemId, before);
  });

  test("while a version is being written, an edit is 409 generation_in_progress", async () => {
    const { visitor, itemId, before } = await draft();
    await streamingVersion(visitor, itemId, 2);
    const withStreaming = await detail(visitor, itemId);
    for (const basedOn of [1, 2]) {
      const answer = await edit(visitor, itemId, { text: "Mine now.", basedOn });
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ error: { code: "generation_in_progress" } });
    }
    expect((await detail(visitor, itemId)).revisions).toEqual(withStreaming.revisions);
    expect(before.revisions).toHaveLength(1);
  });

  test(`a text over ${MAX_REVISION_BYTES} bytes is 413 too_large, counted in UTF-8 bytes; at the cap it is saved`, async () => {
    const { visitor, itemId, before } = await draft();
    // "é" is two bytes: half the cap in characters is the cap in bytes, one more is over.
    const over = await edit(visitor, itemId, { text: "é".repeat(MAX_REVISION_BYTES / 2 + 1), basedOn: 1 });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: { code: "too_large" } });
    // Quotes double in JSON: a body past the cap's JSON limit is refused before it is parsed.
    const escaped = await edit(visitor, itemId, { text: '"'.repeat(MAX_REVISION_BYTES + 1), basedOn: 1 });
    expect(escaped.status).toBe(413);
    await unchanged(visitor, itemId, before);
    const atCap = await edit(visitor, itemId, { text: "é".repeat(MAX_REVISION_BYTES / 2), basedOn: 1 });
    expect(atCap.status).toBe(201);
  });

  test("a bad body is a 400 and writes nothing; another visitor's draft is a 404", async () => {
    const { visitor, itemId, before } = await draft();
    const bad: unknown[] = [
      {},
      { text: "Words." },
      { basedOn: 1 },
      { text: "Words.", basedOn: 1, extra: true },
      { text: "Words.", basedOn: 0 },
      { text: "Words.", basedOn: 1.5 },
      { text: "Words.", basedOn: "1" },
      { text: 42, basedOn: 1 },
      { text: "   \n ", basedOn: 1 },
      { text: "Words.\u0007", basedOn: 1 },
      null,
      [],
      "text",
    ];
    for (const body of bad) {
      const answer = await edit(visitor, itemId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toMatch(
        /^(invalid_request|invalid_text)$/,
      );
    }
    const notJson = await visitor.request(`/api/items/${itemId}/revisions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{text:",
    });
    expect(notJson.status).toBe(400);
    const same = await edit(visitor, itemId, { text: before.revisions[0]?.content, basedOn: 1 });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: { code: "same_text" } });
    expect((await edit(newVisitor(), itemId, { text: "Not mine.", basedOn: 1 })).status).toBe(404);
    expect((await edit(visitor, "no-such-draft-id", { text: "Words.", basedOn: 1 })).status).toBe(404);
    await unchanged(visitor, itemId, before);
  });

  test("an edit from another site is refused (403) and writes nothing", async () => {
    const { visitor, itemId, before } = await draft();
    const answer = await visitor.request(`/api/items/${itemId}/revisions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ text: "Planted.", basedOn: 1 }),
    });
    expect(answer.status).toBe(403);
    await unchanged(visitor, itemId, before);
  });
});

describe("one version at a time per draft", () => {
  test("of two refinements and an edit racing on one draft, exactly one writes; the others get 409", async () => {
    for (let trial = 0; trial < 4; trial++) {
      const { visitor, itemId } = await draft();
      const answers = await Promise.all([
        visitor.json("/api/generations", "POST", {
          ...landingBrief,
          itemId,
          basedOn: 1,
          refinement: { kind: "shorter" },
        }),
        visitor.json("/api/generations", "POST", {
          ...landingBrief,
          itemId,
          basedOn: 1,
          refinement: { kind: "longer" },
        }),
        edit(visitor, itemId, { text: `Racing edit ${trial}.`, basedOn: 1 }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      const winners = statuses.filter((status) => status === 200 || status === 201);
      expect(winners, statuses.join(",")).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      // Let the winning stream end before looking.
      await Promise.all(answers.map((answer) => answer.text()));
      const after = await detail(visitor, itemId);
      expect(after.revisions.length).toBeLessThanOrEqual(2);
      expect(after.revisions.filter((r) => r.status === "streaming")).toHaveLength(0);
    }
  });
});

describe("a changed brief for an open draft", () => {
  test("makes the draft's next version from the new brief, which becomes the draft's brief", async () => {
    const { visitor, itemId, first } = await draft();
    const inputs = { ...landingBrief.inputs, product: "Lumen lantern" };
    const events = await readEvents(
      await visitor.json("/api/generations", "POST", { ...landingBrief, inputs, itemId, basedOn: 1 }),
    );
    expect(events.at(-1)?.event).toBe("done");
    const after = await detail(visitor, itemId);
    expect(after.revisions).toHaveLength(2);
    expect(after.revisions[0]).toEqual(first);
    expect(after.revisions[1]).toMatchObject({ number: 2, briefChanged: true, edited: false, status: "complete" });
    expect(after.revisions[1]?.content).toContain("Lumen lantern");
    expect(after.revisions[1]?.content).not.toContain("Brook bottle");
    expect(after.inputs.product).toBe("Lumen lantern");
    // A refinement without a brief keeps the draft's (now the new one).
    const refined = await readEvents(
      await visitor.json("/api/generations", "POST", {
        ...landingBrief,
        inputs: {},
        itemId,
        basedOn: 2,
        refinement: { kind: "formal" },
      }),
    );
    expect(refined.at(-1)?.event).toMatch(/^(done|unchanged)$/);
    expect((await detail(visitor, itemId)).inputs.product).toBe("Lumen lantern");
  });

  test("an invalid changed brief is 400 invalid_brief and changes nothing; a stale one is 409", async () => {
    const { visitor, itemId, before } = await draft();
    const invalid = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, product: "" },
      itemId,
      basedOn: 1,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_brief" } });
    await unchanged(visitor, itemId, before);
    expect((await edit(visitor, itemId, { text: "Newer words.", basedOn: 1 })).status).toBe(201);
    const stale = await visitor.json("/api/generations", "POST", {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, product: "Stale lamp" },
      itemId,
      basedOn: 1,
    });
    expect(stale.status).toBe(409);
    expect((await detail(visitor, itemId)).inputs.product).toBe(landingBrief.inputs.product);
  });
});
