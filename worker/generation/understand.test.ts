import { describe, expect, test } from "vitest";
import { understandInstruction } from "./understand";

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
