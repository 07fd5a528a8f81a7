import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A solution or use case in a list: the name links to its page, the summary says what it is. */
export function EntryCard({ to, name, summary }: { to: string; name: string; summary: string }) {
  const { t } = useTranslation();
  return (
    <li className="card link-card">
      <h3>
        <Link to={to} className="card-link">
          {name}
        </Link>
      </h3>
      <p>{summary}</p>
      <span className="card-action" aria-hidden="true">
        {t("catalog.readMore")} <ArrowRight size={16} />
      </span>
    </li>
  );
}
