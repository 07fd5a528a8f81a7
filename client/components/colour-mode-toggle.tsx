import { Monitor, Moon, Sun } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  COLOUR_MODE_KEY,
  COLOUR_MODE_PREFERENCES,
  type ColourModePreference,
  isColourModePreference,
} from "../colour-mode";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

function applyPreference(preference: ColourModePreference) {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  const mode = root.dataset.forcedTheme || (preference === "system" ? system : preference);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}

/** Cycles system → light → dark. Under "system" the page follows the OS setting live. */
export function ColourModeToggle() {
  const { t } = useTranslation();
  const [preference, setPreference] = useState<ColourModePreference>("system");

  useEffect(() => {
    const stored = localStorage.getItem(COLOUR_MODE_KEY);
    setPreference(isColourModePreference(stored) ? stored : "system");
  }, []);

  useEffect(() => {
    applyPreference(preference);
    if (preference !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyPreference("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [preference]);

  const cycle = useCallback(() => {
    const next = COLOUR_MODE_PREFERENCES[(COLOUR_MODE_PREFERENCES.indexOf(preference) + 1) % 3] ?? "system";
    localStorage.setItem(COLOUR_MODE_KEY, next);
    setPreference(next);
  }, [preference]);

  const Icon = ICONS[preference];
  const label = t(`colourMode.${preference}`);
  return (
    <button
      type="button"
      className="icon-button"
      onClick={cycle}
      aria-label={t("colourMode.current", { mode: label })}
      title={t("colourMode.label")}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}
