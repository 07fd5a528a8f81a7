import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LOCALE_CODES, LOCALES, nextLocale } from "../../shared/locales";
import { switchLocalePath } from "../../shared/routes";
import { useLocale } from "../i18n";

/**
 * Lists the ten languages by their own names; each entry opens the same page in that language.
 * A <details> menu works before hydration and without script. The locale cookie is set by the
 * server's response for the page in the new locale (worker/middleware/locale.ts).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const current = LOCALES[locale];
  return (
    <details className="menu language-switcher">
      <summary aria-label={t("language.current", { name: current.name })}>
        <Languages size={18} aria-hidden="true" />
        <span className="menu-label">{current.name}</span>
      </summary>
      <ul className="menu-list">
        {LOCALE_CODES.map((code) => {
          const info = LOCALES[code];
          const isCurrent = nextLocale(locale, code) === null;
          return (
            <li key={code}>
              <Link
                to={switchLocalePath(pathname + search + hash, locale, code)}
                hrefLang={info.language}
                lang={info.language}
                aria-current={isCurrent ? "true" : undefined}
                onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
              >
                {info.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
