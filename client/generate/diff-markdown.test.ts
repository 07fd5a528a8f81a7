import { describe, expect, it } from "vitest";
import { ADD, ADD_END, mergedMarkdown, REMOVE, REMOVE_END } from "./diff-markdown";

describe("mergedMarkdown", () => {
  it("marks added and removed words where they are, and keeps the words both versions share", () => {
    const merged = mergedMarkdown([
      { value: "Cold for " },
      { value: "12", removed: true },
      { value: "24", added: true },
      { value: " hours" },
    ]);
    expect(merged).toBe(`Cold for ${REMOVE}12${REMOVE_END}${ADD}24${ADD_END} hours`);
  });

  it("puts a mark after a line's block syntax, so a marked heading or list item still renders as one", () => {
    const merged = mergedMarkdown([
      { value: "# Brook\n\n" },
      { value: "## Handmade\n\n- one point\n1. first", added: true },
    ]);
    expect(merged).toBe(
      `# Brook\n\n## ${ADD}Handmade${ADD_END}\n\n- ${ADD}one point${ADD_END}\n1. ${ADD}first${ADD_END}`,
    );
  });

  it("leaves syntax alone in the middle of a line, and empty or blank lines unmarked", () => {
    expect(mergedMarkdown([{ value: "a " }, { value: "# not a heading", removed: true }])).toBe(
      `a ${REMOVE}# not a heading${REMOVE_END}`,
    );
    expect(mergedMarkdown([{ value: "x" }, { value: "\n\n", added: true }, { value: "y" }])).toBe("x\n\ny");
  });
});
