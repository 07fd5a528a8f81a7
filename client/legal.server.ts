import { localeFromPath } from "../shared/locales";
import { legalTexts } from "../worker/catalog/texts";

/** The terms or privacy text in the page's locale (bundled with the worker, never the browser). */
export function loadLegal(request: Request, page: "terms" | "privacy") {
  const locale = localeFromPath(new URL(request.url).pathname);
  return legalTexts(locale)[page];
}
