import { describe, expect, test } from "vitest";
import { TEMPLATES } from "../../shared/catalog/templates";
import { LOCALE_CODES, type Locale } from "../../shared/locales";
import { foldText, indexTerms, queryWords } from "../../worker/catalog/search";
import { get } from "../edge/helpers";

/** Template search (docs/api.md, "Template search"), through the real API. */
type Found = { items: Array<{ slug: string; name: string; category: string }> };

async function search(locale: Locale, q: string, extra = ""): Promise<Found["items"]> {
  const response = await get(`/api/catalog/templates?locale=${locale}&q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Found).items;
}

const slugsOf = async (locale: Locale, q: string, extra = "") =>
  (await search(locale, q, extra)).map((item) => item.slug);

const EMAIL_TEMPLATES = TEMPLATES.filter((template) => template.category === "email")
  .map((template) => template.slug)
  .sort();
const CATALOG_ORDER = TEMPLATES.map((template) => template.slug);

describe("template search", () => {
  test("English forgives plurals: 'emails' finds the email templates, 'blog posts' the blog post", async () => {
    expect((await slugsOf("en", "emails")).sort()).toEqual(EMAIL_TEMPLATES);
    expect((await slugsOf("en", "blog posts"))[0]).toBe("blog-post");
    expect((await slugsOf("en", "posts")).slice(0, 3).sort()).toEqual(["blog-post", "linkedin-post", "social-posts"]);
  });

  test("German finds E-Mail-Kampagne by 'email', 'e-mail', 'E-Mail' and 'kampagne'", async () => {
    for (const q of ["email", "e-mail", "E-Mail", "mail"]) {
      const found = await search("de", q);
      expect(found.map((item) => item.slug).sort(), q).toEqual(EMAIL_TEMPLATES);
      expect(
        found.map((item) => item.name),
        q,
      ).toContain("E-Mail-Kampagne");
    }
    expect(await slugsOf("de", "kampagne")).toEqual(["email-campaign"]);
    expect(await slugsOf("de", "E-Mail-Kampagne")).toEqual(["email-campaign"]);
    // Accents fold away: "uber uns" is how many type "Über uns".
    expect((await slugsOf("de", "uber uns"))[0]).toBe("about-page");
  });

  test("Japanese finds the email templates by 'email', 'メール', 'Eメール' and full-width 'ｅメール'", async () => {
    for (const q of ["email", "メール", "Eメール", "ｅメール"])
      expect((await slugsOf("ja", q)).sort(), q).toEqual(EMAIL_TEMPLATES);
    expect(await slugsOf("ja", "メールキャンペーン")).toEqual(["email-campaign"]);
    // A word inside a longer katakana word, even where the segmenter splits it oddly.
    expect(await slugsOf("ja", "ランディング")).toEqual(["landing-page"]);
    // An unknown word and a particle do not empty the list.
    expect((await slugsOf("ja", "メールのテンプレート")).sort()).toEqual(EMAIL_TEMPLATES);
  });

  test("Chinese and Korean find the email templates by their own word and by 'email'", async () => {
    for (const q of ["邮件", "email"]) expect((await slugsOf("zh", q)).sort(), q).toEqual(EMAIL_TEMPLATES);
    expect(await slugsOf("zh", "营销")).toEqual(["email-campaign"]);
    for (const q of ["이메일", "메일", "email"]) expect((await slugsOf("ko", q)).sort(), q).toEqual(EMAIL_TEMPLATES);
    expect(await slugsOf("ko", "이메일 캠페인")).toEqual(["email-campaign"]);
    // Particles typed onto the noun ("이메일을", "블로그용") search as the noun.
    expect((await slugsOf("ko", "이메일을")).sort()).toEqual(EMAIL_TEMPLATES);
    expect(await slugsOf("ko", "이메일 캠페인을")).toEqual(["email-campaign"]);
  });

  test.each(LOCALE_CODES)("'email' finds exactly the email templates in %s", async (locale) => {
    expect((await slugsOf(locale, "email")).sort()).toEqual(EMAIL_TEMPLATES);
  });

  test("typos are forgiven, nonsense finds nothing", async () => {
    expect((await slugsOf("en", "newsleter"))[0]).toBe("newsletter");
    expect(await slugsOf("en", "linkdin")).toEqual(["linkedin-post"]);
    expect(await slugsOf("en", "zzzqqq")).toEqual([]);
    expect(await slugsOf("ja", "zzzqqq")).toEqual([]);
  });

  test("every known word must match; unknown and everyday words neither empty nor flood the list", async () => {
    expect(await slugsOf("en", "welcome email")).toEqual(["welcome-email"]);
    expect((await slugsOf("en", "email templates")).sort()).toEqual(EMAIL_TEMPLATES);
    expect(await slugsOf("en", "how to write a press release")).toEqual(["press-release"]);
    // No template matches both words: those matching either, never the whole catalog.
    const either = await slugsOf("en", "social newsletter");
    expect(either).toEqual(expect.arrayContaining(["newsletter", "social-posts"]));
    expect(either.length).toBeLessThan(TEMPLATES.length / 2);
  });

  test("the category and featured filters still apply to a search", async () => {
    expect(await slugsOf("en", "email", "&category=blog")).toEqual([]);
    const social = await search("en", "post", "&category=social");
    expect(social.map((item) => item.slug).sort()).toEqual(["linkedin-post", "social-posts"]);
    const featured = new Set(TEMPLATES.filter((template) => template.featured).map((template) => template.slug));
    const posts = ["blog-post", "linkedin-post", "social-posts"];
    expect((await slugsOf("en", "post", "&featured=true")).sort()).toEqual(posts.filter((slug) => featured.has(slug)));
  });

  test("an empty or blank query returns every template in catalog order", async () => {
    expect(await slugsOf("en", "")).toEqual(CATALOG_ORDER);
    expect(await slugsOf("ja", "   ")).toEqual(CATALOG_ORDER);
    expect(await slugsOf("de", "", "&category=email")).toEqual(
      CATALOG_ORDER.filter((slug) => EMAIL_TEMPLATES.includes(slug)),
    );
  });
});

describe("search tokenizing", () => {
  test("folds case, width and accents but keeps kana voicing and Hangul", () => {
    expect(foldText("ＥＭＡＩＬ Über Straße")).toBe("email uber strasse");
    expect(foldText("ブログ ｶﾞｲﾄﾞ 블로그")).toBe("ブログ ガイド 블로그");
  });

  test("indexes hyphenated compounds split and joined, and CJK runs by word", () => {
    expect(indexTerms("E-Mail-Kampagne", "de")).toEqual(
      expect.arrayContaining(["e", "mail", "kampagne", "email", "emailkampagne"]),
    );
    expect(indexTerms("メールキャンペーン", "ja")).toEqual(expect.arrayContaining(["メール", "キャンペーン"]));
    expect(indexTerms("欢迎邮件", "zh")).toEqual(expect.arrayContaining(["欢迎", "邮件"]));
  });

  test("a typed compound matches joined or by all its parts; CJK segments are words of their own", () => {
    expect(queryWords("e-mail", "en")).toEqual([
      { combineWith: "OR", queries: ["email", { combineWith: "AND", queries: ["e", "mail"] }] },
    ]);
    expect(queryWords("メールキャンペーン", "ja")).toEqual(["メール", "キャンペーン"]);
    expect(queryWords("email Email EMAIL", "en")).toEqual(["email"]);
  });
});
