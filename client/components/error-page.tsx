import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { href } from "../../shared/routes";
import { useLocale } from "../i18n";
import { isNotFoundData } from "../route-errors";

/** The status an error stands for; 500 unless it says otherwise (docs/product.md, "Errors"). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error page (docs/product.md, "Errors"): 404 shows "Page Not Found", any other status the error's own
 * message or "Internal Server Error". Unexpected errors are never shown raw: in production React
 * Router has already replaced their message, and stacks are never rendered.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = errorStatus(error);
  const notFound = status === 404;
  // Routes only throw NotFoundData (client/route-errors.ts); anything else gets no detail line.
  const detail =
    isRouteErrorResponse(error) && isNotFoundData(error.data)
      ? t(error.data.kind === "invalid" ? "error.invalid" : "error.unmatched", { path: error.data.path })
      : null;

  return (
    <section className="error-page" aria-labelledby="error-title" data-status={status}>
      <p className="eyebrow">{t("error.status", { status })}</p>
      <h1 id="error-title">{notFound ? t("error.notFoundTitle") : t("error.serverTitle")}</h1>
      {detail ? <p className="error-detail">{detail}</p> : null}
      <p>{notFound ? t("error.notFoundHelp") : t("error.serverHelp")}</p>
      <div className="actions">
        <Link className="button primary" to={href(locale, "home")}>
          {t("error.backHome")}
        </Link>
        <Link className="button" to={href(locale, "templates")}>
          {t("error.browseTemplates")}
        </Link>
      </div>
    </section>
  );
}
