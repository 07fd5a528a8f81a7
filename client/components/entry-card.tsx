import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * A solution or use case in a list: the name links to its page, the summary says what it is. The
 * name is an h3 under a section's h2, or an h2 where the list comes right after the page's h1
 * (headings never skip a level); both look the same.
 */
export function EntryCard({
  to,
  name,
  summary,
  headingLevel = 3,
}: {
  to: string;
  name: string;
  summary: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card link-card">
      <Heading>
        <Link to={to} className="card-link">
          {name}
        </Link>
      </Heading>
      <p>{summary}</p>
      <span className="card-action" aria-hidden="true">
        {t("catalog.readMore")} <ArrowRight size={16} />
      </span>
    </li>
  );
}
