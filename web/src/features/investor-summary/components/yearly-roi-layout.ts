import { scaleBand, scaleLinear } from 'd3';
import { formatPercent } from '../../../lib/format';

/** Chart bar thickness. */
export const BAR_THICKNESS = 20;

/** The bottom margin holds two lines under a bar: its year, and '(YTD)' under the current one. */
export const CHART_MARGIN = { top: 24, right: 16, bottom: 44, left: 56 } as const;

export interface RoiBar {
  year: string;
  percent: number;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Baseline of the value label: above a positive bar, below a negative one. */
  labelY: number;
  /** The current year, not over yet: its ROI so far. */
  yearToDate: boolean;
}

export interface RoiTick {
  value: number;
  y: number;
  label: string;
}

export interface YearlyRoiLayout {
  bars: RoiBar[];
  yTicks: RoiTick[];
  /** Pixel row of 0 %, where the bars start and the x axis sits. */
  zeroY: number;
  plotLeft: number;
  plotRight: number;
}

/**
 * d3 computes, React renders: positions of one bar per year (oldest to newest) in a `width` x
 * `height` chart. The y scale always contains 0 (bars grow from it), reaching up to the largest
 * value and down to the most negative one, if any, with round tick values. The bar of `thisYear`
 * ('YYYY') is marked year to date.
 */
export function yearlyRoiLayout(
  roiPerYear: Readonly<Record<string, number>>,
  width: number,
  height: number,
  thisYear?: string,
): YearlyRoiLayout {
  const years = Object.keys(roiPerYear).sort();
  const values = years.map((year) => roiPerYear[year]!);
  const plotLeft = CHART_MARGIN.left;
  const plotRight = Math.max(plotLeft + 1, width - CHART_MARGIN.right);

  const x = scaleBand<string>().domain(years).range([plotLeft, plotRight]).padding(0.2);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = scaleLinear()
    .domain(low === high ? [0, 1] : [low, high])
    .range([height - CHART_MARGIN.bottom, CHART_MARGIN.top])
    .nice();
  const zeroY = y(0);
  // Many years on a narrow screen: thinner bars rather than bars over one another.
  const barWidth = Math.min(BAR_THICKNESS, x.bandwidth());

  const bars = years.map((year, index) => {
    const percent = values[index]!;
    const top = Math.min(y(percent), zeroY);
    return {
      year,
      percent,
      label: formatPercent(percent),
      x: x(year)! + (x.bandwidth() - barWidth) / 2,
      y: top,
      width: barWidth,
      height: Math.abs(y(percent) - zeroY),
      labelY: percent < 0 ? y(percent) + 14 : y(percent) - 6,
      yearToDate: year === thisYear,
    };
  });
  const yTicks = y.ticks(5).map((value) => ({ value, y: y(value), label: `${value}%` }));
  return { bars, yTicks, zeroY, plotLeft, plotRight };
}
