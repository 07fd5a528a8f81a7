import { Progress as RadixProgress } from "radix-ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { normalizeProgress } from "./progress-value";

/**
 * A progress bar on Radix Progress. `value` is a number from 0 to `max` (default 100), or null
 * while the amount is unknown (an animated, indeterminate bar). Invalid props are reported on the
 * console and replaced (docs/product.md, "Interface kit") before Radix sees them, so Radix never logs its own.
 */
export function Progress({ value, max, label }: { value: number | null | undefined; max?: number; label: string }) {
  const { i18n } = useTranslation();
  const state = useMemo(() => normalizeProgress(value, max), [value, max]);
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }),
    [i18n.language],
  );
  const offset = state.value === null ? undefined : 100 - (state.value / state.max) * 100;
  return (
    <RadixProgress.Root
      className="progress"
      value={state.value}
      max={state.max}
      aria-label={label}
      getValueLabel={(current, total) => percent.format(current / total)}
    >
      <RadixProgress.Indicator
        className="progress-indicator"
        style={offset === undefined ? undefined : { transform: `translateX(-${offset}%)` }}
      />
    </RadixProgress.Root>
  );
}
