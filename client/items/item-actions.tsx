import { Eye, Globe, Link2, RefreshCw, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PageRef, ShareRef } from "../../shared/publishing";
import { href } from "../../shared/routes";
import { useApi } from "../api";
import { useLocale } from "../i18n";
import { copyText } from "../ui/clipboard";
import { lazyWithDelay } from "../ui/delayed-fallback";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";
import { NewTabLink } from "./new-tab-link";
import type { PublishDialogProps } from "./publish-dialog";
import type { ShareSheetProps } from "./share-sheet";

// The publish form (Radix Dialog) loads only when someone opens it; a slow load shows nothing for
// the first 200 ms (docs/product.md, "Interface kit": async pieces).
const PublishDialog = lazyWithDelay<PublishDialogProps>(() =>
  import("./publish-dialog").then((module) => ({ default: module.PublishDialog })),
);

// The share sheet (Radix Dialog and the Markdown preview) loads the same way, on the first "Share".
const ShareSheet = lazyWithDelay<ShareSheetProps>(() =>
  import("./share-sheet").then((module) => ({ default: module.ShareSheet })),
);

type Props = {
  itemId: string;
  /** The version on screen (the studio, the preview): share, preview and publish use it. */
  revision?: number;
  /** Whether that version has text and has ended, so a link or page can show it. */
  revisionReady?: boolean;
  /** The newest version with text that has ended: "the draft is at version n". */
  latest?: number | null;
  /** That version's text, when the screen has it (the publish form's defaults come from it). */
  content?: string;
  share: ShareRef | null;
  publication: PageRef | null;
  onChange(change: { share?: ShareRef | null; publication?: PageRef | null }): void;
  /** Publish is the main action, unless the screen has a better one (Copy all, for social posts). */
  publishSecondary?: boolean;
};

/**
 * Which version a link or page shows and, when the draft is ahead, where the draft is; and the
 * version "Update" would move it to: the one on screen in the studio, the newest in the link
 * manager (docs/api.md, "The link manager"). Nothing moves a link or a page but that button.
 */
function versionState(shown: number | null, onScreen: number | undefined, ready: boolean, latest?: number | null) {
  const target = onScreen === undefined ? (latest ?? undefined) : ready ? onScreen : undefined;
  return {
    ahead: shown !== null && latest != null && latest > shown ? latest : null,
    target: target !== undefined && target !== shown ? target : null,
  };
}

/**
 * Share (a sheet first; then copy, open, update, show or hide the brief, stop), preview and
 * publish (address, title, description; copy, open, update, embed, unpublish) for one item
 * (docs/api.md, "Sharing and publishing").
 */
export function ItemActions({
  itemId,
  revision,
  revisionReady = true,
  latest,
  content,
  share,
  publication,
  onChange,
  publishSecondary,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const id = useId();
  const [publishing, setPublishing] = useState(false);
  const [sharing, setSharing] = useState(false);
  // Dialogs are unmounted when they close, and actions replace their own buttons, so Radix cannot
  // give focus back: these refs do, never leaving it on <body>.
  const publishButton = useRef<HTMLButtonElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const copyShareButton = useRef<HTMLButtonElement>(null);
  // A button that only appears once the owner's screen has taken the change (its state may live
  // above this component), or that a closing dialog hands focus back to, gets it in the effect of
  // the render that shows it (the dialogs' own return of focus is turned off), not at a guessed
  // moment such as the next frame.
  const focusAfterChange = useRef<{ current: HTMLElement | null } | null>(null);
  useEffect(() => {
    const target = focusAfterChange.current?.current;
    if (!target) return;
    focusAfterChange.current = null;
    target.focus();
  });
  const closePublishing = () => {
    focusAfterChange.current = publishButton;
    setPublishing(false);
  };
  const studio = revision !== undefined;
  const linkState = versionState(share?.revision ?? null, revision, revisionReady, latest);
  const pageState = versionState(publication?.revision ?? null, revision, revisionReady, latest);

  const shared = async (created: ShareRef) => {
    setSharing(false);
    focusAfterChange.current = copyShareButton;
    onChange({ share: created });
    if (await copyText(created.url)) toast.success(t("sharing.shareCreated"), t("sharing.shareCreatedHelp"));
    else toast.success(t("sharing.shareCreatedNotCopied"));
  };
  const updateShare = async (to: number) => {
    try {
      onChange({ share: await api.post<ShareRef>(`/api/items/${itemId}/share`, { revision: to }) });
      toast.success(t("sharing.linkUpdated", { version: to }));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  const updatePage = async (to: number, page: PageRef) => {
    try {
      // The page keeps its address, title and description: only its text moves to the version.
      const body = { revision: to, title: page.title, description: page.description };
      onChange({ publication: await api.post<PageRef>(`/api/items/${itemId}/publication`, body) });
      toast.success(t("sharing.pageUpdated", { version: to }));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  const setShowBrief = async (showBrief: boolean) => {
    try {
      onChange({ share: await api.post<ShareRef>(`/api/items/${itemId}/share`, { showBrief }) });
      toast.success(t(showBrief ? "sharing.briefShown" : "sharing.briefHidden"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  const revokeShare = async () => {
    if (!(await confirm(t("sharing.revokeConfirm"), { action: t("sharing.revokeShare"), destructive: true }))) return;
    try {
      await api.delete(`/api/items/${itemId}/share`);
      // The "Share" button takes the group's place: focus goes there.
      focusAfterChange.current = shareButton;
      onChange({ share: null });
      toast.success(t("sharing.revoked"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  const unpublish = async () => {
    if (!(await confirm(t("sharing.unpublishConfirm"), { action: t("sharing.unpublish"), destructive: true }))) return;
    try {
      await api.delete(`/api/items/${itemId}/publication`);
      focusAfterChange.current = publishButton;
      onChange({ publication: null });
      toast.success(t("sharing.unpublished"));
    } catch {
      toast.error(t("sharing.actionFailed"));
    }
  };
  const copy = async (url: string) => {
    if (await copyText(url)) toast.success(t("sharing.linkCopied"));
    else toast.error(t("sharing.copyFailed"));
  };

  return (
    <div className="item-actions">
      {share ? (
        <fieldset className="action-group" aria-describedby={`${id}-link-state`}>
          <legend className="action-group-label">{t("sharing.linkGroup")}</legend>
          {/* Copying never moves the link: only "Update link" does. */}
          <button ref={copyShareButton} type="button" className="button small" onClick={() => copy(share.url)}>
            <Link2 size={14} aria-hidden="true" />
            {t("sharing.copyShareLink")}
          </button>
          <NewTabLink href={share.url}>{t("sharing.openShare")}</NewTabLink>
          {linkState.target !== null ? (
            <button
              type="button"
              className="button small"
              onClick={() => linkState.target !== null && updateShare(linkState.target)}
            >
              <RefreshCw size={14} aria-hidden="true" />
              {studio ? t("sharing.updateLinkHere") : t("sharing.updateLinkTo", { version: linkState.target })}
            </button>
          ) : null}
          <span className="toggle">
            <input
              id={`${id}-brief`}
              className="toggle-input"
              type="checkbox"
              checked={share.showBrief}
              onChange={(event) => setShowBrief(event.target.checked)}
            />
            <label htmlFor={`${id}-brief`}>{t("sharing.showBrief")}</label>
          </span>
          <button type="button" className="button small" onClick={revokeShare}>
            {t("sharing.revokeShare")}
          </button>
          {share.revision !== null ? (
            <p id={`${id}-link-state`} className="action-group-state">
              {linkState.ahead
                ? t("sharing.linkShowsAhead", { version: share.revision, draft: linkState.ahead })
                : t("sharing.linkShows", { version: share.revision })}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <button ref={shareButton} type="button" className="button small" onClick={() => setSharing(true)}>
          <Share2 size={14} aria-hidden="true" />
          {t("sharing.share")}
        </button>
      )}
      <Link
        className="button small"
        to={`${href(locale, "preview", { slug: itemId })}${revision ? `?revision=${revision}` : ""}`}
      >
        <Eye size={14} aria-hidden="true" />
        {t("sharing.preview")}
      </Link>
      {publication ? (
        <fieldset className="action-group" aria-describedby={`${id}-page-state`}>
          <legend className="action-group-label">{t("sharing.pageGroup")}</legend>
          <button
            ref={publishButton}
            type="button"
            className={publishSecondary ? "button small" : "button small primary"}
            onClick={() => setPublishing(true)}
          >
            <Globe size={14} aria-hidden="true" />
            {t("sharing.published")}
          </button>
          <NewTabLink href={publication.url}>{t("sharing.openPage")}</NewTabLink>
          <button type="button" className="button small" onClick={() => copy(publication.url)}>
            <Link2 size={14} aria-hidden="true" />
            {t("sharing.copyPageLink")}
          </button>
          {pageState.target !== null ? (
            <button
              type="button"
              className="button small"
              onClick={() => pageState.target !== null && updatePage(pageState.target, publication)}
            >
              <RefreshCw size={14} aria-hidden="true" />
              {studio ? t("sharing.updatePageHere") : t("sharing.updatePageTo", { version: pageState.target })}
            </button>
          ) : null}
          <button type="button" className="button small" onClick={unpublish}>
            {t("sharing.unpublish")}
          </button>
          <p id={`${id}-page-state`} className="action-group-state">
            {pageState.ahead
              ? t("sharing.pageShowsAhead", { version: publication.revision, draft: pageState.ahead })
              : t("sharing.pageShows", { version: publication.revision })}
          </p>
        </fieldset>
      ) : (
        <button
          ref={publishButton}
          type="button"
          className={publishSecondary ? "button small" : "button small primary"}
          onClick={() => setPublishing(true)}
        >
          <Globe size={14} aria-hidden="true" />
          {t("sharing.publish")}
        </button>
      )}
      {sharing ? (
        <ShareSheet
          itemId={itemId}
          revision={studio && revisionReady ? revision : undefined}
          onOpenChange={(open) => {
            if (open) return;
            focusAfterChange.current = shareButton;
            setSharing(false);
          }}
          onShared={shared}
        />
      ) : null}
      {publishing ? (
        <PublishDialog
          itemId={itemId}
          revision={revision}
          content={content}
          current={publication}
          onOpenChange={(open) => (open ? setPublishing(true) : closePublishing())}
          onPublished={(published) => {
            // The dialog stays open on the live page's address, copy, open and embed.
            onChange({ publication: published });
            toast.success(t("sharing.publishedToast"));
          }}
        />
      ) : null}
    </div>
  );
}
