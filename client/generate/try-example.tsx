import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../api";
import { useLocale } from "../i18n";
import { confirm } from "../ui/dialog-store";
import { toast } from "../ui/toast-store";

/**
 * "Try an example": fills the brief with the template's example in the page's language, the brief
 * of its example pair (docs/api.md, "A template's example"), fetched when pressed so the page
 * never carries the ten languages' examples. A brief already typed is replaced only when the
 * visitor agrees.
 */
export function TryExample({
  template,
  values,
  disabled,
  onFill,
}: {
  template: string;
  values: Record<string, string>;
  disabled: boolean;
  onFill(inputs: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const [loading, setLoading] = useState(false);
  const fill = async () => {
    const typed = Object.values(values).some((value) => value.trim());
    if (typed && !(await confirm(t("generate.exampleReplace"), { action: t("generate.exampleReplaceAction") }))) return;
    setLoading(true);
    try {
      const { inputs } = await api.get<{ inputs: Record<string, string> }>(
        `/api/catalog/templates/${encodeURIComponent(template)}/example`,
        { query: { locale } },
      );
      onFill(inputs);
      // The visitor reads the example from its first field on.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(".brief-form input, .brief-form textarea, .brief-form select")?.focus(),
      );
    } catch {
      toast.error(t("generate.exampleFailed"));
    } finally {
      setLoading(false);
    }
  };
  return (
    <button type="button" className="button small try-example" onClick={fill} disabled={disabled || loading}>
      <Lightbulb size={16} aria-hidden="true" />
      {t("generate.tryExample")}
    </button>
  );
}
