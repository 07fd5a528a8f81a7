import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateDetail } from "../../shared/catalog/api-types";

/** The brief as the owner filled it: each field's label, and a select's option label, not its value. */
function briefRows(inputs: Record<string, string>, template: TemplateDetail | null) {
  const fields = new Map((template?.fields ?? []).map((field) => [field.name, field]));
  return Object.entries(inputs).map(([name, value]) => {
    const field = fields.get(name);
    const option = field?.options?.find((candidate) => candidate.value === value);
    return { name, label: field?.label ?? name, value: option?.label ?? value };
  });
}

type Props = {
  /** The brief, or null when the owner hid it from the link. */
  inputs: Record<string, string> | null;
  /** The template in the text's language (labels of the brief), when known. */
  template: TemplateDetail | null;
  templateSlug: string;
  /** The text as recipients see it. */
  children: ReactNode;
  /** What recipients can do with it ("Make a copy", "Use this template"); none in the owner's preview. */
  actions?: ReactNode;
  /** Heading level of the brief's disclosure: 2 on the share page, 3 inside the share sheet. */
  headingLevel?: 2 | 3;
};

/**
 * What a share link shows (docs/api.md, "Sharing and publishing"): the draft first, then, when the
 * owner shares it, the brief it was written from, collapsed. The share page and the share sheet's
 * preview render this same component, so the owner sees exactly what recipients will.
 */
export function SharedItem({ inputs, template, templateSlug, children, actions, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="shared-item">
      <p className="eyebrow">{t("pages.share.title")}</p>
      <p className="muted">{inputs ? t("pages.share.lead") : t("pages.share.leadNoBrief")}</p>
      <div className="shared-content">{children}</div>
      {actions ? <div className="shared-actions">{actions}</div> : null}
      {inputs ? (
        <details className="card brief-summary">
          <summary>
            <Heading className="brief-summary-title">
              {t("pages.share.briefHeading", { template: template ? template.name : templateSlug })}
            </Heading>
          </summary>
          <dl>
            {briefRows(inputs, template).map((row) => (
              <div key={row.name}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </article>
  );
}
