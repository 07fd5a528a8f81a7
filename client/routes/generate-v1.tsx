import { useTranslation } from "react-i18next";
import type { PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { PageIntro } from "../components/page-intro";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/generate-v1";

export const handle: PageHandle = { page: "generateV1", sharedHtml: true };

export function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? null;
  if (slug !== null && !isCatalogSlug(slug)) invalidRoute(request);
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.generateV1.title", descriptionKey: "pages.generateV1.description" });

export default function GenerateV1Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageIntro page="generateV1">
      {loaderData.slug ? (
        <p className="slug">{t("pages.generate.templateHeading", { slug: loaderData.slug })}</p>
      ) : null}
    </PageIntro>
  );
}
