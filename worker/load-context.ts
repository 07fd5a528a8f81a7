import { DEFAULT_PAGE_SIZE } from "../shared/items";
import type { CatalogData, ItemQuery, ItemsData, LoadContext } from "../shared/load-context";
import { normalizeSearchQuery } from "../shared/search";
import { isPageSlug, isToken } from "../shared/slugs";
import { getSolution, getTemplate, getUseCase, listSolutions, listUseCases, templateList } from "./catalog/models";
import { legalTexts } from "./catalog/texts";
import { getConfig, publicOrigin } from "./config";
import type { AppContext } from "./context";
import { publicationView, shareView } from "./items/publishing";
import { listItems, ownedItemDetail } from "./items/queries";
import { cookieVisitor } from "./middleware/visitor";

/**
 * Fills the loaders' contract (shared/load-context.ts, docs/decisions/0012-load-context.md) for
 * one request. Every data function calls the server function its API handler calls, so a page and
 * `/api` answer alike; nothing here crosses HTTP or JSON, and nothing is retried.
 */

/** What the contract is built from: the bindings stay here, out of the loaders' reach. */
export type LoadSource = {
  env: Env;
  request: Request;
  nonce: string;
  isBot: boolean;
};

/** The LoadContext of a page request reaching the worker's Hono app (worker/ssr.ts). */
export function loadContextOf(c: AppContext): LoadContext {
  return buildLoadContext({
    env: c.env,
    request: c.req.raw,
    nonce: c.get("secureHeadersNonce") ?? "",
    isBot: c.get("isBot"),
  });
}

export function buildLoadContext(source: LoadSource): LoadContext {
  const { env, request } = source;
  const config = getConfig(env);
  const origin = publicOrigin(env, request.url);
  const cookie = request.headers.get("cookie") ?? undefined;
  return {
    nonce: source.nonce,
    isBot: source.isBot,
    origin,
    apiBase: config.PUBLIC_API_BASE,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL,
    writer: config.GENERATOR[0] ?? "builtin",
    catalog,
    items: visitorItems(env.DB, origin, () => cookieVisitor(env, cookie)),
    shares: { view: async (slug) => (isToken(slug) ? shareView(env.DB, slug) : null) },
    publications: {
      view: async (slug, locale) => (isPageSlug(slug) ? publicationView(env.DB, slug, locale) : null),
    },
    legal: async (locale) => legalTexts(locale),
  };
}

/** The catalog ships in the bundle: the same for every request (worker/catalog/models.ts). */
const catalog: CatalogData = {
  templates: {
    list: async (locale, query) => templateList(locale, query),
    get: async (slug, locale) => getTemplate(locale, slug) ?? null,
  },
  solutions: {
    list: async (locale) => ({ items: listSolutions(locale) }),
    get: async (slug, locale) => getSolution(locale, slug) ?? null,
  },
  useCases: {
    list: async (locale) => ({ items: listUseCases(locale) }),
    get: async (slug, locale) => getUseCase(locale, slug) ?? null,
  },
};

/**
 * The drafts of the visitor the request's cookie proves (as the API's visitor middleware does,
 * worker/middleware/visitor.ts); the cookie is checked once, and only when a loader asks. Without
 * a valid cookie the history is empty and every item is another visitor's: null.
 */
function visitorItems(db: D1Database, origin: string, visitor: () => Promise<string | null>): ItemsData {
  let owner: Promise<string | null> | undefined;
  const ownerOnce = () => {
    owner ??= visitor();
    return owner;
  };
  return {
    async list(query: ItemQuery = {}) {
      const id = await ownerOnce();
      if (!id) return { items: [] };
      const q = normalizeSearchQuery(query.q) || undefined;
      return listItems(db, id, { limit: DEFAULT_PAGE_SIZE, q, shared: query.shared === true, origin });
    },
    async get(itemId: string) {
      const id = await ownerOnce();
      return id ? ownedItemDetail(db, id, itemId, origin) : null;
    },
  };
}
