import { describe, expect, test } from "vitest";
import { instructionChain, type RevisionRow } from "./store";

function revision(number: number, instruction: string | null, restoredFrom: number | null = null): RevisionRow {
  return {
    item_id: "x",
    number,
    instruction,
    locale: "en",
    content: `v${number}`,
    status: "complete",
    provider: "builtin",
    created_at: number,
    updated_at: number,
    restored_from: restoredFrom,
  };
}

describe("instructionChain", () => {
  const revisions = [
    revision(1, null),
    revision(2, "shorter"),
    revision(3, "more formal"),
    revision(4, null, 1), // version 1 restored
    revision(5, "mention free shipping"),
    revision(6, null), // another take on version 5
  ];

  test.each([
    [1, []],
    [2, ["shorter"]],
    [3, ["shorter", "more formal"]],
    [4, []],
    [5, ["mention free shipping"]],
    [6, ["mention free shipping"]],
  ])("version %i was made from %j", (number, chain) => {
    expect(instructionChain(revisions, number)).toEqual(chain);
  });
});
