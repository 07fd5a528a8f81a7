import { describe, expect, test } from "vitest";
import { ORIGIN, get as page } from "../edge/helpers";
import { generateItem, landingBrief, newVisitor, type Visitor } from "../support/visitor";

/**
 * What the people who receive a link get (docs/api.md, "Sharing and publishing"): links in the
 * text's language, the brief shown or hidden as its owner chose, pages with their own title,
 * description, card image and structured data, and minimal frames in every state.
 */

const japaneseBrief = {
  template: "landing-page",
  locale: "ja",
  inputs: {
    product: "Brook ボトル",
    audience: "夜勤の多い看護師",
    keyPoints: "飲む時間になると光る\n24時間冷たいまま\n1回の充電で2週間",
    tone: "friendly",
    callToAction: "予約する",
  },
};

type ShareRef = { slug: string; url: string; showBrief: boolean };
type PageRef = { slug: string; url: string; title: string; description: string };

const share = async (owner: Visitor, itemId: string, body: object = {}) =>
  (await (await owner.json(`/api/items/${itemId}/share`, "POST", body)).json()) as ShareRef;

const publish = async (owner: Visitor, itemId: string, body: object = {}) =>
  (await (await owner.json(`/api/items/${itemId}/publication`, "POST", body)).json()) as PageRef;

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

describe("links keep the text's language", () => {
  test("share and page links of a Japanese text carry /ja, and other prefixes redirect there", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, japaneseBrief);
    const shared = await share(owner, itemId);
    expect(shared.url).toBe(`${ORIGIN}/ja/share/${shared.slug}`);
    const slug = unique("brook-ja");
    const published = await publish(owner, itemId, { slug });
    expect(published.url).toBe(`${ORIGIN}/ja/p/${slug}`);

    const listed = (await (await owner.request("/api/items?shared=1")).json()) as {
      items: Array<{ id: string; share: ShareRef; publication: PageRef }>;
    };
    const entry = listed.items.find((item) => item.id === itemId);
    expect(entry?.share.url).toBe(shared.url);
    expect(entry?.publication.url).toBe(published.url);

    for (const [from, to] of [
      [`/share/${shared.slug}?x=1`, `/ja/share/${shared.slug}?x=1`],
      [`/de/share/${shared.slug}`, `/ja/share/${shared.slug}`],
      [`/share/v1/${shared.slug}`, `/ja/share/v1/${shared.slug}`],
      [`/p/${slug}`, `/ja/p/${slug}`],
      [`/fr/p/${slug}`, `/ja/p/${slug}`],
    ]) {
      const response = await page(from as string);
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
    const html = await (await page(`/ja/share/${shared.slug}`)).text();
    expect(html).toContain('<html lang="ja"');
    // Labels and option values of the brief in the text's language, not raw values.
    expect(html).toContain("親しみやすい");
    expect(html).not.toMatch(/<dd>friendly<\/dd>/);
    expect(html).toContain('href="/ja/generate/landing-page"');
  });

  test("the owner can hide the brief from a share; turning it back keeps the version the link shows", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    await owner
      .json("/api/generations", "POST", { ...landingBrief, itemId, refinement: { kind: "shorter" } })
      .then((response) => response.text());
    const pinned = await share(owner, itemId, { revision: 1 });
    expect(pinned.showBrief).toBe(true);
    const first = (await (await page(`/api/shares/${pinned.slug}`)).json()) as { content: string };

    const hidden = await share(owner, itemId, { showBrief: false });
    expect(hidden).toMatchObject({ slug: pinned.slug, showBrief: false });
    const view = (await (await page(`/api/shares/${pinned.slug}`)).json()) as {
      inputs: unknown;
      content: string;
    };
    expect(view.inputs).toBeNull();
    expect(view.content).toBe(first.content);
    const html = await (await page(`/share/${pinned.slug}`)).text();
    expect(html).not.toContain("brief-summary");
    expect(html).toContain("Someone shared this text with you");

    expect((await share(owner, itemId, { showBrief: true })).showBrief).toBe(true);
    expect(await (await page(`/share/${pinned.slug}`)).text()).toContain("brief-summary");
    const bad = await owner.json(`/api/items/${itemId}/share`, "POST", { showBrief: "no" });
    expect(bad.status).toBe(400);
  });
});

describe("published pages are real pages", () => {
  test("a page's title comes from its text, not the draft's name, and the owner may set both", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    await owner.json(`/api/items/${itemId}`, "PATCH", { title: "my private draft name" });
    const slug = unique("brook");
    const derived = await publish(owner, itemId, { slug });
    expect(derived.title).toBe("Brook bottle");
    expect(derived.description.length).toBeGreaterThan(20);
    let html = await (await page(`/p/${slug}`)).text();
    expect(html).toContain("<title>Brook bottle</title>");
    expect(html).not.toContain("my private draft name");

    const chosen = await publish(owner, itemId, {
      title: "  Brook, the bottle that   reminds you ",
      description: "Stay hydrated on long shifts.",
    });
    expect(chosen).toMatchObject({ slug, title: "Brook, the bottle that reminds you" });
    html = await (await page(`/p/${slug}`)).text();
    expect(html).toContain("<title>Brook, the bottle that reminds you</title>");
    expect(html).toContain('<meta property="og:title" content="Brook, the bottle that reminds you"/>');
    expect(html).toContain('<meta name="description" content="Stay hydrated on long shifts."/>');
    // The page's own card, by version (docs/seo.md, "The page's own card").
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/p/${slug}/card\\.png\\?v=\\d+"/>`));
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "WebPage",
      name: "Brook, the bottle that reminds you",
      inLanguage: "en",
      url: `${ORIGIN}/p/${slug}`,
    });

    for (const body of [{ title: "x".repeat(121) }, { description: "x".repeat(301) }, { title: 7 }, { extra: 1 }]) {
      const refused = await owner.json(`/api/items/${itemId}/publication`, "POST", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await (await page(`/api/publications/${slug}`)).json()) as { title: string };
    expect(after.title).toBe("Brook, the bottle that reminds you");
  });

  test("an article is marked up as an Article with its dates", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, {
      template: "blog-post",
      locale: "de",
      inputs: {
        topic: "Kaffee rösten",
        audience: "Hobbyröster",
        keyPoints: "Kleine Mengen rösten\nBohnen ruhen lassen",
        length: "short",
        tone: "friendly",
      },
    });
    const slug = unique("kaffee");
    await publish(owner, itemId, { slug });
    const html = await (await page(`/de/p/${slug}`)).text();
    const data = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? "{}");
    expect(data).toMatchObject({ "@type": "Article", inLanguage: "de", url: `${ORIGIN}/de/p/${slug}` });
    expect(Date.parse(data.datePublished)).not.toBeNaN();
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  test("a landing page's button links to the brief's http(s) address; other schemes are refused", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, {
      ...landingBrief,
      inputs: { ...landingBrief.inputs, ctaUrl: "https://brook.example/pre-order?from=parla" },
    });
    const slug = unique("brook-cta");
    await publish(owner, itemId, { slug });
    const html = await (await page(`/p/${slug}`)).text();
    expect(html).toMatch(/<a href="https:\/\/brook\.example\/pre-order\?from=parla"[^>]*>Pre-order Brook<\/a>/);

    for (const ctaUrl of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://brook.example",
      "brook.example",
      "https://",
    ]) {
      const response = await owner.json("/api/generations", "POST", {
        ...landingBrief,
        inputs: { ...landingBrief.inputs, ctaUrl },
      });
      expect(response.status, ctaUrl).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "invalid_brief", fields: [{ code: "invalid_url" }] },
      });
    }
  });
});

describe("embedded pages behave as guests", () => {
  test("a missing page or share keeps the minimal frame, without the site's header and footer", async () => {
    for (const path of ["/p/no-such-page-here", "/ja/p/no-such-page-here", "/share/AAAAAAAAAAAAAAAA"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain("layout-iframe");
      expect(html, path).not.toContain("site-header");
      expect(html, path).not.toContain("site-footer");
    }
    const other = await page("/templates/nope");
    expect(await other.text()).toContain("site-header");
  });
});

describe("the link manager and history search", () => {
  test("shared=1 lists only drafts with a share link or a page; a search returns where the text matched", async () => {
    const owner = newVisitor();
    const { itemId: shared } = await generateItem(owner);
    const { itemId: published } = await generateItem(owner, japaneseBrief);
    const { itemId: plain } = await generateItem(owner);
    await share(owner, shared);
    await publish(owner, published);
    const list = (await (await owner.request("/api/items?shared=1")).json()) as { items: Array<{ id: string }> };
    expect(list.items.map((item) => item.id).sort()).toEqual([shared, published].sort());
    const all = (await (await owner.request("/api/items")).json()) as { items: Array<{ id: string }> };
    expect(all.items.map((item) => item.id)).toContain(plain);
    expect((await owner.request("/api/items?shared=yes")).status).toBe(400);

    const found = (await (await owner.request(`/api/items?q=${encodeURIComponent("24時間")}`)).json()) as {
      items: Array<{ id: string; excerpt?: string }>;
    };
    expect(found.items.map((item) => item.id)).toEqual([published]);
    expect(found.items[0]?.excerpt).toContain("24時間");
    expect(found.items[0]?.excerpt).not.toMatch(/[#*]/);
  });
});
