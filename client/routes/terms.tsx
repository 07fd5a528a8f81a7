import type { PageHandle } from "../../shared/routes";
import { LegalPage } from "../components/legal-page";
import { loadLegal } from "../legal.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/terms";

export const handle: PageHandle = { page: "terms", sharedHtml: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLegal(context, request, "terms");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.terms.title", descriptionKey: "pages.terms.description" });

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="terms" content={loaderData} />;
}
