import { Copy } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../shared/api-error";
import { descriptionOf, titleOf } from "../../shared/markdown";
import {
  embedSnippet,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  type PageRef,
  pageSlugProblem,
} from "../../shared/publishing";
import { useApi } from "../api";
import { copyText } from "../ui/clipboard";
import { toast } from "../ui/toast-store";
import { NewTabLink } from "./new-tab-link";
import { PageLanguagesEditor } from "./page-languages-editor";

/** Rendered only while open: closing it (Escape, Cancel, Done) asks the owner to unmount it. */
export type PublishDialogProps = {
  itemId: string;
  /** The version to publish (the one on screen); the newest when undefined. */
  revision?: number;
  /** That version's text, when the screen has it: the title and description default to its H1 and lead. */
  content?: string;
  current: PageRef | null;
  onOpenChange(open: boolean): void;
  onPublished(published: PageRef): void;
};

const API_ERRORS: Record<string, string> = {
  slug_taken: "sharing.slugTaken",
  reserved_slug: "sharing.slugReserved",
  invalid_slug: "sharing.slugInvalid",
};

/**
 * Publishing in two steps (docs/api.md, "Sharing and publishing"): the page's address, title and
 * description (defaults: the text's H1 and first paragraph, never the draft's private name); then
 * the live page's address to copy or open, the page's languages (PageLanguagesEditor), and the
 * snippet that embeds it in another site.
 */
export function PublishDialog({ itemId, revision, content, current, onOpenChange, onPublished }: PublishDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [slug, setSlug] = useState(current?.slug ?? "");
  const [title, setTitle] = useState(current?.title ?? (content ? titleOf(content) : ""));
  const [description, setDescription] = useState(current?.description ?? (content ? descriptionOf(content) : ""));
  const [showCard, setShowCard] = useState(current?.showCard ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<PageRef | null>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  // A live page given a new address keeps its old one, which redirects (docs/api.md, "Old addresses").
  const typed = slug.trim().toLowerCase();
  const moving = !!current && typed !== "" && typed !== current.slug;

  useEffect(() => {
    if (published) copyButton.current?.focus();
  }, [published]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = slug.trim().toLowerCase();
    const problem = chosen ? pageSlugProblem(chosen) : null;
    if (problem) {
      setError(t(problem === "reserved" ? "sharing.slugReserved" : "sharing.slugInvalid"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = {
        ...(chosen ? { slug: chosen } : {}),
        ...(revision ? { revision } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        showCard,
      };
      const page = await api.post<PageRef>(`/api/items/${itemId}/publication`, body);
      setPublished(page);
      onPublished(page);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : "";
      setError(t(API_ERRORS[code] ?? "sharing.actionFailed"));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(t(done));
    else toast.error(t("sharing.copyFailed"));
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        {/* The page's actions give focus back themselves (client/items/item-actions.tsx). */}
        <Dialog.Content className="dialog wide" onCloseAutoFocus={(event) => event.preventDefault()}>
          {published ? (
            <>
              <Dialog.Title className="dialog-title">{t("sharing.publishedTitle")}</Dialog.Title>
              <Dialog.Description className="dialog-message">{t("sharing.publishedLead")}</Dialog.Description>
              <p className="published-address">
                <a href={published.url} target="_blank" rel="noopener">
                  {published.url}
                </a>
              </p>
              <div className="dialog-actions start">
                <button
                  ref={copyButton}
                  type="button"
                  className="button small primary"
                  onClick={() => copy(published.url, "sharing.linkCopied")}
                >
                  <Copy size={14} aria-hidden="true" />
                  {t("sharing.copyPageLink")}
                </button>
                <NewTabLink href={published.url}>{t("sharing.openPage")}</NewTabLink>
              </div>
              <PageLanguagesEditor itemId={itemId} />
              <div className="field">
                <label htmlFor={`${id}-embed`}>{t("sharing.embedLabel")}</label>
                <textarea
                  id={`${id}-embed`}
                  className="embed-code"
                  readOnly
                  rows={3}
                  value={embedSnippet(published.url, published.title)}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby={`${id}-embed-help`}
                  spellCheck={false}
                />
                <span id={`${id}-embed-help`} className="field-meta">
                  {t("sharing.embedHelp")}
                </span>
              </div>
              <div className="dialog-actions">
                <button
                  type="button"
                  className="button small"
                  onClick={() => copy(embedSnippet(published.url, published.title), "sharing.embedCopied")}
                >
                  <Copy size={14} aria-hidden="true" />
                  {t("sharing.copyEmbed")}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className="button small">
                    {t("sharing.done")}
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className="dialog-title">{t("sharing.publishTitle")}</Dialog.Title>
              <Dialog.Description className="dialog-message">{t("sharing.publishLead")}</Dialog.Description>
              <form onSubmit={submit} className="brief-form">
                <div className={`field${error ? " has-error" : ""}`}>
                  <label htmlFor={`${id}-slug`}>{t("sharing.slugLabel")}</label>
                  <input
                    id={`${id}-slug`}
                    value={slug}
                    maxLength={64}
                    placeholder={t("sharing.slugPlaceholder")}
                    onChange={(event) => setSlug(event.target.value)}
                    aria-describedby={`${id}-help${moving ? ` ${id}-moving` : ""}${error ? ` ${id}-error` : ""}`}
                    aria-invalid={error ? true : undefined}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <span id={`${id}-help`} className="field-meta">
                    {t("sharing.slugHelp")}
                  </span>
                  {moving ? (
                    <p id={`${id}-moving`} className="field-note">
                      {t("sharing.oldAddressRedirects", { address: current?.url })}
                    </p>
                  ) : null}
                  {error ? (
                    <p id={`${id}-error`} className="field-error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-title`}>{t("sharing.pageTitleLabel")}</label>
                  <input
                    id={`${id}-title`}
                    value={title}
                    maxLength={PAGE_TITLE_MAX_LENGTH}
                    onChange={(event) => setTitle(event.target.value)}
                    aria-describedby={`${id}-title-help`}
                  />
                  <span id={`${id}-title-help`} className="field-meta">
                    {t("sharing.pageTitleHelp")}
                  </span>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-description`}>{t("sharing.pageDescriptionLabel")}</label>
                  <textarea
                    id={`${id}-description`}
                    value={description}
                    rows={3}
                    maxLength={PAGE_DESCRIPTION_MAX_LENGTH}
                    onChange={(event) => setDescription(event.target.value)}
                    aria-describedby={`${id}-description-help`}
                  />
                  <span id={`${id}-description-help`} className="field-meta">
                    {t("sharing.pageDescriptionHelp")}
                  </span>
                </div>
                <div className="field">
                  <span className="toggle">
                    <input
                      id={`${id}-card`}
                      className="toggle-input"
                      type="checkbox"
                      checked={showCard}
                      onChange={(event) => setShowCard(event.target.checked)}
                      aria-describedby={`${id}-card-help`}
                    />
                    <label htmlFor={`${id}-card`}>{t("sharing.pageCardLabel")}</label>
                  </span>
                  <span id={`${id}-card-help`} className="field-meta">
                    {t("sharing.pageCardHelp")}
                  </span>
                </div>
                <div className="dialog-actions">
                  <Dialog.Close asChild>
                    <button type="button" className="button">
                      {t("sharing.cancel")}
                    </button>
                  </Dialog.Close>
                  <button type="submit" className="button primary" disabled={busy}>
                    {current ? t("sharing.republishButton") : t("sharing.publishButton")}
                  </button>
                </div>
              </form>
              {current ? <PageLanguagesEditor itemId={itemId} /> : null}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
