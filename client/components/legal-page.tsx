import { useTranslation } from "react-i18next";
import type { LegalTexts } from "../../shared/catalog/texts";
import { useLocale } from "../i18n";
import { dateFormat } from "../ui/dates";
import { PageIntro } from "./page-intro";

type LegalContent = LegalTexts["terms"];

/** Terms or privacy: the date, a table of contents and the numbered sections. */
export function LegalPage({ page, content }: { page: "terms" | "privacy"; content: LegalContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A calendar date: formatted in UTC, so server and browser render the same text.
  const date = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${content.updated}T00:00:00Z`),
  );
  return (
    <article className="legal narrow">
      <PageIntro page={page}>
        <p className="fine-print">{t("legal.updated", { date })}</p>
      </PageIntro>
      <p className="lead">{content.intro}</p>
      <nav aria-labelledby="toc" className="toc">
        <h2 id="toc">{t("legal.contents")}</h2>
        <ol>
          {content.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {content.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`}>
          <h2 id={`section-${index + 1}-title`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
