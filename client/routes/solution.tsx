import { ArrowRight, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { Breadcrumbs } from "../components/breadcrumbs";
import { EntryCard } from "../components/entry-card";
import { TemplateCard } from "../components/template-card";
import { useLocale } from "../i18n";
import { invalidRoute } from "../route-errors";
import { multiSegmentSlug } from "../route-params";
import { catalogDetailMeta } from "../seo";
import type { Route } from "./+types/solution";

export const handle: PageHandle = { page: "solution", sharedHtml: true };

/** Route validation: the slug must name a solution of the catalog (docs/product.md, "Routing rules"). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = multiSegmentSlug(params);
  if (!isCatalogSlug(slug, { multiSegment: true })) invalidRoute(request);
  const { load, locale } = loaderKit(context, request);
  return loadEntryOr404(request, () => load.catalog.solutions.get(slug, locale));
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  catalogDetailMeta({ matches, location }, loaderData, "solutions", "solution");

export default function SolutionPage({ loaderData: solution }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const firstTemplate = solution.templates[0];
  return (
    <article className="detail">
      <Breadcrumbs
        items={[
          { name: t("catalog.breadcrumbHome"), to: href(locale, "home") },
          { name: t("pages.solutions.title"), to: href(locale, "solutions") },
          { name: solution.name },
        ]}
      />
      <header className="page-intro">
        <h1>{solution.name}</h1>
        <p className="lead">{solution.summary}</p>
        {firstTemplate ? (
          <Link className="button primary large" to={href(locale, "generate", { slug: firstTemplate.slug })}>
            {solution.cta}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </header>
      <section className="section" aria-labelledby="audience">
        <h2 id="audience">{t("catalog.forWhom")}</h2>
        <p className="lead">{solution.audience}</p>
      </section>
      <section className="section" aria-labelledby="problems">
        <h2 id="problems">{t("catalog.problemsTitle")}</h2>
        <ul className="problem-list">
          {solution.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="help">
        <h2 id="help">{t("catalog.helpTitle")}</h2>
        <ul className="grid why-grid">
          {solution.help.map((item) => (
            <li key={item.title} className="card">
              <Check size={22} aria-hidden="true" className="accent" />
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="templates">
        <h2 id="templates">{t("catalog.templatesTitle")}</h2>
        <ul className="grid card-grid">
          {solution.templates.map((template) => (
            <TemplateCard key={template.slug} template={template} />
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="use-cases">
        <h2 id="use-cases">{t("catalog.useCasesTitle")}</h2>
        <ul className="grid card-grid">
          {solution.useCases.map((useCase) => (
            <EntryCard key={useCase.slug} to={href(locale, "useCase", { slug: useCase.slug })} {...useCase} />
          ))}
        </ul>
      </section>
    </article>
  );
}
