import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { VISITOR_COOKIE } from "../../worker/middleware/visitor";
import { ORIGIN } from "../edge/helpers";
import { generateItem, landingBrief, newVisitor } from "../support/visitor";

/**
 * docs/security.md, "Other sites": every write must come from Parla's own origin with a JSON body,
 * and a refused request changes nothing, the visitor's identity included.
 */

/** What a browser sends for an auto-submitted `<form enctype="text/plain">` on another site. */
const CROSS_SITE_FORM = {
  origin: "https://attacker.example",
  "sec-fetch-site": "cross-site",
  "content-type": "text/plain",
};
/** A page on another port or a sibling subdomain: same site, other origin, so the Lax cookie comes along. */
const SAME_SITE_OTHER_ORIGIN = { origin: "http://example.com:8080", "sec-fetch-site": "same-site" };

async function countItems(owner?: string): Promise<number> {
  const row = owner
    ? await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE owner = ?1").bind(owner).first<{ n: number }>()
    : await env.DB.prepare("SELECT COUNT(*) AS n FROM items").first<{ n: number }>();
  return row?.n ?? 0;
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: { code } });
  expect(response.headers.getSetCookie().some((line) => line.startsWith(`${VISITOR_COOKIE}=`))).toBe(false);
}

describe("writes from other sites are refused and never touch the visitor's identity", () => {
  test("a cross-site text/plain form POST to /api/generations is a 403 that mints no cookie and stores nothing", async () => {
    const attacker = newVisitor(); // no cookie: the Lax cookie is not sent on a cross-site POST
    const before = await countItems();
    const response = await attacker.request("/api/generations", {
      method: "POST",
      headers: CROSS_SITE_FORM,
      body: `${JSON.stringify(landingBrief)}=`,
    });
    await expectRefused(response, 403, "cross_origin_request");
    expect(attacker.cookie).toBe("");
    expect(await countItems()).toBe(before);
  });

  test.each([
    ["POST", "/share"],
    ["POST", "/publication"],
    ["PUT", "/publication/languages/ja"],
    ["DELETE", "/publication/languages/ja"],
    ["DELETE", ""],
    ["PATCH", ""],
  ])(
    "%s /api/items/{id}%s from another origin of the same site is a 403 and changes nothing",
    async (method, suffix) => {
      const owner = newVisitor();
      const { itemId } = await generateItem(owner);
      const cookieBefore = owner.cookie;
      const response = await owner.request(`/api/items/${itemId}${suffix}`, {
        method,
        headers: { ...SAME_SITE_OTHER_ORIGIN, "content-type": "application/json" },
        body:
          method === "DELETE"
            ? undefined
            : JSON.stringify(
                suffix.includes("languages") ? { revision: 1 } : { title: "Hijacked", slug: "hijacked-page" },
              ),
      });
      await expectRefused(response, 403, "cross_origin_request");
      expect(owner.cookie).toBe(cookieBefore);
      const detail = (await (await owner.request(`/api/items/${itemId}`)).json()) as Record<string, unknown>;
      expect(detail).toMatchObject({ share: null, publication: null });
      expect(detail.title).not.toBe("Hijacked");
    },
  );

  test.each([
    ["Origin null (a sandboxed frame or a data: page)", { origin: "null" }],
    ["another origin without Fetch Metadata", { origin: "https://attacker.example" }],
    ["neither Origin nor Sec-Fetch-Site", { origin: "", "sec-fetch-site": "" }],
    ["Sec-Fetch-Site none (typed into the address bar)", { "sec-fetch-site": "none" }],
  ])("a write with %s is refused", async (_name, headers) => {
    // Empty values stand for "not sent"; the test client adds its same-origin defaults otherwise.
    const response = await newVisitor().request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "", ...headers },
      body: JSON.stringify(landingBrief),
    });
    await expectRefused(response, 403, "cross_origin_request");
  });

  test.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["no type", undefined],
  ])("a same-origin write with %s body is a 415 that stores nothing", async (_name, type) => {
    const visitor = newVisitor();
    const before = await countItems();
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    const response = await visitor.request("/api/generations", {
      method: "POST",
      headers,
      body: JSON.stringify(landingBrief),
    });
    await expectRefused(response, 415, "json_required");
    expect(await countItems()).toBe(before);
  });

  test("the analytics ingest refuses another site's batch", async () => {
    const visitor = newVisitor();
    const response = await visitor.request("/api/log", {
      method: "POST",
      headers: { ...CROSS_SITE_FORM, "content-type": "application/json" },
      body: JSON.stringify({ __logs__: [{ uuid: crypto.randomUUID(), event: "page_view" }] }),
    });
    await expectRefused(response, 403, "cross_origin_request");
  });

  test("a read without a cookie gets no cookie; the first same-origin write mints one", async () => {
    const visitor = newVisitor();
    const list = await visitor.request("/api/items");
    expect(list.status).toBe(200);
    expect(list.headers.get("set-cookie")).toBeNull();
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
    await generateItem(visitor);
    expect(visitor.cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
  });

  test("a same-origin write with a forged cookie gets a fresh identity, which owns nothing of the forged one", async () => {
    const visitor = newVisitor();
    const response = await visitor.request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${VISITOR_COOKIE}=forged.value` },
      body: JSON.stringify(landingBrief),
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(visitor.cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(visitor.cookie).not.toContain("forged");
  });

  test("Origin alone is enough when the browser sends no Fetch Metadata", async () => {
    const visitor = newVisitor();
    const response = await visitor.request("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "" },
      body: JSON.stringify(landingBrief),
    });
    expect(response.status).toBe(200);
    await response.text();
  });
});
