import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunction } from "react-router";
import type { PageHandle } from "../../shared/routes";
import { loaderKit, loadTemplateOrPicker } from "../api.server";
import { PageIntro } from "../components/page-intro";
import { justCreatedDraft } from "../generate/created-draft";
import { TemplatePicker } from "../generate/template-picker";
import { pageMeta } from "../seo";
import { splitComponent } from "../ui/split-component";
import type { Route } from "./+types/generate";

/*
 * The workspace (brief, result, chat, the generation engine) is rendered by the server in full; its
 * code loads right after the page has hydrated, so it is not in the page's first load
 * (docs/performance.md, "Budgets"). A click before it has hydrated is held until then ("A click
 * before the code"), and what was typed meanwhile stays in the fields and is taken over by the
 * brief (brief-form.tsx). On a navigation to this screen its code comes with the data (clientLoader).
 */
const GenerateWorkspace = splitComponent(() =>
  import("../generate/generate-workspace").then((module) => module.GenerateWorkspace),
);

export const handle: PageHandle = { page: "generate", transition: true, keepAlive: true, privateData: true };

/**
 * Without a slug: the template picker. With one, it must name a template (route validation,
 * docs/product.md, "Routing rules"); `?draft=` reopens one of the visitor's items, with all its versions
 * (`?item=`, the older name, still works).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const choice = await loadTemplateOrPicker(context, request, params.slug);
  if (choice.mode === "pick") return choice;
  const { load } = loaderKit(context, request);
  const query = new URL(request.url).searchParams;
  const itemId = query.get("draft") ?? query.get("item");
  const found = itemId ? await load.items.get(itemId) : null;
  // A draft of another template is not this screen's to reopen.
  const item = found?.template === choice.template.slug ? found : null;
  return { ...choice, item, missingItem: Boolean(itemId) && !item };
}

/** On a navigation, the workspace's code loads with the data, so the screen never shows without it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), GenerateWorkspace.preload()]);
  return data;
}

/**
 * The screen puts a new draft's id into the URL as soon as it exists (`?draft=`); that must not
 * reload what the screen already holds. Any other change of the URL loads as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const draft = nextUrl.searchParams.get("draft");
  const newDraftNamed = currentUrl.pathname === nextUrl.pathname && draft !== null && draft === justCreatedDraft();
  return newDraftNamed ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData?.mode === "write"
    ? pageMeta({ matches, location, title: loaderData.template.name, description: loaderData.template.summary })
    : pageMeta({ matches, location, titleKey: "pages.generate.title", descriptionKey: "pages.generate.description" });

export default function GeneratePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.mode === "pick") {
    return (
      <div className="container page">
        <PageIntro page="generate" title={t("generate.pickTitle")} />
        <TemplatePicker templates={loaderData.templates} categories={loaderData.categories} />
      </div>
    );
  }
  return (
    <GenerateWorkspace
      key={loaderData.template.slug}
      template={loaderData.template}
      item={loaderData.item}
      missingItem={loaderData.missingItem}
    />
  );
}
