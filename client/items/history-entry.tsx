import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ItemSummary } from "../../shared/items";
import { Highlight } from "../components/highlight";
import { useLocale } from "../i18n";
import { useLocalDateTime } from "../ui/dates";
import { browserIdle, splitComponent } from "../ui/split-component";
import { editItemHref } from "./edit-href";

/*
 * Rename, delete, share, preview and publish, and the statistics toggle of each entry: rendered by
 * the server, their code (history-tools.tsx) loads once the browser is idle after hydration, or at
 * once when one of them is clicked before, which the click then waits for (docs/performance.md,
 * "What loads after hydration", "A click before the code"). The rename form comes with them.
 */
const tools = () => import("./history-tools");
const RenameForm = splitComponent(() => tools().then((module) => module.RenameForm));
const EntryTools = splitComponent(
  () => Promise.all([tools(), RenameForm.preload()]).then(([module]) => module.EntryTools),
  undefined,
  { after: browserIdle },
);
const PageStatsToggle = splitComponent(() => tools().then((module) => module.PageStatsToggle), undefined, {
  after: browserIdle,
});

type Props = {
  item: ItemSummary;
  /** The history search: its terms are marked in the title and in the excerpt of the text. */
  query?: string;
  onDeleted(id: string): void;
  /** The id of the entry's title, which names the list item around it (routes/history.tsx). */
  titleId: string;
};

/**
 * One item in the history: title, state, where a search matched, and open / rename / delete / share
 * / publish. Its list item is the page's (routes/history.tsx): a split part sits in a wrapper
 * element, which a list may not hold.
 */
export function HistoryEntry({ item: initial, query = "", onDeleted, titleId }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [item, setItem] = useState(initial);
  const [renaming, setRenaming] = useState(false);
  const shownTitle = item.title || t("history.untitled");
  const date = useLocalDateTime(locale, item.updatedAt, { dateStyle: "medium", timeStyle: "short" });

  const renameButton = useRef<HTMLButtonElement>(null);
  // Leaving the rename form, saved or not, puts focus back on the Rename button, never on <body>.
  const renamed = (title: string | null) => {
    if (title !== null) setItem((current) => ({ ...current, title }));
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <>
      <div className="history-main">
        {renaming ? (
          <RenameForm item={item} onDone={renamed} />
        ) : (
          <h2 id={titleId} className="history-title">
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
        <EntryTools
          item={item}
          shownTitle={shownTitle}
          renameButton={renameButton}
          onRename={() => setRenaming(true)}
          onDeleted={onDeleted}
          onChange={(change) => setItem((current) => ({ ...current, ...change }))}
        />
      </fieldset>
      <PageStatsToggle itemId={item.id} share={item.share} publication={item.publication} />
    </>
  );
}
