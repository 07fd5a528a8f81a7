import { Hono } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../context";
import { logEvent } from "../log";
import { sameOriginWrites } from "../middleware/same-origin";
import { visitor } from "../middleware/visitor";
import { catalogApi } from "./catalog";
import { apiError } from "./errors";
import { generationsApi } from "./generations";
import { ipApi } from "./ip";
import { itemsApi } from "./items";
import { logApi } from "./log";
import { pageStatsApi } from "./page-stats";
import { publicApi, sharingApi } from "./publishing";

/** The JSON API under /api. Each resource is its own small Hono app, mounted here. */
export const api = new Hono<AppEnv>();

// Every API answer of 400 or more is one structured log line (docs/operations.md, "Logs"): the
// request id (Cloudflare's ray id, or a random one locally), the method, the route's pattern (never
// the path, which holds ids), the status, the error code and the time taken.
api.use(async function logErrors(c, next) {
  const started = Date.now();
  await next();
  const status = c.res.status;
  if (status < 400) return;
  const route = matchedRoutes(c).find((match) => match.method !== "ALL")?.path ?? "unmatched";
  const code = c.res.headers.get("content-type")?.includes("json")
    ? await c.res
        .clone()
        .json()
        .then((body) => (body as { error?: { code?: string } }).error?.code)
        .catch(() => undefined)
    : undefined;
  logEvent(status >= 500 ? "error" : "warn", "api_error", {
    requestId: c.req.header("cf-ray") ?? crypto.randomUUID(),
    method: c.req.method,
    route,
    status,
    code,
    durationMs: Date.now() - started,
  });
});

// Every write must come from Parla's own pages with a JSON body (docs/security.md); this runs
// before the visitor middleware, so a refused request never mints or replaces an identity.
api.use(sameOriginWrites());
// The anonymous visitor id (and its cookie) only where an API reads it: generating and the
// visitor's own items, and copying a share into them. Registered once per path, since items and
// sharing share /items. The public read models (/shares, /publications) and the catalog never
// issue a cookie.
api.use("/generations/*", visitor());
api.use("/items/*", visitor());
api.use("/shares/:slug/copy", visitor());

api.route("/catalog", catalogApi);
api.route("/generations", generationsApi);
api.route("/items", itemsApi);
api.route("/items", sharingApi);
api.route("/items", pageStatsApi);
api.route("/", publicApi);
api.route("/log", logApi);
api.route("/ip", ipApi);

// Keep last. Not `api.notFound`: a mounted sub-app's notFound is never consulted, so unknown API
// paths would fall through to the page renderer and get an HTML 404.
api.all("*", (c) => apiError(c, 404, "not_found", `No API route for ${c.req.method} ${c.req.path}`));
