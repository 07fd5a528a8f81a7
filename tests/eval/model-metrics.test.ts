import { describe, expect, test } from "vitest";
import {
  inventedFacts,
  keptShare,
  lengthOff,
  limitedLines,
  templateShape,
  textLength,
} from "../../bench/lib/eval-metrics.mjs";
import { readRequest, valueFor, writeText } from "../../bench/lib/fake-model.mjs";
import { readVerdict } from "../../bench/lib/judge.mjs";
import { findTemplate } from "../../shared/catalog/templates";

// The measures of a model's copy (docs/writer.md, "Evaluation"), on texts whose answer is known.
const template = (slug: string) => {
  const found = findTemplate(slug);
  if (!found) throw new Error(slug);
  return found;
};
const invented = (text: string, sources: string[], locale = "en") => inventedFacts(text, sources, { locale }).invented;

describe("invented facts", () => {
  const brief = ["Brook water bottle", "Glows when it's time to drink; 750 ml", "from 39,90 € until 20 December 2026"];

  test("find numbers, prices and dates the brief never gave", () => {
    expect(invented("# Brook\n\nOnly 49,90 €, until 31 December 2026.", brief)).toEqual(["49,90", "31"]);
    expect(invented("# Brook\n\nTrusted by 12,000 runners.", brief)).toEqual(["12,000"]);
  });

  test("accept the brief's numbers however they are written", () => {
    expect(invented("# Brook\n\n750 ml, from €39.90 until 20/12/2026.", brief)).toEqual([]);
    expect(invented("# ブルック\n\n750ml、39,90 €から。", brief, "ja")).toEqual([]);
  });

  test("leave list numbering, variant numbers and small counts alone, not small prices", () => {
    expect(invented("## Variant 2\n\n1. Glows\n2. Three reasons: 3 of them", brief)).toEqual([]);
    expect(invented("# Brook\n\nNow 5 € off.", brief)).toEqual(["5"]);
    expect(invented("# Brook\n\nSave 10 % today.", brief)).toEqual(["10"]);
  });

  test("accept a year the brief gives and find one it does not", () => {
    expect(invented("# Bakery\n\nBaking since 1987.", ["Family bakery since 1987"])).toEqual([]);
    expect(invented("# Bakery\n\nBaking since 1978.", ["Family bakery since 1987"])).toEqual(["1978"]);
  });

  test("find links and e-mail addresses the brief never gave", () => {
    const sources = ["Book at https://brook.example/book", "hello@brook.example"];
    expect(invented("[Book](https://brook.example/book) or write to hello@brook.example.", sources)).toEqual([]);
    expect(invented("[Book](https://brook.example/shop) or write to sales@brook.example.", sources)).toEqual([
      "https://brook.example/shop",
      "sales@brook.example",
    ]);
  });

  test("find a person's name, not a capitalized sentence start or a title-case headline", () => {
    expect(invented("# Brook\n\nOur founder Marta Lindqvist designed it.", brief)).toEqual(["Marta Lindqvist"]);
    expect(invented("# Brook\n\nGlows when it's time to drink.", brief)).toEqual([]);
    expect(invented("**Headline:** Never Forget Another Sip Again", brief)).toEqual([]);
    // A name the brief gives, in another order of words, is the brief's.
    expect(invented("Ask Anna at Café Luna.", ["Café Luna", "Ask Anna"])).toEqual([]);
    // In German every noun is capitalized: two in a row are not a name.
    expect(invented("Wir liefern Ihre Bestellung Montag früh.", ["Lieferung"], "de")).toEqual([]);
  });

  test("count what it checked, for the precision", () => {
    const { checked, invented: found } = inventedFacts("750 ml for 39,90 € and 49 €.", brief, { locale: "en" });
    expect(checked).toBe(3);
    expect(found).toEqual(["49"]);
  });
});

describe("template shape", () => {
  const labels = {
    subject: "Betreff",
    preview: "Vorschau",
    headline: "Überschrift",
    text: "Text",
    button: "Button",
    headlines: "Anzeigentitel (bis zu 30 Zeichen)",
    descriptions: "Beschreibungen (bis zu 90 Zeichen)",
  };
  test("an email opens with its subject and preview labels", () => {
    expect(templateShape("**Betreff:** Hallo\n\n**Vorschau:** Neu\n\nHallo,", template("newsletter"), labels)).toEqual(
      [],
    );
    expect(templateShape("# Hallo\n\nText", template("newsletter"), labels)).toHaveLength(3);
  });
  test("an ad set has three variants with their three labels", () => {
    const variant = (n: number) => `## Variante ${n}\n\n**Überschrift:** A\n\n**Text:** B\n\n**Button:** C`;
    const ads = [1, 2, 3].map(variant).join("\n\n");
    expect(templateShape(ads, template("ad-copy"), labels)).toEqual([]);
    expect(templateShape(ads.replace("**Button:** C", "C"), template("ad-copy"), labels)).toEqual([
      '"Variante 1" has no **Button:**',
    ]);
    expect(templateShape(`${ads}\n\n## Gut zu wissen\n\nX`, template("ad-copy"), labels)).toContain(
      "4 variants, not 3",
    );
  });
  test("search ads list five headlines and two descriptions under their labels", () => {
    const search = (n: number) =>
      `# X: Suchanzeigen\n\n## Anzeigentitel (bis zu 30 Zeichen)\n\n${Array.from({ length: n }, (_, i) => `${i + 1}. T${i}`).join("\n")}\n\n## Beschreibungen (bis zu 90 Zeichen)\n\n1. A\n2. B`;
    expect(templateShape(search(5), template("search-ads"), labels)).toEqual([]);
    expect(templateShape(search(6), template("search-ads"), labels)).toEqual(['6 items under "anzeigentitel", not 5']);
  });
  test("a press release ends with ###, a LinkedIn post has no heading", () => {
    expect(templateShape("# News\n\nText\n\n## Über uns\n\nWir.\n\n###", template("press-release"), labels)).toEqual(
      [],
    );
    expect(templateShape("# News\n\nText\n\n## Über uns\n\nWir.", template("press-release"), labels)).toEqual([
      "does not end with ###",
    ]);
    expect(templateShape("## Post\n\nText", template("linkedin-post"), labels)).toHaveLength(1);
  });
});

describe("length and limits", () => {
  test("count words, or characters where the guide does", () => {
    expect(textLength("# Brook\n\n- Glows when it's time.", "words")).toBe(5);
    expect(textLength("# 新茶\n\n秋茶を、10月に。", "characters")).toBe(9);
    expect(lengthOff(100, { from: 250, to: 400 })).toBe("under");
    expect(lengthOff(300, { from: 250, to: 400 })).toBe(null);
    expect(lengthOff(501, { from: 250, to: 400 })).toBe("over");
  });

  test("hold ad lines to the platform's limit, CJK characters counting twice", () => {
    const labels = { headline: "見出し", text: "本文", headlines: "見出し", descriptions: "説明文" };
    const ads = `## 1\n\n**見出し:** ${"秋".repeat(21)}\n\n**本文:** 短い。`;
    const lines = limitedLines(ads, template("ad-copy"), labels);
    expect(lines.map((line) => [line.width, line.limit])).toEqual([
      [42, 40],
      [6, 125],
    ]);
    const post = `## Post 1\n\n${"a".repeat(281)}\n\n## Post 2\n\nShort.`;
    expect(limitedLines(post, template("social-posts"), labels, { network: "x" }).map((l) => l.width)).toEqual([
      281, 6,
    ]);
    expect(limitedLines(post, template("social-posts"), labels, { network: "instagram" })).toEqual([]);
  });

  test("measure what a local edit kept", () => {
    expect(keptShare("# A\n\nOne. Two.", "# A\n\nOne. Two.\n\n## Good to know\n\nThree.")).toBe(1);
  });
});

describe("the fake model and the judge", () => {
  const system =
    "Language: write everything in German (Deutsch), as a native copywriter.\n\nThe text to write: Landingpage. x";
  const brief = (product: string, points: string[]) =>
    `Write the text from this brief. Each line is a field.\n\n- Produkt: ${JSON.stringify(product)}\n- Punkte:\n${points.map((p) => `  - ${JSON.stringify(p)}`).join("\n")}\n\nWrite in German.`;
  const body = {
    messages: [
      { role: "system", content: system },
      { role: "user", content: brief("Brook Flasche", ["Leuchtet zum Trinken", "750 ml"]) },
      {
        role: "assistant",
        content: "# Brook Flasche\n\nLeuchtet zum Trinken.\n\n- Leuchtet zum Trinken\n\nJetzt testen.",
      },
      { role: "user", content: brief("Halden Wolle", ["Aus Schafwolle vom Deich", "Handgefärbt"]) },
    ],
  };

  test("reads the prompt and writes from the visitor's brief in the example's form", () => {
    const request = readRequest(body);
    expect(request.locale).toBe("de");
    expect(request.brief.map((field) => field.values)).toEqual([
      ["Halden Wolle"],
      ["Aus Schafwolle vom Deich", "Handgefärbt"],
    ]);
    const text = writeText(request);
    expect(text).toMatch(/^# Halden Wolle\n/u);
    expect(text).not.toContain("Brook");
    expect(text).toContain("Jetzt testen.");
  });

  test("fills any JSON Schema with valid values", () => {
    const schema = {
      type: "object",
      properties: {
        edits: {
          type: "array",
          minItems: 2,
          items: {
            anyOf: [
              { $ref: "#/$defs/replace" },
              { type: "object", properties: { op: { const: "insert_after" }, anchor: { type: "string" } } },
            ],
          },
        },
        headline: { type: "string", maxLength: 5 },
        tone: { enum: ["a", "b"] },
        score: { type: "integer", minimum: 1, maximum: 5 },
      },
      $defs: { replace: { type: "object", properties: { op: { const: "replace" }, find: { type: "string" } } } },
    };
    const value = valueFor(schema, { text: () => "Halden Wolle" }) as Record<string, unknown>;
    expect((value.edits as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(["replace", "insert_after"]).toContain((value.edits as Array<{ op: string }>)[0]?.op);
    expect(value.headline).toBe("Halde");
    expect(["a", "b"]).toContain(value.tone);
    expect(value.score).toBeGreaterThanOrEqual(1);
    expect(value.score).toBeLessThanOrEqual(5);
  });

  test("the judge's score is read from JSON or words, or not at all", () => {
    expect(readVerdict('{"score": 4, "reason": "fine"}')).toEqual({ score: 4, reason: "fine" });
    expect(readVerdict("Score: 2 — an invented price")?.score).toBe(2);
    expect(readVerdict("I cannot judge this.")).toBe(null);
    expect(readVerdict('{"score": 9}')).toBe(null);
  });
});
