import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const handle: PageHandle = { page: "privacy" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.privacy.title", descriptionKey: "pages.privacy.description" });

export default function PrivacyPage() {
  return <PageIntro page="privacy" />;
}
