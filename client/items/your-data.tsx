import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buildUrl } from "../../shared/api-url";
import { useApi } from "../api";
import { useRootData } from "../i18n";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";

type Props = {
  /** Called once everything is deleted, to reload the list. */
  onDeletedAll(): void | Promise<void>;
};

/**
 * "Your data" at the end of the history (docs/api.md, "History"): download everything this browser
 * made as one JSON file, or delete all of it in one step.
 */
export function YourData({ onDeletedAll }: Props) {
  const { t } = useTranslation();
  const { apiBase } = useRootData();
  const api = useApi();
  const id = useId();
  const [deleting, setDeleting] = useState(false);

  const deleteAll = async () => {
    if (
      !(await confirm(t("history.deleteAllConfirm"), {
        title: t("history.deleteAllTitle"),
        action: t("history.deleteAllAction"),
        destructive: true,
      }))
    )
      return;
    setDeleting(true);
    try {
      const { deleted } = await api.delete<{ deleted: number }>("/api/items", { body: { confirm: "delete-all" } });
      toast.success(t("history.deletedAll", { count: deleted }));
      await onDeletedAll();
    } catch {
      toast.error(t("sharing.actionFailed"));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="your-data" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("history.yourData")}</h2>
      <p>{t("history.yourDataIntro")}</p>
      <div className="your-data-actions">
        <a className="button" href={buildUrl(apiBase, "/api/items/export")} download>
          <Download size={16} aria-hidden="true" />
          {t("history.downloadAll")}
        </a>
        <button type="button" className="button" onClick={deleteAll} disabled={deleting}>
          <Trash2 size={16} aria-hidden="true" />
          {t("history.deleteAll")}
        </button>
      </div>
    </section>
  );
}
