import { href, type PageHandle } from "../../shared/routes";
import { loaderKit } from "../api.server";
import { EntryCard } from "../components/entry-card";
import { PageIntro } from "../components/page-intro";
import { useLocale } from "../i18n";
import { pageMeta } from "../seo";
import type { Route } from "./+types/use-cases";

export const handle: PageHandle = { page: "useCases", sharedHtml: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { load, locale } = loaderKit(context, request);
  return load.catalog.useCases.list(locale);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.useCases.title", descriptionKey: "pages.useCases.description" });

export default function UseCasesPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageIntro page="useCases" />
      <ul className="grid card-grid">
        {loaderData.items.map((useCase) => (
          <EntryCard
            key={useCase.slug}
            to={href(locale, "useCase", { slug: useCase.slug })}
            headingLevel={2}
            {...useCase}
          />
        ))}
      </ul>
    </>
  );
}
