import { describe, expect, test } from "vitest";
import { validateBrief } from "../../shared/brief";
import { SOLUTIONS } from "../../shared/catalog/solutions";
import { TEMPLATES } from "../../shared/catalog/templates";
import { USE_CASES } from "../../shared/catalog/use-cases";
import { get } from "../edge/helpers";

describe("GET /api/catalog", () => {
  test("lists every template with slug, category, name and summary, localized", async () => {
    const response = await get("/api/catalog/templates?locale=ja");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<Record<string, string>>; categories: unknown[] };
    expect(body.items.map((item) => item.slug)).toEqual(TEMPLATES.map((template) => template.slug));
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(["category", "name", "slug", "summary"]);
    expect(body.items[0]?.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(body.categories.length).toBe(7);
  });

  test("filters templates by category and by search text", async () => {
    const byCategory = (await (await get("/api/catalog/templates?category=email")).json()) as {
      items: Array<{ category: string }>;
    };
    expect(byCategory.items.length).toBe(3);
    expect(byCategory.items.every((item) => item.category === "email")).toBe(true);
    const bySearch = (await (await get("/api/catalog/templates?q=press")).json()) as { items: Array<{ slug: string }> };
    expect(bySearch.items.map((item) => item.slug)).toContain("press-release");
    const unknown = await get("/api/catalog/templates?category=nope");
    expect(unknown.status).toBe(400);
  });

  test("a template's detail has its localized brief fields and output kind", async () => {
    const response = await get("/api/catalog/templates/listicle?locale=de");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      output: string;
      fields: Array<{
        name: string;
        label: string;
        type: string;
        required: boolean;
        options?: Array<{ value: string; label: string }>;
      }>;
    };
    expect(body.output).toBe("article");
    // The offline writer cannot know a list's items, so the brief asks for them.
    const items = body.fields.find((field) => field.name === "items");
    expect(items?.type).toBe("textarea");
    expect(items?.required).toBe(true);
    expect(items?.label).not.toBe("items");
    const tone = body.fields.find((field) => field.name === "tone");
    expect(tone?.options?.length).toBe(5);
    expect(tone?.label).not.toBe("tone");
  });

  test("a template's example is its example pair's brief in the language asked, valid for its form", async () => {
    for (const template of TEMPLATES) {
      for (const locale of ["en", "ja", "de"]) {
        const response = await get(`/api/catalog/templates/${template.slug}/example?locale=${locale}`);
        expect(response.status, `${template.slug} ${locale}`).toBe(200);
        const { inputs } = (await response.json()) as { inputs: Record<string, string> };
        expect(validateBrief(template, inputs).issues).toEqual([]);
        if (locale === "ja") expect(Object.values(inputs).join("")).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
    }
    const english = (await (await get("/api/catalog/templates/landing-page/example")).json()) as { inputs: object };
    const german = (await (await get("/api/catalog/templates/landing-page/example?locale=de")).json()) as {
      inputs: object;
    };
    expect(german.inputs).not.toEqual(english.inputs);
    expect((await get("/api/catalog/templates/no-such/example")).status).toBe(404);
    expect((await get("/api/catalog/templates/landing-page/example?locale=xx")).status).toBe(400);
  });

  test("multi-segment slugs resolve for solutions and use cases", async () => {
    for (const solution of SOLUTIONS)
      expect((await get(`/api/catalog/solutions/${solution.slug}?locale=fr`)).status).toBe(200);
    for (const useCase of USE_CASES) {
      const response = await get(`/api/catalog/use-cases/${useCase.slug}?locale=es`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { sample: string; templates: unknown[] };
      expect(body.sample).toMatch(/^# /);
      expect(body.templates.length).toBeGreaterThan(0);
    }
  });

  test("an unknown entry is a 404 JSON error and an unsupported locale a 400", async () => {
    const missing = await get("/api/catalog/solutions/industries/nowhere");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
    const badLocale = await get("/api/catalog/use-cases?locale=xx");
    expect(badLocale.status).toBe(400);
    expect(await badLocale.json()).toMatchObject({ error: { code: "unsupported_locale" } });
  });
});
