import { data } from "react-router";
import { withoutDataSuffix } from "../shared/locales";

/**
 * The body of a 404 thrown by a route: which rule failed and for which path. The error page turns
 * it into the documented message in the page's language (docs/product.md, "Routing rules").
 */
export type NotFoundData = { kind: "invalid" | "unmatched"; path: string };

/** The page's path, also on a client-side navigation (whose loaders see `/de/nope.data`). */
function pathOf(request: Request): string {
  return withoutDataSuffix(new URL(request.url).pathname);
}

/** A route's validation check failed: 404 "Page Not Found: {path}". */
export function invalidRoute(request: Request): never {
  throw data<NotFoundData>({ kind: "invalid", path: pathOf(request) }, { status: 404 });
}

/** No route matched: a non-fatal 404 "Page not found: {path}". */
export function unmatchedRoute(request: Request): never {
  throw data<NotFoundData>({ kind: "unmatched", path: pathOf(request) }, { status: 404 });
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return (
    typeof value === "object" &&
    value !== null &&
    ((value as NotFoundData).kind === "invalid" || (value as NotFoundData).kind === "unmatched") &&
    typeof (value as NotFoundData).path === "string"
  );
}
