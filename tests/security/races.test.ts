import { describe, expect, test } from "vitest";
import { generateItem, landingBrief, newVisitor, type Visitor } from "../support/visitor";

/** docs/security.md, "Races": concurrent requests get one winner and clear 4xx answers, never a 500. */

const TRIALS = 8;

function brief(product: string) {
  return { ...landingBrief, inputs: { ...landingBrief.inputs, product } };
}

async function statusAndBody(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text.startsWith("event:") ? "{}" : text) as unknown) : null,
  };
}

describe("racing requests", () => {
  test("two owners publishing one chosen slug at the same moment: exactly one wins, the other gets 409", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    for (let trial = 0; trial < TRIALS; trial++) {
      const [a, b] = await Promise.all([
        generateItem(alice, brief(`Alice lamp ${trial}`)),
        generateItem(bob, brief(`Bob chair ${trial}`)),
      ]);
      const slug = `contested-${trial}-${crypto.randomUUID().slice(0, 8)}`;
      const answers = await Promise.all([
        alice.json(`/api/items/${a.itemId}/publication`, "POST", { slug }),
        bob.json(`/api/items/${b.itemId}/publication`, "POST", { slug }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(await loser?.json()).toMatchObject({ error: { code: "slug_taken" } });
      // The page is the winner's alone: its title and its text come from one item.
      const page = (await (await alice.request(`/api/publications/${slug}`)).json()) as {
        title: string;
        content: string;
      };
      const winner = answers[0]?.status === 200 ? "Alice lamp" : "Bob chair";
      expect(page.title).toContain(winner);
      expect(page.content).toContain(winner);
    }
  });

  test("a slug taken by another owner leaves the loser's existing page where it was", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const { itemId: aliceItem } = await generateItem(alice, brief("Alice lamp"));
    const { itemId: bobItem } = await generateItem(bob, brief("Bob chair"));
    const taken = `taken-${crypto.randomUUID().slice(0, 8)}`;
    const own = `own-${crypto.randomUUID().slice(0, 8)}`;
    expect((await alice.json(`/api/items/${aliceItem}/publication`, "POST", { slug: taken })).status).toBe(200);
    expect((await bob.json(`/api/items/${bobItem}/publication`, "POST", { slug: own })).status).toBe(200);
    expect((await bob.json(`/api/items/${bobItem}/publication`, "POST", { slug: taken })).status).toBe(409);
    expect((await bob.request(`/api/publications/${own}`)).status).toBe(200);
  });

  async function raceWithDelete(owner: Visitor, itemId: string, action: () => Promise<Response>) {
    const [result] = await Promise.all([
      action().then(statusAndBody),
      owner.request(`/api/items/${itemId}`, { method: "DELETE" }),
    ]);
    return result;
  }

  test.each<[string, (owner: Visitor, itemId: string) => Promise<Response>]>([
    ["publish", (owner, itemId) => owner.json(`/api/items/${itemId}/publication`, "POST", {})],
    [
      "publish with a slug",
      (owner, itemId) =>
        owner.json(`/api/items/${itemId}/publication`, "POST", {
          slug: `p-${itemId.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
        }),
    ],
    ["share", (owner, itemId) => owner.json(`/api/items/${itemId}/share`, "POST", {})],
    ["rename", (owner, itemId) => owner.json(`/api/items/${itemId}`, "PATCH", { title: "Renamed" })],
    [
      "refine",
      (owner, itemId) =>
        owner.json("/api/generations", "POST", { ...landingBrief, itemId, refinement: { kind: "shorter" } }),
    ],
  ])("%s racing a delete answers with the item or a 404 item_not_found, never a 500 or null", async (_name, action) => {
    const owner = newVisitor();
    for (let trial = 0; trial < TRIALS; trial++) {
      const { itemId } = await generateItem(owner, brief(`Race ${trial}`));
      const { status, body } = await raceWithDelete(owner, itemId, () => action(owner, itemId));
      expect([200, 404]).toContain(status);
      if (status === 404) expect(body).toMatchObject({ error: { code: "item_not_found" } });
      else expect(body).not.toBeNull();
      // Whatever the order, nothing of the item outlives its delete.
      expect((await owner.request(`/api/items/${itemId}`)).status).toBe(404);
    }
  });
});
