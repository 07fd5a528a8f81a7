import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "../../shared/routes";
import { useLocale } from "../i18n";
import { LocaleLinks } from "./language-switcher";
import { Logo } from "./logo";

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to={href(locale, "home")} className="brand" aria-label={t("nav.home")}>
            <Logo size={24} />
            <span>{t("meta.siteName")}</span>
          </Link>
          <p>{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.product")}>
          <h2>{t("footer.product")}</h2>
          <ul>
            <li>
              <Link to={href(locale, "solutions")}>{t("nav.solutions")}</Link>
            </li>
            <li>
              <Link to={href(locale, "useCases")}>{t("nav.useCases")}</Link>
            </li>
            <li>
              <Link to={href(locale, "templates")}>{t("nav.templates")}</Link>
            </li>
            <li>
              <Link to={href(locale, "generate")}>{t("nav.generate")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2>{t("footer.legal")}</h2>
          <ul>
            <li>
              <Link to={href(locale, "terms")}>{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={href(locale, "privacy")}>{t("footer.privacy")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.languages")}>
          <h2>{t("footer.languages")}</h2>
          <LocaleLinks className="footer-languages" />
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
