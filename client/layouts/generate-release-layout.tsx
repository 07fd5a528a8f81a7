import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "../../shared/routes";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useLocale } from "../i18n";

/** The classic generator release: the site chrome plus a banner pointing to the current generator. */
export function GenerateReleaseLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="layout layout-generate-release">
      <SiteHeader />
      <div className="release-banner">
        <div className="container">
          <span className="badge">{t("layout.release.badge")}</span>
          <Link to={href(locale, "generate")}>{t("layout.release.tryNew")}</Link>
        </div>
      </div>
      <main id="main" className="container page narrow">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
