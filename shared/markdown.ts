/** The page title of a Markdown text: its first heading, else its first line. */
export function titleOf(markdown: string): string {
  const lines = markdown.split("\n").map((line) => line.trim());
  const heading = lines.find((line) => /^#{1,3}\s+\S/.test(line));
  const subject = lines.find((line) => /^\*\*[^*]+:\*\*\s*\S/.test(line));
  const first = heading ?? subject ?? lines.find(Boolean) ?? "";
  return first
    .replace(/^#{1,3}\s+/, "")
    .replace(/^\*\*[^*]+:\*\*\s*/, "")
    .replace(/[*_`]/g, "")
    .slice(0, 120)
    .trim();
}
