import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemplateSummary } from "../../shared/catalog/api-types";
import { href } from "../../shared/routes";
import { useLocale } from "../i18n";

/**
 * A template in a list: name, category, summary; the whole card opens the generator on it (the
 * classic one when `page` says so). Its title is an h3 under a section's h2, or an h2 where the
 * list comes right after the page's h1 (headings never skip a level); both look the same.
 */
export function TemplateCard({
  template,
  categoryLabel,
  page = "generate",
  headingLevel = 3,
}: {
  template: TemplateSummary;
  categoryLabel?: string;
  page?: "generate" | "generateV1";
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card link-card">
      {categoryLabel ? <span className="badge">{categoryLabel}</span> : null}
      <Heading>
        <Link to={href(locale, page, { slug: template.slug })} className="card-link" viewTransition>
          {template.name}
        </Link>
      </Heading>
      <p>{template.summary}</p>
      <span className="card-action" aria-hidden="true">
        {t("catalog.useTemplate")} <ArrowRight size={16} />
      </span>
    </li>
  );
}
