import type { Context } from "hono";

// React Router loaders get the contract of shared/load-context.ts, filled by worker/load-context.ts
// (docs/decisions/0012-load-context.md).

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
