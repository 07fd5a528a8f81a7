import { Dialog } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../shared/api-client";
import { pageSlugProblem, type SlugAndUrl } from "../../shared/publishing";
import { useApi } from "../api";

/** Rendered only while open: closing it (Escape, Cancel) asks the owner to unmount it. */
export type PublishDialogProps = {
  itemId: string;
  /** The version to publish (the one on screen); the newest when undefined. */
  revision?: number;
  current: SlugAndUrl | null;
  onOpenChange(open: boolean): void;
  onPublished(published: SlugAndUrl): void;
};

/** Asks for an optional page address, checks it as the API will, and publishes. */
export function PublishDialog({ itemId, revision, current, onOpenChange, onPublished }: PublishDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [slug, setSlug] = useState(current?.slug ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const body = { ...(chosen ? { slug: chosen } : {}), ...(revision ? { revision } : {}) };
      onPublished(await api.post<SlugAndUrl>(`/api/items/${itemId}/publication`, body));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : "";
      setError(
        t(
          code === "slug_taken"
            ? "sharing.slugTaken"
            : code === "reserved_slug"
              ? "sharing.slugReserved"
              : code === "invalid_slug"
                ? "sharing.slugInvalid"
                : "sharing.actionFailed",
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
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
                aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
                aria-invalid={error ? true : undefined}
                autoComplete="off"
                spellCheck={false}
              />
              <span id={`${id}-help`} className="field-meta">
                {t("sharing.slugHelp")}
              </span>
              {error ? (
                <p id={`${id}-error`} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
