import type { Context } from "hono";
import { createContext } from "react-router";
import type { ApiClient } from "../shared/api-client";

/** What the worker hands to every React Router loader for one request. */
export type RequestContext = {
  env: Env;
  ctx: ExecutionContext;
  /** The CSP nonce of this response: every inline script must carry it. */
  nonce: string;
  isBot: boolean;
  /** The API client wired to the in-process Hono app: loaders reach /api with no network hop. */
  api: ApiClient;
  /**
   * Set by the document renderer (client/entry.server.tsx) when the page's route says its HTML is
   * the same for every visitor (`sharedHtml`) and it rendered completely with status 200.
   */
  sharedHtml?: boolean;
};

// React Router v8 requires a RouterContextProvider as the load context; this is its one key.
export const requestContext = createContext<RequestContext>();

/** Hono's typed environment: bindings plus the variables middleware sets for later stages. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    secureHeadersNonce?: string;
    isBot: boolean;
    /** The anonymous visitor id, set by the visitor middleware on the routes that own data. */
    visitorId: string;
  };
};

export type AppContext = Context<AppEnv>;
