import { describe, expect, test } from "vitest";
import {
  abbreviationSplits,
  answersAsQuestions,
  audiencePrinted,
  caseChanges,
  detectLanguage,
  doubledWords,
  duplicateHeadlines,
  englishLeaks,
  factsOf,
  hasFact,
  keptShare,
  mixedAddress,
  pluralSlips,
  quoteByMissing,
  sharedShare,
  strayHashtags,
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

// The defects of the offline writer an outside review found (docs/writer.md, "Evaluation"), each
// measured from the brief, writer.json and the text: here on texts with and without the defect.
describe("the defect measures", () => {
  test("an ad's or post's audience is targeting, not a fact", () => {
    const ad = findTemplate("ad-copy");
    if (!ad) throw new Error("ad-copy");
    expect(
      factsOf(ad, { product: "Brook", audience: "parents aged 30-45 in Leeds", benefit: "Free delivery" }),
    ).toEqual(["Brook", "Free delivery"]);
    expect(audiencePrinted("Made for parents aged 30-45 in Leeds.", "parents aged 30-45 in Leeds")).toBe(true);
    expect(audiencePrinted("# Brook\n\nFree delivery.", "parents aged 30-45 in Leeds")).toBe(false);
  });

  test("(a) find a count of one in a line written for several", () => {
    const lines = {
      "blog.intro_one": { casual: ["{count} Punkt für {audience}."], polite: ["{count} Punkt für {audience}."] },
      "blog.intro_other": { casual: ["Für {audience}: {count} Dinge, die du wissen solltest."], polite: [] },
    };
    expect(pluralSlips("# T\n\nFür Eltern: 1 Dinge, die du wissen solltest.", lines, "de")).toHaveLength(1);
    expect(pluralSlips("# T\n\nFür Eltern: 3 Dinge, die du wissen solltest.", lines, "de")).toHaveLength(0);
    // Japanese has one category: a count of one takes the only variant.
    expect(pluralSlips("1つのポイント", { x_other: ["{count}つのポイント"] }, "ja")).toHaveLength(0);
  });

  test("(b) find a sentence split at an abbreviation inside a value", () => {
    const sentences = { abbreviations: ["Mio.", "z. B.", "Dr."], ordinalDot: true };
    const value = "Umsatz von 6,5 Mio. Euro im ersten Jahr. Brot, z. B. Roggen, ab 1. Dezember";
    expect(abbreviationSplits("- Umsatz von 6,5 Mio.\n- Euro im ersten Jahr.", [value], sentences)).toHaveLength(1);
    expect(abbreviationSplits("- Brot, z.\n- B. Roggen", [value], sentences)).toHaveLength(1);
    expect(abbreviationSplits("- ab 1.\n- Dezember", [value], sentences)).toHaveLength(1);
    expect(abbreviationSplits("- Umsatz von 6,5 Mio. Euro im ersten Jahr.", [value], sentences)).toHaveLength(0);
  });

  test("(d) find both forms of address where the visitor used one", () => {
    const address = { polite: ["vous", "votre", "vos"], casual: ["tu", "te", "toi", "ton", "ta", "tes"] };
    const values = ["Nous venons chez vous le samedi"];
    expect(
      mixedAddress("# A\n\nNous venons chez vous le samedi.\n\nÉcris-nous, on te répond.", values, address, "fr"),
    ).toBe(true);
    expect(mixedAddress("# A\n\nNous venons chez vous le samedi.\n\nÉcrivez-nous.", values, address, "fr")).toBe(false);
    // The visitor's own mix is theirs.
    expect(mixedAddress("# A\n\nTu viens, vous venez.", ["Tu viens, vous venez"], address, "fr")).toBe(false);
  });

  test("(e) accept only hashtags that are the brief's names or keywords", () => {
    const inputs = { brand: "Café Luna", keywords: "flat white, Hamburg" };
    expect(strayHashtags("Neu bei uns. #CaféLuna #FlatWhite #Hamburg", inputs)).toEqual([]);
    expect(strayHashtags("Neu bei uns. #Gelernt #Jahren", inputs)).toEqual(["Gelernt", "Jahren"]);
    expect(strayHashtags("# Heading\n\nIssue #12", inputs)).toEqual([]);
  });

  test("(f) find values printed in another letter case", () => {
    const values = ["rösterei münchen, kaffee abo", "Rösterei Sonne"];
    expect(caseChanges("1. Rösterei münchen", ["Rösterei München"], { strict: true })).toEqual(["Rösterei münchen"]);
    expect(caseChanges("1. Rösterei münchen\n2. kaffee abo", values, { strict: true })).toEqual(["Rösterei münchen"]);
    expect(caseChanges("1. rösterei münchen\n2. kaffee abo", values, { strict: true })).toEqual([]);
    // Outside ads the first letter is the writer's: a key point opens with a capital.
    expect(caseChanges("- Kaffee abo", values)).toEqual([]);
    expect(caseChanges("- Kaffee Abo", values)).toEqual(["Kaffee Abo"]);
  });

  test("(g) find an ad headline used twice", () => {
    const labels = { headline: "Headline", headlines: "Headlines (up to 30 characters)" };
    const ads =
      "# Brook\n\n## Variant 1\n\n**Headline:** Brook\\\n**Text:** A.\n\n## Variant 2\n\n**Headline:** Brook\\\n**Text:** B.";
    expect(duplicateHeadlines(ads, labels)).toEqual(["Brook"]);
    expect(
      duplicateHeadlines(
        ads.replace("Headline:** Brook\\\n**Text:** B", "Headline:** Free delivery\\\n**Text:** B"),
        labels,
      ),
    ).toEqual([]);
    const search =
      "# Brook: search ads\n\n## Headlines (up to 30 characters)\n\n1. water bottle\n2. Water bottle.\n\n## Descriptions (up to 90 characters)\n\n1. Water bottle.";
    expect(duplicateHeadlines(search, labels)).toEqual(["Water bottle."]);
  });

  test("(i) find a press release without the person to quote", () => {
    expect(quoteByMissing("# News\n\nFor comment: Ana Ribeiro, CEO", "Ana Ribeiro, CEO")).toBe(false);
    expect(quoteByMissing("# News\n\nThe details.", "Ana Ribeiro, CEO")).toBe(true);
    expect(quoteByMissing("# News", "")).toBe(false);
  });
});
