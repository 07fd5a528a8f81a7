import type { TemplateDefinition } from "./catalog/templates";

/** Why a brief field was refused; the client shows a localized message per code. */
export type BriefIssue = {
  field: string;
  code: "required" | "too_long" | "invalid_option" | "invalid_url" | "unknown_field" | "not_text";
  message: string;
};

/** An absolute http: or https: address with a host and no spaces (javascript:, data: and the like are refused). */
export function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

/** Characters as a person counts them (code points, so an emoji or a kanji counts once). */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * Checks a brief against its template's fields (required, max length, select options), on the
 * client before sending and on the server before any stream starts (docs/api.md, "A template's brief").
 * Values are trimmed; empty optional fields are dropped.
 */
export function validateBrief(
  template: TemplateDefinition,
  raw: unknown,
): { inputs: Record<string, string>; issues: BriefIssue[] } {
  const issues: BriefIssue[] = [];
  const inputs: Record<string, string> = {};
  const values = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const known = new Set(template.fields.map((field) => field.name));

  for (const name of Object.keys(values)) {
    if (!known.has(name))
      issues.push({ field: name.slice(0, 40), code: "unknown_field", message: `Unknown field "${name.slice(0, 40)}"` });
  }
  for (const field of template.fields) {
    const value = values[field.name];
    if (value !== undefined && value !== null && typeof value !== "string") {
      issues.push({ field: field.name, code: "not_text", message: `Field "${field.name}" must be text` });
      continue;
    }
    const text = (value ?? "").trim();
    if (!text) {
      if (field.required)
        issues.push({ field: field.name, code: "required", message: `Field "${field.name}" is required` });
      continue;
    }
    if (field.maxLength !== undefined && textLength(text) > field.maxLength) {
      issues.push({
        field: field.name,
        code: "too_long",
        message: `Field "${field.name}" is longer than ${field.maxLength} characters`,
      });
      continue;
    }
    if (field.options && !field.options.includes(text)) {
      issues.push({
        field: field.name,
        code: "invalid_option",
        message: `Field "${field.name}" must be one of: ${field.options.join(", ")}`,
      });
      continue;
    }
    if (field.type === "url" && !isWebAddress(text)) {
      issues.push({
        field: field.name,
        code: "invalid_url",
        message: `Field "${field.name}" must be an http(s) address`,
      });
      continue;
    }
    inputs[field.name] = text;
  }
  return { inputs, issues };
}
