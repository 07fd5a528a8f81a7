import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isTemplateCategory } from "../../shared/catalog/templates";
import { href, type PageHandle } from "../../shared/routes";
import { normalizeSearchQuery } from "../../shared/search";
import { loaderKit } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { SearchForm } from "../components/search-form";
import { TemplateCard } from "../components/template-card";
import { useLocale } from "../i18n";
import { pageMeta } from "../seo";
import type { Route } from "./+types/templates";

export const handle: PageHandle = { page: "templates", sharedHtml: true };

/** The gallery's state lives in the URL (?category=&q=), so the first render needs no script. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { load, locale } = loaderKit(context, request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("category") ?? "";
  const category = isTemplateCategory(requested) ? requested : "";
  const q = normalizeSearchQuery(params.get("q"));
  const list = await load.catalog.templates.list(locale, { category: category || undefined, q });
  return { ...list, category, q };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.templates.title", descriptionKey: "pages.templates.description" });

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, categories, category, q } = loaderData;
  const labels = Object.fromEntries(categories.map((c) => [c.slug, c.label]));
  const filterLink = (slug: string) => {
    const query = new URLSearchParams();
    if (slug) query.set("category", slug);
    if (q) query.set("q", q);
    const search = query.toString();
    return `${href(locale, "templates")}${search ? `?${search}` : ""}`;
  };

  return (
    <>
      <PageIntro page="templates" />
      <SearchForm
        id="template-search"
        label={t("catalog.searchLabel")}
        placeholder={t("catalog.searchPlaceholder")}
        defaultValue={q}
      >
        {category ? <input type="hidden" name="category" value={category} /> : null}
      </SearchForm>
      <nav aria-label={t("catalog.categoriesLabel")} className="chips">
        <Link to={filterLink("")} aria-current={category === "" ? "page" : undefined} className="chip">
          {t("catalog.allCategories")}
        </Link>
        {categories.map((c) => (
          <Link
            key={c.slug}
            to={filterLink(c.slug)}
            aria-current={category === c.slug ? "page" : undefined}
            className="chip"
          >
            {c.label} <span className="chip-count">{c.count}</span>
          </Link>
        ))}
      </nav>
      <p className="result-count" aria-live="polite">
        {t("catalog.resultCount", { count: items.length })}
      </p>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t("catalog.noResults", { query: q })}</p>
          <Link className="button" to={href(locale, "templates")}>
            {t("catalog.clearFilters")}
          </Link>
        </div>
      ) : (
        <ul className="grid card-grid">
          {items.map((template) => (
            <TemplateCard
              key={template.slug}
              template={template}
              categoryLabel={labels[template.category]}
              headingLevel={2}
            />
          ))}
        </ul>
      )}
    </>
  );
}
