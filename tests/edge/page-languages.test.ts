import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import type { PageLanguages, PublicationView } from "../../shared/publishing";
import { documentKey } from "../../worker/published-cache";
import { generateItem, newVisitor, readEvents, type Visitor } from "../support/visitor";
import { decodeEntities, get, locationOf, ORIGIN, tagsOf, titleOf, WARM_UP_TIMEOUT_MS, warmUp } from "./helpers";

/**
 * A page in several languages (docs/api.md, "A page in several languages"; migration 0014): the
 * owner adds a version in another language to a published page; each language is served at its
 * own prefix, names the others, is cached apart, and is listed in its language's sitemap.
 */

beforeAll(warmUp, WARM_UP_TIMEOUT_MS);

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

const brief = {
  template: "landing-page",
  locale: "en",
  inputs: { product: "Lantern mug", audience: "night-shift nurses", keyPoints: "keeps tea warm", tone: "friendly" },
};

/** Version `number + 1` of the draft: its translation into `locale` by the offline writer. */
async function translate(owner: Visitor, itemId: string, locale: string) {
  const events = await readEvents(
    await owner.json("/api/generations", "POST", { ...brief, itemId, refinement: { kind: "translate", locale } }),
  );
  expect(events.at(-1)?.event).toBe("done");
}

/** An English page (version 1) whose draft also has a Japanese version (2) and a German one (3). */
async function pageWithTranslations(prefix: string) {
  const owner = newVisitor();
  const { itemId } = await generateItem(owner, brief);
  await translate(owner, itemId, "ja");
  await translate(owner, itemId, "de");
  const slug = unique(prefix);
  const response = await owner.json(`/api/items/${itemId}/publication`, "POST", { slug, revision: 1 });
  expect(response.status).toBe(200);
  return { owner, itemId, slug };
}

const languagePath = (itemId: string, locale: string) => `/api/items/${itemId}/publication/languages/${locale}`;

async function stateOf(itemId: string) {
  const variants = await env.DB.prepare(
    "SELECT locale, revision, title FROM page_variants WHERE item_id = ?1 ORDER BY locale",
  )
    .bind(itemId)
    .all();
  const page = await env.DB.prepare("SELECT updated_at, languages FROM publications WHERE item_id = ?1")
    .bind(itemId)
    .first();
  return { variants: variants.results, page };
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status, code).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBeTruthy();
}

const ssrOf = (response: Response) => response.headers.get("server-timing");

/** The page's head links: canonical and each hreflang alternate. */
function linksOf(html: string) {
  const links = tagsOf(html, "link");
  return {
    canonical: links.find((link) => link.rel === "canonical")?.href,
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang, link.href]),
    ),
  };
}

describe("the owner's API", () => {
  test("adding a language: the owner's view lists both, with their versions and addresses", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("two-languages");
    const before = await owner.request(`/api/items/${itemId}/publication`);
    expect(before.status).toBe(200);
    expect(((await before.json()) as PageLanguages).languages.map((language) => language.locale)).toEqual(["en"]);

    const added = await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 });
    expect(added.status).toBe(200);
    const view = (await added.json()) as PageLanguages;
    expect(view.slug).toBe(slug);
    expect(view.url).toBe(`${ORIGIN}/p/${slug}`);
    expect(view.languages).toMatchObject([
      { locale: "en", revision: 1, url: `${ORIGIN}/p/${slug}`, main: true },
      { locale: "ja", revision: 2, url: `${ORIGIN}/ja/p/${slug}`, main: false },
    ]);
    expect(view.languages[1]?.title).toBeTruthy();
    expect((await stateOf(itemId)).page?.languages).toBe("ja");

    // A title of its own, and a second language; the list keeps the locales' order after the main one.
    const titled = await owner.json(languagePath(itemId, "ja"), "PUT", {
      revision: 2,
      title: "  ランタンマグ   の紹介 ",
    });
    expect(titled.status).toBe(200);
    expect((await owner.json(languagePath(itemId, "de"), "PUT", { revision: 3 })).status).toBe(200);
    const listed = (await (await owner.request(`/api/items/${itemId}/publication`)).json()) as PageLanguages;
    expect(listed.languages.map((language) => [language.locale, language.revision])).toEqual([
      ["en", 1],
      ["ja", 2],
      ["de", 3],
    ]);
    expect(listed.languages[1]?.title).toBe("ランタンマグ の紹介");

    // Removing one.
    const removed = await owner.request(languagePath(itemId, "de"), { method: "DELETE" });
    expect(removed.status).toBe(204);
    const state = await stateOf(itemId);
    expect(state.variants.map((row) => row.locale)).toEqual(["ja"]);
    expect(state.page?.languages).toBe("ja");
  });

  test("every refusal is a clear 4xx, and writes nothing", async () => {
    const { owner, itemId } = await pageWithTranslations("refusals");
    expect((await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 })).status).toBe(200);
    const before = await stateOf(itemId);
    const stranger = newVisitor();

    await expectError(await stranger.json(languagePath(itemId, "de"), "PUT", { revision: 3 }), 404, "item_not_found");
    await expectError(await stranger.request(languagePath(itemId, "ja"), { method: "DELETE" }), 404, "item_not_found");
    await expectError(await stranger.request(`/api/items/${itemId}/publication`), 404, "item_not_found");
    await expectError(await owner.json(languagePath(itemId, "xx"), "PUT", { revision: 3 }), 400, "invalid_locale");
    await expectError(await owner.request(languagePath(itemId, "EN"), { method: "DELETE" }), 400, "invalid_locale");
    for (const body of [
      {},
      { revision: "3" },
      { revision: 0 },
      { revision: 3, extra: 1 },
      { revision: 3, title: 5 },
      [],
    ]) {
      await expectError(await owner.json(languagePath(itemId, "de"), "PUT", body), 400, "invalid_request");
    }
    const long = "x".repeat(121);
    await expectError(
      await owner.json(languagePath(itemId, "de"), "PUT", { revision: 3, title: long }),
      400,
      "invalid_request",
    );
    // A version in another language, a version that does not exist, the page's own language.
    await expectError(await owner.json(languagePath(itemId, "de"), "PUT", { revision: 2 }), 400, "locale_mismatch");
    await expectError(await owner.json(languagePath(itemId, "de"), "PUT", { revision: 9 }), 400, "nothing_to_publish");
    await expectError(await owner.json(languagePath(itemId, "en"), "PUT", { revision: 1 }), 409, "main_language");
    await expectError(await owner.request(languagePath(itemId, "de"), { method: "DELETE" }), 404, "no_such_language");

    expect(await stateOf(itemId)).toEqual(before);
  });

  test("a draft without a page has no languages to add", async () => {
    const owner = newVisitor();
    const { itemId } = await generateItem(owner, brief);
    await translate(owner, itemId, "ja");
    await expectError(await owner.request(`/api/items/${itemId}/publication`), 404, "not_published");
    await expectError(await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 }), 404, "not_published");
    await expectError(await owner.request(languagePath(itemId, "ja"), { method: "DELETE" }), 404, "not_published");
    expect((await stateOf(itemId)).variants).toEqual([]);
  });

  test("republishing in another language makes it the main one and keeps the former main one; unpublishing removes every language", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("main-moves");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 });
    await owner.json(languagePath(itemId, "de"), "PUT", { revision: 3 });
    const before = (await (await get(`/api/publications/${slug}`)).json()) as PublicationView;

    const republished = await owner.json(`/api/items/${itemId}/publication`, "POST", { revision: 2 });
    expect(republished.status).toBe(200);
    expect(((await republished.json()) as { url: string }).url).toBe(`${ORIGIN}/ja/p/${slug}`);
    const state = await stateOf(itemId);
    expect(state.variants.map((row) => row.locale).sort()).toEqual(["de", "en"]);
    expect(String(state.page?.languages).split(",").sort()).toEqual(["de", "en"]);
    const view = (await (await get(`/api/publications/${slug}`)).json()) as PublicationView;
    expect(view.mainLocale).toBe("ja");
    expect(view.languages).toEqual(["ja", "en", "de"]);
    // The former main language is still served, as it was before the republish.
    const english = (await (await get(`/api/publications/${slug}?locale=en`)).json()) as PublicationView;
    expect(english.locale).toBe("en");
    expect(english.content).toBe(before.content);

    // A refused republish (an address another page holds) changes no language.
    const other = await pageWithTranslations("main-moves-other");
    const refused = await owner.json(`/api/items/${itemId}/publication`, "POST", { revision: 1, slug: other.slug });
    expect(refused.status).toBe(409);
    expect((await stateOf(itemId)).variants.map((row) => row.locale).sort()).toEqual(["de", "en"]);

    expect((await owner.request(`/api/items/${itemId}/publication`, { method: "DELETE" })).status).toBe(204);
    expect((await stateOf(itemId)).variants).toEqual([]);
    expect((await get(`/de/p/${slug}`)).status).toBe(404);
  });
});

describe("your data", () => {
  test("the export lists a page's other languages; deleting the draft, or all data, removes them", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("your-data");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2, description: "日本語の説明" });
    const file = (await (await owner.request("/api/items/export")).json()) as {
      items: { id: string; publication: { languages: unknown[] } | null }[];
    };
    const exported = file.items.find((item) => item.id === itemId);
    expect(exported?.publication?.languages).toEqual([
      {
        locale: "ja",
        url: `${ORIGIN}/ja/p/${slug}`,
        revision: 2,
        title: expect.any(String),
        description: "日本語の説明",
      },
    ]);

    expect((await owner.request(`/api/items/${itemId}`, { method: "DELETE" })).status).toBe(204);
    expect((await stateOf(itemId)).variants).toEqual([]);
    expect((await get(`/ja/p/${slug}`)).status).toBe(404);

    const other = await pageWithTranslations("delete-all");
    await other.owner.json(languagePath(other.itemId, "de"), "PUT", { revision: 3 });
    expect((await other.owner.json("/api/items", "DELETE", { confirm: "delete-all" })).status).toBe(200);
    expect((await stateOf(other.itemId)).variants).toEqual([]);
  });
});

describe("serving each language", () => {
  test("each prefix serves its language, names the others, and a language the page lacks redirects to the main one", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("served");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 });
    const item = (await (await owner.request(`/api/items/${itemId}`)).json()) as {
      revisions: { number: number; content: string }[];
    };
    const japaneseLine = item.revisions[1]?.content.split("\n").find((line) => /[぀-ヿ一-鿿]/.test(line)) ?? "";
    expect(japaneseLine).not.toBe("");

    const english = await get(`/p/${slug}`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    const japanese = await get(`/ja/p/${slug}`);
    expect(japanese.status).toBe(200);
    const japaneseHtml = await japanese.text();

    expect(englishHtml).toContain('<html lang="en"');
    expect(japaneseHtml).toContain('<html lang="ja"');
    expect(decodeEntities(japaneseHtml)).toContain(japaneseLine.replace(/^#+\s*/, "").slice(0, 8));
    expect(decodeEntities(englishHtml)).not.toContain(japaneseLine.replace(/^#+\s*/, "").slice(0, 8));

    const expected = { en: `${ORIGIN}/p/${slug}`, ja: `${ORIGIN}/ja/p/${slug}`, "x-default": `${ORIGIN}/p/${slug}` };
    expect(linksOf(englishHtml)).toEqual({ canonical: `${ORIGIN}/p/${slug}`, alternates: expected });
    expect(linksOf(japaneseHtml)).toEqual({ canonical: `${ORIGIN}/ja/p/${slug}`, alternates: expected });
    // The page's own switcher: only its two languages.
    const switcher = tagsOf(japaneseHtml, "a").filter((link) => link.href?.endsWith(`/p/${slug}`));
    expect(switcher.map((link) => [link.href, link.hreflang])).toEqual([
      [`/p/${slug}`, "en"],
      [`/ja/p/${slug}`, "ja"],
    ]);

    // German is a version of the draft, not a language of the page: as before, it redirects.
    const german = await get(`/de/p/${slug}?ref=x`);
    expect(german.status).toBe(302);
    expect(locationOf(german)).toBe(`/p/${slug}?ref=x`);
    const api = (await (await get(`/api/publications/${slug}?locale=ja`)).json()) as PublicationView;
    expect(api).toMatchObject({ locale: "ja", mainLocale: "en", languages: ["en", "ja"] });
  });

  test("a former address leads to the same language when the page has it, else to the main one", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("moving");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 });
    const fresh = unique("moved");
    expect((await owner.json(`/api/items/${itemId}/publication`, "POST", { slug: fresh, revision: 1 })).status).toBe(
      200,
    );
    expect((await stateOf(itemId)).variants.map((row) => row.locale)).toEqual(["ja"]);
    for (const [path, target] of [
      [`/ja/p/${slug}?a=1`, `/ja/p/${fresh}?a=1`],
      [`/p/${slug}`, `/p/${fresh}`],
      [`/de/p/${slug}`, `/p/${fresh}`],
    ]) {
      const response = await get(path ?? "");
      expect(response.status, path).toBe(301);
      expect(locationOf(response)).toBe(target);
    }
    expect((await get(`/ja/p/${fresh}`)).status).toBe(200);
  });

  test("a page in one language names no alternates", async () => {
    const { slug } = await pageWithTranslations("alone");
    const html = await (await get(`/p/${slug}`)).text();
    expect(linksOf(html).alternates).toEqual({});
  });
});

describe("cached documents", () => {
  test("each language is kept under its own key, and a change to one language shows at once in every one", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("cached");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2, title: "最初のタイトル" });
    for (const path of [`/p/${slug}`, `/ja/p/${slug}`]) {
      expect(ssrOf(await get(path))).toBe('ssr;desc="published-rendered"');
    }
    const enKept = await get(`/p/${slug}`);
    const jaKept = await get(`/ja/p/${slug}`);
    expect(ssrOf(enKept)).toBe('ssr;desc="published-cache"');
    expect(ssrOf(jaKept)).toBe('ssr;desc="published-cache"');
    expect(titleOf(await jaKept.text())).toBe("最初のタイトル");
    expect(titleOf(await enKept.text())).not.toBe("最初のタイトル");

    // Replacing the Japanese version's title: the Japanese page shows it on the very next request.
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2, title: "新しいタイトル" });
    const jaNext = await get(`/ja/p/${slug}`);
    expect(ssrOf(jaNext)).toBe('ssr;desc="published-rendered"');
    expect(titleOf(await jaNext.text())).toBe("新しいタイトル");

    // Adding German renders English again, now naming German.
    await owner.json(languagePath(itemId, "de"), "PUT", { revision: 3 });
    const enNext = await get(`/p/${slug}`);
    expect(ssrOf(enNext)).toBe('ssr;desc="published-rendered"');
    expect(Object.keys(linksOf(await enNext.text()).alternates).sort()).toEqual(["de", "en", "ja", "x-default"]);

    // Removing Japanese: its address redirects to the main language at once, and English stops naming it.
    await owner.request(languagePath(itemId, "ja"), { method: "DELETE" });
    const jaGone = await get(`/ja/p/${slug}`);
    expect(jaGone.status).toBe(302);
    expect(locationOf(jaGone)).toBe(`/p/${slug}`);
    expect(Object.keys(linksOf(await (await get(`/p/${slug}`)).text()).alternates).sort()).toEqual([
      "de",
      "en",
      "x-default",
    ]);
  });

  test("the key names the language served", () => {
    const parts = { build: "b", slug: "s", origin: ORIGIN, apiBase: "", analyticsScriptUrl: "" };
    const en = documentKey({ ...parts, version: { locale: "en", updatedAt: 5 } });
    const ja = documentKey({ ...parts, version: { locale: "ja", updatedAt: 5 } });
    expect(en).not.toBe(ja);
  });
});

describe("sitemaps", () => {
  test("each language's sitemap lists its address, naming every language and the main one as x-default", async () => {
    const { owner, itemId, slug } = await pageWithTranslations("sitemap");
    await owner.json(languagePath(itemId, "ja"), "PUT", { revision: 2 });
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/p/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/ja/p/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/p/${slug}"/>`;
    const entry = (xml: string, loc: string) => xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`));
    const en = await (await get("/sitemap.xml")).text();
    const ja = await (await get("/ja/sitemap.xml")).text();
    const de = await (await get("/de/sitemap.xml")).text();
    expect(entry(en, `${ORIGIN}/p/${slug}`)).toMatch(new RegExp(`</lastmod>${escapeRegExp(alternates)}</url>$`));
    expect(entry(ja, `${ORIGIN}/ja/p/${slug}`)).toMatch(new RegExp(`</lastmod>${escapeRegExp(alternates)}</url>$`));
    expect(de).not.toContain(`/p/${slug}<`);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
