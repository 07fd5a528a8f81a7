import { Hono } from "hono";
import { z } from "zod";
import { MAX_REVISION_BYTES } from "../../shared/generation";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_TITLE_LENGTH } from "../../shared/items";
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "../../shared/search";
import { isToken } from "../../shared/slugs";
import { publicOrigin } from "../config";
import type { AppContext, AppEnv } from "../context";
import { visitorExportStream } from "../items/export";
import { decodeCursor } from "../items/queries";
import { deleteAllOwned, deleteOwnedItem, visitorStore } from "../items/visitor-store";
import { readJsonBody } from "./body";
import { apiError, itemNotFound } from "./errors";

/**
 * The visitor's history (docs/api.md, "History"). Another visitor's item is a 404, never a 403:
 * it is not in this visitor's object (worker/items/visitor-store.ts). The visitor middleware is
 * mounted on /items in ./index.ts.
 */
export const itemsApi = new Hono<AppEnv>();

/** Where share links and pages are given out: the configured public origin (worker/config.ts). */
const originOf = (c: AppContext) => publicOrigin(c.env, c.req.url);

/** The visitor's own database (docs/data.md, "A visitor's object"). */
const storeOf = (c: AppContext) => visitorStore(c.env, c.get("visitorId"));

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
  const page = await storeOf(c).listItems({
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
  // The first page is read before the 200 is sent: storage that is away is a 503 (or 500), not a
  // download cut short.
  const date = new Date();
  const file = await visitorExportStream(c.env, c.get("visitorId"), originOf(c), date);
  return c.body(file, 200, {
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
  const deleted = await deleteAllOwned(c.env, c.get("visitorId"));
  return c.json({ deleted }, 200, { "Cache-Control": "private, no-store" });
});

itemsApi.get("/:id", async (c) => {
  const id = c.req.param("id");
  const item = isToken(id) ? await storeOf(c).itemDetail(id, originOf(c)) : null;
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
  // Existence is checked by the rename itself, in the owner's object: a delete racing it is a 404.
  const store = storeOf(c);
  const renamed = await store.renameItem(id, parsed.data.title);
  const detail = renamed ? await store.itemDetail(id, originOf(c)) : null;
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
  const store = storeOf(c);
  if (await store.requestStop(id, number)) return c.json({ stopping: true }, 202);
  if (!(await store.getItem(id))) return itemNotFound(c);
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
  const store = storeOf(c);
  const restored = await store.restoreRevision(id, number);
  if (restored === "not_found") return apiError(c, 404, "revision_not_found", "No such version with text");
  if (restored === "busy") return apiError(c, 409, "generation_in_progress", "A version is being written");
  const detail = await store.itemDetail(id, originOf(c));
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
  const store = storeOf(c);
  const saved = await store.saveEdit(id, text, basedOn);
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
  const detail = await store.itemDetail(id, originOf(c));
  const revision = detail?.revisions.find((r) => r.number === saved);
  return revision ? c.json(revision, 201) : itemNotFound(c);
});

/**
 * Deleting an item deletes its revisions, its share link and its published page: D1's public rows
 * first, then the item in the owner's object (worker/items/visitor-store.ts, deleteOwnedItem).
 */
itemsApi.delete("/:id", async (c) => {
  const id = c.req.param("id");
  if (!isToken(id) || !(await deleteOwnedItem(c.env, c.get("visitorId"), id))) return itemNotFound(c);
  return c.body(null, 204);
});
