import type { CategorySummary, TemplateSummary } from "../../shared/catalog/api-types";
import { TemplateCard } from "../components/template-card";

/** All templates, grouped by category, each opening the generator (or the classic one) on it. */
export function TemplatePicker({
  templates,
  categories,
  page = "generate",
}: {
  templates: TemplateSummary[];
  categories: CategorySummary[];
  page?: "generate" | "generateV1";
}) {
  return (
    <div className="template-picker">
      {categories.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="section">
          <h2 id={`category-${category.slug}`}>{category.label}</h2>
          <ul className="grid card-grid">
            {templates
              .filter((template) => template.category === category.slug)
              .map((template) => (
                <TemplateCard key={template.slug} template={template} page={page} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
