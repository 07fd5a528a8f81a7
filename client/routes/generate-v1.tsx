import { useTranslation } from "react-i18next";
import type { PageHandle } from "../../shared/routes";
import { loadDraftOf, loadTemplateOrPicker } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { ClassicGenerator } from "../generate/classic-generator";
import { readNoScriptBrief } from "../generate/no-script-brief.server";
import { TemplatePicker } from "../generate/template-picker";
import { pageMeta } from "../seo";
import type { Route } from "./+types/generate-v1";

// `?draft=` shows one of the visitor's drafts: the document is theirs, never shared.
export const handle: PageHandle = { page: "generateV1", privateData: true };

/**
 * The classic generator (docs/product.md, "Screens"): a template picker, or one template's one-shot
 * form; `?draft=` brings back the draft it wrote (docs/api.md, "Screens that use it").
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const choice = await loadTemplateOrPicker(context, request, params.slug);
  if (choice.mode === "pick") return choice;
  return { ...choice, ...(await loadDraftOf(context, request, choice.template.slug)) };
}

/**
 * The form posted without JavaScript (the text is written in the browser): the page comes back
 * with the brief as typed and says so, rather than losing the brief (docs/api.md, "Screens that use it").
 */
export async function action({ params, request }: Route.ActionArgs) {
  return readNoScriptBrief(params.slug ?? "", request);
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

export default function GenerateV1Page({ loaderData, actionData }: Route.ComponentProps) {
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
  return (
    <ClassicGenerator
      key={loaderData.template.slug}
      template={loaderData.template}
      item={loaderData.item}
      posted={actionData ?? null}
    />
  );
}
