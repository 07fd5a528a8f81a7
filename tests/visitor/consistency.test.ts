import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ItemDetail } from "../../shared/items";
import type { PageRef, ShareRef } from "../../shared/publishing";
import worker from "../../worker/index";
import { ORIGIN, SAME_ORIGIN_HEADERS } from "../edge/helpers";
import { generateItem, inObject, newVisitor, objectOf, type Visitor } from "../support/visitor";

/**
 * The object and D1 written one after the other (docs/data.md, "How the object and D1 stay
 * consistent"): whichever write fails, or whatever happens in between, no public row is left
 * pointing at a deleted item, and nothing of the owner's is lost.
 */

afterEach(() => vi.restoreAllMocks());

type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * The visitors' objects, with some methods replaced: each replacement gets the real stub to call
 * on. The rest go through unchanged.
 */
function objectsWith(replace: (real: Calls) => Partial<Calls>): Env["VISITOR"] {
  return {
    idFromName: (name: string) => env.VISITOR.idFromName(name),
    get: (id: DurableObjectId) => {
      const real = env.VISITOR.get(id) as unknown as Calls;
      const replaced = replace(real);
      return new Proxy(
        {},
        {
          get: (_, property) => {
            if (property === "then") return undefined;
            const name = String(property);
            return replaced[name] ?? ((...args: unknown[]) => real[name]?.(...args));
          },
        },
      );
    },
  } as unknown as Env["VISITOR"];
}

/** A D1 whose writes (statements other than SELECT, and batches) fail as a lost connection does. */
function d1WritesFailing(): D1Database {
  const lost = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") return lost;
      if (property === "prepare")
        return (sql: string) => (/^\s*SELECT/iu.test(sql) ? target.prepare(sql) : { bind: () => ({ run: lost }) });
      return Reflect.get(target, property, target);
    },
  });
}

/** One request of `visitor` to the worker with some bindings replaced. */
async function askWith(visitor: Visitor, bindings: Partial<Env>, method: string, path: string, body?: unknown) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { ...SAME_ORIGIN_HEADERS, "content-type": "application/json", cookie: visitor.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, ...bindings } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A draft with a share link and a published page. */
async function publishedDraft() {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner);
  const share = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as ShareRef;
  const page = (await (await owner.json(`/api/items/${itemId}/publication`, "POST", {})).json()) as PageRef;
  return { owner, itemId, shareSlug: share.slug, pageSlug: page.slug };
}

/** What D1 holds that points at the item. */
async function publicRows(itemId: string) {
  return env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM shares WHERE item_id = ?1) AS shares,
            (SELECT COUNT(*) FROM publications WHERE item_id = ?1) AS pages,
            (SELECT COUNT(*) FROM page_slugs WHERE item_id = ?1) AS former,
            (SELECT COUNT(*) FROM page_variants WHERE item_id = ?1) AS languages`,
  )
    .bind(itemId)
    .first();
}

const NONE = { shares: 0, pages: 0, former: 0, languages: 0 };
const anyone = newVisitor();

describe("publishing and sharing: D1 first, then the object", () => {
  test("an item deleted between D1's write and the object's is a 404, and its new page is removed again", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    // The delete lands just before the object is told about the page.
    const racing = objectsWith((real) => ({
      setLinks: async (...args) => {
        await real.deleteItem?.(args[0]);
        return real.setLinks?.(...args);
      },
    }));
    const slug = `raced-page-${crypto.randomUUID().slice(0, 8)}`;
    const response = await askWith(owner, { VISITOR: racing }, "POST", `/api/items/${itemId}/publication`, { slug });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "item_not_found" } });
    expect(await publicRows(itemId)).toEqual(NONE);
    expect((await anyone.request(`/api/publications/${slug}`)).status).toBe(404);
    // The slug is free again for anyone.
    const other = newVisitor();
    const { itemId: theirs } = await generateItem(other);
    expect((await other.json(`/api/items/${theirs}/publication`, "POST", { slug })).status).toBe(200);
  });

  test("the same for a share link", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const racing = objectsWith((real) => ({
      setLinks: async (...args) => {
        await real.deleteItem?.(args[0]);
        return real.setLinks?.(...args);
      },
    }));
    const response = await askWith(owner, { VISITOR: racing }, "POST", `/api/items/${itemId}/share`, {});
    expect(response.status).toBe(404);
    expect(await publicRows(itemId)).toEqual(NONE);
  });

  test("a page the object records shows in the owner's history with what D1 holds", async () => {
    const { owner, itemId, shareSlug, pageSlug } = await publishedDraft();
    const detail = (await (await owner.request(`/api/items/${itemId}`)).json()) as ItemDetail;
    expect(detail.share?.slug).toBe(shareSlug);
    expect(detail.publication?.slug).toBe(pageSlug);
    const links = await inObject(owner, (sql) => sql.exec("SELECT share_slug, publication_slug FROM links").toArray());
    expect(links).toEqual([{ share_slug: shareSlug, publication_slug: pageSlug }]);
  });
});

describe("deleting: D1's public rows first, then the object", () => {
  test("D1 failing: a 503, and the draft, its link and its page are all still there", async () => {
    const { owner, itemId, shareSlug, pageSlug } = await publishedDraft();
    const response = await askWith(owner, { DB: d1WritesFailing() }, "DELETE", `/api/items/${itemId}`);
    expect(response.status).toBe(503);
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(200);
    expect((await anyone.request(`/api/shares/${shareSlug}`)).status).toBe(200);
    expect((await anyone.request(`/api/publications/${pageSlug}`)).status).toBe(200);
    // A retry deletes everything.
    expect((await owner.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect(await publicRows(itemId)).toEqual(NONE);
  });

  test("the object failing after D1's delete: nothing public is left, the draft is kept, and a retry deletes it", async () => {
    const { owner, itemId, shareSlug, pageSlug } = await publishedDraft();
    const away = objectsWith(() => ({
      deleteItem: () => Promise.reject(new Error("Network connection lost.")),
    }));
    const response = await askWith(owner, { VISITOR: away }, "DELETE", `/api/items/${itemId}`);
    expect(response.status).toBe(503);
    // Nothing public points at it any more...
    expect(await publicRows(itemId)).toEqual(NONE);
    expect((await anyone.request(`/api/shares/${shareSlug}`)).status).toBe(404);
    expect((await anyone.request(`/api/publications/${pageSlug}`)).status).toBe(404);
    // ...and the owner still has every version, with no link shown that D1 no longer has.
    const kept = (await (await owner.request(`/api/items/${itemId}`)).json()) as ItemDetail;
    expect(kept.revisions.length).toBeGreaterThan(0);
    expect(kept.share).toBeNull();
    expect(kept.publication).toBeNull();
    expect((await owner.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(404);
  });

  test("a page published between D1's delete and the object's goes with the item", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const slug = `late-page-${crypto.randomUUID().slice(0, 8)}`;
    // The publish lands after D1's rows were removed and before the object deletes the item.
    const racing = objectsWith((real) => ({
      deleteItem: async (...args) => {
        const published = await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
        expect(published.status).toBe(200);
        return real.deleteItem?.(...args);
      },
    }));
    expect((await askWith(owner, { VISITOR: racing }, "DELETE", `/api/items/${itemId}`)).status).toBe(204);
    expect(await publicRows(itemId)).toEqual(NONE);
    expect((await anyone.request(`/api/publications/${slug}`)).status).toBe(404);
  });

  test("delete-all with the object failing midway: the public rows are gone, the drafts are kept", async () => {
    const { owner, itemId, pageSlug } = await publishedDraft();
    const away = objectsWith(() => ({
      deleteAllBatch: () => Promise.reject(new Error("Network connection lost.")),
    }));
    const response = await askWith(owner, { VISITOR: away }, "DELETE", "/api/items", { confirm: "delete-all" });
    expect(response.status).toBe(503);
    expect(await publicRows(itemId)).toEqual(NONE);
    expect((await anyone.request(`/api/publications/${pageSlug}`)).status).toBe(404);
    expect(await (await objectOf(owner)).getItem(itemId)).not.toBeNull();
    expect(await (await owner.json("/api/items", "DELETE", { confirm: "delete-all" })).json()).toEqual({ deleted: 1 });
  });
});
