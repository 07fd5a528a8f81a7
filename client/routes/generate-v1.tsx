import { useTranslation } from "react-i18next";
import type { CategorySummary, ListResponse, TemplateDetail, TemplateSummary } from "../../shared/catalog/api-types";
import type { PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { ClassicGenerator } from "../generate/classic-generator";
import { TemplatePicker } from "../generate/template-picker";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/generate-v1";

export const handle: PageHandle = { page: "generateV1", sharedHtml: true };

/** The classic generator (DESIGN.md section 3): a template picker, or one template's one-shot form. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, locale } = loaderKit(context, request);
  const slug = params.slug;
  if (slug === undefined) {
    const list = await api.get<ListResponse<TemplateSummary> & { categories: CategorySummary[] }>(
      "/api/catalog/templates",
      { query: { locale } },
    );
    return { mode: "pick" as const, templates: list.items, categories: list.categories };
  }
  if (!isCatalogSlug(slug)) invalidRoute(request);
  const template = await loadEntryOr404(request, () =>
    api.get<TemplateDetail>(`/api/catalog/templates/${slug}`, { query: { locale } }),
  );
  return { mode: "write" as const, template };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData?.mode === "write"
    ? pageMeta({ matches, location, title: loaderData.template.name, description: loaderData.template.summary })
    : pageMeta({
        matches,
        location,
        titleKey: "pages.generateV1.title",
        descriptionKey: "pages.generateV1.description",
      });

export default function GenerateV1Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.mode === "pick") {
    return (
      <>
        <PageIntro page="generateV1" />
        <p className="muted">{t("generate.classicLead")}</p>
        <TemplatePicker templates={loaderData.templates} categories={loaderData.categories} page="generateV1" />
      </>
    );
  }
  return <ClassicGenerator key={loaderData.template.slug} template={loaderData.template} />;
}
