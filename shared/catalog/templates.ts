/**
 * The templates' structure: language-independent facts (slug, category, brief fields, output).
 * Their names, summaries, labels and help texts live in `locales/{code}/catalog.json`.
 */
export const TEMPLATE_CATEGORIES = ["web", "blog", "commerce", "email", "social", "ads", "pr"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const OUTPUT_KINDS = [
  "landing-page",
  "article",
  "product",
  "email",
  "social",
  "ads",
  "press-release",
  "faq",
] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];

export const TONES = ["friendly", "professional", "playful", "bold", "formal"] as const;

/** `url`: one absolute http(s) address, such as where a page's call-to-action button leads. */
export type FieldType = "text" | "textarea" | "select" | "url";

export type TemplateField = {
  name: string;
  type: FieldType;
  required: boolean;
  maxLength?: number;
  /** Option values of a select; their labels are localized. */
  options?: readonly string[];
  /**
   * A choice only a model can honour (a blog post's length): the offline writer lays out the
   * visitor's own points and has no more words to give, so its form says so instead of asking.
   */
  modelOnly?: true;
};

export type TemplateDefinition = {
  slug: string;
  category: TemplateCategory;
  output: OutputKind;
  fields: readonly TemplateField[];
  featured?: boolean;
};

const text = (name: string, maxLength: number, required = true): TemplateField => ({
  name,
  type: "text",
  required,
  maxLength,
});
const area = (name: string, maxLength: number, required = false): TemplateField => ({
  name,
  type: "textarea",
  required,
  maxLength,
});
const select = (name: string, options: readonly string[], required = true): TemplateField => ({
  name,
  type: "select",
  required,
  options,
});
const url = (name: string, maxLength = 300): TemplateField => ({ name, type: "url", required: false, maxLength });
const tone = select("tone", TONES);

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    slug: "landing-page",
    category: "web",
    output: "landing-page",
    featured: true,
    fields: [
      text("product", 80),
      text("audience", 120),
      area("keyPoints", 600, true),
      tone,
      text("callToAction", 40, false),
      url("ctaUrl"),
    ],
  },
  {
    slug: "about-page",
    category: "web",
    output: "landing-page",
    fields: [text("company", 80), area("story", 800, true), area("values", 400), tone],
  },
  {
    slug: "faq-page",
    category: "web",
    output: "faq",
    fields: [text("product", 80), text("audience", 120), area("questions", 800, true), tone],
  },
  {
    slug: "blog-post",
    category: "blog",
    output: "article",
    featured: true,
    fields: [
      text("topic", 120),
      text("audience", 120),
      area("keyPoints", 600, true),
      { ...select("length", ["short", "medium", "long"], false), modelOnly: true },
      tone,
    ],
  },
  {
    slug: "how-to-guide",
    category: "blog",
    output: "article",
    fields: [text("task", 120), text("audience", 120), area("steps", 800, true), tone],
  },
  {
    slug: "listicle",
    category: "blog",
    output: "article",
    fields: [text("topic", 120), area("items", 1200, true), text("audience", 120, false), tone],
  },
  {
    slug: "product-description",
    category: "commerce",
    output: "product",
    featured: true,
    fields: [text("product", 80), area("features", 600, true), text("audience", 120, false), tone],
  },
  {
    slug: "product-comparison",
    category: "commerce",
    output: "article",
    fields: [text("product", 80), text("competitor", 80), area("differences", 600, true), tone],
  },
  {
    slug: "email-campaign",
    category: "email",
    output: "email",
    featured: true,
    fields: [text("product", 80), text("offer", 160), text("audience", 120), text("deadline", 60, false), tone],
  },
  {
    slug: "newsletter",
    category: "email",
    output: "email",
    fields: [text("brand", 80), area("news", 800, true), text("audience", 120, false), tone],
  },
  {
    slug: "welcome-email",
    category: "email",
    output: "email",
    fields: [text("brand", 80), text("firstStep", 160), area("benefits", 400), tone],
  },
  {
    slug: "social-posts",
    category: "social",
    output: "social",
    featured: true,
    fields: [
      text("topic", 120),
      select("network", ["linkedin", "instagram", "x", "facebook"]),
      area("keyPoints", 600, true),
      text("audience", 120, false),
      tone,
    ],
  },
  {
    slug: "linkedin-post",
    category: "social",
    output: "social",
    fields: [text("topic", 120), area("insight", 600, true), tone],
  },
  {
    slug: "ad-copy",
    category: "ads",
    output: "ads",
    featured: true,
    fields: [text("product", 80), text("audience", 120), text("benefit", 160), tone],
  },
  {
    slug: "search-ads",
    category: "ads",
    output: "ads",
    fields: [text("product", 80), text("keywords", 160), text("benefit", 160), tone],
  },
  {
    slug: "press-release",
    category: "pr",
    output: "press-release",
    fields: [
      text("company", 80),
      text("headline", 140),
      area("details", 1000, true),
      text("quoteBy", 80, false),
      area("quote", 400),
      tone,
    ],
  },
];

export function findTemplate(slug: string): TemplateDefinition | undefined {
  return TEMPLATES.find((template) => template.slug === slug);
}

export function isTemplateCategory(value: string): value is TemplateCategory {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
}
