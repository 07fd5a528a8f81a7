import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TemplateSummary } from "../../shared/catalog/api-types";
import { href } from "../../shared/routes";
import { useLocale } from "../i18n";

/**
 * A template in a list: name, category, summary; the whole card opens the generator on it (the
 * classic one when `page` says so).
 */
export function TemplateCard({
  template,
  categoryLabel,
  page = "generate",
}: {
  template: TemplateSummary;
  categoryLabel?: string;
  page?: "generate" | "generateV1";
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="card link-card">
      {categoryLabel ? <span className="badge">{categoryLabel}</span> : null}
      <h3>
        <Link to={href(locale, page, { slug: template.slug })} className="card-link" viewTransition>
          {template.name}
        </Link>
      </h3>
      <p>{template.summary}</p>
      <span className="card-action" aria-hidden="true">
        {t("catalog.useTemplate")} <ArrowRight size={16} />
      </span>
    </li>
  );
}
