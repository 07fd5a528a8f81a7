import { Hono } from "hono";
import type { AppEnv } from "../context";
import { apiError } from "./errors";

/** The JSON API under /api. Each resource is its own small Hono app, mounted here. */
export const api = new Hono<AppEnv>();

api.notFound((c) => apiError(c, 404, "not_found", `No API route for ${c.req.method} ${c.req.path}`));
