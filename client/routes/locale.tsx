import { Outlet, useMatches } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "../../shared/locales";
import { type LayoutName, layoutOf, type PageHandle } from "../../shared/routes";
import { ErrorPage } from "../components/error-page";
import { LAYOUT_COMPONENTS } from "../layouts";
import { unmatchedRoute } from "../route-errors";
import type { Route } from "./+types/locale";

/** The optional first segment must be one of the nine prefixes; anything else is not a route. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE)) unmatchedRoute(request);
  return null;
}

/** The layout of the deepest matched page, from the page table (SPEC.md point 2); 'default' outside one. */
export function useLayoutName(): LayoutName {
  const page = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.page)
    .findLast(Boolean);
  return page ? layoutOf(page) : "default";
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
