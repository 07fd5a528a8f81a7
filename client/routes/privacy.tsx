import type { PageHandle } from "../../shared/routes";
import { LegalPage } from "../components/legal-page";
import { loadLegal } from "../legal.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const handle: PageHandle = { page: "privacy", sharedHtml: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLegal(context, request, "privacy");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.privacy.title", descriptionKey: "pages.privacy.description" });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="privacy" content={loaderData} />;
}
