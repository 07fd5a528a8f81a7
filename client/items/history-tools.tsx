import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ItemDetail, ItemSummary } from "../../shared/items";
import { MAX_TITLE_LENGTH } from "../../shared/items";
import type { PageRef, ShareRef } from "../../shared/publishing";
import { useApi } from "../api";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";
import { ItemActions } from "./item-actions";

// The statistics toggle and "Your data" load with the entries' tools (history-entry.tsx).
export { PageStatsToggle } from "./page-stats-toggle";
export { YourData } from "./your-data";

type ToolsProps = {
  item: ItemSummary;
  /** The title as shown (or "Untitled"): the delete question names it. */
  shownTitle: string;
  renameButton: RefObject<HTMLButtonElement | null>;
  onRename(): void;
  onDeleted(id: string): void;
  onChange(change: { share?: ShareRef | null; publication?: PageRef | null }): void;
};

/**
 * What can be done with one history entry (history-entry.tsx): rename, delete, share, preview and
 * publish. The history's tools are a module of their own, loaded once the browser is idle after
 * hydration (docs/performance.md, "What loads after hydration").
 */
export function EntryTools({ item, shownTitle, renameButton, onRename, onDeleted, onChange }: ToolsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const remove = async () => {
    if (
      !(await confirm(t("history.deleteConfirm", { title: shownTitle }), {
        title: t("history.deleteTitle"),
        action: t("history.delete"),
        destructive: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/items/${item.id}`);
      onDeleted(item.id);
      toast.success(t("history.deleted"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  return (
    <>
      <button ref={renameButton} type="button" className="button small" onClick={onRename}>
        <Pencil size={14} aria-hidden="true" />
        {t("history.rename")}
      </button>
      <button type="button" className="button small" onClick={remove}>
        <Trash2 size={14} aria-hidden="true" />
        {t("history.delete")}
      </button>
      <ItemActions
        itemId={item.id}
        latest={item.latestRevision}
        share={item.share}
        publication={item.publication}
        onChange={onChange}
      />
    </>
  );
}

/** The rename form that takes the title's place; `onDone` gets the saved title, or null when left. */
export function RenameForm({ item, onDone }: { item: ItemSummary; onDone(title: string | null): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [title, setTitle] = useState(item.title);
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    try {
      const updated = await api.patch<ItemDetail>(`/api/items/${item.id}`, { title: trimmed });
      onDone(updated.title);
      toast.success(t("history.renamed"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  return (
    <form onSubmit={rename} className="rename-form">
      <label htmlFor={`${id}-rename`} className="visually-hidden">
        {t("history.renameLabel")}
      </label>
      <input
        id={`${id}-rename`}
        value={title}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the visitor just asked to rename: the field is where they type.
        autoFocus
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <button type="submit" className="button small primary">
        {t("history.save")}
      </button>
      <button type="button" className="button small" onClick={() => onDone(null)}>
        {t("history.cancel")}
      </button>
    </form>
  );
}
