import type { RouterContextProvider } from "react-router";
import type { ApiClient } from "../shared/api-client";
import { ApiError } from "../shared/api-client";
import type { CategorySummary, ListResponse, TemplateDetail, TemplateSummary } from "../shared/catalog/api-types";
import { type Locale, localeFromPath } from "../shared/locales";
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
