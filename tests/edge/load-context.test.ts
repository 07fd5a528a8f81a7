import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { LoadContext } from "../../shared/load-context";
import worker from "../../worker/index";
import { buildLoadContext } from "../../worker/load-context";
import { generateItem, newVisitor, type Visitor } from "../support/visitor";
import { get, ORIGIN, SAMPLE, seedSampleItem, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

/**
 * The loaders' contract (shared/load-context.ts, docs/decisions/0012-load-context.md): loaders read
 * through typed functions that call the API's own server functions, with no HTTP between them, so
 * a missing entry is a quiet 404, a failure is the error page at once, and a visitor sees only
 * what their cookie proves they own.
 */

let ownerCookie = "";

beforeAll(async () => {
  ownerCookie = await seedSampleItem();
  await warmUp();
}, WARM_UP_TIMEOUT_MS);

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  const keep = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(" "));
  };
  vi.spyOn(console, "warn").mockImplementation(keep);
  vi.spyOn(console, "error").mockImplementation(keep);
});
afterEach(() => vi.restoreAllMocks());

/** The load context of a GET of `path` (the cookie, when given, proves its visitor). */
function loadContextFor(path: string, cookie?: string): LoadContext {
  return buildLoadContext({
    env,
    request: new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
    nonce: "",
    isBot: false,
  });
}

/** The JSON the API answers for `path`, after checking it answered 200. */
async function apiJson(path: string, cookie?: string): Promise<unknown> {
  const response = await get(path, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return response.json();
}

const statusOfErrorPage = (html: string) => /<section class="error-page"[^>]*data-status="(\d+)"/.exec(html)?.[1];

describe("a missing entry", () => {
  test.each([
    "/solutions/industries/no-such-industry",
    "/use-cases/marketing/no-such-launch",
    "/use-cases/marketing/no-such-launch/preview",
    "/generate/no-such-template",
    "/generate/v1/no-such-template",
    "/share/AAAAAAAAAAAAAAAA",
    "/share/v1/AAAAAAAAAAAAAAAA",
    "/ja/preview/AAAAAAAAAAAAAAAA",
  ])("GET %s renders its 404 page without calling or logging the API", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(statusOfErrorPage(await response.text())).toBe("404");
    // The API logs each answer of 400 or more as `api_error`, and its client "API Error [...]".
    expect(logged.filter((line) => /api_error|API Error/.test(line))).toEqual([]);
  });

  test("another visitor's item is a 404 on the preview, logged nowhere", async () => {
    const stranger = newVisitor();
    await generateItem(stranger);
    const response = await get(`/preview/${SAMPLE.itemId}`, { headers: { cookie: stranger.cookie } });
    expect(response.status).toBe(404);
    expect(logged.filter((line) => /api_error|API Error/.test(line))).toEqual([]);
  });
});

describe("an internal failure", () => {
  /**
   * D1 and the visitors' objects, every query and call failing at once, counting how often either
   * is asked (the drafts are in the visitor's object, docs/data.md, "A visitor's object").
   */
  function brokenDb() {
    const db = {
      asked: 0,
      prepare(): never {
        db.asked += 1;
        throw new Error("D1_ERROR: no such database");
      },
      objects: {
        idFromName: (name: string) => env.VISITOR.idFromName(name),
        get: () =>
          new Proxy(
            {},
            {
              get: (_, property) =>
                property === "then"
                  ? undefined
                  : () => {
                      db.asked += 1;
                      return Promise.reject(new Error("no such table: items"));
                    },
            },
          ),
      },
    };
    return db;
  }

  async function renderWith(db: ReturnType<typeof brokenDb>, path: string, cookie: string) {
    const request = new Request(`${ORIGIN}${path}`, { headers: { cookie } });
    const started = Date.now();
    const broken = { ...env, DB: db as unknown as D1Database, VISITOR: db.objects as unknown as Env["VISITOR"] };
    const response = await worker.fetch(request, broken, createExecutionContext());
    const html = await response.text();
    return { status: response.status, html, elapsed: Date.now() - started };
  }

  test.each([`/preview/${SAMPLE.itemId}`, "/history", `/generate/landing-page?draft=${SAMPLE.itemId}`])(
    "GET %s renders the 500 error page at once: one query, no retries",
    async (path) => {
      await renderWith(brokenDb(), path, ownerCookie); // the route's modules are loaded once
      const db = brokenDb();
      const { status, html, elapsed } = await renderWith(db, path, ownerCookie);
      expect(status).toBe(500);
      expect(statusOfErrorPage(html)).toBe("500");
      expect(db.asked).toBe(1);
      // The API client waited 300 ms, then 600 ms, before giving up on a 500.
      expect(elapsed).toBeLessThan(300);
    },
  );
});

describe("the data functions answer what the API answers", () => {
  test("catalog templates, one template, solutions and use cases", async () => {
    const load = loadContextFor("/de/templates");
    expect(await load.catalog.templates.get("landing-page", "de")).toEqual(
      await apiJson("/api/catalog/templates/landing-page?locale=de"),
    );
    expect(await load.catalog.templates.list("ja", { category: "email", q: "  news  " })).toEqual(
      await apiJson("/api/catalog/templates?locale=ja&category=email&q=%20%20news%20%20"),
    );
    expect(await load.catalog.templates.list("en", { featured: true })).toEqual(
      await apiJson("/api/catalog/templates?locale=en&featured=true"),
    );
    expect(await load.catalog.solutions.get("industries/real-estate", "fr")).toEqual(
      await apiJson("/api/catalog/solutions/industries/real-estate?locale=fr"),
    );
    expect(await load.catalog.useCases.list("ko")).toEqual(await apiJson("/api/catalog/use-cases?locale=ko"));
    expect(await load.catalog.templates.get("no-such-template", "en")).toBeNull();
  });

  test("a share, a published page and the owner's item", async () => {
    const load = loadContextFor("/preview/x", ownerCookie);
    expect(await load.shares.view(SAMPLE.shareSlug)).toEqual(await apiJson(`/api/shares/${SAMPLE.shareSlug}`));
    expect(await load.publications.view(SAMPLE.pageSlug)).toEqual(
      await apiJson(`/api/publications/${SAMPLE.pageSlug}`),
    );
    expect(await load.items.get(SAMPLE.itemId)).toEqual(await apiJson(`/api/items/${SAMPLE.itemId}`, ownerCookie));
    expect(await load.shares.view("AAAAAAAAAAAAAAAA")).toBeNull();
    expect(await load.shares.view("not a token")).toBeNull();
    expect(await load.publications.view("no-such-page")).toBeNull();
  });

  test("the legal texts are the page's", async () => {
    const terms = (await loadContextFor("/it/terms").legal("it")).terms;
    const html = await (await get("/it/terms")).text();
    expect(html).toContain(terms.sections[0]?.heading);
  });
});

describe("the visitor's own drafts", () => {
  let first: Visitor;
  let second: Visitor;
  let firstItem = "";
  let secondItem = "";

  beforeAll(async () => {
    first = newVisitor();
    second = newVisitor();
    firstItem = (await generateItem(first)).itemId;
    secondItem = (await generateItem(second)).itemId;
  });

  const itemsOnHistory = async (cookie: string) => {
    const html = await (await get("/history", { headers: cookie ? { cookie } : {} })).text();
    return [...html.matchAll(/data-item="([^"]+)"/g)].map((match) => match[1]);
  };

  test("the history page lists only the cookie owner's items", async () => {
    expect(await itemsOnHistory(first.cookie)).toEqual([firstItem]);
    expect(await itemsOnHistory(second.cookie)).toEqual([secondItem]);
    expect(await itemsOnHistory("")).toEqual([]);
  });

  test("a forged or missing cookie owns nothing", async () => {
    const forged = `${first.cookie.slice(0, -4)}AAAA`;
    expect(await itemsOnHistory(forged)).toEqual([]);
    expect(await loadContextFor("/history", forged).items.list()).toEqual({ items: [] });
    expect(await loadContextFor("/history").items.get(firstItem)).toBeNull();
  });

  test("items.list is the API's first page, searched and filtered alike", async () => {
    const load = loadContextFor("/history", first.cookie);
    expect(await load.items.list()).toEqual(await apiJson("/api/items", first.cookie));
    expect(await load.items.list({ q: "Brook", shared: false })).toEqual(
      await apiJson("/api/items?q=Brook", first.cookie),
    );
    expect(await load.items.list({ shared: true })).toEqual({ items: [] });
    expect(await load.items.get(secondItem)).toBeNull();
  });
});
