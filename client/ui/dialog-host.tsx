import { AlertDialog } from "radix-ui";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dialogStore } from "./dialog-store";

/**
 * Shows the queued alert and confirm requests (dialog-store.ts), one at a time, as Radix alert
 * dialogs: focus moves into the dialog and stays there, Escape answers "no" (confirm resolves
 * false), and focus returns to where it was. The safe choice, Cancel, gets focus first.
 */
export function DialogHost() {
  const { t } = useTranslation();
  const request = useSyncExternalStore(dialogStore.subscribe, dialogStore.current, () => null);
  if (!request) return null;

  // A late "closed" from a dialog already answered carries an old id; the store ignores it.
  const answer = (confirmed: boolean) => dialogStore.answer(request.id, confirmed);
  const title = request.title ?? t(request.kind === "alert" ? "ui.dialog.alertTitle" : "ui.dialog.confirmTitle");
  return (
    <AlertDialog.Root
      key={request.id}
      open
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog" data-kind={request.kind}>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-message">{request.message}</AlertDialog.Description>
          <div className="dialog-actions">
            {request.kind === "confirm" ? (
              <>
                <AlertDialog.Cancel className="button">{t("ui.dialog.cancel")}</AlertDialog.Cancel>
                <AlertDialog.Action
                  className={`button ${request.destructive ? "danger" : "primary"}`}
                  onClick={() => answer(true)}
                >
                  {request.action ?? t("ui.dialog.ok")}
                </AlertDialog.Action>
              </>
            ) : (
              // Radix focuses the Cancel part on open: for an alert, OK is that part.
              <AlertDialog.Cancel className="button primary">{t("ui.dialog.ok")}</AlertDialog.Cancel>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
