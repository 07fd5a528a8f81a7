import { describe, expect, test } from "vitest";
import { SOLUTIONS } from "../shared/catalog/solutions";
import { TEMPLATES } from "../shared/catalog/templates";
import { CatalogTexts, LegalTexts } from "../shared/catalog/texts";
import { USE_CASES } from "../shared/catalog/use-cases";
import { LOCALE_CODES, PREFIXED_LOCALES } from "../shared/locales";
import { placeholdersOf, type WriterLine, WriterTexts } from "../shared/writer-texts";

// Every locale's files, bundled by Vite as the worker bundles them.
const ui = import.meta.glob<Record<string, unknown>>("../locales/*/ui.json", { eager: true, import: "default" });
const catalog = import.meta.glob<unknown>("../locales/*/catalog.json", { eager: true, import: "default" });
const legal = import.meta.glob<unknown>("../locales/*/legal.json", { eager: true, import: "default" });
const writer = import.meta.glob<unknown>("../locales/*/writer.json", { eager: true, import: "default" });
const samples = import.meta.glob<string>("../locales/*/samples/**/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Leaf keys of a message tree; i18next plural suffixes are folded into their base key. */
function leafKeys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
const baseKeys = (tree: unknown) =>
  [...new Set(leafKeys(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort();
function leafValues(tree: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leafValues(value, prefix ? `${prefix}.${key}` : key));
}

/** Values that are the same in every language (names, symbols). */
const SAME_EVERYWHERE = /^(meta\.siteName|language\.|footer\.copyright)|^(.*\.)?(updated)$/;

const english = ui["../locales/en/ui.json"];
const englishWriter = WriterTexts.parse(writer["../locales/en/writer.json"]);

/** The plural category a writer line's key ends with ("blog.intro_one"). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A writer line's alternatives for each form of address. */
function forms(line: WriterLine | undefined): Record<string, readonly string[]> {
  if (!line) return {};
  return Array.isArray(line) ? { both: line } : { casual: line.casual, polite: line.polite };
}

describe.each(LOCALE_CODES)("locale %s", (code) => {
  test("has every UI message key that English has, and no other", () => {
    expect(baseKeys(ui[`../locales/${code}/ui.json`])).toEqual(baseKeys(english));
  });

  test("has a plural form for each of its own plural categories", () => {
    const messages = ui[`../locales/${code}/ui.json`];
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const plurals = leafKeys(english)
      .filter((key) => key.endsWith("_other"))
      .map((key) => key.slice(0, -"_other".length));
    for (const base of plurals) {
      for (const category of categories) {
        if (category === "many" && !leafKeys(messages).includes(`${base}_many`)) continue; // falls back to _other
        expect(leafKeys(messages), `${base}_${category}`).toContain(`${base}_${category}`);
      }
    }
  });

  test("keeps every interpolation placeholder of the English message", () => {
    const translated = new Map(leafValues(ui[`../locales/${code}/ui.json`]));
    for (const [key, value] of leafValues(english)) {
      const placeholders = String(value).match(/\{\{\w+\}\}/g) ?? [];
      const base = key.replace(/_(one|other)$/, "");
      const counterpart = translated.get(key) ?? translated.get(`${base}_other`);
      for (const placeholder of placeholders) expect(String(counterpart), key).toContain(placeholder);
    }
  });

  test("has catalog texts for every template field, solution and use case", () => {
    const texts = CatalogTexts.parse(catalog[`../locales/${code}/catalog.json`]);
    for (const template of TEMPLATES) {
      const text = texts.templates[template.slug];
      expect(text, template.slug).toBeDefined();
      // Search synonyms (docs/api.md, "Template search"): a few short, distinct terms in every locale.
      const keywords = text?.keywords ?? [];
      expect(keywords.length, `${template.slug}.keywords`).toBeGreaterThanOrEqual(3);
      expect(keywords.length, `${template.slug}.keywords`).toBeLessThanOrEqual(8);
      expect(new Set(keywords.map((word) => word.toLocaleLowerCase(code))).size, `${template.slug}.keywords`).toBe(
        keywords.length,
      );
      for (const word of keywords) expect(word.length, `${template.slug}.keywords "${word}"`).toBeLessThanOrEqual(40);
      for (const field of template.fields) {
        expect(text?.fields[field.name], `${template.slug}.${field.name}`).toBeDefined();
        if (field.options && field.name !== "tone") {
          for (const option of field.options)
            expect(
              text?.fields[field.name]?.options?.[option],
              `${template.slug}.${field.name}.${option}`,
            ).toBeTruthy();
        }
      }
    }
    for (const solution of SOLUTIONS) expect(texts.solutions[solution.slug], solution.slug).toBeDefined();
    for (const useCase of USE_CASES) expect(texts.useCases[useCase.slug], useCase.slug).toBeDefined();
  });

  test("has the writer's words for every line English has, with as many alternatives and no new values", () => {
    const texts = WriterTexts.parse(writer[`../locales/${code}/writer.json`]);
    const base = (key: string) => key.replace(PLURAL_SUFFIX, "");
    expect([...new Set(Object.keys(texts.lines).map(base))].sort()).toEqual(
      [...new Set(Object.keys(englishWriter.lines).map(base))].sort(),
    );
    // A line with a count has one variant per plural category of the language, as i18next keys
    // them: "_other" always, "_one" where the language has it (not Japanese, Korean, Chinese);
    // "_many" may fall back to "_other" (French, Italian, Spanish, Portuguese use it only for
    // millions). Each variant has as many alternatives as English's own, or as English "_other".
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const plurals = [
      ...new Set(
        Object.keys(englishWriter.lines)
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map(base),
      ),
    ];
    const pairs: Array<[string, string]> = Object.keys(englishWriter.lines)
      .filter((key) => !PLURAL_SUFFIX.test(key))
      .map((key) => [key, key]);
    for (const key of plurals) {
      for (const category of categories) {
        const variant = `${key}_${category}`;
        if (category === "many" && !texts.lines[variant]) continue;
        expect(Object.keys(texts.lines), variant).toContain(variant);
        pairs.push([variant, englishWriter.lines[variant] ? variant : `${key}_other`]);
      }
      const extra = Object.keys(texts.lines).filter(
        (variant) => base(variant) === key && !categories.some((category) => variant === `${key}_${category}`),
      );
      expect(extra, `${key}: variants for plural categories ${code} does not have`).toEqual([]);
    }
    for (const [key, englishKey] of pairs) {
      const source = forms(englishWriter.lines[englishKey]);
      const translated = forms(texts.lines[key]);
      // One list may become two (a language with forms of address), never the other way round.
      const lists = "both" in translated ? { casual: translated.both, polite: translated.both } : translated;
      const sourceLists = "both" in source ? { casual: source.both, polite: source.both } : source;
      for (const form of ["casual", "polite"] as const) {
        const allowed = new Set((sourceLists[form] ?? []).flatMap(placeholdersOf));
        expect(lists[form]?.length, `${key}.${form}`).toBe(sourceLists[form]?.length);
        for (const text of lists[form] ?? [])
          for (const name of placeholdersOf(text)) expect(allowed, `${key}: {${name}} in "${text}"`).toContain(name);
      }
    }
  });

  test("has legal texts and a sample for every use case", () => {
    expect(() => LegalTexts.parse(legal[`../locales/${code}/legal.json`])).not.toThrow();
    for (const useCase of USE_CASES) {
      const sample = samples[`../locales/${code}/samples/${useCase.slug}.md`];
      expect(sample, useCase.slug).toMatch(/^# \S/);
    }
  });
});

describe.each(PREFIXED_LOCALES)("locale %s", (code) => {
  test("translates its UI messages rather than copying English", () => {
    const translated = new Map(leafValues(ui[`../locales/${code}/ui.json`]));
    const copies = leafValues(english).filter(
      ([key, value]) =>
        typeof value === "string" &&
        value.replace(/\{\{\w+\}\}/g, "").trim().length > 12 &&
        !SAME_EVERYWHERE.test(key) &&
        translated.get(key) === value,
    );
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});
