import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The API's one error shape (docs/api.md, "Conventions"): `{"error":{"code","message"}}`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: HeadersInit,
) {
  return c.json({ error: { code, message } }, status, headers as Record<string, string> | undefined);
}

/** Another visitor's item, or one deleted meanwhile: always this 404, never a 403 (docs/api.md). */
export function itemNotFound(c: Context) {
  return apiError(c, 404, "item_not_found", "No such item");
}
