import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES, type PageName } from "../shared/routes";
import { MAX_SLUG_SEGMENTS } from "../shared/slugs";

/**
 * The one route table (docs/product.md, "Routing rules"). Every page of shared/routes.ts PAGES is mounted once under
 * an optional `:lang` segment: absent for English, one of the nine prefixes otherwise
 * (routes/locale.tsx refuses anything else). Layouts are chosen by each module's `handle`.
 */
const MODULES = {
  home: "routes/home.tsx",
  terms: "routes/terms.tsx",
  privacy: "routes/privacy.tsx",
  solutions: "routes/solutions.tsx",
  solution: "routes/solution.tsx",
  templates: "routes/templates.tsx",
  useCases: "routes/use-cases.tsx",
  useCase: "routes/use-case.tsx",
  useCasePreview: "routes/use-case-preview.tsx",
  generate: "routes/generate.tsx",
  generateV1: "routes/generate-v1.tsx",
  history: "routes/history.tsx",
  preview: "routes/preview.tsx",
  share: "routes/share.tsx",
  shareV1: "routes/share-v1.tsx",
  published: "routes/published.tsx",
} satisfies Record<PageName, string>;

/** A PAGES pattern as React Router path(s): `:slug+` becomes a splat, or fixed depths before a suffix. */
function routePaths(pattern: string): string[] {
  const path = pattern.slice(1);
  const multi = path.indexOf(":slug+");
  if (multi === -1) return [path];
  const before = path.slice(0, multi);
  const after = path.slice(multi + ":slug+".length);
  // React Router allows a splat only at the end; a suffix such as "/preview" needs fixed depths.
  if (after === "") return [`${before}*`];
  return Array.from({ length: MAX_SLUG_SEGMENTS }, (_, depth) => {
    const segments = Array.from({ length: depth + 1 }, (_, i) => `:s${i + 1}`).join("/");
    return `${before}${segments}${after}`;
  });
}

const pages = (Object.keys(MODULES) as PageName[]).flatMap((name) =>
  routePaths(PAGES[name]).map((path, i) => {
    const id = i === 0 ? name : `${name}-${i}`;
    return path === "" ? index(MODULES[name], { id }) : route(path, MODULES[name], { id });
  }),
);

export default [
  route(":lang?", "routes/locale.tsx", { id: "locale" }, [
    ...pages,
    // An unmatched route is a non-fatal 404, "Page not found: {path}" (docs/product.md, "Routing rules").
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
