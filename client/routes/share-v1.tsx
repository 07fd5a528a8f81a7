import type { PageHandle } from "../../shared/routes";
import { isToken } from "../../shared/slugs";
import { PageIntro } from "../components/page-intro";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/share-v1";

export const handle: PageHandle = { page: "shareV1", layout: "iframe", noindex: true };

/** Route validation (SPEC.md point 2): a malformed slug is a 404 "Page Not Found: {path}". */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (!isToken(slug)) invalidRoute(request);
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: "pages.shareV1.title",
    descriptionKey: "pages.shareV1.description",
    noindex: true,
  });

export default function ShareV1Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro page="shareV1">
      <p className="slug">
        <code>{loaderData.slug}</code>
      </p>
    </PageIntro>
  );
}
