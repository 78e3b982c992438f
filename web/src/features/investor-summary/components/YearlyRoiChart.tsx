import { useId } from 'react';
import styled from 'styled-components';
import { formatPercent } from '../../../lib/format';
import { useElementWidth } from './use-element-width';
import { CHART_MARGIN, yearlyRoiLayout } from './yearly-roi-layout';

const CHART_HEIGHT = 260;
const FALLBACK_WIDTH = 640;

const Frame = styled.div`
  width: 100%;
  min-width: 0;
`;

/** Drawn at the measured width; until a resize is measured it scales rather than overflowing. */
const Svg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

/** The year so far: hatched inside a solid outline, so it does not read as a finished (lower) year. */
const PartialBar = styled.rect`
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-width: 2;
`;

const Hatch = styled.path`
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-width: 2;
`;

const ValueLabel = styled.text`
  fill: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Grid = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
`;

const Axis = styled.line`
  stroke: ${({ theme }) => theme.colors.borderStrong};
`;

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
export function YearlyRoiChart({ roiPerYear, title, thisYear }: YearlyRoiChartProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const titleId = useId();
  const descriptionId = useId();
  const hatchId = useId();
  const { bars, yTicks, zeroY, plotLeft, plotRight } = yearlyRoiLayout(roiPerYear, width, CHART_HEIGHT, thisYear);
  const yearY = CHART_HEIGHT - CHART_MARGIN.bottom + 20;

  return (
    <Frame ref={frame}>
      <Svg
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
            <Hatch d="M 0 0 L 0 6" />
          </pattern>
        </defs>
        <g data-part="y-axis">
          {yTicks.map((tick) => (
            <g key={tick.value} transform={`translate(0, ${tick.y})`}>
              <Grid x1={plotLeft} x2={plotRight} />
              <text x={plotLeft - 8} dy="0.32em" textAnchor="end" fill="currentColor">
                {tick.label}
              </text>
            </g>
          ))}
        </g>
        <Axis x1={plotLeft} x2={plotRight} y1={zeroY} y2={zeroY} />
        {bars.map((bar) => (
          <g key={bar.year} data-part="bar-group">
            {bar.yearToDate ? (
              <PartialBar
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={`url(#${hatchId})`}
                data-year={bar.year}
                data-ytd=""
              />
            ) : (
              <Bar x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-year={bar.year} />
            )}
            <ValueLabel x={bar.x + bar.width / 2} y={bar.labelY} textAnchor="middle">
              {bar.label}
            </ValueLabel>
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
      </Svg>
    </Frame>
  );
}
