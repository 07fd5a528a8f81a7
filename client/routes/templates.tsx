import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/templates";

export const handle: PageHandle = { page: "templates" };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: "pages.templates.title", descriptionKey: "pages.templates.description" });

export default function TemplatesPage() {
  return <PageIntro page="templates" />;
}
