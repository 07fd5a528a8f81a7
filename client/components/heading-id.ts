/**
 * The `id` of a heading in generated or sample Markdown, from its plain text, in any script:
 * letters, digits and combining marks of every language are kept (NFKC, lower case), everything
 * else becomes a hyphen. It is never empty, so a heading of emoji or punctuation alone still gets
 * a valid id ("text-section"). Repeats within one text are numbered by markdown-to-jsx, which
 * adds "-1", "-2" to whatever this returns (see markdown-content.tsx).
 *
 * Every id starts with `text-`: a heading is the visitor's words, and "Main" or "Output" must not
 * give a second element the id of the page's own `<main id="main">` or output panel.
 */
export function headingId(text: string): string {
  const slug = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `text-${slug === "" ? "section" : slug}`;
}
