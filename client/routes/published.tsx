import type { PageHandle } from "../../shared/routes";
import { isPageSlug } from "../../shared/slugs";
import { PageIntro } from "../components/page-intro";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/published";

export const handle: PageHandle = { page: "published", layout: "iframe" };

/** Route validation (SPEC.md point 2): a malformed slug is a 404 "Page Not Found: {path}". */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (!isPageSlug(slug)) invalidRoute(request);
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.published.title", descriptionKey: "pages.published.description" });

export default function PublishedPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro page="published">
      <p className="slug">
        <code>{loaderData.slug}</code>
      </p>
    </PageIntro>
  );
}
