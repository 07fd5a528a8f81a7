import { GitCompare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../i18n";
import { dateFormat } from "../ui/dates";
import type { SessionRevision } from "./session";
import { useVersionStory } from "./version-story";

/** One version's time: the hour today, the date and hour before. */
function useVersionTime() {
  const locale = useLocale();
  return (iso: string): string => {
    const when = new Date(iso);
    const today = new Date().toDateString() === when.toDateString();
    return dateFormat(locale, today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(
      when,
    );
  };
}

/**
 * Every version of the draft, newest first (docs/product.md, "The studio"): its number and time,
 * what made it and who wrote it. Choosing one shows it; "Compare" sets it beside the version on
 * screen. A list in the result panel, so it folds into the page on a phone.
 */
export function VersionList({
  id,
  revisions,
  shown,
  onShow,
  onCompare,
}: {
  id: string;
  revisions: readonly SessionRevision[];
  shown: number;
  onShow(index: number): void;
  onCompare(index: number): void;
}) {
  const { t } = useTranslation();
  const story = useVersionStory();
  const timeOf = useVersionTime();
  const entries = revisions.map((revision, index) => ({ revision, index })).reverse();
  return (
    <section id={id} className="version-list" aria-label={t("studio.versions")}>
      <ol>
        {entries.map(({ revision, index }) => {
          const writer = story.writer(revision);
          const current = index === shown;
          return (
            <li key={revision.number} className={current ? "is-shown" : undefined} data-version={revision.number}>
              <button
                type="button"
                className="version-entry"
                aria-current={current ? "true" : undefined}
                onClick={() => onShow(index)}
              >
                <span className="version-name">{t("generate.revision", { number: revision.number })}</span>
                <time dateTime={revision.createdAt}>{timeOf(revision.createdAt)}</time>
                <span className="version-made">{story.made(revision, index)}</span>
                {writer ? <span className="version-writer">{t("studio.writtenBy", { writer })}</span> : null}
              </button>
              {!current && revision.content && revisions[shown]?.content ? (
                <button type="button" className="button small" onClick={() => onCompare(index)}>
                  <GitCompare size={14} aria-hidden="true" />
                  {t("studio.compareWith", { number: revisions[shown]?.number })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
