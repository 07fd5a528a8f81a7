import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import type { ShareView } from "../../shared/publishing";
import { href, type PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { MarkdownContent } from "../components/markdown-content";
import { useLocale } from "../i18n";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/share";

export const handle: PageHandle = { page: "share", noindex: true };

/** A shared item, read-only: the brief it was written from and the text (DESIGN.md section 3). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isToken(params.slug)) invalidRoute(request);
  const { api, locale } = loaderKit(context, request);
  const share = await loadEntryOr404(request, () => api.get<ShareView>(`/api/shares/${params.slug}`));
  const template = await api
    .get<TemplateDetail>(`/api/catalog/templates/${share.template}`, { query: { locale } })
    .catch(() => null);
  return { share, template };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.share.title || undefined,
    titleKey: "pages.share.title",
    descriptionKey: "pages.share.description",
    noindex: true,
  });

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { share, template } = loaderData;
  const labels = Object.fromEntries((template?.fields ?? []).map((field) => [field.name, field.label]));
  return (
    <article className="shared-item">
      <p className="eyebrow">{t("pages.share.title")}</p>
      <p className="muted">{t("pages.share.lead")}</p>
      <section className="card brief-summary" aria-labelledby="brief">
        <h2 id="brief">{template ? template.name : share.template}</h2>
        <dl>
          {Object.entries(share.inputs).map(([name, value]) => (
            <div key={name}>
              <dt>{labels[name] ?? name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Link className="button primary" to={href(locale, "generate", { slug: share.template })} target="_top">
          {t("catalog.useTemplate")}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </section>
      <div lang={share.locale} className="shared-content">
        <MarkdownContent markdown={share.content} isPublic />
      </div>
    </article>
  );
}
