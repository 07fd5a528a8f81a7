import { href, type PageHandle } from "../../shared/routes";
import { loaderKit } from "../api.server";
import { EntryCard } from "../components/entry-card";
import { PageIntro } from "../components/page-intro";
import { useLocale } from "../i18n";
import { pageMeta } from "../seo";
import type { Route } from "./+types/solutions";

export const handle: PageHandle = { page: "solutions", sharedHtml: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { load, locale } = loaderKit(context, request);
  return load.catalog.solutions.list(locale);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.solutions.title", descriptionKey: "pages.solutions.description" });

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageIntro page="solutions" />
      <ul className="grid card-grid">
        {loaderData.items.map((solution) => (
          <EntryCard
            key={solution.slug}
            to={href(locale, "solution", { slug: solution.slug })}
            headingLevel={2}
            {...solution}
          />
        ))}
      </ul>
    </>
  );
}
