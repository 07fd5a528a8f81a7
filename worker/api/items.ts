import { Hono } from "hono";
import { z } from "zod";
import { MAX_REVISION_BYTES } from "../../shared/generation";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_TITLE_LENGTH } from "../../shared/items";
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "../../shared/search";
import { isToken } from "../../shared/slugs";
import { publicOrigin } from "../config";
import type { AppContext, AppEnv } from "../context";
import { deleteAllItems, exportStream } from "../items/export";
import { dropCachedPublication, publicationOf } from "../items/publishing";
import { decodeCursor, getItemDetail, listItems, ownedItemDetail } from "../items/queries";
import { getOwnedItem, requestStop, restoreRevision, saveEdit } from "../items/store";
import { readJsonBody } from "./body";
import { apiError, itemNotFound } from "./errors";

/**
 * The visitor's history (docs/api.md, "History"). Another visitor's item is a 404, never a 403.
 * The visitor middleware is mounted on /items in ./index.ts.
 */
export const itemsApi = new Hono<AppEnv>();

/** Where share links and pages are given out: the configured public origin (worker/config.ts). */
const originOf = (c: AppContext) => publicOrigin(c.env, c.req.url);

const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  // Cleaned, not refused: control characters dropped, cut at the form's limit (shared/search.ts).
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH * 8)
    .transform(normalizeSearchQuery)
    .optional(),
  /** `shared=1`: only items with a share link or a published page (the link manager). */
  shared: z.enum(["0", "1"]).optional(),
});

itemsApi.get("/", async (c) => {
  const query = ListQuery.safeParse(c.req.query());
  if (!query.success)
    return apiError(c, 400, "invalid_query", "limit must be 1–50; cursor and q must be short text; shared is 0 or 1");
  const cursor = query.data.cursor ? decodeCursor(query.data.cursor) : undefined;
  if (cursor === null) return apiError(c, 400, "invalid_cursor", "The cursor is not one this API gave out");
  const page = await listItems(c.env.DB, c.get("visitorId"), {
    limit: query.data.limit,
    cursor,
    q: query.data.q || undefined,
    shared: query.data.shared === "1",
    origin: originOf(c),
  });
  return c.json(page, 200, { "Cache-Control": "private, no-store" });
});

/**
 * Everything the visitor owns as a JSON download (docs/api.md, "History"), streamed a page of
 * items at a time. Registered before `/:id`; "export" is too short to be an item id anyway.
 */
itemsApi.get("/export", async (c) => {
  // Asked before the 200 is sent: a D1 that is away is a 503 (or 500), not a download cut short.
  await c.env.DB.prepare("SELECT 1 FROM items WHERE owner = ?1 LIMIT 1").bind(c.get("visitorId")).first();
  const date = new Date();
  return c.body(exportStream(c.env.DB, c.get("visitorId"), originOf(c), date), 200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="parla-export-${date.toISOString().slice(0, 10)}.json"`,
    "Cache-Control": "private, no-store",
  });
});

const DeleteAll = z.strictObject({ confirm: z.literal("delete-all") });
/** Stop and restore take `{}`: nothing else, so a body from a confused client changes nothing. */
const Empty = z.strictObject({});
const expectEmpty = (c: AppContext, body: unknown) =>
  Empty.safeParse(body).success ? null : apiError(c, 400, "invalid_request", "Expected the body {}");

/**
 * Deletes everything the visitor owns: every item with its revisions, share link and published
 * page. The body must say `{"confirm":"delete-all"}`, so a stray DELETE can never wipe a history.
 */
itemsApi.delete("/", async (c) => {
  const refuse = () =>
    apiError(c, 400, "confirmation_required", 'Send {"confirm":"delete-all"} to delete all of your drafts');
  // No body at all is a missing confirmation; a body that is not JSON is refused as such.
  if (c.req.header("content-type") === undefined) return refuse();
  const body = await readJsonBody(c, 1024);
  if (body instanceof Response) return body;
  if (!DeleteAll.safeParse(body).success) return refuse();
  const deleted = await deleteAllItems(c.env.DB, c.get("visitorId"));
  return c.json({ deleted }, 200, { "Cache-Control": "private, no-store" });
});

itemsApi.get("/:id", async (c) => {
  const item = await ownedItemDetail(c.env.DB, c.get("visitorId"), c.req.param("id"), originOf(c));
  if (!item) return itemNotFound(c);
  return c.json(item, 200, { "Cache-Control": "private, no-store" });
});

const Rename = z.strictObject({ title: z.string().trim().min(1).max(MAX_TITLE_LENGTH) });

itemsApi.patch("/:id", async (c) => {
  const id = c.req.param("id");
  if (!isToken(id)) return itemNotFound(c);
  const body = await readJsonBody(c, 4096);
  if (body instanceof Response) return body;
  const parsed = Rename.safeParse(body);
  if (!parsed.success) return apiError(c, 400, "invalid_title", `A title is 1 to ${MAX_TITLE_LENGTH} characters`);
  // Ownership and existence are checked by the UPDATE itself: a delete racing the rename is a 404.
  const renamed = await c.env.DB.prepare(
    "UPDATE items SET title = ?3, updated_at = ?4 WHERE id = ?1 AND owner = ?2 RETURNING id",
  )
    .bind(id, c.get("visitorId"), parsed.data.title, Date.now())
    .first();
  const detail = renamed ? await getItemDetail(c.env.DB, c.get("visitorId"), id, originOf(c)) : null;
  if (!detail) return itemNotFound(c);
  return c.json(detail);
});

/**
 * Stops the writing of a version (docs/api.md, "Generation"): 202 when asked, and the stream, if
 * anyone still reads it, ends with a `stopped` event after its last delta; 409 when that version is
 * not being written (it has already ended).
 */
itemsApi.post("/:id/revisions/:number/stop", async (c) => {
  const id = c.req.param("id");
  const number = Number(c.req.param("number"));
  if (!isToken(id) || !Number.isSafeInteger(number) || number < 1) return itemNotFound(c);
  const body = await readJsonBody(c, 1024);
  if (body instanceof Response) return body;
  const invalid = expectEmpty(c, body);
  if (invalid) return invalid;
  if (await requestStop(c.env.DB, c.get("visitorId"), id, number)) return c.json({ stopping: true }, 202);
  if (!(await getOwnedItem(c.env.DB, c.get("visitorId"), id))) return itemNotFound(c);
  return apiError(c, 409, "not_streaming", "That version is not being written");
});

/**
 * "Restore this version" (docs/api.md, "History"): a copy of version {number} becomes the newest.
 * 200 with the item; 404 for another visitor's item or a version without text; 409 while a
 * version is being written.
 */
itemsApi.post("/:id/revisions/:number/restore", async (c) => {
  const id = c.req.param("id");
  const number = Number(c.req.param("number"));
  if (!isToken(id) || !Number.isSafeInteger(number) || number < 1) return itemNotFound(c);
  const body = await readJsonBody(c, 1024);
  if (body instanceof Response) return body;
  const invalid = expectEmpty(c, body);
  if (invalid) return invalid;
  const restored = await restoreRevision(c.env.DB, c.get("visitorId"), id, number);
  if (restored === "not_found") return apiError(c, 404, "revision_not_found", "No such version with text");
  if (restored === "busy") return apiError(c, 409, "generation_in_progress", "A version is being written");
  const detail = await getItemDetail(c.env.DB, c.get("visitorId"), id, originOf(c));
  return detail ? c.json(detail) : itemNotFound(c);
});

/** A hand-edited text: exactly these two keys; the text holds something besides white space. */
const Edit = z.strictObject({
  text: z.string().refine((text) => text.trim() !== "", "The text is empty"),
  basedOn: z.number().int().positive(),
});
/** JSON escapes at most double a text's bytes (a quote or a line break takes two). */
const MAX_EDIT_BODY_BYTES = 2 * MAX_REVISION_BYTES + 1024;
const tooLargeEdit = `A version holds at most ${MAX_REVISION_BYTES} bytes of text`;

/**
 * "Edit the text directly" (docs/api.md, "Versions"): the visitor's own text becomes the newest
 * version, marked edited. 201 with that version; 409 version_conflict when `basedOn` is not the
 * newest, 409 generation_in_progress while a version is being written, 413 over the byte cap of a
 * version; anything else wrong is a 400 and writes nothing.
 */
itemsApi.post("/:id/revisions", async (c) => {
  const id = c.req.param("id");
  if (!isToken(id)) return itemNotFound(c);
  const body = await readJsonBody(c, MAX_EDIT_BODY_BYTES, tooLargeEdit);
  if (body instanceof Response) return body;
  const parsed = Edit.safeParse(body);
  if (!parsed.success)
    return apiError(c, 400, "invalid_request", "Expected {text, basedOn}: the text, and the newest version's number");
  const { text, basedOn } = parsed.data;
  if (new TextEncoder().encode(text).byteLength > MAX_REVISION_BYTES)
    return apiError(c, 413, "too_large", tooLargeEdit);
  const saved = await saveEdit(c.env.DB, c.get("visitorId"), id, text, basedOn);
  if (saved === "not_found") return itemNotFound(c);
  if (saved === "busy") return apiError(c, 409, "generation_in_progress", "A version is being written");
  if (saved === "same_text") return apiError(c, 400, "same_text", `The text is the same as version ${basedOn}`);
  if (saved === "version_conflict")
    return apiError(
      c,
      409,
      "version_conflict",
      `Version ${basedOn} is no longer the newest: another tab or device has written one since`,
    );
  const detail = await getItemDetail(c.env.DB, c.get("visitorId"), id, originOf(c));
  const revision = detail?.revisions.find((r) => r.number === saved);
  return revision ? c.json(revision, 201) : itemNotFound(c);
});

/** Deleting an item deletes its revisions, its share link and its published page. */
itemsApi.delete("/:id", async (c) => {
  const id = c.req.param("id");
  const item = isToken(id) ? await getOwnedItem(c.env.DB, c.get("visitorId"), id) : null;
  if (!item) return itemNotFound(c);
  const publication = await publicationOf(c.env.DB, id);
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM revisions WHERE item_id = ?1").bind(id),
    c.env.DB.prepare("DELETE FROM shares WHERE item_id = ?1").bind(id),
    c.env.DB.prepare("DELETE FROM publications WHERE item_id = ?1").bind(id),
    c.env.DB.prepare("DELETE FROM page_slugs WHERE item_id = ?1").bind(id),
    c.env.DB.prepare("DELETE FROM page_variants WHERE item_id = ?1").bind(id),
    c.env.DB.prepare("DELETE FROM items WHERE id = ?1").bind(id),
  ]);
  // The page must disappear at once, cache included.
  if (publication) await dropCachedPublication(publication.slug);
  return c.body(null, 204);
});
