import type { Locale } from "../../shared/locales";
import { draftHref } from "../generate/open-draft";

/** The generation screen reopening one of the visitor's items at its draft address (`?draft=`). */
export function editItemHref(locale: Locale, item: { id: string; template: string }): string {
  return draftHref(locale, { template: item.template, id: item.id });
}
