import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { Locale } from "../../shared/locales";
import { href, type PageName } from "../../shared/routes";
import { draftHref, type OpenDraft, useOpenDraft } from "../generate/open-draft";
import { useLocale } from "../i18n";
import { ColourModeToggle } from "./colour-mode-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { useDetailsMenu } from "./use-details-menu";

const NAV: Array<{ page: PageName; label: string }> = [
  { page: "solutions", label: "nav.solutions" },
  { page: "useCases", label: "nav.useCases" },
  { page: "templates", label: "nav.templates" },
  { page: "generate", label: "nav.generate" },
  { page: "history", label: "nav.history" },
];

function NavLinks({
  locale,
  openDraft,
  className,
}: {
  locale: Locale;
  openDraft: OpenDraft | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
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
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Generate returns to the draft open in this tab, if any.
  const openDraft = useOpenDraft();
  const phoneMenu = useDetailsMenu();
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
          <NavLinks locale={locale} openDraft={openDraft} />
        </nav>
        <div className="header-tools">
          {/* Phones: the same links behind a menu button, so none is hidden off the screen. */}
          <details className="menu nav-menu" ref={phoneMenu}>
            <summary aria-label={t("nav.menu")}>
              <Menu size={18} aria-hidden="true" />
            </summary>
            <nav aria-label={t("nav.mainNavigation")}>
              <NavLinks locale={locale} openDraft={openDraft} className="menu-list" />
            </nav>
          </details>
          <LanguageSwitcher />
          <ColourModeToggle />
        </div>
      </div>
    </header>
  );
}
