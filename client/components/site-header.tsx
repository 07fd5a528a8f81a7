import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { href, type PageName } from "../../shared/routes";
import { draftHref, useOpenDraft } from "../generate/open-draft";
import { useLocale } from "../i18n";
import { ColourModeToggle } from "./colour-mode-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const NAV: Array<{ page: PageName; label: string }> = [
  { page: "solutions", label: "nav.solutions" },
  { page: "useCases", label: "nav.useCases" },
  { page: "templates", label: "nav.templates" },
  { page: "generate", label: "nav.generate" },
  { page: "history", label: "nav.history" },
];

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Generate returns to the draft open in this tab, if any.
  const openDraft = useOpenDraft();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="container header-row">
        <Link to={href(locale, "home")} className="brand" aria-label={t("nav.home")}>
          <Logo />
          <span>{t("meta.siteName")}</span>
        </Link>
        <nav className="main-nav" aria-label={t("nav.mainNavigation")}>
          <ul>
            {NAV.map(({ page, label }) => (
              <li key={page}>
                <NavLink
                  to={page === "generate" && openDraft ? draftHref(locale, openDraft) : href(locale, page)}
                  viewTransition
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSwitcher />
          <ColourModeToggle />
        </div>
      </div>
    </header>
  );
}
