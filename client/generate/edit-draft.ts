/**
 * Unsaved hand edits, kept in this browser until they are saved or discarded (docs/product.md,
 * "The studio"): a reload, a closed tab or a visit elsewhere never loses them; the editor opens
 * with them again. One per draft, with the version they edit.
 */
export type EditDraft = { basedOn: number; text: string };

const keyOf = (itemId: string) => `parla:edit:${itemId}`;

export function readEditDraft(itemId: string): EditDraft | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(keyOf(itemId)) ?? "null") as Partial<EditDraft> | null;
    return parsed && typeof parsed.text === "string" && Number.isSafeInteger(parsed.basedOn)
      ? { basedOn: parsed.basedOn as number, text: parsed.text }
      : null;
  } catch {
    return null;
  }
}

export function writeEditDraft(itemId: string, draft: EditDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(keyOf(itemId), JSON.stringify(draft));
    else window.localStorage.removeItem(keyOf(itemId));
  } catch {
    // Storage is full or blocked: the edits live as long as the page, and leaving asks first.
  }
}
