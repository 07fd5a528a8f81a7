import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApiClient } from "../shared/api-client";
import type { AppContext } from "./context";
import { requestContext } from "./context";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * Hands a page request to React Router (the one route table in client/routes.ts). Loaders get the
 * bindings, the CSP nonce and an API client that calls this same worker in-process.
 */
export async function renderPage(c: AppContext, inProcessFetch: (request: Request) => Promise<Response>) {
  const origin = new URL(c.req.url).origin;
  const cookie = c.req.header("cookie");
  const context = new RouterContextProvider();
  context.set(requestContext, {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext, // Hono types its own narrower ExecutionContext
    nonce: c.get("secureHeadersNonce") ?? "",
    isBot: c.get("isBot"),
    api: createApiClient({ baseUrl: origin, fetch: inProcessFetch, headers: cookie ? { cookie } : {} }),
  });
  const response = await handleRequest(c.req.raw, context);

  // SPEC.md point 2: crawlers get the status but no error page; the error is only logged.
  if (c.get("isBot") && response.status >= 400) {
    console.warn(`Error ${response.status} for crawler: ${c.req.method} ${new URL(c.req.url).pathname}`);
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  }
  return response;
}
