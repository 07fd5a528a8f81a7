import { useTranslation } from "react-i18next";
import type { PageHandle } from "../../shared/routes";
import { isCatalogSlug } from "../../shared/slugs";
import { PageIntro } from "../components/page-intro";
import { invalidRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/generate";

export const handle: PageHandle = { page: "generate", layout: "generate", transition: true, keepAlive: true };

/** The slug is optional; when present it must name a template (SPEC.md point 2 route validation). */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? null;
  if (slug !== null && !isCatalogSlug(slug)) invalidRoute(request);
  return { slug };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.generate.title", descriptionKey: "pages.generate.description" });

export default function GeneratePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageIntro page="generate">
        {loaderData.slug ? (
          <p className="slug">{t("pages.generate.templateHeading", { slug: loaderData.slug })}</p>
        ) : null}
      </PageIntro>
    </div>
  );
}
