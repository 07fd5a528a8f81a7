import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "../../shared/routes";
import { Logo } from "../components/logo";
import { useLocale } from "../i18n";

/** A use case's sample rendered as a finished page, framable, with a thin bar back to Parla. */
export function UseCasesPreviewLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="layout layout-usecases-preview">
      <main id="main" className="embed">
        {children}
      </main>
      <footer className="embed-credit">
        <Link to={href(locale, "useCases")} target="_top">
          <Logo size={16} />
          {t("layout.embed.madeWith")}
        </Link>
      </footer>
    </div>
  );
}
