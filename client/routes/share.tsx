import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { inContentLocale, loadEntryOr404, loaderKit } from "../api.server";
import { RenderedHtml } from "../components/rendered-html";
import { MakeACopy } from "../items/make-a-copy";
import { SharedItem } from "../items/shared-item";
import { markdownHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/share";

export const handle: PageHandle = { page: "share", noindex: true };

/**
 * A shared item, read-only, in the language of its text (docs/api.md, "Sharing and publishing"):
 * the text, then the brief it was written from (collapsed, with option labels in that language)
 * unless its owner hid it; "Make a copy" gives the recipient their own draft of it.
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

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { share, template } = loaderData;
  return (
    <SharedItem
      inputs={share.inputs}
      template={template}
      templateSlug={share.template}
      actions={
        <>
          <MakeACopy slug={share.slug} locale={share.locale} />
          <Link className="button" to={href(share.locale, "generate", { slug: share.template })} target="_top">
            {t("catalog.useTemplate")}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </>
      }
    >
      <RenderedHtml html={loaderData.html} />
    </SharedItem>
  );
}
