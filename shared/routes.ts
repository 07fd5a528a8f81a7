import { DEFAULT_LOCALE, type Locale, withLocalePrefix } from "./locales";

/**
 * Every screen (docs/product.md, "Screens"), by name, as an unprefixed path pattern. `:slug+` spans several
 * segments, `:slug?` may be absent. The client route table (client/routes.ts), links, the sitemap
 * and the tests all read this one list; the locale prefix is applied only by `href()`.
 */
export const PAGES = {
  home: "/",
  terms: "/terms",
  privacy: "/privacy",
  solutions: "/solutions",
  solution: "/solutions/:slug+",
  templates: "/templates",
  useCases: "/use-cases",
  useCase: "/use-cases/:slug+",
  useCasePreview: "/use-cases/:slug+/preview",
  generate: "/generate/:slug?",
  generateV1: "/generate/v1/:slug?",
  history: "/history",
  preview: "/preview/:slug",
  share: "/share/:slug",
  shareV1: "/share/v1/:slug",
  published: "/p/:slug",
} as const;

export type PageName = keyof typeof PAGES;

export const LAYOUTS = [
  "default",
  "generate",
  "generate-release",
  "history",
  "iframe",
  "preview",
  "usecases-preview",
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * The layout of each page that does not use the default one (docs/product.md, "Layouts and route
 * metadata"). The worker reads the same table: only pages in an embeddable layout may be framed by
 * other sites.
 */
export const PAGE_LAYOUTS: Partial<Record<PageName, LayoutName>> = {
  useCasePreview: "usecases-preview",
  generate: "generate",
  generateV1: "generate-release",
  history: "history",
  preview: "preview",
  share: "iframe",
  shareV1: "iframe",
  published: "iframe",
};

/** Layouts made to be shown inside another site's iframe (docs/security.md, "Framing"). */
export const EMBEDDABLE_LAYOUTS: ReadonlySet<LayoutName> = new Set(["iframe", "usecases-preview"]);

export function layoutOf(page: PageName): LayoutName {
  return PAGE_LAYOUTS[page] ?? "default";
}

/** Route metadata (a route module's `handle`): which page it is and how it behaves. */
export type PageHandle = {
  page: PageName;
  /** Animate entering this page with a view transition. */
  transition?: boolean;
  /** Keep this page's state alive while the visitor is elsewhere. */
  keepAlive?: boolean;
  /** Exclude from search engines (previews, shares, history). */
  noindex?: boolean;
  /** Force a colour mode on this page; "system" cannot be forced (docs/product.md, "Colour mode"). */
  colourMode?: "light" | "dark" | "system";
  /**
   * The document depends only on its URL and the build, never on the visitor (no cookie-bound
   * data in any loader): the worker may answer from HTML it rendered before (worker/page-cache.ts).
   */
  sharedHtml?: boolean;
  /**
   * The document shows the visitor's own data (drafts, history, previews): it is sent with
   * `Cache-Control: private, no-store`, so after "Delete all my data" Back cannot bring it back
   * from the browser's cache (docs/security.md, "Caches").
   */
  privateData?: boolean;
};

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer N}?`
  ? { [K in N]?: string }
  : Name extends `${infer N}+`
    ? { [K in N]: string }
    : { [K in Name]: string };

export type PageParams<N extends PageName> = ParamsOf<(typeof PAGES)[N]>;

type HrefArgs<N extends PageName> = object extends PageParams<N> ? [params?: PageParams<N>] : [params: PageParams<N>];

/** The unprefixed path of a page: `pagePath("solution", { slug: "teams/marketing" })`. */
export function pagePath<N extends PageName>(name: N, ...[params]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path = PAGES[name].replace(/\/:(\w+)([?+]?)/g, (_match, key: string, modifier: string) => {
    const value = values[key];
    if (value === undefined || value === "") {
      if (modifier === "?") return "";
      throw new Error(`pagePath(${name}): missing parameter "${key}"`);
    }
    const segments = modifier === "+" ? value.split("/") : [value];
    return `/${segments.map(encodeURIComponent).join("/")}`;
  });
  return path === "" ? "/" : path;
}

/** The one way to build a link to a page: applies the locale prefix (none for English). */
export function href<N extends PageName>(locale: Locale, name: N, ...params: HrefArgs<N>): string {
  return withLocalePrefix(pagePath(name, ...params), locale);
}

/** The same page in another locale: `/ja/templates?q=x` → `/de/templates?q=x`. */
export function switchLocalePath(pathWithQuery: string, from: Locale, to: Locale): string {
  const cut = pathWithQuery.search(/[?#]/);
  const path = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const suffix = cut === -1 ? "" : pathWithQuery.slice(cut);
  const prefix = from === DEFAULT_LOCALE ? "" : `/${from}`;
  const unprefixed = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) : path;
  return withLocalePrefix(unprefixed || "/", to) + suffix;
}

/** A page pattern as a regular expression over an unprefixed, decoded-or-not path. */
function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/:\w+\+/g, "/[^/]+(?:/[^/]+)*")
    .replace(/\/:\w+\?/g, "(?:/[^/]+)?")
    .replace(/\/:\w+/g, "/[^/]+");
  return new RegExp(`^${source === "" ? "/" : source}$`);
}

/** Patterns with more fixed segments win, as in React Router's ranking: /share/v1/x is shareV1. */
const MATCHERS = (Object.entries(PAGES) as Array<[PageName, string]>)
  .map(([name, path]) => ({
    name,
    pattern: patternOf(path),
    fixed: path.split("/").filter((s) => s && !s.startsWith(":")).length,
  }))
  .sort((a, b) => b.fixed - a.fixed);

/** The page an unprefixed path shows, or null when none matches. */
export function pageOf(unprefixedPath: string): PageName | null {
  return MATCHERS.find((matcher) => matcher.pattern.test(unprefixedPath))?.name ?? null;
}
