import type {
  CategorySummary,
  SolutionDetail,
  SolutionSummary,
  TemplateDetail,
  TemplateFieldModel,
  TemplateList,
  TemplateQuery,
  TemplateSummary,
  UseCaseDetail,
  UseCaseSummary,
} from "../../shared/catalog/api-types";
import { findSolution, SOLUTIONS } from "../../shared/catalog/solutions";
import { findTemplate, TEMPLATE_CATEGORIES, TEMPLATES, type TemplateDefinition } from "../../shared/catalog/templates";
import { findUseCase, USE_CASES } from "../../shared/catalog/use-cases";
import type { Locale } from "../../shared/locales";
import { normalizeSearchQuery } from "../../shared/search";
import { searchTemplates } from "./search";
import { catalogTexts, sampleMarkdown } from "./texts";

/** Localized catalog read models: the structure from shared/catalog, the words from locales/. */

function templateSummary(locale: Locale, template: TemplateDefinition): TemplateSummary {
  const text = catalogTexts(locale).templates[template.slug];
  return {
    slug: template.slug,
    category: template.category,
    name: text?.name ?? template.slug,
    summary: text?.summary ?? "",
  };
}

/**
 * Templates, optionally of one category or only the featured ones, and matching a search text
 * (./search.ts): in the catalog's order without a search, the most relevant first with one.
 */
export function listTemplates(locale: Locale, query: TemplateQuery = {}): TemplateSummary[] {
  const chosen = TEMPLATES.filter(
    (template) => (!query.category || template.category === query.category) && (!query.featured || template.featured),
  );
  const text = query.q?.trim() ?? "";
  if (!text) return chosen.map((template) => templateSummary(locale, template));
  const bySlug = new Map(chosen.map((template) => [template.slug, template]));
  return searchTemplates(locale, text, new Set(bySlug.keys())).flatMap((slug) => {
    const template = bySlug.get(slug);
    return template ? [templateSummary(locale, template)] : [];
  });
}

/**
 * The answer of `GET /api/catalog/templates` and of the loaders' `catalog.templates`
 * (shared/load-context.ts): the templates asked for, with every category. The search text is
 * normalized here (shared/search.ts), so both callers search alike.
 */
export function templateList(locale: Locale, query: TemplateQuery = {}): TemplateList {
  const q = normalizeSearchQuery(query.q) || undefined;
  return { items: listTemplates(locale, { ...query, q }), categories: listCategories(locale) };
}

export function listCategories(locale: Locale): CategorySummary[] {
  const labels = catalogTexts(locale).categories;
  return TEMPLATE_CATEGORIES.map((slug) => ({
    slug,
    label: labels[slug] ?? slug,
    count: TEMPLATES.filter((template) => template.category === slug).length,
  }));
}

export function getTemplate(locale: Locale, slug: string): TemplateDetail | undefined {
  const template = findTemplate(slug);
  if (!template) return undefined;
  const texts = catalogTexts(locale);
  const fieldTexts = texts.templates[slug]?.fields ?? {};
  const fields = template.fields.map((field): TemplateFieldModel => {
    const text = fieldTexts[field.name];
    const optionLabels = field.name === "tone" ? texts.tones : (text?.options ?? {});
    return {
      name: field.name,
      label: text?.label ?? field.name,
      ...(text?.help ? { help: text.help } : {}),
      ...(text?.placeholder ? { placeholder: text.placeholder } : {}),
      type: field.type,
      required: field.required,
      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
      ...(field.modelOnly ? { modelOnly: true } : {}),
      ...(field.options
        ? { options: field.options.map((value) => ({ value, label: optionLabels[value] ?? value })) }
        : {}),
    };
  });
  return {
    ...templateSummary(locale, template),
    categoryLabel: texts.categories[template.category] ?? template.category,
    output: template.output,
    fields,
  };
}

function summarizeUseCase(locale: Locale, slug: string): UseCaseSummary {
  const text = catalogTexts(locale).useCases[slug];
  return { slug, name: text?.name ?? slug, summary: text?.summary ?? "" };
}

export function listUseCases(locale: Locale): UseCaseSummary[] {
  return USE_CASES.map((useCase) => summarizeUseCase(locale, useCase.slug));
}

export function getUseCase(locale: Locale, slug: string): UseCaseDetail | undefined {
  const useCase = findUseCase(slug);
  const text = catalogTexts(locale).useCases[slug];
  if (!useCase || !text) return undefined;
  return {
    ...summarizeUseCase(locale, slug),
    job: text.job,
    steps: text.steps,
    templates: useCase.templates.flatMap((templateSlug) => {
      const template = findTemplate(templateSlug);
      return template ? [templateSummary(locale, template)] : [];
    }),
    sample: sampleMarkdown(locale, slug) ?? "",
  };
}

function solutionSummary(locale: Locale, slug: string): SolutionSummary {
  const text = catalogTexts(locale).solutions[slug];
  return { slug, name: text?.name ?? slug, summary: text?.summary ?? "" };
}

export function listSolutions(locale: Locale): SolutionSummary[] {
  return SOLUTIONS.map((solution) => solutionSummary(locale, solution.slug));
}

export function getSolution(locale: Locale, slug: string): SolutionDetail | undefined {
  const solution = findSolution(slug);
  const text = catalogTexts(locale).solutions[slug];
  if (!solution || !text) return undefined;
  return {
    ...solutionSummary(locale, slug),
    audience: text.audience,
    problems: text.problems,
    help: text.help,
    cta: text.cta,
    templates: solution.templates.flatMap((templateSlug) => {
      const template = findTemplate(templateSlug);
      return template ? [templateSummary(locale, template)] : [];
    }),
    useCases: solution.useCases.map((useCaseSlug) => summarizeUseCase(locale, useCaseSlug)),
  };
}
