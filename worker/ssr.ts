import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "../shared/load-context";
import type { AppContext } from "./context";
import { loadContextOf } from "./load-context";
import { PageCache } from "./page-cache";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** Shared pages of this isolate: ~8 MB of UTF-16 at most (a catalog page is 40–80 KB of HTML). */
const pages = new PageCache(4_000_000);

/**
 * Hands a page request to React Router (the one route table in client/routes.ts). Loaders get the
 * load context of shared/load-context.ts: the CSP nonce, the public origin and configuration, and
 * typed functions that read the data directly (docs/decisions/0012-load-context.md). A document
 * whose route marks it `sharedHtml` is kept after its first complete render and served again
 * with this response's nonce; `Server-Timing: ssr;desc=…` says which happened.
 */
export async function renderPage(c: AppContext) {
  const nonce = c.get("secureHeadersNonce") ?? "";
  const key = c.req.method === "GET" ? c.req.url : null;
  const kept = key ? pages.get(key, nonce) : null;
  if (kept) {
    const headers = new Headers(kept.headers);
    headers.set("Server-Timing", 'ssr;desc="shared"');
    return new Response(kept.html, { status: 200, headers });
  }

  const rendering = loadContextOf(c);
  const context = new RouterContextProvider();
  context.set(requestContext, rendering);
  const response = await handleRequest(c.req.raw, context);

  // Crawlers get the status but no error page; the error is only logged (docs/product.md, "Errors").
  if (c.get("isBot") && response.status >= 400) {
    console.warn(`Error ${response.status} for crawler: ${c.req.method} ${new URL(c.req.url).pathname}`);
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  }
  if (key && rendering.sharedHtml && response.status === 200) {
    // The renderer waited for the whole document, so reading it here delays nothing.
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
    pages.set(key, html, nonce, headers);
    const answer = new Response(html, { status: 200, headers: response.headers });
    answer.headers.set("Server-Timing", 'ssr;desc="rendered"');
    return answer;
  }
  return response;
}
