import type { FieldType, OutputKind, TemplateCategory } from "./templates";

/** The catalog API's read models (docs/api.md, "Catalog (public, cached)"), localized. */
export type TemplateSummary = { slug: string; category: TemplateCategory; name: string; summary: string };

export type TemplateFieldModel = {
  name: string;
  label: string;
  help?: string;
  placeholder?: string;
  type: FieldType;
  required: boolean;
  maxLength?: number;
  options?: Array<{ value: string; label: string }>;
  /** Only a model honours this choice (shared/catalog/templates.ts). */
  modelOnly?: true;
};

export type TemplateDetail = TemplateSummary & {
  categoryLabel: string;
  output: OutputKind;
  fields: TemplateFieldModel[];
};

export type SolutionSummary = { slug: string; name: string; summary: string };

export type SolutionDetail = SolutionSummary & {
  audience: string;
  problems: string[];
  help: Array<{ title: string; body: string }>;
  cta: string;
  templates: TemplateSummary[];
  useCases: UseCaseSummary[];
};

export type UseCaseSummary = { slug: string; name: string; summary: string };

export type UseCaseDetail = UseCaseSummary & {
  job: string;
  steps: string[];
  templates: TemplateSummary[];
  /** The finished sample the use case produces, as Markdown. */
  sample: string;
};

export type CategorySummary = { slug: TemplateCategory; label: string; count: number };

export type ListResponse<T> = { items: T[]; nextCursor?: string };

/** `GET /api/catalog/templates`: the templates asked for, and every category with its count. */
export type TemplateList = ListResponse<TemplateSummary> & { categories: CategorySummary[] };

/**
 * Which templates to list: one category, only the featured ones, and a search text (normalized
 * like every search, shared/search.ts); docs/api.md, "Template search".
 */
export type TemplateQuery = { category?: TemplateCategory; q?: string; featured?: boolean };
