import type { PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { PageIntro } from "../components/page-intro";
import { invalidRoute } from "../route-errors";
import { multiSegmentSlug } from "../route-params";
import { pageMeta } from "../seo";
import type { Route } from "./+types/use-case";

export const handle: PageHandle = { page: "useCase" };

/** Route validation (SPEC.md point 2): a malformed slug is a 404 "Page Not Found: {path}". */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = multiSegmentSlug(params);
  if (!isCatalogSlug(slug, { multiSegment: true })) invalidRoute(request);
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.useCase.title", descriptionKey: "pages.useCase.description" });

export default function UseCasePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro page="useCase">
      <p className="slug">
        <code>{loaderData.slug}</code>
      </p>
    </PageIntro>
  );
}
