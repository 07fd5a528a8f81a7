import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import { href, type PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { inContentLocale, loadEntryOr404, loaderKit } from "../api.server";
import { RenderedHtml } from "../components/rendered-html";
import { markdownHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/share";

export const handle: PageHandle = { page: "share", noindex: true };

/**
 * A shared item, read-only, in the language of its text (docs/api.md, "Sharing and publishing"):
 * the brief it was written from, unless its owner hid it, with option labels in that language,
 * and the text.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isToken(params.slug)) invalidRoute(request);
  const { load } = loaderKit(context, request);
  const share = await loadEntryOr404(request, () => load.shares.view(params.slug));
  inContentLocale(request, "share", params.slug, share.locale);
  const template = await load.catalog.templates.get(share.template, share.locale);
  // The text goes to the browser as HTML only: the route carries no Markdown parser.
  const { content, ...head } = share;
  return { share: head, html: markdownHtml(content, { isPublic: true }), template };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.share.title || undefined,
    titleKey: "pages.share.title",
    descriptionKey: "pages.share.description",
    noindex: true,
    oneLanguage: true,
  });

/** The brief as the owner filled it: each field's label, and a select's option label, not its value. */
function briefRows(inputs: Record<string, string>, template: TemplateDetail | null) {
  const fields = new Map((template?.fields ?? []).map((field) => [field.name, field]));
  return Object.entries(inputs).map(([name, value]) => {
    const field = fields.get(name);
    const option = field?.options?.find((candidate) => candidate.value === value);
    return { name, label: field?.label ?? name, value: option?.label ?? value };
  });
}

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { share, template } = loaderData;
  const useTemplate = (
    <Link className="button primary" to={href(share.locale, "generate", { slug: share.template })} target="_top">
      {t("catalog.useTemplate")}
      <ArrowRight size={16} aria-hidden="true" />
    </Link>
  );
  return (
    <article className="shared-item">
      <p className="eyebrow">{t("pages.share.title")}</p>
      <p className="muted">{share.inputs ? t("pages.share.lead") : t("pages.share.leadNoBrief")}</p>
      {share.inputs ? (
        <section className="card brief-summary" aria-labelledby="brief">
          <h2 id="brief">{template ? template.name : share.template}</h2>
          <dl>
            {briefRows(share.inputs, template).map((row) => (
              <div key={row.name}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {useTemplate}
        </section>
      ) : null}
      <div className="shared-content">
        <RenderedHtml html={loaderData.html} />
      </div>
      {share.inputs ? null : <p className="shared-cta">{useTemplate}</p>}
    </article>
  );
}
