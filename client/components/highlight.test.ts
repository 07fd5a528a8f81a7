import { describe, expect, it } from "vitest";
import { highlightRuns } from "./highlight";

const marked = (text: string, query: string) =>
  highlightRuns(text, query)
    .map((run) => (run.mark ? `[${run.text}]` : run.text))
    .join("");

describe("highlightRuns", () => {
  it.each([
    ["Spring sale for Brook", "brook", "Spring sale for [Brook]"],
    ["Spring sale for Brook", "sale BROOK", "Spring [sale] for [Brook]"],
    ["春のセールのお知らせ", "セール", "春の[セール]のお知らせ"],
    ["a+b (c)", "+b (", "a[+b] [(]c)"],
    ["nothing here", "zzz", "nothing here"],
    ["Any text", "", "Any text"],
  ])("%s / %s", (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it("prefers the longer of two overlapping terms", () => {
    expect(marked("newsletter", "news newsletter")).toBe("[newsletter]");
  });
});
