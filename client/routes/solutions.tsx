import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/solutions";

export const handle: PageHandle = { page: "solutions" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.solutions.title", descriptionKey: "pages.solutions.description" });

export default function SolutionsPage() {
  return <PageIntro page="solutions" />;
}
