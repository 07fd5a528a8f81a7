import { useSyncExternalStore } from "react";
import type { Locale } from "../../shared/locales";
import { href } from "../../shared/routes";
import { isCatalogSlug, isToken } from "../../shared/slugs";

/**
 * The draft open in this tab's generation screen, so the header's Generate link returns to it
 * (docs/api.md has the draft URL). Kept in session storage: one per tab, surviving reloads.
 */
export type OpenDraft = { template: string; id: string };

const STORAGE_KEY = "parla:open-draft";
const listeners = new Set<() => void>();
let current: OpenDraft | null | undefined;

function read(): OpenDraft | null {
  if (current !== undefined) return current;
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<OpenDraft> | null;
    current =
      parsed &&
      typeof parsed.template === "string" &&
      isCatalogSlug(parsed.template) &&
      typeof parsed.id === "string" &&
      isToken(parsed.id)
        ? { template: parsed.template, id: parsed.id }
        : null;
  } catch {
    current = null;
  }
  return current;
}

export function setOpenDraft(draft: OpenDraft | null): void {
  if (read()?.id === draft?.id && read()?.template === draft?.template) return;
  current = draft;
  try {
    if (draft) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage is blocked: the link still works for this page's life.
  }
  for (const listener of listeners) listener();
}

/** The address of a draft on the generation screen: `/generate/{template}?draft={id}`, in a locale. */
export function draftHref(locale: Locale, draft: OpenDraft): string {
  return `${href(locale, "generate", { slug: draft.template })}?draft=${encodeURIComponent(draft.id)}`;
}

/** The open draft, or null; always null in the server render and the first client render. */
export function useOpenDraft(): OpenDraft | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
