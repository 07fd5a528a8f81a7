import { describe, expect, test } from "vitest";
import type { Refinement } from "../../shared/generation";
import { chainRoot, type RevisionRow, requestChain } from "./store";

function revision(
  number: number,
  asked: { refinement?: Refinement; instruction?: string } | null,
  restoredFrom: number | null = null,
): RevisionRow {
  return {
    item_id: "x",
    number,
    instruction: asked?.instruction ?? null,
    refinement: asked?.refinement ? JSON.stringify(asked.refinement) : null,
    locale: "en",
    content: `v${number}`,
    status: "complete",
    provider: "builtin",
    created_at: number,
    updated_at: number,
    restored_from: restoredFrom,
    edited: 0,
    inputs: null,
  };
}

describe("requestChain and chainRoot", () => {
  const revisions = [
    revision(1, null),
    revision(2, { refinement: { kind: "shorter" } }),
    revision(3, { instruction: "fewer English words" }),
    revision(4, null, 1), // version 1 restored
    revision(5, { refinement: { kind: "add-point", text: "Free shipping" }, instruction: "and keep it warm" }),
    revision(6, null), // another take on version 5
  ];
  const shorter = { refinement: { kind: "shorter" }, instruction: null };
  const point = { refinement: { kind: "add-point", text: "Free shipping" }, instruction: "and keep it warm" };

  test.each([
    [1, [], 1],
    [2, [shorter], 1],
    [3, [shorter, { refinement: null, instruction: "fewer English words" }], 1],
    [4, [], 1],
    [5, [point], 1],
    [6, [point], 6],
  ])("version %i was made from %j, starting at version %i", (number, chain, root) => {
    expect(requestChain(revisions, number)).toEqual(chain);
    expect(chainRoot(revisions, number)).toBe(root);
  });

  test("a hand edit changes the version before it; a changed brief starts a chain afresh", () => {
    const more = [
      ...revisions,
      { ...revision(7, null), edited: 1, provider: "visitor" }, // version 6 edited by hand
      revision(8, { refinement: { kind: "shorter" } }),
      { ...revision(9, null), inputs: "{}" }, // from a changed brief
      revision(10, { refinement: { kind: "formal" } }),
    ];
    expect(chainRoot(more, 7)).toBe(6);
    expect(chainRoot(more, 8)).toBe(6);
    expect(requestChain(more, 8)).toEqual([point, shorter]);
    expect(chainRoot(more, 10)).toBe(9);
    expect(requestChain(more, 10)).toEqual([{ refinement: { kind: "formal" }, instruction: null }]);
  });

  test("a stored refinement that is not JSON reads as none", () => {
    const broken = { ...revision(2, { instruction: "x" }), refinement: "{" };
    expect(requestChain([revision(1, null), broken], 2)).toEqual([{ refinement: null, instruction: "x" }]);
  });
});
