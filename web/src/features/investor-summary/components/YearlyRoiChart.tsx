import { useId } from 'react';
import { formatPercent } from '../../../lib/format';
import { useElementWidth } from './use-element-width';
import { CHART_MARGIN, yearlyRoiLayout } from './yearly-roi-layout';
import styles from './YearlyRoiChart.module.css';

const CHART_HEIGHT = 260;
const FALLBACK_WIDTH = 640;

/** Spoken instead of the drawing: every year with its value, the current one said to be so far. */
function describe(roiPerYear: Readonly<Record<string, number>>, thisYear: string | undefined): string {
  const years = Object.keys(roiPerYear).sort();
  if (years.length === 0) return 'No yearly return yet.';
  return years.map((year) => `${year}${year === thisYear ? ' (year to date)' : ''}: ${formatPercent(roiPerYear[year]!)}`).join(', ');
}

export interface YearlyRoiChartProps {
  roiPerYear: Readonly<Record<string, number>>;
  title: string;
  /** 'YYYY' of the year not over yet: its bar is hatched and labelled '(YTD)' under the year. */
  thisYear?: string;
}

/**
 * Bar chart 'Yearly ROI', one bar per year, values with '%', y axis from zero, no legend, bars
 * 20 px. The current year's bar is marked year to date on the bar itself (hatching, '(YTD)').
 */
export function YearlyRoiChart(props: YearlyRoiChartProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  // The frame keeps the chart's height before the first measure, so nothing below it moves.
  return (
    <div className={styles.frame} ref={frame}>
      {width !== undefined && <YearlyRoiDrawing {...props} width={width} />}
    </div>
  );
}

/** The chart drawn at a width in pixels. */
function YearlyRoiDrawing({ roiPerYear, title, thisYear, width }: YearlyRoiChartProps & { width: number }) {
  const titleId = useId();
  const descriptionId = useId();
  const hatchId = useId();
  const { bars, yTicks, zeroY, plotLeft, plotRight } = yearlyRoiLayout(roiPerYear, width, CHART_HEIGHT, thisYear);
  const yearY = CHART_HEIGHT - CHART_MARGIN.bottom + 20;

  return (
    <svg
      className={styles.svg}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      width={width}
      height={CHART_HEIGHT}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{describe(roiPerYear, thisYear)}</desc>
      <defs>
        <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path className={styles.hatch} d="M 0 0 L 0 6" />
        </pattern>
      </defs>
      <g data-part="y-axis">
        {yTicks.map((tick) => (
          <g key={tick.value} transform={`translate(0, ${tick.y})`}>
            <line className={styles.grid} x1={plotLeft} x2={plotRight} />
            <text x={plotLeft - 8} dy="0.32em" textAnchor="end" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      <line className={styles.axis} x1={plotLeft} x2={plotRight} y1={zeroY} y2={zeroY} />
      {bars.map((bar) => (
        <g key={bar.year} data-part="bar-group">
          {bar.yearToDate ? (
            <rect
              className={styles.partialBar}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              fill={`url(#${hatchId})`}
              data-year={bar.year}
              data-ytd=""
            />
          ) : (
            <rect className={styles.bar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-year={bar.year} />
          )}
          <text className={styles.valueLabel} x={bar.x + bar.width / 2} y={bar.labelY} textAnchor="middle">
            {bar.label}
          </text>
          <text x={bar.x + bar.width / 2} y={yearY} textAnchor="middle" fill="currentColor">
            {bar.year}
          </text>
          {bar.yearToDate && (
            <text x={bar.x + bar.width / 2} y={yearY + 16} textAnchor="middle" fill="currentColor">
              (YTD)
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
