import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "../../shared/routes";
import { Logo } from "../components/logo";
import { useLocale } from "../i18n";

/** Minimal and embeddable (shares and published pages): the content and a small credit. */
export function IframeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="layout layout-iframe">
      <main id="main" className="embed">
        {children}
      </main>
      <footer className="embed-credit">
        <Link to={href(locale, "home")} target="_top">
          <Logo size={16} />
          {t("layout.embed.madeWith")}
        </Link>
      </footer>
    </div>
  );
}
