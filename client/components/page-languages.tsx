import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "../../shared/locales";
import { href } from "../../shared/routes";

/**
 * A published page's own language switcher (docs/api.md, "A page in several languages"): only the
 * languages the page has, each a link to the page in that language, named in its own language.
 * Nothing for a page in one language.
 */
export function PageLanguagesNav({ slug, locale, languages }: { slug: string; locale: Locale; languages: Locale[] }) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <nav className="page-languages" aria-label={t("sharing.languages.nav")}>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={href(code, "published", { slug })}
              hrefLang={LOCALES[code].language}
              lang={LOCALES[code].language}
              aria-current={code === locale ? "true" : undefined}
            >
              {LOCALES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
