import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "../../shared/routes";
import { Logo } from "../components/logo";
import { useLocale } from "../i18n";

/** A framable page: the content and a small "made with Parla" credit that leaves the frame. */
function EmbedLayout({
  className,
  creditTo,
  children,
}: {
  className: string;
  creditTo: "home" | "useCases";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={`layout ${className}`}>
      <main id="main" className="embed">
        {children}
      </main>
      <footer className="embed-credit">
        <Link to={href(locale, creditTo)} target="_top">
          <Logo size={16} />
          {t("layout.embed.madeWith")}
        </Link>
      </footer>
    </div>
  );
}

/** Minimal and embeddable (shares and published pages); the credit leads home. */
export function IframeLayout({ children }: { children: ReactNode }) {
  return (
    <EmbedLayout className="layout-iframe" creditTo="home">
      {children}
    </EmbedLayout>
  );
}

/** A use case's sample as a finished page, framable; the credit leads back to the use cases. */
export function UseCasesPreviewLayout({ children }: { children: ReactNode }) {
  return (
    <EmbedLayout className="layout-usecases-preview" creditTo="useCases">
      {children}
    </EmbedLayout>
  );
}
