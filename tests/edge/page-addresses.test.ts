import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { generateItem, newVisitor, type Visitor } from "../support/visitor";
import { get, locationOf, ORIGIN, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

/**
 * A page's former addresses (docs/api.md, "Old addresses"; migration 0010): reserved for the page
 * and redirected to its current address, freed by unpublishing, never served from a cache.
 */

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

async function publish(owner: Visitor, itemId: string, body: object) {
  return owner.json(`/api/items/${itemId}/publication`, "POST", body);
}

async function published(owner: Visitor, itemId: string, slug: string) {
  const response = await publish(owner, itemId, { slug });
  expect(response.status, slug).toBe(200);
  return (await response.json()) as { slug: string; url: string };
}

/** An owner with a published English landing page, its document already kept once. */
async function pageAt(prefix: string, product = "Brook bottle") {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner, {
    template: "landing-page",
    locale: "en",
    inputs: { product, audience: "night-shift nurses", keyPoints: "glows when you should drink", tone: "friendly" },
  });
  const slug = unique(prefix);
  await published(owner, itemId, slug);
  const first = await get(`/p/${slug}`);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain(product);
  return { owner, itemId, slug };
}

const formerSlugs = async (itemId: string) =>
  (
    await env.DB.prepare("SELECT slug FROM page_slugs WHERE item_id = ?1 ORDER BY slug")
      .bind(itemId)
      .all<{ slug: string }>()
  ).results.map((row) => row.slug);

describe("a page's old addresses keep working", () => {
  test("after a new slug, the old one answers 301 to the new one, under any prefix, query kept", async () => {
    const { owner, itemId, slug: old } = await pageAt("old-home");
    const fresh = unique("new-home");
    const moved = await published(owner, itemId, fresh);
    expect(moved.url).toBe(`${ORIGIN}/p/${fresh}`);

    for (const path of [`/p/${old}`, `/de/p/${old}`, `/ja/p/${old}`]) {
      const response = await get(`${path}?utm_source=mail`);
      expect(response.status, path).toBe(301);
      expect(locationOf(response)).toBe(`/p/${fresh}?utm_source=mail`);
      // A redirect that browsers kept would outlive the page: the slug may be someone else's tomorrow.
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    }
    expect((await get(`/p/${fresh}`)).status).toBe(200);
    // The read model has one address: the page's current one.
    expect((await get(`/api/publications/${old}`)).status).toBe(404);

    // A third address: both former ones lead straight to it, in one hop.
    const third = unique("third-home");
    await published(owner, itemId, third);
    expect(locationOf(await get(`/p/${old}`))).toBe(`/p/${third}`);
    expect(locationOf(await get(`/p/${fresh}`))).toBe(`/p/${third}`);
    expect(await formerSlugs(itemId)).toEqual([fresh, old].sort());

    // Taking a former address back makes it current again, and the one it leaves redirects.
    await published(owner, itemId, old);
    expect((await get(`/p/${old}`)).status).toBe(200);
    expect(locationOf(await get(`/p/${third}`))).toBe(`/p/${old}`);
    expect(await formerSlugs(itemId)).toEqual([fresh, third].sort());
  });

  test("a former address stays reserved for its page: another owner gets 409", async () => {
    const { owner, itemId, slug: old } = await pageAt("reserved-home");
    await published(owner, itemId, unique("reserved-new"));
    const other = newVisitor();
    const { itemId: otherItem } = await generateItem(other);
    const taken = await publish(other, otherItem, { slug: old });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: "slug_taken" } });
    // Nothing changed: no page for the other owner, the redirect still in place.
    expect(
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM publications WHERE item_id = ?1")
          .bind(otherItem)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
    expect((await get(`/p/${old}`)).status).toBe(301);
  });

  test("unpublishing frees every slug the page had; anyone may take one again and is never served the old page", async () => {
    const { owner, itemId, slug: first } = await pageAt("freed-home", "Cedar lamp");
    const second = unique("freed-new");
    await published(owner, itemId, second);
    // The current address's document is kept once too.
    expect(await (await get(`/p/${second}`)).text()).toContain("Cedar lamp");

    expect((await owner.request(`/api/items/${itemId}/publication`, { method: "DELETE" })).status).toBe(204);
    expect(await formerSlugs(itemId)).toEqual([]);
    for (const slug of [first, second]) {
      const gone = await get(`/p/${slug}`);
      expect(gone.status, slug).toBe(404);
      expect(await gone.text()).not.toContain("Cedar lamp");
    }

    // Another owner takes both addresses in turn; each serves their text, never the old page's.
    const other = newVisitor();
    const { itemId: otherItem } = await generateItem(other, {
      template: "landing-page",
      locale: "en",
      inputs: { product: "Willow kettle", audience: "tea lovers", keyPoints: "boils fast", tone: "friendly" },
    });
    await published(other, otherItem, first);
    const reused = await get(`/p/${first}`);
    expect(reused.status).toBe(200);
    const html = await reused.text();
    expect(html).toContain("Willow kettle");
    expect(html).not.toContain("Cedar lamp");
    await published(other, otherItem, second);
    expect(locationOf(await get(`/p/${first}`))).toBe(`/p/${second}`);
    const again = await get(`/p/${second}`);
    expect(again.headers.get("server-timing")).toBe('ssr;desc="published-rendered"');
    expect(await again.text()).not.toContain("Cedar lamp");
  });

  test("a renamed page's old address never serves its kept document", async () => {
    const { owner, itemId, slug: old } = await pageAt("kept-home", "Fir desk");
    const kept = await get(`/p/${old}`);
    expect(kept.headers.get("server-timing")).toBe('ssr;desc="published-cache"');
    await kept.text();
    await published(owner, itemId, unique("kept-new"));
    const after = await get(`/p/${old}`);
    expect(after.status).toBe(301);
    expect(await after.text()).toBe("");
  });

  test("deleting the draft frees its former addresses too", async () => {
    const { owner, itemId, slug: old } = await pageAt("deleted-home");
    await published(owner, itemId, unique("deleted-new"));
    expect((await owner.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect(await formerSlugs(itemId)).toEqual([]);
    expect((await get(`/p/${old}`)).status).toBe(404);
  });

  test("the sitemap lists the current address only, with the page's first publication kept", async () => {
    const { owner, itemId, slug: old } = await pageAt("sitemap-home");
    const before = await env.DB.prepare("SELECT published_at FROM publications WHERE item_id = ?1")
      .bind(itemId)
      .first<{ published_at: number }>();
    const fresh = unique("sitemap-new");
    await published(owner, itemId, fresh);
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/p/${fresh}</loc>`);
    expect(xml).not.toContain(`/p/${old}<`);
    const after = await env.DB.prepare("SELECT published_at FROM publications WHERE item_id = ?1")
      .bind(itemId)
      .first<{ published_at: number }>();
    expect(after?.published_at).toBe(before?.published_at);
  });
});
