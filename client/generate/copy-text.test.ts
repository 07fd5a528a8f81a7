import { describe, expect, test } from "vitest";
import { htmlToText, renderedCopy } from "./copy-text";

describe("Copy puts the text as rendered on the clipboard, and its HTML", () => {
  test("no Markdown syntax and no backslash escapes in the plain text", () => {
    const markdown =
      "**Subject:** Halden: 25% off\n\n# Widget\\_Pro \\[2025\\]\n\nMade for *office* workers & co.\n\n## What you get\n\n- Glows \\- when\n- Syncs\n\n1. Wash\n2. Dry\n\n> Quote. — Ana\n\nKind regards,\\\nHalden\n\n**[Pre-order for €59](https://example.com/a?b=1&c=2)**\n";
    const { text, html } = renderedCopy(markdown);
    expect(text).toBe(
      [
        "Subject: Halden: 25% off",
        "Widget_Pro [2025]",
        "Made for office workers & co.",
        "What you get",
        "• Glows - when\n• Syncs",
        "1. Wash\n2. Dry",
        "Quote. — Ana",
        "Kind regards,\nHalden",
        "Pre-order for €59 (https://example.com/a?b=1&c=2)",
      ].join("\n\n"),
    );
    expect(text).not.toMatch(/\\|\*\*|^#/m);
    expect(html).toContain("<h1");
    expect(html).toContain("<strong>Subject:</strong>");
  });

  test("Japanese, Chinese and German texts keep their characters and punctuation", () => {
    expect(renderedCopy("# 冬の登山靴\n\n- 防水\\*加工\n- 1足12,800円").text).toBe(
      "冬の登山靴\n\n• 防水*加工\n• 1足12,800円",
    );
    expect(renderedCopy("**主题：** 新品上市\n\n感谢阅读。").text).toBe("主题： 新品上市\n\n感谢阅读。");
    expect(renderedCopy("Gültig bis 31. Januar\\.").text).toBe("Gültig bis 31. Januar.");
  });

  test("raw HTML stays text and unsafe links lose their address", () => {
    const { text, html } = renderedCopy("<b>x</b> [click](javascript:alert(1))");
    expect(html).not.toContain("javascript:");
    expect(text).toContain("<b>x</b>");
    expect(text).not.toContain("javascript");
  });

  test("entities are decoded", () => {
    expect(htmlToText("<p>Tom &amp; Jerry &#39;s &lt;3 &#x263A;</p>")).toBe("Tom & Jerry 's <3 ☺");
  });
});
