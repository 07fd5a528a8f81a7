import type { PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { RenderedHtml } from "../components/rendered-html";
import { publishedHtml } from "../rendered-markdown.server";
import { invalidRoute } from "../route-errors";
import { multiSegmentSlug } from "../route-params";
import { pageMeta } from "../seo";
import type { Route } from "./+types/use-case-preview";

export const handle: PageHandle = { page: "useCasePreview", sharedHtml: true };

/** The use case's sample, rendered as the finished page it would be (same renderer as /p/). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = multiSegmentSlug(params);
  if (!isCatalogSlug(slug, { multiSegment: true })) invalidRoute(request);
  const { load, locale } = loaderKit(context, request);
  const useCase = await loadEntryOr404(request, () => load.catalog.useCases.get(slug, locale));
  // The sample goes to the browser as HTML only: the route carries no Markdown parser.
  return { slug: useCase.slug, name: useCase.name, summary: useCase.summary, html: publishedHtml(useCase.sample) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData ? pageMeta({ matches, location, title: loaderData.name, description: loaderData.summary }) : [];

export default function UseCasePreviewPage({ loaderData }: Route.ComponentProps) {
  return <RenderedHtml html={loaderData.html} />;
}
