import { href, type PageHandle } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import { inContentLocale, loadEntryOr404, loaderKit } from "../api.server";
import { JsonLd } from "../components/json-ld";
import { RenderedHtml } from "../components/rendered-html";
import { useRootData } from "../i18n";
import { publishedHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { publishedJsonLd, publishedMeta } from "../seo";
import type { Route } from "./+types/published";

export const handle: PageHandle = { page: "published" };

/**
 * A published page (docs/api.md, "Sharing and publishing"): standalone, indexable, embeddable,
 * served under its own language's prefix (another prefix redirects there: that is its canonical).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPageSlug(params.slug)) invalidRoute(request);
  const { load } = loaderKit(context, request);
  const page = await loadEntryOr404(request, () => load.publications.view(params.slug));
  inContentLocale(request, "published", params.slug, page.locale);
  // The text goes to the browser as HTML only: the route's bundle has no Markdown parser.
  const { content, ...head } = page;
  return { page: head, html: publishedHtml(content), documentLocale: page.locale };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? publishedMeta(matches, {
        ...loaderData.page,
        path: href(loaderData.page.locale, "published", { slug: loaderData.page.slug }),
      })
    : [];

export default function PublishedRoute({ loaderData }: Route.ComponentProps) {
  const { origin } = useRootData();
  const { page, html } = loaderData;
  return (
    <>
      <RenderedHtml html={html} />
      <JsonLd data={publishedJsonLd(origin, { ...page, path: href(page.locale, "published", { slug: page.slug }) })} />
    </>
  );
}
