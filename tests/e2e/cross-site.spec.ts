import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * Other sites cannot act for a visitor (docs/security.md, "Other sites"). The attacker's pages are
 * served by this test from a second local origin: `localhost` is another site than `127.0.0.1`
 * (the browser does not send the Lax visitor cookie to a cross-site POST), and another port of
 * `127.0.0.1` is the same site but another origin (the browser does send it).
 */

let attacker: Server;
let attackerPort = 0;
let attackerPage = "";

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(attackerPage);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

const VISITOR_COOKIE = "__Host-parla_visitor";

/** Generates an item the way the generation screen does (a same-origin fetch) and returns its id. */
async function generateAsVisitor(page: Page): Promise<string> {
  await page.goto("/history");
  await waitForHydration(page);
  return page.evaluate(async () => {
    const response = await fetch("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        template: "landing-page",
        locale: "en",
        inputs: {
          product: "Brook bottle",
          audience: "nurses",
          keyPoints: "cold for 24 hours",
          tone: "friendly",
          callToAction: "Pre-order",
        },
      }),
    });
    const text = await response.text();
    return /"itemId":"([^"]+)"/.exec(text)?.[1] ?? "";
  });
}

async function itemAsVisitor(page: Page, itemId: string) {
  await page.goto("/history");
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/items/${id}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, itemId);
}

async function visitorCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === VISITOR_COOKIE)?.value;
}

test("an auto-submitted form on another site neither wipes the visitor's identity nor creates anything", async ({
  page,
  baseURL,
}) => {
  const itemId = await generateAsVisitor(page);
  expect(itemId).not.toBe("");
  const before = await visitorCookie(page);
  expect(before).toBeTruthy();

  attackerPage = `<!doctype html><form method="post" enctype="text/plain" action="${baseURL}/api/generations">
    <input name='{"template":"landing-page","locale":"en","inputs":{"product":"pwned","audience":"x","tone":"friendly","callToAction":"x"},"x":"' value='"}'>
  </form><script>document.forms[0].submit()</script>`;
  const answer = page.waitForResponse(`${baseURL}/api/generations`);
  await page.goto(`http://localhost:${attackerPort}/`);
  const response = await answer;
  expect(response.status()).toBe(403);
  await page.waitForURL(`${baseURL}/api/generations`);
  expect(await response.headerValue("set-cookie")).toBeNull();

  expect(await visitorCookie(page)).toBe(before);
  const item = await itemAsVisitor(page, itemId);
  expect(item.status).toBe(200);
  const history = await page.evaluate(async () => (await (await fetch("/api/items")).json()) as { items: unknown[] });
  expect(history.items).toHaveLength(1);
});

test("a page on another origin of the same site cannot share, publish or add to the visitor's history", async ({
  page,
  baseURL,
}) => {
  const itemId = await generateAsVisitor(page);
  const before = await visitorCookie(page);
  const api = `${baseURL}/api/items/${itemId}`;
  // Everything a page can send without a CORS preflight: no-cors fetches and a form post.
  attackerPage = `<!doctype html><form method="post" enctype="text/plain" action="${api}/publication">
    <input name='{"slug":"hijacked-page","x":"' value='"}'>
  </form><script>
    Promise.all([
      fetch(${JSON.stringify(`${api}/share`)}, { method: "POST", mode: "no-cors", credentials: "include", body: "{}" }),
      fetch(${JSON.stringify(`${baseURL}/api/generations`)}, { method: "POST", mode: "no-cors", credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ template: "landing-page", locale: "en", inputs: { product: "pwned", audience: "x", tone: "friendly", callToAction: "x" } }) }),
    ]).finally(() => document.forms[0].submit());
  </script>`;
  const answer = page.waitForResponse(`${api}/publication`);
  await page.goto(`http://127.0.0.1:${attackerPort}/`);
  expect((await answer).status()).toBe(403);
  await page.waitForURL(`${api}/publication`);

  expect(await visitorCookie(page)).toBe(before);
  const item = await itemAsVisitor(page, itemId);
  expect(item.body).toMatchObject({ share: null, publication: null });
  const history = await page.evaluate(async () => (await (await fetch("/api/items")).json()) as { items: unknown[] });
  expect(history.items).toHaveLength(1);
});
