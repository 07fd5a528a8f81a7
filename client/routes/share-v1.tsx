import type { PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { inContentLocale, loadEntryOr404, loaderKit } from "../api.server";
import { RenderedHtml } from "../components/rendered-html";
import { markdownHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/share-v1";

export const handle: PageHandle = { page: "shareV1", noindex: true };

/** The older share view, kept for old links: the text as a plain article, in its language. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isToken(params.slug)) invalidRoute(request);
  const { load } = loaderKit(context, request);
  const share = await loadEntryOr404(request, () => load.shares.view(params.slug));
  inContentLocale(request, "shareV1", params.slug, share.locale);
  const { content, ...head } = share;
  return { share: head, html: markdownHtml(content, { isPublic: true }) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.share.title || undefined,
    titleKey: "pages.shareV1.title",
    descriptionKey: "pages.shareV1.description",
    noindex: true,
    oneLanguage: true,
  });

export default function ShareV1Page({ loaderData }: Route.ComponentProps) {
  return (
    <article lang={loaderData.share.locale} className="plain-article">
      <RenderedHtml html={loaderData.html} />
    </article>
  );
}
