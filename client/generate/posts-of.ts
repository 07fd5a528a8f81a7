import type { TemplateDetail } from "../../shared/catalog/api-types";
import { isPostNetwork, type PostNetwork } from "../../shared/social";

/**
 * Whether a template writes social posts, and for which network: the brief's `network`, or
 * LinkedIn for the LinkedIn post (null when the brief names none). Undefined for other templates.
 */
export function postsOf(
  template: Pick<TemplateDetail, "slug" | "output">,
  brief: Record<string, string>,
): { network: PostNetwork | null } | undefined {
  if (template.output !== "social") return undefined;
  const network = template.slug === "linkedin-post" ? "linkedin" : brief.network;
  return { network: isPostNetwork(network) ? network : null };
}
