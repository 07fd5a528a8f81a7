import { Sparkles } from "lucide-react";
import { type ClipboardEvent, type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { textLength } from "../../shared/brief";
import type { TemplateDetail } from "../../shared/catalog/api-types";
import { isLocale, LOCALE_CODES, LOCALES, type Locale } from "../../shared/locales";
import { useRootData } from "../i18n";
import { CooldownNote } from "./cooldown";

export type BriefErrors = Record<string, { code: string }>;

type Props = {
  template: TemplateDetail;
  values: Record<string, string>;
  locale: Locale;
  errors: BriefErrors;
  busy: boolean;
  /** Seconds left of a rate limit's wait: Generate is disabled until then. */
  cooldown?: number;
  /** "post" where the page has an action for the form sent without JavaScript (the classic generator). */
  method?: "post";
  onChange(values: Record<string, string>, locale: Locale): void;
  onSubmit(): void;
};

/** The brief: one control per template field, with the same rules the API enforces. */
export function BriefForm({ template, values, locale, errors, busy, cooldown = 0, method, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { writer } = useRootData();
  const [touched, setTouched] = useState(false);
  // Fields whose pasted text the browser cut at maxLength: the visitor is told, not left to notice.
  const [pasteCut, setPasteCut] = useState<ReadonlySet<string>>(new Set());
  const form = useRef<HTMLFormElement>(null);
  // What was typed or chosen before this form hydrated (on the generation screen its code loads after
  // the page's; docs/performance.md): React leaves such values in the fields, and the brief takes
  // them over before anything else renders, so neither a re-render nor a held Generate loses them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the form.
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed: Record<string, string> = {};
    for (const field of template.fields) {
      const element = fields.namedItem(field.name);
      const value =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
          ? element.value
          : undefined;
      if (value !== undefined && value !== (values[field.name] ?? "")) typed[field.name] = value;
    }
    const chosen = fields.namedItem("locale");
    const language = chosen instanceof HTMLSelectElement && isLocale(chosen.value) ? chosen.value : locale;
    if (Object.keys(typed).length || language !== locale) onChange({ ...values, ...typed }, language);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    onSubmit();
  };
  return (
    <form
      ref={form}
      className="brief-form"
      method={method}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      onKeyDown={(event) => {
        // Ctrl/⌘+Enter generates from any field, the multi-line ones included.
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !busy && cooldown === 0) {
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }
      }}
    >
      {template.fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        // Offline, a choice the writer cannot honour is not offered; the form says why instead.
        if (field.modelOnly && writer === "builtin") {
          return (
            <div className="field" key={field.name}>
              <p className="field-label-static">{field.label}</p>
              <p className="field-notice">{t("generate.modelOnlyField")}</p>
            </div>
          );
        }
        const error = touched || errors[field.name]?.code !== "required" ? errors[field.name] : undefined;
        const describedBy = [field.help ? `${inputId}-help` : "", error ? `${inputId}-error` : ""]
          .filter(Boolean)
          .join(" ");
        const common = {
          id: inputId,
          name: field.name,
          value: values[field.name] ?? "",
          required: field.required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          onChange: (event: { target: { value: string } }) => {
            if (pasteCut.has(field.name) && textLength(event.target.value) < (field.maxLength ?? 0)) {
              setPasteCut((current) => new Set([...current].filter((name) => name !== field.name)));
            }
            onChange({ ...values, [field.name]: event.target.value }, locale);
          },
        };
        const watchPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          if (!field.maxLength) return;
          const target = event.currentTarget;
          const kept = target.value.length - ((target.selectionEnd ?? 0) - (target.selectionStart ?? 0));
          if (kept + event.clipboardData.getData("text").length > field.maxLength) {
            setPasteCut((current) => new Set(current).add(field.name));
          }
        };
        return (
          <div className={`field${error ? " has-error" : ""}`} key={field.name}>
            <label htmlFor={inputId}>
              {field.label}{" "}
              <span className="field-flag">{field.required ? t("generate.required") : t("generate.optional")}</span>
            </label>
            {field.type === "select" ? (
              <select {...common}>
                <option value="">{t("generate.selectPlaceholder")}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === "textarea" ? (
              <textarea
                {...common}
                rows={4}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                onPaste={watchPaste}
              />
            ) : (
              <input
                {...common}
                type={field.type === "url" ? "url" : "text"}
                {...(field.type === "url" ? { inputMode: "url" as const, spellCheck: false, autoComplete: "url" } : {})}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                onPaste={watchPaste}
              />
            )}
            <div className="field-meta">
              {field.help ? <span id={`${inputId}-help`}>{field.help}</span> : <span />}
              {field.maxLength ? (
                <span className="counter" aria-hidden="true">
                  {t("generate.characters", { count: textLength(values[field.name] ?? ""), max: field.maxLength })}
                </span>
              ) : null}
            </div>
            {pasteCut.has(field.name) ? (
              <p className="field-notice" role="status">
                {t("generate.pasteCut", { max: field.maxLength })}
              </p>
            ) : null}
            {error ? (
              <p className="field-error" id={`${inputId}-error`} role="alert">
                {t(`generate.fieldErrors.${error.code}`, { max: field.maxLength })}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor={`${id}-locale`}>{t("generate.outputLanguage")}</label>
        <select
          id={`${id}-locale`}
          name="locale"
          value={locale}
          onChange={(event) => onChange(values, event.target.value as Locale)}
        >
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code} lang={LOCALES[code].language}>
              {LOCALES[code].name}
            </option>
          ))}
        </select>
      </div>
      {/* Sticks to the bottom of the view, so Generate is in sight however long the brief. */}
      <div className="brief-submit">
        <button type="submit" className="button primary large" disabled={busy || cooldown > 0}>
          <Sparkles size={18} aria-hidden="true" />
          {busy ? t("generate.generating") : t("generate.generate")}
        </button>
        <CooldownNote seconds={cooldown} />
      </div>
    </form>
  );
}
