import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES, type Locale } from "../../shared/locales";
import { type ItemStats, type LinkStats, STATS_RANGES, type StatsRange } from "../../shared/page-stats";
import { useApi } from "../api";
import { useLocale } from "../i18n";
import { dateFormat } from "../ui/dates";
import { StatsChart } from "./stats-chart";

export type PageStatsPanelProps = { itemId: string; showPage: boolean; showShare: boolean };

/** Languages beyond this many are summed as "other languages". */
const TOP_LANGUAGES = 5;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; stats: ItemStats };

/** "38 s", "2 min 5 s" in the screen's language (Intl units: no words to translate). */
function formatDuration(locale: Locale, seconds: number): string {
  const tag = LOCALES[locale].language;
  const unit = (value: number, name: "second" | "minute") =>
    new Intl.NumberFormat(tag, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: 0 }).format(
      value,
    );
  const whole = Math.round(seconds);
  if (whole < 60) return unit(whole, "second");
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${unit(minutes, "minute")} ${unit(rest, "second")}` : unit(minutes, "minute");
}

/** A reader's language by name in the screen's language ("Japanese", "日本語"), or its code. */
function languageName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames(LOCALES[locale].language, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The owner's statistics of a draft's published page and share link (docs/api.md, "Page
 * statistics"): views, visitors and median time on page over 7, 30 or 90 days, a chart of views
 * per day and the readers' languages. Loaded on demand from the history's link manager.
 */
export function PageStatsPanel({ itemId, showPage, showShare }: PageStatsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [days, setDays] = useState<StatsRange>(STATS_RANGES[0]);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  const fetchStats = useCallback(
    async (range: StatsRange, signal?: AbortSignal) => {
      setLoad({ state: "loading" });
      try {
        const stats = await api.get<ItemStats>(`/api/items/${itemId}/stats`, { query: { days: range }, signal });
        setLoad({ state: "ready", stats });
      } catch {
        if (!signal?.aborted) setLoad({ state: "failed" });
      }
    },
    [api, itemId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void fetchStats(days, controller.signal);
    return () => controller.abort();
  }, [days, fetchStats]);

  return (
    <section className="stats-panel" aria-labelledby={`${id}-title`} aria-busy={load.state === "loading"}>
      <div className="stats-head">
        <h3 id={`${id}-title`} className="stats-title">
          {t("stats.title")}
        </h3>
        <fieldset className="stats-range">
          <legend className="visually-hidden">{t("stats.range")}</legend>
          {[...STATS_RANGES]
            .sort((a, b) => a - b)
            .map((range) => (
              <button
                key={range}
                type="button"
                className="chip"
                aria-pressed={range === days}
                onClick={() => setDays(range)}
              >
                {t("stats.days", { count: range })}
              </button>
            ))}
        </fieldset>
      </div>
      {load.state === "failed" ? (
        <p className="stats-message" role="alert">
          {t("stats.failed")}{" "}
          <button type="button" className="button small" onClick={() => fetchStats(days)}>
            {t("stats.retry")}
          </button>
        </p>
      ) : load.state === "loading" ? (
        <p className="stats-message">{t("stats.loading")}</p>
      ) : (
        <>
          {showPage ? <LinkStatsView kind="page" stats={load.stats.page} range={load.stats} /> : null}
          {showShare ? <LinkStatsView kind="share" stats={load.stats.share} range={load.stats} /> : null}
          <p className="stats-note">{t("stats.note")}</p>
        </>
      )}
    </section>
  );
}

function LinkStatsView({ kind, stats, range }: { kind: "page" | "share"; stats: LinkStats; range: ItemStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tag = LOCALES[locale].language;
  const number = (value: number) => new Intl.NumberFormat(tag).format(value);
  const dayLabel = (day: string) =>
    dateFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const languages = stats.byLanguage.slice(0, TOP_LANGUAGES);
  const others = stats.byLanguage.slice(TOP_LANGUAGES).reduce((sum, entry) => sum + entry.views, 0);
  const shown = others > 0 ? [...languages, { language: "", views: others }] : languages;
  const most = Math.max(1, ...shown.map((entry) => entry.views));

  return (
    <div className="stats-link">
      <h4 className="stats-link-title">{t(kind === "page" ? "stats.page" : "stats.share")}</h4>
      {stats.views === 0 ? (
        <p className="stats-message">{t("stats.empty")}</p>
      ) : (
        <>
          <dl className="stats-figures">
            <div>
              <dt>{t("stats.views")}</dt>
              <dd>{number(stats.views)}</dd>
            </div>
            <div>
              <dt>{t("stats.visitors")}</dt>
              <dd>{number(stats.visitors)}</dd>
            </div>
            <div>
              <dt>{t("stats.median")}</dt>
              <dd>
                {stats.medianSeconds === null ? (
                  <span className="stats-none">{t("stats.noTime")}</span>
                ) : (
                  formatDuration(locale, stats.medianSeconds)
                )}
              </dd>
            </div>
          </dl>
          <StatsChart
            days={stats.byDay}
            label={t("stats.chartLabel", {
              from: dayLabel(range.from),
              to: dayLabel(range.to),
              count: stats.views,
            })}
            formatDay={dayLabel}
            describeDay={(day) => t("stats.dayViews", { date: dayLabel(day.day), count: day.views })}
          />
          <h5 className="stats-languages-title">{t("stats.languages")}</h5>
          <ul className="stats-languages">
            {shown.map((entry) => (
              <li key={entry.language || "other"}>
                <span className="stats-language-name">
                  {entry.language === ""
                    ? t("stats.otherLanguages")
                    : entry.language === "und"
                      ? t("stats.unknownLanguage")
                      : languageName(locale, entry.language)}
                </span>
                <span className="stats-language-bar" aria-hidden="true">
                  <span style={{ width: `${(entry.views / most) * 100}%` }} />
                </span>
                <span className="stats-language-views">{number(entry.views)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
