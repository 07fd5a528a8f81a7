import type { PublicationView } from "../../shared/publishing";
import { href, type PageHandle } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import { loadEntryOr404, loaderKit } from "../api.server";
import { PublishedPage } from "../components/published-page";
import { invalidRoute } from "../route-errors";
import { publishedMeta } from "../seo";
import type { Route } from "./+types/published";

export const handle: PageHandle = { page: "published" };

/** A published page (DESIGN.md section 3): standalone, indexable, embeddable, in its own language. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPageSlug(params.slug)) invalidRoute(request);
  const { api } = loaderKit(context, request);
  const page = await loadEntryOr404(request, () => api.get<PublicationView>(`/api/publications/${params.slug}`));
  return { page, documentLocale: page.locale };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? publishedMeta(matches, {
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: href(loaderData.page.locale, "published", { slug: loaderData.page.slug }),
        locale: loaderData.page.locale,
      })
    : [];

export default function PublishedRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedPage markdown={loaderData.page.content} />;
}
