import { Outlet, useMatches } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "../../shared/locales";
import type { LayoutName, PageHandle } from "../../shared/routes";
import { ErrorPage } from "../components/error-page";
import { LAYOUT_COMPONENTS } from "../layouts";
import { unmatchedRoute } from "../route-errors";
import type { Route } from "./+types/locale";

/** The optional first segment must be one of the nine prefixes; anything else is not a route. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE)) unmatchedRoute(request);
  return null;
}

/** The layout named by the deepest page's route metadata; 'default' when none says (SPEC.md point 2). */
export function useLayoutName(): LayoutName {
  return (
    useMatches()
      .map((match) => (match.handle as PageHandle | undefined)?.layout)
      .findLast(Boolean) ?? "default"
  );
}

export default function LocaleLayout() {
  const Layout = LAYOUT_COMPONENTS[useLayoutName()];
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** Errors render inside the site's default layout and in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const Layout = LAYOUT_COMPONENTS.default;
  return (
    <Layout>
      <ErrorPage error={error} />
    </Layout>
  );
}
