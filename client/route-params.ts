import type { Params } from "react-router";

/**
 * The multi-segment slug of a route: the splat (`solutions/*`), or the fixed-depth segments
 * `:s1/:s2/...` of a route with a suffix (`use-cases/:s1/:s2/preview`), joined by "/".
 */
export function multiSegmentSlug(params: Params): string {
  if (params["*"] !== undefined) return params["*"];
  const segments: string[] = [];
  for (let i = 1; params[`s${i}`] !== undefined; i++) segments.push(params[`s${i}`] as string);
  return segments.join("/");
}
