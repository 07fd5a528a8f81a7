import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { validateBrief } from "../../shared/brief";
import { findTemplate } from "../../shared/catalog/templates";
import { toast } from "../ui/toast-store";
import type { BriefErrors } from "./brief-form";

/**
 * The brief's errors, the browser's own check and the server's (`invalid_brief`), for both
 * generation screens. `readyToSend()` is false when the brief must be fixed first: nothing was
 * generated, so the message is a check of the brief, and focus goes to the first field to fix
 * (once the form has marked the fields).
 */
export function useBriefCheck(templateSlug: string, values: Record<string, string>) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<BriefErrors>({});
  const localErrors: BriefErrors = useMemo(() => {
    const definition = findTemplate(templateSlug);
    if (!definition) return {};
    return Object.fromEntries(
      validateBrief(definition, values).issues.map((issue) => [issue.field, { code: issue.code }]),
    );
  }, [templateSlug, values]);

  const refuse = () => {
    toast.error(t("generate.checkBriefTitle"), t("generate.invalidBrief"));
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.brief-form [aria-invalid="true"]')?.focus());
  };

  return {
    errors: { ...serverErrors, ...localErrors },
    readyToSend(): boolean {
      if (Object.keys(localErrors).length) {
        refuse();
        return false;
      }
      setServerErrors({});
      return true;
    },
    /** The server refused fields the browser thought fine. */
    refusedByServer(fields: Array<{ field: string; code: string }>) {
      setServerErrors(Object.fromEntries(fields.map((f) => [f.field, { code: f.code }])) as BriefErrors);
      refuse();
    },
  };
}
