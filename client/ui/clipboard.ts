/** Copies text to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a text as plain text and, where the browser's clipboard takes it (ClipboardItem), as
 * HTML too, so a rich editor pastes headings and lists and a plain one the text; plain text only
 * where it does not. False when the browser refuses both.
 */
export async function copyRich({ text, html }: { text: string; html: string }): Promise<boolean> {
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function") {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/plain": new Blob([text], { type: "text/plain" }),
          "text/html": new Blob([html], { type: "text/html" }),
        }),
      ]);
      return true;
    } catch {
      // Some browsers refuse text/html: plain text below.
    }
  }
  return copyText(text);
}
