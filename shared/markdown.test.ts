import { describe, expect, test } from "vitest";
import { descriptionOf, plainText, titleOf } from "./markdown";

describe("plainText", () => {
  test.each([
    ["escaped punctuation stays as written", "Widget\\_Pro \\[2025\\] \\*fast\\*", "Widget_Pro [2025] *fast*"],
    ["emphasis and code lose their delimiters", "**Bold** and _soft_ and `code`", "Bold and soft and code"],
    ["a word-internal underscore stays", "snake_case_name", "snake_case_name"],
    ["links keep their text", "Read [the guide](https://example.com/x) now", "Read the guide now"],
    ["an escaped bracket is not a link", "\\[draft\\](v2)", "[draft](v2)"],
    ["a backslash before a letter stays", "C:\\Users", "C:\\Users"],
    ["CJK and emoji are untouched", "**新商品** 🎉 カフェ", "新商品 🎉 カフェ"],
  ])("%s", (_name, markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});

describe("titleOf", () => {
  test("takes the first heading as plain text", () => {
    expect(titleOf("Intro line\n\n# Widget\\_Pro \\[2025\\] \\*fast\\*\n\nBody")).toBe("Widget_Pro [2025] *fast*");
  });

  test("takes an email's subject line when there is no heading", () => {
    expect(titleOf("**Subject:** Your *order* is on its way\n\nHello")).toBe("Your order is on its way");
    // Chinese and Japanese labels end in a full-width colon.
    expect(titleOf("**主题：** 双十一全场八折\n\n**预览文字：** 仅限11月11日")).toBe("双十一全场八折");
    expect(descriptionOf("**件名：** 冬のセール\n\n**プレビュー：** 12月まで\n\nこんにちは。")).toBe("こんにちは。");
  });

  test("shortens a long title at a word with an ellipsis, never mid-word", () => {
    const title = titleOf(`# ${"word ".repeat(40)}`);
    expect([...title].length).toBeLessThanOrEqual(120);
    expect(title).toMatch(/word…$/);
  });
});

describe("descriptionOf", () => {
  test("is the first plain paragraph, escapes resolved", () => {
    expect(descriptionOf("# Title\n\n- a point\n\nMeet **Widget\\_Pro** \\[2025\\].\n\nMore")).toBe(
      "Meet Widget_Pro [2025].",
    );
  });
});
