import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { Breadcrumbs } from "../components/breadcrumbs";
import { RenderedHtml } from "../components/rendered-html";
import { TemplateCard } from "../components/template-card";
import { useLocale } from "../i18n";
import { markdownHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { multiSegmentSlug } from "../route-params";
import { catalogDetailMeta } from "../seo";
import type { Route } from "./+types/use-case";

export const handle: PageHandle = { page: "useCase", sharedHtml: true };

/** Route validation: the slug must name a use case of the catalog (docs/product.md, "Routing rules"). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = multiSegmentSlug(params);
  if (!isCatalogSlug(slug, { multiSegment: true })) invalidRoute(request);
  const { load, locale } = loaderKit(context, request);
  const { sample, ...useCase } = await loadEntryOr404(request, () => load.catalog.useCases.get(slug, locale));
  // The sample goes to the browser as HTML only: the route carries no Markdown parser.
  return { ...useCase, sampleHtml: markdownHtml(sample, { isPublic: false }) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  catalogDetailMeta({ matches, location }, loaderData, "useCases", "useCase");

export default function UseCasePage({ loaderData: useCase }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The sections' own ids come from useId: a heading of the sample below gets an id from its text
  // ("Steps", "Templates"), and these can never be the same (they are not made of letters alone).
  const id = useId();
  const sectionId = (name: string) => `${id}${name}`;
  return (
    <article className="detail">
      <Breadcrumbs
        items={[
          { name: t("catalog.breadcrumbHome"), to: href(locale, "home") },
          { name: t("pages.useCases.title"), to: href(locale, "useCases") },
          { name: useCase.name },
        ]}
      />
      <header className="page-intro">
        <h1>{useCase.name}</h1>
        <p className="lead">{useCase.summary}</p>
      </header>
      <section className="section" aria-labelledby={sectionId("job")}>
        <h2 id={sectionId("job")}>{t("catalog.jobTitle")}</h2>
        <p>{useCase.job}</p>
      </section>
      <section className="section" aria-labelledby={sectionId("steps")}>
        <h2 id={sectionId("steps")}>{t("catalog.stepsTitle")}</h2>
        <ol className="numbered-steps">
          {useCase.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby={sectionId("templates")}>
        <h2 id={sectionId("templates")}>{t("catalog.templatesTitle")}</h2>
        <ul className="grid card-grid">
          {useCase.templates.map((template) => (
            <TemplateCard key={template.slug} template={template} />
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby={sectionId("sample")}>
        <h2 id={sectionId("sample")}>{t("catalog.sampleTitle")}</h2>
        <div className="sample-frame">
          <RenderedHtml html={useCase.sampleHtml} />
        </div>
        {/* A new tab, said in the label: the sample page is framable and has no way back of its own. */}
        <Link
          className="button"
          to={href(locale, "useCasePreview", { slug: useCase.slug })}
          target="_blank"
          rel="noopener"
        >
          <ExternalLink size={16} aria-hidden="true" />
          {t("catalog.openSample")}
        </Link>
      </section>
    </article>
  );
}
