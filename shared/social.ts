/**
 * How long a post may be on each network the social templates write for (docs/product.md,
 * "Social posts"), as the network counts it: X weighs Chinese, Japanese and Korean characters
 * (and full-width forms) twice, the others count characters.
 */
export const POST_LIMITS = { x: 280, instagram: 2200, linkedin: 3000, facebook: 63206 } as const;
export type PostNetwork = keyof typeof POST_LIMITS;
/** The networks' own names, the same in every language. */
export const NETWORK_NAMES: Record<PostNetwork, string> = {
  x: "X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  facebook: "Facebook",
};

export function isPostNetwork(value: string | undefined): value is PostNetwork {
  return value !== undefined && Object.hasOwn(POST_LIMITS, value);
}

export const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Characters as ad platforms and X count them: CJK and full-width characters count twice. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A post's length as its network counts it. */
export function postLength(text: string, network: PostNetwork): number {
  return network === "x" ? displayWidth(text) : Array.from(text).length;
}
