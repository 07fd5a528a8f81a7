import { Eye, Globe, Link2, Share2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SlugAndUrl } from "../../shared/publishing";
import { href } from "../../shared/routes";
import { useApi } from "../api";
import { useLocale } from "../i18n";
import { copyText } from "../ui/clipboard";
import { lazyWithDelay } from "../ui/delayed-fallback";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";
import type { PublishDialogProps } from "./publish-dialog";

// The publish form (Radix Dialog) loads only when someone opens it; a slow load shows nothing for
// the first 200 ms (SPEC.md point 9, async component delay).
const PublishDialog = lazyWithDelay<PublishDialogProps>(() =>
  import("./publish-dialog").then((module) => ({ default: module.PublishDialog })),
);

type Props = {
  itemId: string;
  /** The version on screen: share, preview and publish use it; without it, the newest version. */
  revision?: number;
  share: SlugAndUrl | null;
  publication: SlugAndUrl | null;
  onChange(change: { share?: SlugAndUrl | null; publication?: SlugAndUrl | null }): void;
};

/** Share (copy link, revoke), preview and publish (choose address, copy, unpublish) for one item. */
export function ItemActions({ itemId, revision, share, publication, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const [publishing, setPublishing] = useState(false);
  // The dialog is unmounted when it closes, so Radix cannot give focus back: this does.
  const publishButton = useRef<HTMLButtonElement>(null);
  const closePublishing = () => {
    setPublishing(false);
    requestAnimationFrame(() => publishButton.current?.focus());
  };

  const createShare = async () => {
    try {
      const created = await api.post<SlugAndUrl>(`/api/items/${itemId}/share`, revision ? { revision } : {});
      onChange({ share: created });
      await copyText(created.url);
      toast.success(t("sharing.shareCreated"), t("sharing.shareCreatedHelp"));
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
  };

  return (
    <div className="item-actions">
      {share ? (
        <>
          {/* Copying shares the version on screen again: the link keeps its address and shows it. */}
          <button type="button" className="button small" onClick={revision ? createShare : () => copy(share.url)}>
            <Link2 size={14} aria-hidden="true" />
            {t("sharing.copyShareLink")}
          </button>
          <button type="button" className="button small" onClick={revokeShare}>
            {t("sharing.revokeShare")}
          </button>
        </>
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
      <button ref={publishButton} type="button" className="button small primary" onClick={() => setPublishing(true)}>
        <Globe size={14} aria-hidden="true" />
        {publication ? t("sharing.published") : t("sharing.publish")}
      </button>
      {publication ? (
        <>
          <a className="button small" href={publication.url} target="_blank" rel="noopener">
            {t("sharing.openPage")}
          </a>
          <button type="button" className="button small" onClick={unpublish}>
            {t("sharing.unpublish")}
          </button>
        </>
      ) : null}
      {publishing ? (
        <PublishDialog
          itemId={itemId}
          revision={revision}
          current={publication}
          onOpenChange={(open) => (open ? setPublishing(true) : closePublishing())}
          onPublished={async (published) => {
            onChange({ publication: published });
            closePublishing();
            await copyText(published.url);
            toast.success(t("sharing.publishedToast"), t("sharing.publishedHelp"));
          }}
        />
      ) : null}
    </div>
  );
}
