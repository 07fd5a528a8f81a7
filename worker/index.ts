import { type ErrorHandler, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { trimTrailingSlash } from "hono/trailing-slash";
import { isbot } from "isbot";
import { api } from "./api";
import { apiError } from "./api/errors";
import { serveAsset } from "./assets";
import { cards } from "./card/route";
import { reportConfigProblems } from "./config";
import type { AppEnv } from "./context";
import { isStorageUnavailable, withReadRetry, withVisitorReadRetry } from "./d1-retry";
import { health } from "./health";
import { logEvent } from "./log";
import { messagesApi } from "./messages";
import { localeRouting } from "./middleware/locale";
import { requestGuard } from "./middleware/request-guard";
import { securityHeaders } from "./middleware/security-headers";
import { operations } from "./operations";
import { PUBLISHED_PATHS, publishedPages } from "./published-cache";
import { handleQueue } from "./queue";
import { handleScheduled } from "./retention";
import { siteFiles } from "./sitemap";
import { renderPage } from "./ssr";

const app = new Hono<AppEnv>();

/** The methods React Router handles for a page (GET and HEAD render; the others reach route actions). */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

// 0. Configuration problems are logged once, at the first request (docs/operations.md).
app.use(async function configCheck(c, next) {
  reportConfigProblems(c.env);
  await next();
});
// 1. Headers on every response, including redirects and errors.
app.use(securityHeaders());
// 2. Hostile request targets get a clean 400 before anything reads them.
app.use(requestGuard());
// 3. A trailing slash is removed by a 301 that keeps the query; "/" itself is untouched.
app.use(trimTrailingSlash({ alwaysRedirect: true }));

// 4. Static files from the client build.
app.use(async function staticAssets(c, next) {
  const asset = await serveAsset(c);
  if (asset) return asset;
  await next();
});

// 5. What reaches D1 and the visitors' objects: a request that only reads tries a query once more
// when storage is briefly away (worker/d1-retry.ts). After the static files, which never ask them.
app.use(async function readRetry(c, next) {
  if ((c.req.method === "GET" || c.req.method === "HEAD") && c.env.DB)
    c.env = { ...c.env, DB: withReadRetry(c.env.DB), VISITOR: withVisitorReadRetry(c.env.VISITOR) };
  await next();
});

// 5. Liveness and readiness, the operator endpoints (absent unless OPS_TOKEN is set), the JSON API,
// translations, sitemaps, robots.txt and the cards of published pages (/p/{slug}/card.png).
app.route("/", health);
app.route("/", operations);
app.route("/api", api);
app.route("/_i18n", messagesApi);
app.route("/", siteFiles);
app.route("/", cards);

// 6. Crawler detection (pages only: assets and the API never ask), locale redirects and cookie,
// then 7. every page through React Router.
app.use(async function detectBot(c, next) {
  c.set("isBot", isbot(c.req.header("user-agent") ?? ""));
  await next();
});
app.use(localeRouting());
// A published page is answered from its document of the current version when one is kept; a miss
// renders below and is kept (worker/published-cache.ts, docs/decisions/0008-shared-html-cache.md).
app.on("GET", PUBLISHED_PATHS, publishedPages());
app.all("*", async (c) => {
  // React Router renders its root error boundary, without loader data, for methods it does not know
  // (OPTIONS, PROPFIND, ...) and that crashes into a 500: pages refuse them here instead.
  if (!PAGE_METHODS.has(c.req.method)) return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  return renderPage(c);
});

/** Seconds a client waits before trying again after a 503 storage_unavailable. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  logEvent("error", "unhandled_error", {
    requestId: c.req.header("cf-ray") ?? crypto.randomUUID(),
    method: c.req.method,
    api: c.req.path.startsWith("/api/"),
    error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown",
  });
  // D1 briefly unreachable is a wait, not a fault: 503 with Retry-After (docs/api.md, "Conventions").
  if (isStorageUnavailable(error)) {
    const retry = { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
    if (c.req.path.startsWith("/api/"))
      return apiError(
        c,
        503,
        "storage_unavailable",
        "Parla's storage is briefly unavailable; please try again.",
        retry,
      );
    return c.text("Service Unavailable", 503, retry);
  }
  // Never a stack trace: the visitor gets the default message (docs/product.md, "Errors").
  if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal", "Internal Server Error");
  return c.text("Internal Server Error", 500);
};
app.onError(onError);

// The Cron Trigger of wrangler.toml applies data retention daily (worker/retention.ts).
export default { fetch: app.fetch, queue: handleQueue, scheduled: handleScheduled } satisfies ExportedHandler<Env>;

// Durable Object classes are exported from the main module, where wrangler.toml's
// [[durable_objects.bindings]] look for them (docs/data.md, "A visitor's object").
export { Visitor } from "./visitor/object";
