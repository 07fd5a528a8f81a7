import { type RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "../shared/api-client";
import { ApiError } from "../shared/api-client";
import type { CategorySummary, ListResponse, TemplateDetail, TemplateSummary } from "../shared/catalog/api-types";
import { type Locale, localeFromPath } from "../shared/locales";
import { href, type PageName } from "../shared/routes";
import { isCatalogSlug } from "../shared/slugs";
import { requestContext } from "../worker/context";
import { invalidRoute } from "./route-errors";

/** What a loader needs: the in-process API client and the page's locale. */
export function loaderKit(
  context: Readonly<RouterContextProvider>,
  request: Request,
): { api: ApiClient; locale: Locale } {
  return { api: context.get(requestContext).api, locale: localeFromPath(new URL(request.url).pathname) };
}

/**
 * Loads a catalog entry for a detail route; an entry the API doesn't know fails the route's
 * validation, a 404 "Page Not Found: {path}" (SPEC.md point 2).
 */
export async function loadEntryOr404<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) invalidRoute(request);
    throw error;
  }
}

/**
 * The two generation screens' first step: without a slug, every template to pick from; with one,
 * that template's brief fields, or the 404 of route validation (SPEC.md point 2).
 */
export async function loadTemplateOrPicker(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string | undefined,
) {
  const { api, locale } = loaderKit(context, request);
  if (slug === undefined) {
    const list = await api.get<ListResponse<TemplateSummary> & { categories: CategorySummary[] }>(
      "/api/catalog/templates",
      { query: { locale } },
    );
    return { mode: "pick" as const, templates: list.items, categories: list.categories };
  }
  if (!isCatalogSlug(slug)) invalidRoute(request);
  const template = await loadEntryOr404(request, () =>
    api.get<TemplateDetail>(`/api/catalog/templates/${slug}`, { query: { locale } }),
  );
  return { mode: "write" as const, template };
}

/**
 * Shares and published pages are framed in the language of their text (docs/api.md, "Sharing
 * and publishing"): opened under another locale's prefix, they redirect (302, the query kept) to
 * their own, so a stranger never gets an English frame around Japanese text.
 */
export function inContentLocale(
  request: Request,
  page: Extract<PageName, "share" | "shareV1" | "published">,
  slug: string,
  contentLocale: Locale,
): void {
  const url = new URL(request.url);
  if (localeFromPath(url.pathname) === contentLocale) return;
  throw redirect(href(contentLocale, page, { slug }) + url.search, 302);
}
