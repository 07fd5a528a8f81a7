import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/search";

/**
 * A GET search form (`?q=`) that works without JavaScript: the query stays in the URL. `children`
 * are hidden fields that the search keeps, such as the chosen category.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  defaultValue,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="search-form">
      {children}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={placeholder}
      />
      <button type="submit" className="button primary">
        <Search size={16} aria-hidden="true" />
        {t("catalog.searchButton")}
      </button>
    </Form>
  );
}
