import type { RouterContextProvider } from "react-router";
import { loaderKit } from "./api.server";

/**
 * The terms or privacy text in the page's locale, from the load context's `legal`
 * (shared/load-context.ts): the texts are bundled with the worker, never the browser.
 */
export async function loadLegal(context: Readonly<RouterContextProvider>, request: Request, page: "terms" | "privacy") {
  const { load, locale } = loaderKit(context, request);
  return (await load.legal(locale))[page];
}
