import { franc } from "franc-min";
import { describe, expect, test } from "vitest";
import { validateBrief } from "../../shared/brief";
import { TEMPLATES } from "../../shared/catalog/templates";
import { FRANC_CODES, LOCALE_CODES } from "../../shared/locales";
import { exampleOf } from "./examples";
import { expectedStart } from "./output-gate";
import { writerTexts } from "./writer-texts";

/**
 * The example pairs a model is shown (locales/{code}/examples/; docs/writer.md, "Model prompts")
 * agree with the rules beside them: every field of the brief filled and valid, the text in its
 * language, opening as its template's guide says, with its language's labels, and no figure that
 * its brief does not give. A 12B model copies its example, contradictions included.
 */

/** The digit sequences of a text ("24", "19,800" gives "19" and "800"). */
const numbersOf = (text: string) => new Set(text.match(/\d+/gu) ?? []);

describe.each(LOCALE_CODES)("the example pairs in %s", (locale) => {
  const texts = writerTexts(locale);
  const lines = Object.values(texts.lines).flatMap((line) =>
    Array.isArray(line) ? line : [...line.casual, ...line.polite],
  );
  // Figures the writer's own words carry ("Headlines (up to 30 characters)").
  const writerNumbers = numbersOf(lines.join("\n"));

  test.each(TEMPLATES.map((template) => [template.slug, template] as const))("%s", (_slug, template) => {
    const example = exampleOf(locale, template.slug);
    expect(example, `locales/${locale}/examples/${template.slug}.json`).toBeDefined();
    if (!example) return;

    // Every field of the template, each valid as the API would take it.
    expect(Object.keys(example.brief).sort()).toEqual(template.fields.map((field) => field.name).sort());
    expect(validateBrief(template, example.brief).issues).toEqual([]);

    const { text } = example;
    const first = text.split("\n")[0]?.trim() ?? "";
    expect(expectedStart({ template, locale }).test(first), first).toBe(true);
    expect(text).not.toMatch(/```|<\/?[a-z][^>]*>/iu);
    const plain = text.replace(/[#*_>`[\]|()-]/gu, " ").replace(/\d+/gu, " ");
    expect(franc(plain, { only: Object.values(FRANC_CODES) })).toBe(FRANC_CODES[locale]);

    if (template.output === "email") expect(text).toContain(`**${texts.labels.preview}`);
    if (template.slug === "ad-copy") {
      const label = (key: string) => {
        const line = texts.lines[key];
        return Array.isArray(line) ? line[0] : undefined;
      };
      for (const key of ["ads.headline", "ads.text", "ads.button"]) expect(text).toContain(`**${label(key)}`);
    }
    if (template.slug === "press-release") expect(text.trimEnd().endsWith("###")).toBe(true);

    // No figure the brief does not give: list numbers and the numbered headings of posts and
    // variants are structure, and the writer's own labels may carry a figure.
    const briefNumbers = numbersOf(Object.values(example.brief).join("\n"));
    const structural = text
      .split("\n")
      .map((line) =>
        line
          .replace(/^\s*\d+\.\s/u, "")
          .replace(/^(#{2,3} )\d{1,2}\.\s/u, "$1")
          .replace(/^(#{2,3} \D*)\d{1,2}(\D*)$/u, "$1$2"),
      )
      .join("\n");
    const invented = [...numbersOf(structural)].filter((n) => !briefNumbers.has(n) && !writerNumbers.has(n));
    expect(invented, "figures not in the brief").toEqual([]);
  });
});
