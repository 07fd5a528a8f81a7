import { href, type PageHandle } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import { inContentLocale, loadEntryOr404, loaderKit } from "../api.server";
import { JsonLd } from "../components/json-ld";
import { PageLanguagesNav } from "../components/page-languages";
import { RenderedHtml } from "../components/rendered-html";
import { useRootData } from "../i18n";
import { publishedHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { publishedJsonLd, publishedMeta } from "../seo-published";
import type { Route } from "./+types/published";

export const handle: PageHandle = { page: "published" };

/**
 * A published page (docs/api.md, "Sharing and publishing"): standalone, indexable, embeddable,
 * served under its own language's prefix (another prefix redirects there: that is its canonical).
 * A page in several languages is served under each of its languages' prefixes (docs/api.md, "A
 * page in several languages"), each canonical, naming the others.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPageSlug(params.slug)) invalidRoute(request);
  const { load, locale } = loaderKit(context, request);
  // The page in this prefix's language when it has one; else its main language, whose prefix it redirects to.
  const page = await loadEntryOr404(request, () => load.publications.view(params.slug, locale));
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
      <PageLanguagesNav slug={page.slug} locale={page.locale} languages={page.languages} />
      <RenderedHtml html={html} />
      <JsonLd data={publishedJsonLd(origin, { ...page, path: href(page.locale, "published", { slug: page.slug }) })} />
    </>
  );
}
