/**
 * Text that has no place in anything a visitor types (docs/security.md, "Input"): C0 and C1
 * control characters other than tab, line feed and carriage return, and UTF-16 surrogates without
 * their pair (JSON's `\ud800` escape or a cut emoji makes one). They break what later stores,
 * renders, searches or forwards the text.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** The text without those characters: for inputs that are better cleaned than refused, like a search. */
export function stripUnsafeText(text: string): string {
  return text.replace(new RegExp(UNSAFE_TEXT.source, "g"), "");
}
