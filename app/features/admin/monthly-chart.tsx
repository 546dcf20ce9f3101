import { monthLabel } from "./usage-kinds.ts";
import * as styles from "./admin.css.ts";

/**
 * A bar per month, drawn as plain SVG (no chart library, no script: decision 057). The figures themselves are in
 * the table beside it; the drawing is for the eye, with each bar's value in its tooltip.
 */
export function MonthlyChart({
  title,
  months,
  values,
  unit,
}: {
  title: string;
  months: string[];
  values: number[];
  unit: string;
}) {
  const width = 24;
  const gap = 8;
  const height = 120;
  const highest = Math.max(1, ...values);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${months.length * (width + gap)} ${height + 18}`}
        role="img"
        aria-label={`${title}, ${monthLabel(months[0])} to ${monthLabel(months[months.length - 1])}`}
        className={styles.chartSvg}
      >
        {values.map((value, index) => {
          const barHeight = Math.round((value / highest) * height);
          const x = index * (width + gap);
          return (
            <g key={months[index]}>
              <rect
                x={x}
                y={height - barHeight}
                width={width}
                height={Math.max(barHeight, value ? 1 : 0)}
                className={styles.chartBar}
              >
                <title>{`${monthLabel(months[index])}: ${value.toLocaleString("en-GB")} ${unit}`}</title>
              </rect>
              <text x={x + width / 2} y={height + 14} textAnchor="middle" className={styles.chartLabel}>
                {monthLabel(months[index]).slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
