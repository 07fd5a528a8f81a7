import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A small button-styled link that opens a share link or a page in a new tab, and says so to
 * screen readers ("Open page (opens in a new tab)"; docs/api.md, "The link manager").
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className="button small" href={href} target="_blank" rel="noopener">
      <ExternalLink size={14} aria-hidden="true" />
      {children}
      <span className="visually-hidden"> {t("sharing.newTab")}</span>
    </a>
  );
}
