import { Link2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import type { ItemDetail } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import type { ShareRef } from "../../shared/publishing";
import { useApi } from "../api";
import { MarkdownContent } from "../components/markdown-content";
import { SharedItem } from "./shared-item";

/** Rendered only while open: closing it (Escape, Cancel, a made link) asks the owner to unmount it. */
export type ShareSheetProps = {
  itemId: string;
  /** The version to share (the one on screen); the newest with text when undefined. */
  revision?: number;
  onOpenChange(open: boolean): void;
  onShared(share: ShareRef): void;
};

type Preview = {
  revision: number;
  locale: Locale;
  content: string;
  inputs: Record<string, string>;
  templateSlug: string;
  template: TemplateDetail | null;
};

/**
 * The first "Share" (docs/api.md, "Sharing and publishing"): a sheet with a preview of exactly what
 * recipients will see, rendered by the share page's own component in the text's language, "Show
 * the brief" off until the owner turns it on, and "Create link". The link shows this version and
 * moves only when the owner updates it.
 */
export function ShareSheet({ itemId, revision, onOpenChange, onShared }: ShareSheetProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);
  const [showBrief, setShowBrief] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const item = await api.get<ItemDetail>(`/api/items/${itemId}`);
      const ready = item.revisions.filter((r) => r.content.trim() && r.status !== "streaming");
      const shown = revision === undefined ? ready.at(-1) : ready.find((r) => r.number === revision);
      if (!shown) throw new Error("nothing to share");
      // The brief's labels in the text's language, as the share page shows them; without them the names.
      const template = await api
        .get<TemplateDetail>(`/api/catalog/templates/${item.template}`, { query: { locale: shown.locale } })
        .catch(() => null);
      if (live)
        setPreview({
          revision: shown.number,
          locale: shown.locale,
          content: shown.content,
          inputs: item.inputs,
          templateSlug: item.template,
          template,
        });
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, itemId, revision]);

  const create = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      onShared(await api.post<ShareRef>(`/api/items/${itemId}/share`, { revision: preview.revision, showBrief }));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        {/* The owner's screen puts focus back (on Share, or on the new link's Copy): Radix's own
            return would aim at a Share button that a made link has replaced. */}
        <Dialog.Content className="dialog wide share-sheet" onCloseAutoFocus={(event) => event.preventDefault()}>
          <Dialog.Title className="dialog-title">{t("sharing.sheetTitle")}</Dialog.Title>
          <Dialog.Description className="dialog-message">
            {preview ? t("sharing.sheetLead", { version: preview.revision }) : t("sharing.sheetLoading")}
          </Dialog.Description>
          <section className="share-preview" aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`} className="share-preview-label">
              {t("sharing.sheetPreview")}
            </h3>
            {preview ? (
              <div className="share-preview-frame">
                <SharedItem
                  inputs={showBrief ? preview.inputs : null}
                  template={preview.template}
                  templateSlug={preview.templateSlug}
                  headingLevel={3}
                >
                  <div lang={preview.locale}>
                    <MarkdownContent markdown={preview.content} isPublic />
                  </div>
                </SharedItem>
              </div>
            ) : null}
          </section>
          {failed ? (
            <p className="field-error" role="alert">
              {t("sharing.actionFailed")}
            </p>
          ) : null}
          <div className="dialog-actions share-sheet-actions">
            <span className="toggle">
              <input
                id={`${id}-brief`}
                className="toggle-input"
                type="checkbox"
                checked={showBrief}
                onChange={(event) => setShowBrief(event.target.checked)}
                aria-describedby={`${id}-brief-help`}
              />
              <label htmlFor={`${id}-brief`}>{t("sharing.showBrief")}</label>
              <span id={`${id}-brief-help`} className="visually-hidden">
                {t("sharing.showBriefHelp")}
              </span>
            </span>
            <Dialog.Close asChild>
              <button type="button" className="button">
                {t("sharing.cancel")}
              </button>
            </Dialog.Close>
            <button type="button" className="button primary" onClick={create} disabled={!preview || busy}>
              <Link2 size={16} aria-hidden="true" />
              {t("sharing.createLink")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
