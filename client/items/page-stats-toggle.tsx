import { ChartNoAxesColumn } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageRef, ShareRef } from "../../shared/publishing";
import { lazyWithDelay } from "../ui/delayed-fallback";
import type { PageStatsPanelProps } from "./page-stats";

// The panel and its chart load only when an owner opens them (docs/performance.md: charts load on demand).
const PageStatsPanel = lazyWithDelay<PageStatsPanelProps>(
  () => import("./page-stats").then((module) => ({ default: module.PageStatsPanel })),
  { fallback: <StatsLoading /> },
);

function StatsLoading() {
  const { t } = useTranslation();
  return <p className="stats-loading">{t("stats.loading")}</p>;
}

type Props = { itemId: string; share: ShareRef | null; publication: PageRef | null };

/**
 * "Statistics" under a shared or published draft in the history (docs/api.md, "Page statistics"):
 * a disclosure button that opens the panel of the item's page and link.
 */
export function PageStatsToggle({ itemId, share, publication }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!share && !publication) return null;
  return (
    <div className="stats-toggle">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((current) => !current)}
      >
        <ChartNoAxesColumn size={14} aria-hidden="true" />
        {t("stats.toggle")}
      </button>
      {open ? (
        <div id={`${id}-panel`}>
          <PageStatsPanel itemId={itemId} showPage={!!publication} showShare={!!share} />
        </div>
      ) : null}
    </div>
  );
}
