import type { PageHandle } from "../../shared/routes";
import { LegalPage } from "../components/legal-page";
import { loadLegal } from "../legal.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const handle: PageHandle = { page: "privacy", sharedHtml: true };

export async function loader({ request }: Route.LoaderArgs) {
  return loadLegal(request, "privacy");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.privacy.title", descriptionKey: "pages.privacy.description" });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="privacy" content={loaderData} />;
}
