import type { PageHandle } from "../../shared/routes";
import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../seo";
import type { Route } from "./+types/history";

export const handle: PageHandle = { page: "history", layout: "history", noindex: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: "pages.history.title",
    descriptionKey: "pages.history.description",
    noindex: true,
  });

export default function HistoryPage() {
  return <PageIntro page="history" />;
}
