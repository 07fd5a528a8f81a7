import { Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ItemDetail } from "../../shared/items";
import type { Locale } from "../../shared/locales";
import { href } from "../../shared/routes";
import { useApi } from "../api";
import { toast } from "../ui/toast-store";
import { editItemHref } from "./edit-href";

/**
 * "Make a copy" on a share (docs/api.md, "Copies of a share"): the recipient's own draft of the
 * text (and of the brief, when shared), in their history, opened in their studio. Inside another
 * site's frame the browser would not send this visitor's cookie, so the copy would belong to
 * nobody: there it opens the share in a tab of its own, where the same button makes the copy.
 */
export function MakeACopy({ slug, locale }: { slug: string; locale: Locale }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.self !== window.top), []);

  if (framed) {
    return (
      <a className="button primary" href={href(locale, "share", { slug })} target="_blank" rel="noopener">
        <Copy size={16} aria-hidden="true" />
        {t("sharing.makeCopy")}
        <span className="visually-hidden"> {t("sharing.newTab")}</span>
      </a>
    );
  }
  const copy = async () => {
    setBusy(true);
    try {
      const draft = await api.post<ItemDetail>(`/api/shares/${slug}/copy`, {});
      toast.success(t("sharing.copyMade"), t("sharing.copyMadeHelp"));
      await navigate(editItemHref(locale, draft));
    } catch {
      toast.error(t("sharing.actionFailed"));
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button primary" onClick={copy} disabled={busy}>
      <Copy size={16} aria-hidden="true" />
      {t("sharing.makeCopy")}
    </button>
  );
}
