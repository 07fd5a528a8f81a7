import { z } from "zod";

/**
 * The shape of `locales/{code}/catalog.json` (catalog texts) and `locales/{code}/legal.json`.
 * English is the source of truth; tests check every locale against it.
 */
const FieldText = z.object({
  label: z.string().min(1),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  /** Labels of a select's option values (the tone field uses the shared `tones`). */
  options: z.record(z.string(), z.string().min(1)).optional(),
});

const TemplateText = z.object({
  name: z.string().min(1),
  summary: z.string().min(1),
  /**
   * Search terms a native speaker would type for the template (synonyms, the English word, common
   * short forms). Optional when parsing so that a missing list only weakens search instead of
   * switching the whole locale to English; tests/locales.test.ts requires 3 to 8 everywhere.
   */
  keywords: z.array(z.string().trim().min(1)).default([]),
  fields: z.record(z.string(), FieldText),
});

const SolutionText = z.object({
  name: z.string().min(1),
  summary: z.string().min(1),
  audience: z.string().min(1),
  problems: z.array(z.string().min(1)).min(3),
  help: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(3),
  cta: z.string().min(1),
});

const UseCaseText = z.object({
  name: z.string().min(1),
  summary: z.string().min(1),
  job: z.string().min(1),
  steps: z.array(z.string().min(1)).min(3),
});

export const CatalogTexts = z.object({
  categories: z.record(z.string(), z.string().min(1)),
  tones: z.record(z.string(), z.string().min(1)),
  templates: z.record(z.string(), TemplateText),
  solutions: z.record(z.string(), SolutionText),
  useCases: z.record(z.string(), UseCaseText),
});
export type CatalogTexts = z.infer<typeof CatalogTexts>;

const LegalPage = z.object({
  updated: z.iso.date(),
  intro: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(4),
});

export const LegalTexts = z.object({ terms: LegalPage, privacy: LegalPage });
export type LegalTexts = z.infer<typeof LegalTexts>;
