import { z } from "zod";
import type { Locale } from "../../shared/locales";

/**
 * The example pairs a model is shown before a brief (docs/writer.md, "Model prompts"): for each
 * template and language, a brief and the text a senior copywriter who is a native speaker wrote
 * from it, using only its facts, in exactly the structure and labels of the template's guide
 * (locales/{code}/examples/{template}.json; checked by ./examples.test.ts). Bundled with the model
 * writers only: the offline writer and page views never load them.
 */
export const ExamplePair = z.strictObject({
  brief: z.record(z.string(), z.string()),
  text: z.string().min(1),
});
export type ExamplePair = z.infer<typeof ExamplePair>;

const files = import.meta.glob<unknown>("../../locales/*/examples/*.json", { eager: true, import: "default" });
const parsed = new Map<string, ExamplePair | null>();

/** The example pair of a template in a language, or undefined when it has none. */
export function exampleOf(locale: Locale, template: string): ExamplePair | undefined {
  const path = `../../locales/${locale}/examples/${template}.json`;
  if (!parsed.has(path)) {
    const raw = files[path];
    parsed.set(path, raw === undefined ? null : ExamplePair.parse(raw));
  }
  return parsed.get(path) ?? undefined;
}
