import { ChevronLeft, ChevronRight, GitCompare, History, ListOrdered, Play, Square } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Writer } from "../../shared/generation";
import type { PostNetwork } from "../../shared/social";
import { MarkdownView } from "../components/markdown-view";
import { splitComponent } from "../ui/split-component";
import type { Session } from "./session";

/*
 * What only a result needs loads with it, not with the page (docs/performance.md, "What loads
 * after hydration"): the progress bar while a version is written, the social posts' cards, the
 * version list and comparison when asked for, and the actions on a finished text (output-actions.tsx).
 */
const Progress = splitComponent(
  () => import("../ui/progress").then((module) => module.Progress),
  () => <div className="progress" />,
);
const SocialPosts = splitComponent(() => import("./social-posts").then((module) => module.SocialPosts));
const VersionList = splitComponent(() => import("./version-list").then((module) => module.VersionList));
const VersionCompare = splitComponent(() => import("./version-compare").then((module) => module.VersionCompare));
const OutputActions = splitComponent(() => import("./output-actions").then((module) => module.OutputActions));

/** Loads the actions on a finished text ahead of the first one (client/generate/generate-workspace.tsx). */
export const preloadOutputActions = () => OutputActions.preload();

/** How the screen names each writer (locales/{code}/ui.json). */
const WRITER_NAMES: Record<Writer, string> = {
  builtin: "generate.writers.builtin",
  "workers-ai": "generate.writers.workersAi",
  openai: "generate.writers.openai",
};

type Props = {
  session: Session;
  shown: number;
  streaming: boolean;
  onShow(index: number): void;
  onStop(): void;
  onRegenerate(): void;
  /** "Restore this version": makes an older version the newest (the studio only). */
  onRestore?(index: number): void;
  /** "Continue writing" a stopped newest version (the studio only). */
  onContinue?(number: number): void;
  /** Share, preview and publish actions for the saved item. */
  itemActions?: ReactNode;
  /** "Edit": opens the editor on the newest version (the studio only). */
  onEdit?(): void;
  /** The editor, while the visitor edits: it takes the place of the text. */
  editor?: ReactNode;
  /** A set of social posts (and its network, when known): cards, each with Copy and its length. */
  posts?: { network: PostNetwork | null };
};

/** The result: the shown version rendered as it streams, its status, and what can be done with it. */
export function OutputPanel({
  session,
  shown,
  streaming,
  onShow,
  onStop,
  onRegenerate,
  onRestore,
  onContinue,
  itemActions,
  onEdit,
  editor,
  posts,
}: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const revision = session.revisions[shown];
  const before = shown > 0 ? session.revisions[shown - 1] : undefined;
  // Compare shows what changed between two versions: by default the one on screen and the one
  // before it; the version list compares any other with the one on screen.
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const compared = compare && {
    from: session.revisions[compare.from],
    to: session.revisions[compare.to],
  };
  const showingChanges = Boolean(compared?.from?.content && compared.to?.content);
  const total = session.revisions.length;
  // Another version on screen, or a new one: the comparison of the last one ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown and total are what end it.
  useEffect(() => setCompare(null), [shown, total]);
  // Social posts show as cards once written: their code loads while the text is being written or
  // reopened, so the finished text does not wait for it (or show nothing meanwhile).
  const wantsPosts = Boolean(posts && revision);
  useEffect(() => {
    if (wantsPosts) void SocialPosts.preload();
  }, [wantsPosts]);

  return (
    <section className="output-panel" aria-labelledby="output-title" aria-busy={streaming}>
      <header className="output-head">
        {/* Focusable from script: a new version brings it into view and keeps focus on the page. */}
        <h2 id="output-title" tabIndex={-1}>
          {t("generate.outputTitle")}
        </h2>
        {total > 1 ? (
          <div className="version-switch">
            <button
              type="button"
              className="button small"
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => setListOpen(!listOpen)}
            >
              <ListOrdered size={14} aria-hidden="true" />
              {t("studio.versionsCount", { count: total })}
            </button>
            <span className="version-step">
              <button
                type="button"
                className="icon-button"
                disabled={shown === 0}
                onClick={() => onShow(shown - 1)}
                aria-label={t("generate.revision", { number: shown })}
              >
                <ChevronLeft size={16} aria-hidden="true" />
              </button>
              <span>{t("generate.revisionOf", { number: shown + 1, total })}</span>
              <button
                type="button"
                className="icon-button"
                disabled={shown >= total - 1}
                onClick={() => onShow(shown + 1)}
                aria-label={t("generate.revision", { number: shown + 2 })}
              >
                <ChevronRight size={16} aria-hidden="true" />
              </button>
            </span>
          </div>
        ) : null}
      </header>
      {listOpen && total > 1 ? (
        <VersionList
          id={listId}
          revisions={session.revisions}
          shown={shown}
          onShow={onShow}
          onCompare={(index) => setCompare({ from: Math.min(index, shown), to: Math.max(index, shown) })}
        />
      ) : null}
      {streaming ? (
        <div className="stream-bar">
          <Progress value={null} label={t("generate.progressLabel")} />
          <button type="button" className="button small" onClick={onStop}>
            <Square size={14} aria-hidden="true" />
            {t("generate.stop")}
          </button>
        </div>
      ) : null}
      {total > 1 && !streaming && !editor ? (
        <div className="version-tools">
          {before?.content || showingChanges ? (
            <button
              type="button"
              className="button small"
              aria-pressed={showingChanges}
              onClick={() => setCompare(showingChanges ? null : { from: shown - 1, to: shown })}
            >
              <GitCompare size={14} aria-hidden="true" />
              {showingChanges ? t("generate.compareHide") : t("generate.compare")}
            </button>
          ) : null}
          {onRestore && shown < total - 1 && revision?.content ? (
            <button type="button" className="button small" onClick={() => onRestore(shown)}>
              <History size={14} aria-hidden="true" />
              {t("generate.restore")}
            </button>
          ) : null}
        </div>
      ) : null}
      {editor}
      <div className="output-body" aria-live="polite" data-testid="output" hidden={Boolean(editor)}>
        {showingChanges && compared?.from && compared.to ? (
          <VersionCompare
            before={compared.from.content}
            after={compared.to.content}
            from={compared.from.number}
            to={compared.to.number}
          />
        ) : revision && posts && revision.status === "complete" ? (
          <SocialPosts markdown={revision.content} network={posts.network} />
        ) : revision ? (
          <MarkdownView markdown={revision.content} streaming={revision.status === "streaming"} />
        ) : (
          <p className="empty-output">{t("generate.outputEmpty")}</p>
        )}
        {revision?.status === "stopped" ? (
          <div className="notice warning">
            <p>
              {t(
                revision.stopReason === "length"
                  ? "generate.stoppedLength"
                  : revision.stopReason === "time_limit"
                    ? "generate.stoppedTimeLimit"
                    : "generate.stopped",
              )}
            </p>
            {onContinue && !streaming && shown === total - 1 && revision.content ? (
              <button type="button" className="button small" onClick={() => onContinue(revision.number)}>
                <Play size={14} aria-hidden="true" />
                {t("generate.continue")}
              </button>
            ) : null}
          </div>
        ) : null}
        {revision?.status === "failed" ? <p className="notice error">{t("generate.failed")}</p> : null}
      </div>
      {revision?.writer && revision.content && revision.status !== "streaming" && !editor ? (
        <p className="writer-note">{t("generate.writtenBy", { writer: t(WRITER_NAMES[revision.writer]) })}</p>
      ) : null}
      {revision && !streaming && revision.content && !editor ? (
        <div className="output-actions">
          <OutputActions
            content={revision.content}
            locale={session.locale}
            copyAll={Boolean(posts)}
            onEdit={onEdit && shown === total - 1 ? onEdit : undefined}
            onRegenerate={onRegenerate}
          />
          {itemActions}
        </div>
      ) : null}
    </section>
  );
}
