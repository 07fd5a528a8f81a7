import { data } from "react-router";
import { findTemplate } from "../../shared/catalog/templates";
import { LOCALE_CODES } from "../../shared/locales";
import type { PostedBrief } from "./classic-generator";

/** A brief is a few KiB at most (docs/api.md, "Generation": 16 KiB a body). */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * Reads the classic generator's form posted without JavaScript (docs/api.md, "Screens that use it").
 * Nothing is written: the text is written by the page's script, so the page comes back with the
 * brief and says so. Only the template's fields are kept, as text, each within its length; a body
 * that is not a form, or too large, is answered with the empty brief or a 413.
 */
export async function readNoScriptBrief(slug: string, request: Request): Promise<PostedBrief> {
  const template = findTemplate(slug);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!template) throw data(null, { status: 404 });
  if (!(length <= MAX_FORM_BYTES)) throw data(null, { status: 413 });
  const form = await request.formData().catch(() => null);
  const values: Record<string, string> = {};
  for (const field of template.fields) {
    const value = form?.get(field.name);
    if (typeof value !== "string" || !value) continue;
    values[field.name] = field.maxLength ? Array.from(value).slice(0, field.maxLength).join("") : value.slice(0, 4000);
  }
  const locale = form?.get("locale");
  return { values, locale: LOCALE_CODES.find((code) => code === locale) ?? null };
}
