import { useId } from "react";
import type { DayStats } from "../../shared/page-stats";

/** Drawing units of the bars' viewBox; it stretches to its box, so the labels are HTML, never scaled text. */
const WIDTH = 600;
const HEIGHT = 120;

type Props = {
  days: DayStats[];
  /** What the chart shows, for screen readers: a sentence with the range and the total. */
  label: string;
  /** A day as the axis shows it ("May 6"). */
  formatDay(day: string): string;
  /** One bar's tooltip ("May 6: 3 views"). */
  describeDay(day: DayStats): string;
};

/**
 * Views per day as plain SVG bars (docs/api.md, "Page statistics"): no chart library. The axis
 * names the first, middle and last days and the highest count; each bar's title tells its day.
 * The totals are also in the panel's text, so the picture is a summary, not the only copy.
 */
export function StatsChart({ days, label, formatDay, describeDay }: Props) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((day) => day.views));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.72);
  const middle = days[Math.floor((days.length - 1) / 2)];
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="stats-chart">
      <div className="stats-chart-plot">
        <span className="stats-chart-max" aria-hidden="true">
          {max}
        </span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} preserveAspectRatio="none">
          <title id={titleId}>{label}</title>
          <line className="stats-chart-grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          {days.map((day, index) => {
            const height = (day.views / max) * (HEIGHT - 2);
            return (
              <rect
                key={day.day}
                className="stats-chart-bar"
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
              >
                <title>{describeDay(day)}</title>
              </rect>
            );
          })}
          <line
            className="stats-chart-axis"
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="stats-chart-days" aria-hidden="true">
        <span>{first ? formatDay(first.day) : ""}</span>
        <span>{middle && middle !== first && middle !== last ? formatDay(middle.day) : ""}</span>
        <span>{last && last !== first ? formatDay(last.day) : ""}</span>
      </div>
    </figure>
  );
}
