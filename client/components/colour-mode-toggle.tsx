import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COLOUR_MODE_PREFERENCES } from "../colour-mode";
import { DeferredTooltip } from "../ui/deferred-tooltip";
import { toast } from "../ui/toast-store";
import { setColourModePreference, useColourModePreference } from "../ui/use-colour-mode";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * Cycles system → light → dark; the root keeps the page in step (useColourModeSync). The icon
 * alone is ambiguous, so each change is confirmed by a short toast naming the new mode.
 */
export function ColourModeToggle() {
  const { t } = useTranslation();
  const preference = useColourModePreference();

  const cycle = () => {
    const next = COLOUR_MODE_PREFERENCES[(COLOUR_MODE_PREFERENCES.indexOf(preference) + 1) % 3] ?? "system";
    setColourModePreference(next);
    toast.info(
      t("ui.colourModeChanged", { mode: t(`colourMode.${next}`) }),
      next === "system" ? t("ui.colourModeSystemHint") : undefined,
    );
  };

  const Icon = ICONS[preference];
  return (
    <DeferredTooltip content={t("colourMode.label")}>
      <button
        type="button"
        className="icon-button"
        onClick={cycle}
        aria-label={t("colourMode.current", { mode: t(`colourMode.${preference}`) })}
      >
        <Icon size={18} aria-hidden="true" />
      </button>
    </DeferredTooltip>
  );
}
