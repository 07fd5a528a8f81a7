import { useTranslation } from "react-i18next";
import type { PageHandle } from "../../shared/routes";
import { loadTemplateOrPicker } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { ClassicGenerator } from "../generate/classic-generator";
import { TemplatePicker } from "../generate/template-picker";
import { pageMeta } from "../seo";
import type { Route } from "./+types/generate-v1";

export const handle: PageHandle = { page: "generateV1", sharedHtml: true };

/** The classic generator (docs/product.md, "Screens"): a template picker, or one template's one-shot form. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTemplateOrPicker(context, request, params.slug);
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
