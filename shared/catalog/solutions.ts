/** Solutions (who Parla is for): structure and links; texts live in `locales/{code}/catalog.json`. */
export type SolutionDefinition = {
  slug: string;
  templates: readonly string[];
  useCases: readonly string[];
};

export const SOLUTIONS: readonly SolutionDefinition[] = [
  {
    slug: "teams/marketing",
    templates: ["landing-page", "email-campaign", "social-posts", "ad-copy"],
    useCases: ["marketing/product-launch", "marketing/seasonal-sale", "social/weekly-calendar"],
  },
  {
    slug: "teams/content",
    templates: ["blog-post", "how-to-guide", "listicle", "newsletter"],
    useCases: ["content/seo-blog-post", "content/how-to-guide", "marketing/newsletter"],
  },
  {
    slug: "teams/support",
    templates: ["faq-page", "how-to-guide", "welcome-email"],
    useCases: ["support/help-center-faq", "content/how-to-guide"],
  },
  {
    slug: "industries/real-estate",
    templates: ["product-description", "social-posts", "email-campaign"],
    useCases: ["real-estate/property-listing", "social/weekly-calendar"],
  },
  {
    slug: "industries/ecommerce",
    templates: ["product-description", "product-comparison", "email-campaign", "ad-copy"],
    useCases: ["ecommerce/product-pages", "marketing/seasonal-sale"],
  },
  {
    slug: "industries/saas",
    templates: ["landing-page", "press-release", "welcome-email", "search-ads"],
    useCases: ["saas/feature-announcement", "pr/funding-announcement", "marketing/product-launch"],
  },
  {
    slug: "industries/travel",
    templates: ["blog-post", "listicle", "social-posts", "newsletter"],
    useCases: ["travel/destination-guide", "social/weekly-calendar"],
  },
  {
    slug: "agencies",
    templates: ["landing-page", "about-page", "press-release", "ad-copy"],
    useCases: ["marketing/product-launch", "pr/funding-announcement", "content/seo-blog-post"],
  },
];

export function findSolution(slug: string): SolutionDefinition | undefined {
  return SOLUTIONS.find((solution) => solution.slug === slug);
}
