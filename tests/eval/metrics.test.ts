import { describe, expect, test } from "vitest";
import {
  answersAsQuestions,
  detectLanguage,
  doubledWords,
  englishLeaks,
  factsOf,
  hasFact,
  keptShare,
  sharedShare,
  structureProblems,
  truncations,
} from "../../bench/lib/eval-metrics.mjs";
import { findTemplate } from "../../shared/catalog/templates";

// The measures of `npm run eval` (docs/writer.md, "Evaluation") on texts whose answer is known.
describe("the evaluation's measures", () => {
  test("hear the language of a text", () => {
    expect(detectLanguage("Unsere Kaffeebohnen werden jede Woche frisch in Hamburg geröstet und verschickt.")).toBe(
      "deu",
    );
    expect(detectLanguage("毎週水曜日に焼きたてのパンをお届けします。ご注文は前日までにお願いします。")).toBe("jpn");
  });

  test("split a brief into facts and find them, whole or nearly", () => {
    const template = findTemplate("landing-page");
    if (!template) throw new Error("landing-page");
    const facts = factsOf(template, {
      product: "Brook",
      audience: "runners",
      keyPoints: "Glows when it's time to drink; syncs with your phone",
      tone: "bold",
    });
    expect(facts).toEqual(["Brook", "runners", "Glows when it's time to drink", "syncs with your phone"]);
    expect(hasFact("- Syncs with your phone.", "syncs with your phone")).toBe(true);
    expect(hasFact("It glows in the dark", "Glows when it's time to drink")).toBe(false);
    expect(hasFact("Brook glows when it's time to drink water", "Glows when it's time to drink")).toBe(true);
  });

  test("count the writer's sentences two businesses share, not the visitors'", () => {
    const a = "# Brook\n\nMade for runners.\n\n- Glows\n\nReady when you are.";
    const b = "# Halden\n\nMade for knitters.\n\n- Wool\n\nTake a look.";
    // "Made for ◇." is shared; "◇" alone (a bullet of the visitor's) is not writer copy.
    expect(sharedShare(a, ["Brook", "runners", "Glows"], b, ["Halden", "knitters", "Wool"])).toBeCloseTo(1 / 3);
    expect(sharedShare(a, ["Brook", "runners", "Glows"], a.replace("Made for", "Built for"), ["Brook"])).toBeCloseTo(
      1 / 3,
    );
  });

  test("find lines cut inside a brief value, in any script", () => {
    expect(truncations("1. Track every drawing revi", ["Track every drawing revision in one place"])).toHaveLength(1);
    // Cut between words is still cut mid-phrase; a whole part between commas is not.
    expect(truncations("1. Track every drawing revision", ["Track every drawing revision in one place"])).toHaveLength(
      1,
    );
    expect(
      truncations("1. Carpet cleaning cardiff", ["carpet cleaning cardiff, carpet cleaners near me"]),
    ).toHaveLength(0);
    expect(truncations("**テキスト:** 国産小麦の手作りケー", ["国産小麦の手作りケーキをお届け"])).toHaveLength(1);
    expect(truncations("- Glows when it's time to drink", ["Glows when it's time to drink"])).toHaveLength(0);
  });

  test("find doubled words and particles", () => {
    expect(doubledWords("Gültig bis bis 20. Dezember.")).toEqual(["bis bis"]);
    expect(doubledWords("Válida hasta el hasta el 15 de marzo.")).toEqual(["hasta el hasta el"]);
    expect(doubledWords("12月20日までまで有効です。", ["まで"])).toEqual(["までまで"]);
    expect(doubledWords("Valid until Sunday midnight. Bis bald!", ["まで"])).toEqual([]);
  });

  test("find FAQ answers turned into question headings", () => {
    const inputs = { questions: "Q: Can I pause?\nA: Yes, any week, until Wednesday midnight." };
    expect(answersAsQuestions("### Yes, any week, until Wednesday midnight?\n\nWe can help.", inputs)).toHaveLength(1);
    expect(answersAsQuestions("### Can I pause?\n\nYes, any week, until Wednesday midnight.", inputs)).toHaveLength(0);
  });

  test("find the writer's English outside English", () => {
    const english = ["Subject", "Preview", "What you get"];
    expect(englishLeaks("**Subject:** Herbst\n\n## What you get", english, new Set(["Betreff"]))).toEqual([
      "Subject",
      "What you get",
    ]);
    expect(englishLeaks("**Betreff:** Herbst", english, new Set(["Betreff"]))).toEqual([]);
  });

  test("check the Markdown the site renders", () => {
    expect(structureProblems("# One\n\nText")).toEqual([]);
    expect(structureProblems("**Subject:** Hi\n\nText")).toEqual([]);
    expect(structureProblems("# One\n\n# Two\n\n<b>x</b>\n\n- \n\n{product}")).toHaveLength(4);
  });

  test("measure how much of a text an edit kept", () => {
    expect(keptShare("# A\n\nOne. Two. Three.\n\nFour.", "# A\n\nOne. Two. Three.\n\nFour.\n\n- New")).toBe(1);
    expect(keptShare("# A\n\nOne. Two. Three.\n\nFour.", "# A\n\nOne. Other.")).toBe(0.25);
  });
});

test("a name before its colon is not a cut, in French typography either", () => {
  expect(truncations("### Membrane imperméable", ["Membrane imperméable : utile en montagne"])).toHaveLength(0);
  expect(truncations("### Membrane imperm", ["Membrane imperméable : utile en montagne"])).toHaveLength(1);
});
