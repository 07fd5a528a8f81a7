import { POST_LIMITS } from "../../shared/social.ts";

/**
 * The character limits of the short formats, as ad platforms count characters (docs/writer.md,
 * "Model prompts" and "Evaluation"): a model is told them (./template-guides.ts), the offline
 * writer fits its lines to them (./builtin/posts.ts) and `npm run eval` measures every text
 * against them (bench/lib/eval-metrics.mjs). Node scripts read it too (it imports only with file extensions).
 *
 * Typical limits: X 280 characters; Meta ad headline ~40 and primary text ~125 before "See more";
 * Google search ads 30 per headline and 90 per description. CJK characters count twice.
 */
export const LIMITS = {
  xPost: POST_LIMITS.x,
  adHeadline: 40,
  adText: 125,
  searchHeadline: 30,
  searchDescription: 90,
} as const;

// One measure with the screen's post counts (shared/social.ts); the file's own extension, so Node
// scripts read it without a resolver.
export { displayWidth, WIDE } from "../../shared/social.ts";
