import { describe, expect, test } from "vitest";
import { ORIGIN, get as page } from "../edge/helpers";
import { generateItem, newVisitor } from "../support/visitor";

describe("share, preview and publish", () => {
  test("sharing is idempotent, hides the owner and can be revoked", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const first = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as {
      slug: string;
      url: string;
    };
    const again = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as {
      slug: string;
    };
    expect(again.slug).toBe(first.slug);
    expect(first.slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.url).toBe(`${ORIGIN}/share/${first.slug}`);

    const view = await page(`/api/shares/${first.slug}`);
    const body = await view.text();
    expect(view.status).toBe(200);
    expect(body).toContain("Brook bottle");
    expect(body).not.toContain(owner.cookie.split("=")[1]?.split(".")[0] ?? "owner");
    expect(Object.keys(JSON.parse(body)).sort()).toEqual([
      "content",
      "createdAt",
      "inputs",
      "locale",
      "slug",
      "template",
      "title",
      "updatedAt",
    ]);
    const html = await page(`/share/${first.slug}`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('href="/generate/landing-page"');
    expect((await page(`/share/v1/${first.slug}`)).status).toBe(200);

    expect((await owner.request(`/api/items/${itemId}/share`, { method: "DELETE" })).status).toBe(204);
    expect((await page(`/api/shares/${first.slug}`)).status).toBe(404);
    const gone = await page(`/share/${first.slug}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(`Page Not Found: /share/${first.slug}`);
  });

  test("publishing with a chosen slug, conflicts, reserved and malformed slugs", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const slug = `spring-sale-${crypto.randomUUID().slice(0, 8)}`;
    const published = await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({
      slug,
      url: `${ORIGIN}/p/${slug}`,
      title: "Brook bottle",
      description: "Just right for busy nurses on long shifts.",
      revision: 1,
      showCard: true,
    });

    const other = newVisitor();
    const { itemId: otherItem } = await generateItem(other);
    const conflict = await other.json(`/api/items/${otherItem}/publication`, "POST", { slug });
    expect(conflict.status).toBe(409);
    for (const reserved of ["api", "share", "templates"]) {
      const response = await other.json(`/api/items/${otherItem}/publication`, "POST", { slug: reserved });
      expect(response.status, reserved).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "reserved_slug" } });
    }
    for (const bad of ["ja", "-lead", "has space", "x".repeat(65), "tail-", "ünïcode"]) {
      const response = await other.json(`/api/items/${otherItem}/publication`, "POST", { slug: bad });
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_slug" } });
    }
    const auto = (await (await other.json(`/api/items/${otherItem}/publication`, "POST", {})).json()) as {
      slug: string;
    };
    expect(auto.slug).toMatch(/^[a-z0-9-]+-[a-z0-9]{13}$/);
  });

  test("the published page is indexable, framable, in its language, updated on republish and gone on unpublish", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, {
      template: "blog-post",
      locale: "de",
      inputs: {
        topic: "Kaffee rösten",
        audience: "Hobbyröster",
        keyPoints: "Kleine Mengen rösten\nBohnen nach dem Rösten ruhen lassen",
        length: "short",
        tone: "friendly",
      },
    });
    const slug = `kaffee-${crypto.randomUUID().slice(0, 8)}`;
    await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    expect((await page(`/p/${slug}`)).headers.get("location")).toBe(`/de/p/${slug}`);
    const response = await page(`/de/p/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/de/p/${slug}"/>`);
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain("noindex");
    expect(await (await page("/de/sitemap.xml")).text()).toContain(`/de/p/${slug}</loc>`);

    // Republishing a new version updates the page at once (the edge cache is dropped).
    await owner
      .json("/api/generations", "POST", {
        template: "blog-post",
        locale: "de",
        inputs: {},
        itemId,
        refinement: { kind: "add-section", title: "Espresso", text: "Jeden Morgen frisch gemahlen." },
      })
      .then((r) => r.text());
    await owner.json(`/api/items/${itemId}/publication`, "POST", {});
    const item = (await (await owner.request(`/api/items/${itemId}`)).json()) as {
      revisions: Array<{ content: string }>;
    };
    expect(item.revisions).toHaveLength(2);
    const latest = item.revisions.at(-1)?.content ?? "";
    const republished = (await (await page(`/api/publications/${slug}`)).json()) as { content: string };
    expect(republished.content).toBe(latest);

    expect((await owner.request(`/api/items/${itemId}/publication`, { method: "DELETE" })).status).toBe(204);
    expect((await page(`/de/p/${slug}`)).status).toBe(404);
    expect((await page(`/api/publications/${slug}`)).status).toBe(404);
  });

  test("another visitor cannot share, publish, preview or unpublish someone's item", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const slug = `mine-${crypto.randomUUID().slice(0, 8)}`;
    await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    const stranger = newVisitor();
    expect((await stranger.json(`/api/items/${itemId}/share`, "POST", {})).status).toBe(404);
    expect((await stranger.json(`/api/items/${itemId}/publication`, "POST", {})).status).toBe(404);
    expect((await stranger.request(`/api/items/${itemId}/publication`, { method: "DELETE" })).status).toBe(404);
    expect((await stranger.request(`/preview/${itemId}`)).status).toBe(404);
    expect((await owner.request(`/preview/${itemId}`)).status).toBe(200);
    expect((await page(`/p/${slug}`)).status).toBe(200);
  });

  test("deleting an item removes its share and its page", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner);
    const share = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as {
      slug: string;
    };
    const slug = `gone-${crypto.randomUUID().slice(0, 8)}`;
    await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    expect((await page(`/p/${slug}`)).status).toBe(200);
    expect((await owner.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(`/api/items/${itemId}`)).status).toBe(404);
    expect((await page(`/share/${share.slug}`)).status).toBe(404);
    expect((await page(`/p/${slug}`)).status).toBe(404);
  });

  test("hostile text in a brief never comes back as live HTML on shares and pages", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, {
      template: "faq-page",
      locale: "en",
      inputs: {
        product: `<script>alert("x")</script> Quillbill`,
        audience: `<img src=x onerror=alert(1)>`,
        questions: "[click me](javascript:alert(1))\n<iframe src=//evil.example></iframe>",
        tone: "friendly",
      },
    });
    const share = (await (await owner.json(`/api/items/${itemId}/share`, "POST", {})).json()) as {
      slug: string;
    };
    const slug = `xss-${crypto.randomUUID().slice(0, 8)}`;
    await owner.json(`/api/items/${itemId}/publication`, "POST", { slug });
    for (const path of [`/share/${share.slug}`, `/share/v1/${share.slug}`, `/p/${slug}`]) {
      const html = await (await page(path)).text();
      const body = html.slice(html.indexOf("<body"), html.indexOf("<script nonce"));
      expect(body, path).not.toMatch(/<script(?![^>]*nonce)/i);
      expect(body, path).not.toMatch(/<img[^>]+onerror/i);
      expect(body, path).not.toMatch(/<iframe/i);
      expect(body, path).not.toMatch(/href="javascript:/i);
    }
  });
});
