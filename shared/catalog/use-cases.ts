/** Use cases (what people make): structure and links; texts and samples live in `locales/{code}/`. */
export type UseCaseDefinition = {
  slug: string;
  templates: readonly string[];
};

export const USE_CASES: readonly UseCaseDefinition[] = [
  { slug: "marketing/product-launch", templates: ["landing-page", "email-campaign", "social-posts", "press-release"] },
  { slug: "marketing/seasonal-sale", templates: ["email-campaign", "ad-copy", "social-posts"] },
  { slug: "marketing/newsletter", templates: ["newsletter"] },
  { slug: "content/seo-blog-post", templates: ["blog-post", "listicle"] },
  { slug: "content/how-to-guide", templates: ["how-to-guide"] },
  { slug: "ecommerce/product-pages", templates: ["product-description", "product-comparison"] },
  { slug: "real-estate/property-listing", templates: ["product-description", "social-posts"] },
  { slug: "saas/feature-announcement", templates: ["landing-page", "email-campaign", "linkedin-post"] },
  { slug: "social/weekly-calendar", templates: ["social-posts", "linkedin-post"] },
  { slug: "pr/funding-announcement", templates: ["press-release", "linkedin-post"] },
  { slug: "travel/destination-guide", templates: ["blog-post", "listicle"] },
  { slug: "support/help-center-faq", templates: ["faq-page", "how-to-guide"] },
];

export function findUseCase(slug: string): UseCaseDefinition | undefined {
  return USE_CASES.find((useCase) => useCase.slug === slug);
}
