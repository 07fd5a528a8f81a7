import { beforeAll, describe, expect, test } from "vitest";
import {
  cspNonceOf,
  expectNonceMatchesCsp,
  GOOGLEBOT,
  get,
  SAMPLE,
  seedSampleItem,
  WARM_UP_TIMEOUT_MS,
  warmUp,
} from "./helpers";

/** worker/page-cache.ts: pages whose HTML is the same for everyone are rendered once per isolate. */

let ownerCookie = "";
beforeAll(async () => {
  ownerCookie = await seedSampleItem();
  await warmUp();
}, WARM_UP_TIMEOUT_MS);

const ssrOf = (response: Response) => response.headers.get("server-timing");

describe("shared pages are rendered once and served again with the response's own nonce", () => {
  test.each(["/ja/templates?category=email", "/de/solutions/industries/real-estate", "/terms", "/use-cases"])(
    "%s",
    async (path) => {
      const first = await get(path);
      const firstHtml = await first.text();
      expect(first.status).toBe(200);
      expect(ssrOf(first)).toBe('ssr;desc="rendered"');
      expectNonceMatchesCsp(first, firstHtml);

      const second = await get(path);
      const secondHtml = await second.text();
      expect(second.status).toBe(200);
      expect(ssrOf(second)).toBe('ssr;desc="shared"');
      expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expectNonceMatchesCsp(second, secondHtml);
      expect(cspNonceOf(second)).not.toBe(cspNonceOf(first));
      // The same document, only the nonce differs.
      expect(secondHtml.replaceAll(cspNonceOf(second) ?? "", "N")).toBe(
        firstHtml.replaceAll(cspNonceOf(first) ?? "", "N"),
      );
    },
  );

  test("the query string is part of the key: another filter is another page", async () => {
    await (await get("/templates?category=social")).text();
    const other = await get("/templates?category=email&q=launch");
    const html = await other.text();
    expect(ssrOf(other)).toBe('ssr;desc="rendered"');
    expect(html).toContain('value="launch"');
  });

  test("a crawler gets the same complete document, and the locale cookie still follows the page", async () => {
    await (await get("/fr/privacy")).text();
    const crawler = await get("/fr/privacy", { headers: { "user-agent": GOOGLEBOT } });
    expect(ssrOf(crawler)).toBe('ssr;desc="shared"');
    expect(await crawler.text()).toContain('<html lang="fr"');
    const visitor = await get("/fr/privacy", { headers: { cookie: "i18n_redirected=de" } });
    await visitor.body?.cancel();
    expect(ssrOf(visitor)).toBe('ssr;desc="shared"');
    expect(visitor.headers.getSetCookie().join("\n")).toMatch(/i18n_redirected=fr/);
  });
});

describe("pages with a visitor's data, errors and other methods are never kept", () => {
  test.each([
    ["/history", 200],
    ["/generate/blog-post", 200],
    [`/preview/${SAMPLE.itemId}`, 200],
    [SAMPLE.sharePath, 200],
    ["/solutions/nowhere", 404],
    ["/nirgendwo", 404],
  ])("%s", async (path, status) => {
    for (let i = 0; i < 2; i++) {
      const response = await get(path, { headers: { cookie: ownerCookie } });
      await response.body?.cancel();
      expect(response.status).toBe(status);
      expect(ssrOf(response)).toBeNull();
    }
  });

  test("HEAD renders no body and is not answered from the kept page", async () => {
    await (await get("/solutions")).text();
    const head = await get("/solutions", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(ssrOf(head)).toBeNull();
  });
});
