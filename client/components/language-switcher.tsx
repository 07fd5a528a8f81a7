import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LOCALE_CODES, LOCALES, nextLocale } from "../../shared/locales";
import { switchLocalePath } from "../../shared/routes";
import { useLocale } from "../i18n";
import { useDetailsMenu } from "./use-details-menu";

/**
 * Lists the ten languages by their own names; each entry opens the same page in that language.
 * A <details> menu works before hydration and without script; once hydrated, Escape, a click
 * outside and picking a language close it (useDetailsMenu). The locale cookie is set by the
 * server's response for the page in the new locale (worker/middleware/locale.ts).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = LOCALES[locale];
  const menu = useDetailsMenu();
  return (
    <details className="menu language-switcher" ref={menu}>
      <summary aria-label={t("language.current", { name: current.name })}>
        <Languages size={18} aria-hidden="true" />
        <span className="menu-label">{current.name}</span>
      </summary>
      <LocaleLinks className="menu-list" />
    </details>
  );
}

/** The ten languages, each a link to this page (query and fragment kept) in that language. */
export function LocaleLinks({ className, onPick }: { className: string; onPick?(link: HTMLAnchorElement): void }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className={className}>
      {LOCALE_CODES.map((code) => {
        const info = LOCALES[code];
        return (
          <li key={code}>
            <Link
              to={switchLocalePath(pathname + search + hash, locale, code)}
              hrefLang={info.language}
              lang={info.language}
              aria-current={nextLocale(locale, code) === null ? "true" : undefined}
              onClick={onPick ? (event) => onPick(event.currentTarget) : undefined}
            >
              {info.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
