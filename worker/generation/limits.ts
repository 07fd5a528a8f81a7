/**
 * The character limits of the short formats, as ad platforms count characters (docs/writer.md,
 * "Model prompts" and "Evaluation"): a model is told them (./template-guides.ts), the offline
 * writer fits its lines to them (./builtin/posts.ts) and `npm run eval` measures every text
 * against them (bench/lib/eval-metrics.mjs). No imports, so Node scripts can read it too.
 *
 * Typical limits: X 280 characters; Meta ad headline ~40 and primary text ~125 before "See more";
 * Google search ads 30 per headline and 90 per description. CJK characters count twice.
 */
export const LIMITS = {
  xPost: 280,
  adHeadline: 40,
  adText: 125,
  searchHeadline: 30,
  searchDescription: 90,
} as const;

/** Wide characters: CJK and full-width forms, which ad platforms count twice. */
export const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Characters as ad platforms count them: CJK and full-width characters count twice. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}
