import { type RouterContextProvider, redirect } from "react-router";
import { type LoadContext, requestContext } from "../shared/load-context";
import { type Locale, localeFromPath } from "../shared/locales";
import { href, type PageName } from "../shared/routes";
import { isCatalogSlug } from "../shared/slugs";
import { invalidRoute } from "./route-errors";

/**
 * What a loader needs: the load context's data functions (`load`, shared/load-context.ts and
 * docs/decisions/0012-load-context.md) and the page's locale.
 */
export function loaderKit(
  context: Readonly<RouterContextProvider>,
  request: Request,
): { load: LoadContext; locale: Locale } {
  return { load: context.get(requestContext), locale: localeFromPath(new URL(request.url).pathname) };
}

/**
 * Loads an entry for a detail route; an entry that does not exist (null) fails the route's
 * validation, a 404 "Page Not Found: {path}" (docs/product.md, "Routing rules"). Any other failure is the page's
 * error, at once.
 */
export async function loadEntryOr404<T>(request: Request, load: () => Promise<T | null>): Promise<T> {
  const entry = await load();
  if (entry === null) invalidRoute(request);
  return entry;
}

/**
 * The two generation screens' first step: without a slug, every template to pick from; with one,
 * that template's brief fields, or the 404 of route validation (docs/product.md, "Routing rules").
 */
export async function loadTemplateOrPicker(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string | undefined,
) {
  const { load, locale } = loaderKit(context, request);
  if (slug === undefined) {
    const list = await load.catalog.templates.list(locale);
    return { mode: "pick" as const, templates: list.items, categories: list.categories };
  }
  if (!isCatalogSlug(slug)) invalidRoute(request);
  const template = await loadEntryOr404(request, () => load.catalog.templates.get(slug, locale));
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

/**
 * The visitor's draft named by `?draft=` (or the older `?item=`) when it is one of `template`'s,
 * for a generation screen to reopen; `missingItem` when the address names one that is not there.
 */
export async function loadDraftOf(context: Readonly<RouterContextProvider>, request: Request, template: string) {
  const { load } = loaderKit(context, request);
  const query = new URL(request.url).searchParams;
  const itemId = query.get("draft") ?? query.get("item");
  const found = itemId ? await load.items.get(itemId) : null;
  // A draft of another template is not this screen's to reopen.
  const item = found?.template === template ? found : null;
  return { item, missingItem: Boolean(itemId) && !item };
}
