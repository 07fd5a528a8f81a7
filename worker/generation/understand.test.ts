import { describe, expect, test } from "vitest";
import { understandInstruction, understoodFor } from "./understand";

describe("understandInstruction", () => {
  test.each([
    ["make it shorter", ["shorter"], [], []],
    ["more formal and mention the rooftop tour", ["formal"], ["the rooftop tour"], []],
    ["Make it shorter, please", ["shorter"], [], []],
    ["mention free helmets", [], ["free helmets"], []],
    ["add a section about pricing and delivery", ["add-section"], [], []],
    ["make it rhyme", [], [], ["make it rhyme"]],
    ["shorter and make it rhyme", ["shorter"], [], ["make it rhyme"]],
    ["translate it into German", ["translate"], [], []],
    ["förmlicher und erwähne den Gratisversand", ["formal"], ["Gratisversand"], []],
  ])("%s", (text, kinds, notes, notUnderstood) => {
    const understood = understandInstruction(text);
    expect(understood.refinements.map((r) => r.kind)).toEqual(kinds);
    expect(understood.notes).toEqual(notes);
    expect(understood.notUnderstood).toEqual(notUnderstood);
  });
});

describe("understoodFor (the offline writer's reply)", () => {
  test("says which points it left out and why, instead of claiming them", () => {
    expect(understoodFor("builtin", "mention free shipping", { template: "ad-copy", locale: "en" })).toMatchObject({
      notes: [],
      leftOut: [{ note: "free shipping", reason: "no-place" }],
    });
    expect(understoodFor("builtin", "mention free shipping", { template: "landing-page", locale: "de" })).toMatchObject(
      { notes: [], leftOut: [{ note: "free shipping", reason: "other-language" }] },
    );
    const section = understoodFor("builtin", "add a section about pricing", { template: "landing-page", locale: "de" });
    expect(section).toMatchObject({ changes: [], leftOut: [{ note: "pricing", reason: "other-language" }] });
    const placed = understoodFor("builtin", "erwähne den Gratisversand", { template: "landing-page", locale: "de" });
    expect(placed?.notes).toEqual(["Gratisversand"]);
    expect(placed?.leftOut).toBeUndefined();
  });

  test("says a translation kept the visitor's own words as typed", () => {
    expect(
      understoodFor("builtin", "translate it into German", { template: "landing-page", locale: "de" }),
    ).toMatchObject({ keptAsWritten: true });
    expect(understoodFor("workers-ai", "translate it into German", { template: "landing-page", locale: "de" })).toBe(
      undefined,
    );
  });
});
