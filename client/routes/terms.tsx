import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/terms";

export const handle: PageHandle = { page: "terms" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.terms.title", descriptionKey: "pages.terms.description" });

export default function TermsPage() {
  return <PageIntro page="terms" />;
}
