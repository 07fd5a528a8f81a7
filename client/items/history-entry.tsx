import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ItemDetail, ItemSummary } from "../../shared/items";
import { MAX_TITLE_LENGTH } from "../../shared/items";
import { useApi } from "../api";
import { Highlight } from "../components/highlight";
import { useLocale } from "../i18n";
import { useLocalDateTime } from "../ui/dates";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";
import { editItemHref } from "./edit-href";
import { ItemActions } from "./item-actions";
import { PageStatsToggle } from "./page-stats-toggle";

type Props = {
  item: ItemSummary;
  /** The history search: its terms are marked in the title and in the excerpt of the text. */
  query?: string;
  onDeleted(id: string): void;
};

/** One item in the history: title, state, where a search matched, and open / rename / delete / share / publish. */
export function HistoryEntry({ item: initial, query = "", onDeleted }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const id = useId();
  const [item, setItem] = useState(initial);
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(initial.title);
  const shownTitle = item.title || t("history.untitled");
  const date = useLocalDateTime(locale, item.updatedAt, { dateStyle: "medium", timeStyle: "short" });

  const renameButton = useRef<HTMLButtonElement>(null);
  // Leaving the rename form puts focus back on the Rename button, never on <body>.
  const cancelRename = () => {
    setTitle(item.title);
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    try {
      const updated = await api.patch<ItemDetail>(`/api/items/${item.id}`, { title: trimmed });
      setItem((current) => ({ ...current, title: updated.title }));
      setRenaming(false);
      requestAnimationFrame(() => renameButton.current?.focus());
      toast.success(t("history.renamed"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
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
    <li className="card history-entry" aria-labelledby={`${id}-title`} data-item={item.id}>
      <div className="history-main">
        {renaming ? (
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
                  cancelRename();
                }
              }}
            />
            <button type="submit" className="button small primary">
              {t("history.save")}
            </button>
            <button type="button" className="button small" onClick={cancelRename}>
              {t("history.cancel")}
            </button>
          </form>
        ) : (
          <h2 id={`${id}-title`} className="history-title">
            <Link to={editItemHref(locale, item)}>
              <Highlight text={shownTitle} query={query} />
            </Link>
          </h2>
        )}
        {item.excerpt ? (
          <p className="history-excerpt" lang={item.locale}>
            <Highlight text={item.excerpt} query={query} />
          </p>
        ) : null}
        <p className="history-meta">
          <span>{t("history.updated", { date })}</span>
          <span>{t("history.versions", { count: item.revisionCount })}</span>
          <span className={`status status-${item.status}`}>{t(`history.status.${item.status}`)}</span>
          {item.share ? <span className="badge">{t("history.shared")}</span> : null}
          {item.publication ? <span className="badge">{t("history.publishedBadge")}</span> : null}
        </p>
      </div>
      <fieldset className="history-tools">
        <legend className="visually-hidden">{t("history.actionsFor", { title: shownTitle })}</legend>
        <button ref={renameButton} type="button" className="button small" onClick={() => setRenaming(true)}>
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
          onChange={(change) => setItem((current) => ({ ...current, ...change }))}
        />
      </fieldset>
      <PageStatsToggle itemId={item.id} share={item.share} publication={item.publication} />
    </li>
  );
}
