import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type Crumb = { name: string; to?: string };

/** The trail above a detail page; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalog.breadcrumbLabel")} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.name}>
            {item.to ? <Link to={item.to}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
