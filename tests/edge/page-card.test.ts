import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { fontBytes, manifest } from "virtual:parla/card-fonts-for-tests";
import { describe, expect, it, vi } from "vitest";
import siteCard from "../../public/og-image.png?inline";
import type { PageRef, PublicationView } from "../../shared/publishing";
import worker from "../../worker/index";
import { generateItem, landingBrief, newVisitor } from "../support/visitor";
import { ORIGIN, WARM_UP_TIMEOUT_MS } from "./helpers";

/**
 * A published page's own social card (docs/seo.md, "The page's own card"): `/p/{slug}/card.png`
 * renders the page's title and first lines with satori and resvg inside workerd. The test runtime
 * has no client build, so a stand-in ASSETS binding serves `fonts/card/` the way the build does
 * (scripts/card-fonts.ts) and Parla's own card.
 */

const decode = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

function assets({ fonts = true } = {}) {
  const asked: string[] = [];
  const fetcher = {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      asked.push(path);
      if (path === "/og-image.png") return new Response(decode(siteCard), { headers: { "content-type": "image/png" } });
      if (fonts && path === "/fonts/card/manifest.json") return Response.json(manifest);
      const bytes =
        fonts && path.startsWith("/fonts/card/") ? await fontBytes(path.slice("/fonts/card/".length)) : null;
      return bytes ? new Response(bytes.slice()) : new Response("Not found", { status: 404 });
    },
  };
  return { binding: fetcher as unknown as Fetcher, asked };
}

async function fetchCard(path: string, binding: Fetcher = assets().binding) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ASSETS: binding }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function publish(brief: object, body: Record<string, unknown>) {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner, brief);
  const response = await owner.json(`/api/items/${itemId}/publication`, "POST", body);
  expect(response.status).toBe(200);
  return { owner, itemId, page: (await response.json()) as PageRef };
}

describe("GET /p/{slug}/card.png", () => {
  it("is a 1200 × 630 PNG of a Latin title, and only the subsets the text needs are read", {
    timeout: WARM_UP_TIMEOUT_MS,
  }, async () => {
    const { page } = await publish(landingBrief, {
      title: "Brook: the bottle that reminds nurses to drink",
      description: "Glows when it is time to drink, keeps water cold for 24 hours.",
    });
    const { binding, asked } = assets();
    const response = await fetchCard(`/p/${page.slug}/card.png`, binding);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("server-timing")).toBe('card;desc="card-rendered"');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const fonts = asked.filter((path) => path.endsWith(".woff"));
    expect(fonts.sort()).toEqual([
      "/fonts/card/noto-sans-latin-400-normal.woff",
      "/fonts/card/noto-sans-latin-700-normal.woff",
    ]);

    // The same version comes from the Cache API, without reading a font again.
    const again = assets();
    const kept = await fetchCard(`/p/${page.slug}/card.png`, again.binding);
    expect(kept.headers.get("server-timing")).toBe('card;desc="card-cache"');
    expect(pngSize(new Uint8Array(await kept.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(again.asked.filter((path) => path.startsWith("/fonts/"))).toEqual([]);
  });

  it("is a 1200 × 630 PNG of a Japanese title, with Japanese subsets", async () => {
    const { page } = await publish(
      { ...landingBrief, locale: "ja" },
      {
        title: "夜勤の看護師に水分補給を思い出させるボトル",
        description: "飲む時間になると光り、24時間冷たさを保ちます。",
      },
    );
    expect(page.url).toContain("/ja/p/");
    const { binding, asked } = assets();
    const response = await fetchCard(`/p/${page.slug}/card.png`, binding);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const fonts = asked.filter((path) => path.endsWith(".woff"));
    expect(fonts.length).toBeGreaterThan(2);
    expect(fonts.every((path) => path.startsWith("/fonts/card/noto-sans-jp-"))).toBe(true);
  });

  it("is a 404 for a page that does not exist or a malformed slug", async () => {
    for (const path of ["/p/no-such-page-here/card.png", "/p/A!/card.png", "/p/x/card.png"]) {
      const response = await fetchCard(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });

  it("answers Parla's card when a card cannot be rendered, never a 500", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // Korean subsets no earlier card read: this isolate has none of them in memory.
    const { page } = await publish(landingBrief, { title: "글꼴을 읽을 수 없는 페이지" });
    const response = await fetchCard(`/p/${page.slug}/card.png`, assets({ fonts: false }).binding);
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toBe('card;desc="card-fallback"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(decode(siteCard));
    vi.restoreAllMocks();
  });

  it("an owner may hide it: the page then names Parla's card, and the card is a 404", {
    timeout: 2 * WARM_UP_TIMEOUT_MS, // renders the page twice through the dev build
  }, async () => {
    const { owner, itemId, page } = await publish(landingBrief, { showCard: false });
    expect(page.showCard).toBe(false);
    const view = (await (await owner.request(`/api/publications/${page.slug}`)).json()) as PublicationView;
    expect(view.showCard).toBe(false);
    expect((await fetchCard(`/p/${page.slug}/card.png`)).status).toBe(404);
    const html = await (await owner.request(new URL(page.url).pathname)).text();
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.png"/>`);

    // Shown again (republishing without the option keeps it), the page names its own card, by version.
    const shown = (await (
      await owner.json(`/api/items/${itemId}/publication`, "POST", { showCard: true })
    ).json()) as PageRef;
    expect(shown.showCard).toBe(true);
    const kept = (await (await owner.json(`/api/items/${itemId}/publication`, "POST", {})).json()) as PageRef;
    expect(kept.showCard).toBe(true);
    const updated = (await (await owner.request(`/api/publications/${page.slug}`)).json()) as PublicationView;
    const again = await (await owner.request(new URL(page.url).pathname)).text();
    const card = `${ORIGIN}/p/${page.slug}/card.png?v=${Date.parse(updated.updatedAt)}`;
    expect(again).toContain(`<meta property="og:image" content="${card}"/>`);
    expect(again).toContain(`<meta name="twitter:image" content="${card}"/>`);
    expect((await fetchCard(`/p/${page.slug}/card.png`)).status).toBe(200);
  });

  it("refuses a showCard that is not a boolean", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const response = await owner.json(`/api/items/${itemId}/publication`, "POST", { showCard: "no" });
    expect(response.status).toBe(400);
  });
});
