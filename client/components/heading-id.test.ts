import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { headingId } from "./heading-id";
import { MarkdownContent } from "./markdown-content";

/** The ids of the headings of a Markdown text, as the page renders them. */
function headingIds(markdown: string): string[] {
  const html = renderToStaticMarkup(createElement(MarkdownContent, { markdown }));
  return [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("headingId", () => {
  it("keeps Chinese and Japanese text", () => {
    expect(headingId("产品介绍")).toBe("text-产品介绍");
    expect(headingId("冬に観葉植物を守る 5 つのコツ")).toBe("text-冬に観葉植物を守る-5-つのコツ");
    expect(headingId("新入荷：グジ")).toBe("text-新入荷-グジ");
  });

  it("keeps Korean, composed as one syllable per character", () => {
    expect(headingId("요약")).toBe("text-요약");
    // Decomposed jamo (as some keyboards send them) come out the same as the composed syllables.
    expect(headingId("\u1112\u1161\u11AB \u1100\u1173\u11AF")).toBe("text-한-글");
  });

  it("keeps Latin letters with diacritics, in lower case, with punctuation and spaces as hyphens", () => {
    expect(headingId("Café Über")).toBe("text-café-über");
    expect(headingId("  Warum? Weil’s wirkt!  ")).toBe("text-warum-weil-s-wirkt");
    expect(headingId("Ｆｕｌｌ　ｗｉｄｔｈ ２０２５")).toBe("text-full-width-2025");
    expect(headingId("नमस्ते दुनिया")).toBe("text-नमस्ते-दुनिया");
  });

  it("never takes the id of the page's own elements", () => {
    for (const text of ["Main", "Output", "Templates", "Help"]) expect(headingId(text)).toMatch(/^text-/);
  });

  it("is never empty", () => {
    for (const text of ["🎉", "🚀 ✨", "!!!", "—", "", "   "]) expect(headingId(text)).toBe("text-section");
  });
});

describe("MarkdownContent heading ids", () => {
  it("are non-empty and unique within a text, in every script", () => {
    const ids = headingIds(
      [
        "# 产品介绍",
        "## 特点",
        "text",
        "## 特点",
        "## 🎉",
        "## 🚀",
        "## 요약",
        "## 요약",
        "## Foo",
        "## Foo",
        "## Foo 1",
      ].join("\n\n"),
    );
    expect(ids).toEqual(
      ["产品介绍", "特点", "特点-1", "section", "section-1", "요약", "요약-1", "foo", "foo-1", "foo-1-1"].map(
        (id) => `text-${id}`,
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
