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
 * where it does not. False when the browser refuses both. The text may still be on its way (a
 * converter that loads on first use): the clipboard is asked at once with promised contents, so
 * the click's permission holds.
 */
export async function copyRich(
  content: { text: string; html: string } | Promise<{ text: string; html: string }>,
): Promise<boolean> {
  const pending = Promise.resolve(content);
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function") {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/plain": pending.then(({ text }) => new Blob([text], { type: "text/plain" })),
          "text/html": pending.then(({ html }) => new Blob([html], { type: "text/html" })),
        }),
      ]);
      return true;
    } catch {
      // Some browsers refuse text/html: plain text below.
    }
  }
  try {
    return copyText((await pending).text);
  } catch {
    return false;
  }
}
