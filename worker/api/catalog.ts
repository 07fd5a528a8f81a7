import { Hono } from "hono";
import { validateBrief } from "../../shared/brief";
import { findTemplate, isTemplateCategory } from "../../shared/catalog/templates";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";
import { getSolution, getTemplate, getUseCase, listSolutions, listUseCases, templateList } from "../catalog/models";
import type { AppContext, AppEnv } from "../context";
import { apiError } from "./errors";

/** GET /api/catalog/{templates,use-cases,solutions}[/{slug...}]?locale= (docs/api.md, "Catalog (public, cached)"). */
export const catalogApi = new Hono<AppEnv>();

/** The requested locale, or a 400 response when it is not one of the ten. */
function localeOf(c: AppContext): Locale | Response {
  const requested = c.req.query("locale") ?? DEFAULT_LOCALE;
  if (isLocale(requested)) return requested;
  return apiError(c, 400, "unsupported_locale", `Unsupported locale "${requested.slice(0, 20)}"`);
}

const CACHE = { "Cache-Control": "public, max-age=300" };

catalogApi.get("/templates", (c) => {
  const locale = localeOf(c);
  if (locale instanceof Response) return locale;
  const category = c.req.query("category") || undefined;
  if (category !== undefined && !isTemplateCategory(category)) {
    return apiError(c, 400, "unknown_category", `Unknown category "${category.slice(0, 40)}"`);
  }
  const featured = c.req.query("featured") === "true";
  return c.json(templateList(locale, { category, q: c.req.query("q"), featured }), 200, CACHE);
});

/** A detail route: the localized entry, or a 404 JSON error naming what was not found. */
function detail(kind: string, find: (locale: Locale, slug: string) => object | undefined) {
  return (c: AppContext) => {
    const locale = localeOf(c);
    if (locale instanceof Response) return locale;
    const slug = c.req.param("slug") ?? "";
    const entry = find(locale, slug);
    if (!entry) return apiError(c, 404, "not_found", `No ${kind} "${slug.slice(0, 100)}"`);
    return c.json(entry, 200, CACHE);
  };
}

/**
 * "Try an example" (docs/api.md, "A template's example"): the brief of the template's example pair
 * in one language, as `inputs` the brief form takes. The pairs load only when asked.
 */
catalogApi.get("/templates/:slug/example", async (c) => {
  const locale = localeOf(c);
  if (locale instanceof Response) return locale;
  const slug = c.req.param("slug");
  const template = findTemplate(slug);
  const { exampleOf } = await import("../generation/examples");
  const pair = template ? exampleOf(locale, slug) : undefined;
  if (!template || !pair) return apiError(c, 404, "not_found", `No example for "${slug.slice(0, 100)}"`);
  return c.json({ inputs: validateBrief(template, pair.brief).inputs }, 200, CACHE);
});
catalogApi.get("/templates/:slug{.+}", detail("template", getTemplate));
catalogApi.get("/use-cases", (c) => {
  const locale = localeOf(c);
  if (locale instanceof Response) return locale;
  return c.json({ items: listUseCases(locale) }, 200, CACHE);
});
catalogApi.get("/use-cases/:slug{.+}", detail("use case", getUseCase));
catalogApi.get("/solutions", (c) => {
  const locale = localeOf(c);
  if (locale instanceof Response) return locale;
  return c.json({ items: listSolutions(locale) }, 200, CACHE);
});
catalogApi.get("/solutions/:slug{.+}", detail("solution", getSolution));
