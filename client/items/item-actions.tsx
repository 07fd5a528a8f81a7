import { Eye, Globe, Link2, Share2 } from "lucide-react";
import { useId, useRef, useState } from "react";
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

// The publish form (Radix Dialog) loads only when someone opens it; a slow load shows nothing for
// the first 200 ms (docs/product.md, "Interface kit": async pieces).
const PublishDialog = lazyWithDelay<PublishDialogProps>(() =>
  import("./publish-dialog").then((module) => ({ default: module.PublishDialog })),
);

type Props = {
  itemId: string;
  /** The version on screen: share, preview and publish use it; without it, the newest version. */
  revision?: number;
  /** That version's text, when the screen has it (the publish form's defaults come from it). */
  content?: string;
  share: ShareRef | null;
  publication: PageRef | null;
  onChange(change: { share?: ShareRef | null; publication?: PageRef | null }): void;
  /** Publish is the main action, unless the screen has a better one (Copy all, for social posts). */
  publishSecondary?: boolean;
};

/**
 * Share (copy link, open, show or hide the brief, revoke), preview and publish (address, title,
 * description; copy, open, embed, unpublish) for one item (docs/api.md, "Sharing and publishing").
 */
export function ItemActions({ itemId, revision, content, share, publication, onChange, publishSecondary }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const id = useId();
  const [publishing, setPublishing] = useState(false);
  // The dialog is unmounted when it closes, so Radix cannot give focus back: this does.
  const publishButton = useRef<HTMLButtonElement>(null);
  const closePublishing = () => {
    setPublishing(false);
    requestAnimationFrame(() => publishButton.current?.focus());
  };

  const createShare = async () => {
    try {
      const created = await api.post<ShareRef>(`/api/items/${itemId}/share`, revision ? { revision } : {});
      onChange({ share: created });
      await copyText(created.url);
      toast.success(t("sharing.shareCreated"), t("sharing.shareCreatedHelp"));
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
        <fieldset className="action-group">
          <legend className="action-group-label">{t("sharing.linkGroup")}</legend>
          {/* Copying shares the version on screen again: the link keeps its address and shows it. */}
          <button type="button" className="button small" onClick={revision ? createShare : () => copy(share.url)}>
            <Link2 size={14} aria-hidden="true" />
            {t("sharing.copyShareLink")}
          </button>
          <NewTabLink href={share.url}>{t("sharing.openShare")}</NewTabLink>
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
        </fieldset>
      ) : (
        <button type="button" className="button small" onClick={createShare}>
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
        <fieldset className="action-group">
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
          <button type="button" className="button small" onClick={unpublish}>
            {t("sharing.unpublish")}
          </button>
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
