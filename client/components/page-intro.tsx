import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Messages } from "../i18n";

/** The heading block of a page: its localized title and lead from `pages.{page}` in the messages. */
export function PageIntro({
  page,
  title,
  children,
}: {
  page: keyof Messages["pages"];
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="page-intro">
      <h1>{title ?? t(`pages.${page}.title`)}</h1>
      <p className="lead">{t(`pages.${page}.lead`)}</p>
      {children}
    </header>
  );
}
