import { describe, expect, test } from "vitest";
import { findTemplate } from "../../shared/catalog/templates";
import { LOCALE_CODES } from "../../shared/locales";
import { exampleOf } from "./examples";
import { exampleObject, readObject, renderObject, structuredKind } from "./structured";

/**
 * Structured short formats (docs/writer.md, "Structured short formats"): every example pair of a
 * structured template reads as the object a model is asked for, within its limits, so the model is
 * shown an answer of the very shape it must give.
 */
const SLUGS = ["ad-copy", "search-ads", "social-posts", "email-campaign", "newsletter", "welcome-email"];

describe("the example pairs of structured templates", () => {
  test.each(LOCALE_CODES.flatMap((locale) => SLUGS.map((slug) => [locale, slug] as const)))(
    "%s %s reads as its object",
    (locale, slug) => {
      const template = findTemplate(slug);
      const example = exampleOf(locale, slug);
      const kind = template && structuredKind(template);
      if (!template || !example || !kind) throw new Error(`no ${slug} example in ${locale}`);
      const object = exampleObject(kind, example.text, locale, example.brief);
      expect(object).toBeDefined();
      // And the object, as a model would answer it, reads back and prints without a problem.
      const read = readObject(kind, JSON.stringify(object), locale, example.brief);
      expect(read.ok).toBe(true);
      if (read.ok) {
        const text = renderObject(read.value, { template, locale, inputs: example.brief, seed: 1 });
        expect(text.length).toBeGreaterThan(0);
      }
    },
  );
});

test("an answer that is no JSON, or misses a field, is named for the correction", () => {
  expect(readObject("email", "Hello", "en", {})).toEqual({
    ok: false,
    problems: [{ field: "", says: "The answer was not a JSON object.", overLong: false }],
  });
  const missing = readObject("email", '```json\n{"subject": "Hi", "body": "Hello"}\n```', "en", {});
  expect(missing.ok).toBe(false);
  if (!missing.ok) expect(missing.problems[0]?.field).toBe("preview");
});
