import { describe, expect, test } from "vitest";
import { findTemplate, TEMPLATES, type TemplateDefinition } from "../../../shared/catalog/templates";
import { LOCALE_CODES, type Locale } from "../../../shared/locales";
import { type ComposeInput, composeBuiltin, type Refinement } from "./compose";
import { displayWidth } from "./text";

/** A realistic brief for every template (typed in English; output goes to any locale). */
const BRIEFS: Record<string, Record<string, string>> = {
  "landing-page": {
    product: "Lumen Notes",
    audience: "freelance designers",
    keyPoints: "Capture ideas in seconds\nSyncs across all your devices\nPrivate by default",
    tone: "friendly",
    callToAction: "Start free",
  },
  "about-page": {
    company: "Fernhill Coffee",
    story: "We started in 2015 as a market stall in Leeds.\nToday we roast for cafés across the north.",
    values: "Fair prices for farmers, Zero waste, Craft over speed",
    tone: "friendly",
  },
  "faq-page": {
    product: "Lumen Notes",
    audience: "freelance designers",
    questions: "How much does it cost?\nCan I use it offline?\nIs my data safe?",
    tone: "professional",
  },
  "blog-post": {
    topic: "Remote work productivity",
    audience: "small team leads",
    keyPoints: "Set clear working hours; Use async updates; Protect focus time",
    length: "medium",
    tone: "friendly",
  },
  "how-to-guide": {
    task: "Set up a home office",
    audience: "new remote workers",
    steps: "Pick a quiet spot\nGet a proper chair\nSort out the lighting",
    tone: "professional",
  },
  listicle: { topic: "better sleep", count: "7", audience: "busy parents", tone: "playful" },
  "product-description": {
    product: "Aero Bottle",
    features: "Keeps drinks cold for 24 hours\nLeak-proof lid\nMade from recycled steel",
    audience: "hikers and commuters",
    tone: "friendly",
  },
  "product-comparison": {
    product: "Lumen Notes",
    competitor: "Evernote",
    differences: "Works fully offline\nNo ads, ever\nOne simple price",
    tone: "professional",
  },
  "email-campaign": {
    product: "Lumen Notes",
    offer: "30% off the annual plan",
    audience: "freelance designers",
    deadline: "Friday 30 June",
    tone: "friendly",
  },
  newsletter: {
    brand: "Fernhill Coffee",
    news: "New roastery in Manchester\nEthiopian single origin is back\nBarista workshops on Saturdays",
    audience: "coffee lovers",
    tone: "friendly",
  },
  "welcome-email": {
    brand: "Lumen Notes",
    firstStep: "Create your first notebook",
    benefits: "Capture ideas in seconds, Sync everywhere, Private by default",
    tone: "bold",
  },
  "social-posts": { topic: "Remote work", network: "linkedin", audience: "team leads", tone: "professional" },
  "linkedin-post": {
    topic: "hiring for attitude",
    insight: "Skills can be taught. Curiosity cannot.\nOur best hires came from unusual backgrounds.",
    tone: "formal",
  },
  "ad-copy": { product: "Lumen Notes", audience: "freelance designers", benefit: "capture every idea", tone: "bold" },
  "search-ads": {
    product: "Lumen Notes",
    keywords: "note taking app, offline notes, private notebook",
    benefit: "capture ideas fast",
    tone: "professional",
  },
  "press-release": {
    company: "Fernhill Coffee",
    headline: "Fernhill Coffee opens a second roastery",
    details: "The roastery opens on 1 March.\nIt creates 20 local jobs.\nIt includes a public training space.",
    quoteBy: "Amira Shah, founder",
    tone: "professional",
  },
};

const NAME_FIELDS = ["product", "company", "brand", "topic", "task"];

function template(slug: string): TemplateDefinition {
  const found = findTemplate(slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found;
}

function compose(slug: string, locale: Locale, overrides: Partial<ComposeInput> = {}) {
  return composeBuiltin({
    template: template(slug),
    locale,
    inputs: BRIEFS[slug] ?? {},
    seed: 7,
    refinements: [],
    ...overrides,
  });
}

/** The text a reader sees: Markdown escapes removed, case folded. */
function visible(markdown: string): string {
  return markdown.replace(/\\(.)/g, "$1").toLocaleLowerCase();
}

function nameOf(slug: string): string {
  const brief = BRIEFS[slug] ?? {};
  return NAME_FIELDS.map((field) => brief[field]).find(Boolean) ?? "";
}

const COMBINATIONS = TEMPLATES.flatMap((t) => LOCALE_CODES.map((locale) => [t.slug, locale] as const));

describe("composeBuiltin for every template and locale", () => {
  test("every template has a brief in this test", () => {
    expect(Object.keys(BRIEFS).sort()).toEqual(TEMPLATES.map((t) => t.slug).sort());
  });

  test.each(COMBINATIONS)("%s in %s: well-formed, uses the whole brief, deterministic", (slug, locale) => {
    const result = compose(slug, locale);
    const { markdown } = result;
    expect(result.locale).toBe(locale);
    expect(markdown.startsWith("# ") || markdown.startsWith("**Subject:**")).toBe(true);
    expect(markdown.length).toBeGreaterThan(200);
    expect(result.title.length).toBeGreaterThan(0);
    expect(visible(markdown)).toContain(result.title.toLocaleLowerCase());
    expect(visible(markdown)).toContain(nameOf(slug).toLocaleLowerCase());
    // No placeholder left unfilled, no HTML, no stray "undefined".
    expect(markdown).not.toMatch(/\{\^?[a-zA-Z]+(?::[^}]+)?\}|<|\bundefined\b|\[object Object\]/);
    // Every text field appears (textareas: their first item); selects shape the structure instead.
    for (const field of template(slug).fields) {
      const value = BRIEFS[slug]?.[field.name];
      if (!value || field.type === "select") continue;
      const first =
        value
          .split(/\n|;|,|(?<=\.)\s/)[0]
          ?.replace(/\.$/, "")
          .trim() ?? "";
      expect(visible(markdown), `${slug}.${field.name}`).toContain(first.toLocaleLowerCase());
    }
    expect(compose(slug, locale)).toEqual(result);
  });

  test.each(COMBINATIONS)("%s in %s: varies with the seed", (slug, locale) => {
    const outputs = new Set([1, 2, 3, 4, 5, 6].map((seed) => compose(slug, locale, { seed }).markdown));
    expect(outputs.size).toBeGreaterThan(1);
  });

  test.each(COMBINATIONS)(
    "%s in %s: shorter is shorter, longer is longer, add-section adds a section",
    (slug, locale) => {
      const base = compose(slug, locale).markdown;
      const shorter = compose(slug, locale, { refinements: [{ kind: "shorter" }] }).markdown;
      const longer = compose(slug, locale, { refinements: [{ kind: "longer" }] }).markdown;
      expect(shorter.length).toBeLessThan(base.length);
      expect(longer.length).toBeGreaterThan(base.length);
      const sections = (markdown: string) => markdown.match(/^## /gm)?.length ?? 0;
      const added = compose(slug, locale, { refinements: [{ kind: "add-section" }] }).markdown;
      expect(sections(added)).toBe(sections(base) + 1);
      const topic = compose(slug, locale, { refinements: [{ kind: "add-section", topic: "Pricing" }] }).markdown;
      expect(sections(topic)).toBe(sections(base) + 1);
      expect(topic).toContain("Pricing");
    },
  );

  test.each(COMBINATIONS)("%s in %s: formal and playful change the register", (slug, locale) => {
    const base = compose(slug, locale).markdown;
    const formal = compose(slug, locale, { refinements: [{ kind: "formal" }] }).markdown;
    const playful = compose(slug, locale, { refinements: [{ kind: "playful" }] }).markdown;
    expect(new Set([base, formal, playful]).size).toBe(
      BRIEFS[slug]?.tone === "formal" || BRIEFS[slug]?.tone === "playful" ? 2 : 3,
    );
  });
});

/** Rough language identification: script for ja/ko/zh, frequent short words for the others. */
const COMMON_WORDS: Partial<Record<Locale, RegExp>> = {
  en: /\b(?:the|and|you|your|with|for|our|is|are|this|that)\b/giu,
  de: /(?<!\p{L})(?:und|der|die|das|mit|für|nicht|ist|ein|eine|sie|ihr|dein|ihre|wir|zu|auf|jetzt)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:les|et|vous|avec|pour|est|une|des|votre|nous|du|au|plus|dès|sans|ce|qui)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:los|las|y|para|con|es|tu|una|del|más|su|hoy|sin|lo)(?!\p{L})/giu,
  it: /(?<!\p{L})(?:il|gli|per|con|è|di|una|che|più|tuo|noi|della|dei|oggi|senza|ora)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:os|com|é|você|uma|que|do|da|mais|não|seu|sua|nós|hoje|sem|um|já)(?!\p{L})/giu,
  nl: /(?<!\p{L})(?:het|en|je|voor|met|een|van|dat|niet|jouw|uw|wij|ons|onze|vandaag|nu)(?!\p{L})/giu,
};

function detect(markdown: string): Locale {
  if (/[\u3040-\u30ff]/.test(markdown)) return "ja";
  if ((markdown.match(/[\uac00-\ud7a3]/g)?.length ?? 0) > 20) return "ko";
  if ((markdown.match(/[\u4e00-\u9fff]/g)?.length ?? 0) > 20) return "zh";
  const scores = Object.entries(COMMON_WORDS).map(
    ([locale, pattern]) => [locale, markdown.match(pattern)?.length ?? 0] as const,
  );
  return (scores.sort((a, b) => b[1] - a[1])[0]?.[0] ?? "en") as Locale;
}

describe("translate", () => {
  test.each(COMBINATIONS)("%s translated into %s reads as that language", (slug, target) => {
    const source: Locale = target === "en" ? "de" : "en";
    const result = compose(slug, source, { refinements: [{ kind: "translate", locale: target }] });
    expect(result.locale).toBe(target);
    expect(detect(result.markdown)).toBe(target);
    expect(result.markdown).toBe(compose(slug, target).markdown);
  });

  test("later refinements keep the translated locale", () => {
    const refinements: Refinement[] = [{ kind: "translate", locale: "ja" }, { kind: "shorter" }, { kind: "formal" }];
    const result = compose("landing-page", "en", { refinements });
    expect(result.locale).toBe("ja");
    expect(detect(result.markdown)).toBe("ja");
  });
});

describe("brief handling", () => {
  test.each(LOCALE_CODES)("listicle in %s has exactly the chosen number of items", (locale) => {
    for (const count of ["5", "7", "10"]) {
      const inputs = { ...BRIEFS.listicle, count };
      for (const refinements of [[], [{ kind: "shorter" }], [{ kind: "longer" }]] as Refinement[][]) {
        const { markdown } = compose("listicle", locale, { inputs, refinements });
        expect(markdown.match(/^## \d+\. /gm)?.length).toBe(Number(count));
      }
    }
  });

  test.each(LOCALE_CODES)("blog post in %s grows with the chosen length", (locale) => {
    const sections = (length: string) => {
      const { markdown } = compose("blog-post", locale, { inputs: { ...BRIEFS["blog-post"], length } });
      return markdown.match(/^## /gm)?.length ?? 0;
    };
    expect(sections("short")).toBeLessThan(sections("medium"));
    expect(sections("medium")).toBeLessThan(sections("long"));
  });

  test.each(LOCALE_CODES)("social posts in %s follow the network", (locale) => {
    for (const network of ["linkedin", "instagram", "x", "facebook"]) {
      const { markdown, title } = compose("social-posts", locale, { inputs: { ...BRIEFS["social-posts"], network } });
      const label = { linkedin: "LinkedIn", instagram: "Instagram", x: "X", facebook: "Facebook" }[network] ?? "";
      expect(title).toContain(label);
      const posts = markdown.split(/^## .*$/m).slice(1);
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(posts.length).toBeLessThanOrEqual(5);
      for (const post of posts) {
        const tags = post.match(/#[\p{L}\p{N}]+/gu) ?? [];
        expect(tags.length).toBeGreaterThan(0);
        if (network === "x") expect(displayWidth(visible(post.trim()))).toBeLessThanOrEqual(280);
        if (network === "instagram") expect(tags.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  test.each(LOCALE_CODES)(
    "search ads in %s keep headlines within 30 and descriptions within 90 characters",
    (locale) => {
      for (const refinements of [[], [{ kind: "longer" }, { kind: "longer" }]] as Refinement[][]) {
        const { markdown } = compose("search-ads", locale, { refinements });
        const blocks = markdown.split(/^\*\*/m).slice(1);
        expect(blocks.length).toBeGreaterThanOrEqual(4);
        for (const block of blocks) {
          const limit = Number(block.match(/\d+/)?.[0]);
          const lines = block.match(/^\d+\. .+$/gm) ?? [];
          expect(lines.length).toBeGreaterThanOrEqual(2);
          for (const line of lines)
            expect(displayWidth(visible(line.replace(/^\d+\. /, "")))).toBeLessThanOrEqual(limit);
        }
      }
    },
  );

  test("search ads trim an over-long product name on a word boundary", () => {
    const inputs = { ...BRIEFS["search-ads"], product: "The Extraordinarily Comprehensive Notebook Suite" };
    const { markdown } = compose("search-ads", "en", { inputs });
    for (const line of markdown.match(/^\d+\. .+$/gm) ?? []) {
      const text = visible(line.replace(/^\d+\. /, ""));
      expect(text.length).toBeLessThanOrEqual(90);
      expect(text).not.toMatch(/\s$/);
    }
  });

  test("how-to guide numbers the visitor's steps in order", () => {
    const { markdown } = compose("how-to-guide", "en");
    expect(markdown).toMatch(/^1\. \*\*Pick a quiet spot\.\*\*/m);
    expect(markdown).toMatch(/^2\. \*\*Get a proper chair\.\*\*/m);
    expect(markdown).toMatch(/^3\. \*\*Sort out the lighting\.\*\*/m);
  });

  test("email campaign without a deadline invents none", () => {
    const inputs = { ...BRIEFS["email-campaign"], deadline: "" };
    const { markdown } = compose("email-campaign", "en", { inputs });
    expect(markdown).not.toContain("30 June");
    expect(markdown.split("\n")[2]).toMatch(/^\*\*Preview:\*\* /);
  });

  test("press release attributes the quote to quoteBy, or to the company without one", () => {
    expect(compose("press-release", "en").markdown).toContain("said Amira Shah, founder");
    const { markdown } = compose("press-release", "en", { inputs: { ...BRIEFS["press-release"], quoteBy: "" } });
    expect(markdown).toContain("the Fernhill Coffee team said");
    expect(markdown).toContain("## About Fernhill Coffee");
  });

  test("the call to action links only to a URL the visitor gave", () => {
    expect(compose("landing-page", "en").markdown).not.toContain("](");
    const inputs = { ...BRIEFS["landing-page"], callToAction: "Start free: https://lumen.example/start" };
    expect(compose("landing-page", "en", { inputs }).markdown).toContain(
      "**[Start free](https://lumen.example/start)**",
    );
  });

  test.each(TEMPLATES.map((t) => t.slug))("%s composes from required fields only, and from nothing at all", (slug) => {
    const required = Object.fromEntries(
      template(slug)
        .fields.filter((field) => field.required)
        .map((field) => [field.name, BRIEFS[slug]?.[field.name] ?? ""]),
    );
    for (const inputs of [required, {}]) {
      for (const locale of LOCALE_CODES) {
        const { markdown } = compose(slug, locale, { inputs });
        expect(markdown.startsWith("# ") || markdown.startsWith("**Subject:**")).toBe(true);
        expect(markdown).not.toMatch(/\{\^?[a-zA-Z]+(?::[^}]+)?\}|\bundefined\b/);
      }
    }
  });
});

describe("free-form notes", () => {
  test("join the main list where the template has one", () => {
    const { markdown } = compose("landing-page", "en", { notes: ["our 30-day money-back guarantee"] });
    expect(markdown).toMatch(/^- \*\*our 30-day money-back guarantee\.\*\* /m);
  });

  test("become a P.S. under an email", () => {
    const { markdown } = compose("email-campaign", "de", { notes: ["Versand ist kostenlos"] });
    expect(markdown.trim().split("\n").at(-1)).toBe("PS: Versand ist kostenlos.");
  });

  test("are left out where any extra line would break the format", () => {
    expect(compose("search-ads", "en", { notes: ["free shipping"] }).markdown).not.toContain("free shipping");
  });
});

describe("hostile input", () => {
  const HOSTILE =
    "<script>alert(1)</script> # Heading\n- [click](javascript:alert(1))\n> quote <img src=x onerror=alert(1)>";

  test.each(TEMPLATES.map((t) => t.slug))("%s: no HTML and no Markdown structure comes from the brief", (slug) => {
    const inputs = Object.fromEntries(
      template(slug).fields.map((field) => [field.name, field.type === "select" ? "" : HOSTILE]),
    );
    for (const locale of LOCALE_CODES) {
      const { markdown, title } = compose(slug, locale, { inputs });
      expect(markdown).not.toContain("<");
      expect(markdown).not.toContain(">");
      expect(title).not.toContain("<");
      expect(markdown).not.toMatch(/(?<!\\)\]\(javascript/);
      expect(markdown).not.toMatch(/^(?:# Heading|- \[click|> quote)/m);
    }
  });
});

describe("shorter keeps the visitor's facts", () => {
  test.each(["landing-page", "about-page", "newsletter", "welcome-email", "press-release", "linkedin-post"])(
    "%s: every key point and note survives shorter, twice",
    (slug) => {
      const notes = ["free helmets on every rental"];
      const base = compose(slug, "en", { notes }).markdown;
      const shortest = compose(slug, "en", {
        notes,
        refinements: [{ kind: "shorter" }, { kind: "shorter" }],
      }).markdown;
      expect(shortest.length).toBeLessThanOrEqual(base.length);
      expect(shortest).toContain("free helmets on every rental");
    },
  );
});
