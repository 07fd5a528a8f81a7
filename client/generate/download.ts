import { renderedHtml } from "./copy-text";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);

/** A standalone HTML document of generated Markdown; raw HTML stays text, links are http(s)/mailto. */
export function toHtmlDocument(markdown: string, title: string, language: string): string {
  const body = renderedHtml(markdown);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:17px/1.6 system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;color:#101828}h1,h2{line-height:1.2}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A file name from a title: letters, digits and dashes only. */
export function fileNameOf(title: string, extension: "md" | "html"): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return `${base || "parla"}.${extension}`;
}

/** Saves text as a file through a temporary object URL. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
