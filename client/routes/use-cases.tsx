import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/use-cases";

export const handle: PageHandle = { page: "useCases" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.useCases.title", descriptionKey: "pages.useCases.description" });

export default function UseCasesPage() {
  return <PageIntro page="useCases" />;
}
