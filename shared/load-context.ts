/**
 * The one contract between the worker and React Router's loaders (docs/decisions/0012-load-context.md):
 * what a loader may know about its request, and typed functions that read the data pages show.
 * The worker fills it for each request (worker/load-context.ts); client/ imports it from here and
 * never imports worker/. Each function returns the read model the JSON API answers with
 * (docs/api.md), or null where the API answers 404: no HTTP, no JSON, no retries.
 */
import { createContext } from "react-router";
import type {
  ListResponse,
  SolutionDetail,
  SolutionSummary,
  TemplateDetail,
  TemplateList,
  TemplateQuery,
  UseCaseDetail,
  UseCaseSummary,
} from "./catalog/api-types";
import type { LegalTexts } from "./catalog/texts";
import type { Writer } from "./generation";
import type { ItemDetail, ItemPage } from "./items";
import type { Locale } from "./locales";
import type { PublicationView, ShareView } from "./publishing";

/** One kind of catalog entry: its localized list and one entry by slug (null when unknown). */
export type CatalogEntries<List, Detail> = {
  list(locale: Locale): Promise<List>;
  get(slug: string, locale: Locale): Promise<Detail | null>;
};

/** The localized catalog (docs/api.md, "Catalog"). */
export type CatalogData = {
  templates: {
    list(locale: Locale, query?: TemplateQuery): Promise<TemplateList>;
    get(slug: string, locale: Locale): Promise<TemplateDetail | null>;
  };
  solutions: CatalogEntries<ListResponse<SolutionSummary>, SolutionDetail>;
  useCases: CatalogEntries<ListResponse<UseCaseSummary>, UseCaseDetail>;
};

/** A search of the history (`q`) and its filter (`shared`: items with a share link or a page). */
export type ItemQuery = { q?: string; shared?: boolean };

/**
 * The visitor's own drafts (docs/api.md, "History"). The visitor is the one the request's signed
 * cookie proves; a request without a valid one owns nothing, and another visitor's item is null.
 */
export type ItemsData = {
  /** The first page of the history; the browser asks `GET /api/items?cursor=` for more. */
  list(query?: ItemQuery): Promise<ItemPage>;
  get(id: string): Promise<ItemDetail | null>;
};

/** The public read models of docs/api.md, "Sharing and publishing". */
export type SharesData = { view(slug: string): Promise<ShareView | null> };
/** A page in `locale` when it has that language, else in its main one (docs/api.md, "A page in several languages"). */
export type PublicationsData = { view(slug: string, locale?: Locale): Promise<PublicationView | null> };

export type LoadContext = {
  /** The CSP nonce of this response: every inline script must carry it. */
  nonce: string;
  isBot: boolean;
  /** The origin of every URL given out (canonical links, share and page URLs): docs/seo.md. */
  origin: string;
  /** The API's base URL as the browser sees it (public runtime configuration). */
  apiBase: string;
  /** The optional third-party analytics script; "" when none is configured. */
  analyticsScriptUrl: string;
  /**
   * The writer that answers first (`GENERATOR`'s first name, docs/operations.md, "Writers"): the
   * brief offers only the choices it can honour (docs/product.md, "Screens").
   */
  writer: Writer;
  /**
   * Set by the document renderer (client/entry.server.tsx) when the page's route says its HTML is
   * the same for every visitor (`sharedHtml`) and it rendered completely with status 200
   * (docs/decisions/0008-shared-html-cache.md).
   */
  sharedHtml?: boolean;
  catalog: CatalogData;
  items: ItemsData;
  shares: SharesData;
  publications: PublicationsData;
  /** The terms and privacy texts in a locale (English where the locale's are missing). */
  legal(locale: Locale): Promise<LegalTexts>;
};

// React Router v8 requires a RouterContextProvider as the load context; this is its one key.
export const requestContext = createContext<LoadContext>();
