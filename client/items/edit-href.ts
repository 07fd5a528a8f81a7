import type { Locale } from "../../shared/locales";
import { href } from "../../shared/routes";

/** The generation screen reopening one of the visitor's items (`?item=`, client/routes/generate.tsx). */
export function editItemHref(locale: Locale, item: { id: string; template: string }): string {
  return `${href(locale, "generate", { slug: item.template })}?item=${encodeURIComponent(item.id)}`;
}
