import { Outlet, useLocation, useMatches } from "react-router";
import { DEFAULT_LOCALE, isLocale, stripLocalePrefix } from "../../shared/locales";
import { EMBEDDABLE_LAYOUTS, type LayoutName, layoutOf, type PageHandle, pageOf } from "../../shared/routes";
import { ErrorPage, errorStatus } from "../components/error-page";
import { LAYOUT_COMPONENTS } from "../layouts";
import { unmatchedRoute } from "../route-errors";
import { pageMeta } from "../seo";
import type { Route } from "./+types/locale";

/** The optional first segment must be one of the nine prefixes; anything else is not a route. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE)) unmatchedRoute(request);
  return null;
}

/**
 * The layout of the deepest matched page, from the page table (docs/product.md, "Layouts and route
 * metadata"); 'default' outside one.
 */
export function useLayoutName(): LayoutName {
  const page = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.page)
    .findLast(Boolean);
  return page ? layoutOf(page) : "default";
}

/**
 * A page's own meta wins while it renders; when its loader fails (an unknown slug, a revoked share,
 * an unpublished page) this route's error boundary renders, and this gives it the localized
 * not-found or server-error title, kept out of search engines.
 */
export const meta: Route.MetaFunction = ({ error, matches, location }) =>
  error
    ? pageMeta({
        matches,
        location,
        titleKey: errorStatus(error) === 404 ? "error.notFoundTitle" : "error.serverTitle",
        descriptionKey: errorStatus(error) === 404 ? "error.notFoundHelp" : "error.serverHelp",
        noindex: true,
      })
    : [];

export default function LocaleLayout() {
  const Layout = LAYOUT_COMPONENTS[useLayoutName()];
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * Errors render in the page's language, inside the site's default layout, except on pages made to
 * be embedded (a revoked share, an unpublished page): those keep their own minimal layout, so a
 * frame on another site never shows Parla's whole header and footer (docs/api.md, "Embedding").
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const page = pageOf(stripLocalePrefix(pathname));
  const layout = page && EMBEDDABLE_LAYOUTS.has(layoutOf(page)) ? layoutOf(page) : "default";
  const Layout = LAYOUT_COMPONENTS[layout];
  return (
    <Layout>
      <ErrorPage error={error} />
    </Layout>
  );
}
