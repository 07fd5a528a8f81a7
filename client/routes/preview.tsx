import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { RenderedHtml } from "../components/rendered-html";
import { useLocale } from "../i18n";
import { editItemHref } from "../items/edit-href";
import { ItemActions } from "../items/item-actions";
import { publishedHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/preview";

export const handle: PageHandle = { page: "preview", noindex: true, privateData: true };

/**
 * The owner's preview of an item as the page it would publish (docs/product.md, "Screens"); the slug is
 * the item id, and anyone but the owner gets the 404 (for them the item does not exist).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isToken(params.slug)) invalidRoute(request);
  const { load } = loaderKit(context, request);
  const item = await loadEntryOr404(request, () => load.items.get(params.slug));
  // `?revision=` is the version that was on the editor's screen; otherwise the newest with text.
  const asked = Number(new URL(request.url).searchParams.get("revision"));
  const withText = item.revisions.filter((revision) => revision.content.trim());
  const shown = withText.find((revision) => revision.number === asked) ?? withText.at(-1);
  if (!shown) invalidRoute(request);
  // The page goes to the browser as HTML (the route carries no Markdown parser); the text itself
  // is for the actions (copy, download).
  const html = publishedHtml(shown.content);
  return { item, revision: shown.number, content: shown.content, html, documentLocale: shown.locale };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.item.title || undefined,
    titleKey: "sharing.previewTitle",
    noindex: true,
  });

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, revision, content, html } = loaderData;
  const [sharing, setSharing] = useState({ share: item.share, publication: item.publication });
  return (
    <>
      <div className="preview-actions">
        <Link to={editItemHref(locale, item)} className="back-link">
          <ArrowLeft size={16} aria-hidden="true" />
          {t("sharing.backToEditor")}
        </Link>
        <ItemActions
          itemId={item.id}
          revision={revision}
          latest={item.latestRevision}
          content={content}
          share={sharing.share}
          publication={sharing.publication}
          onChange={(change) => setSharing((current) => ({ ...current, ...change }))}
        />
      </div>
      <RenderedHtml html={html} />
    </>
  );
}
