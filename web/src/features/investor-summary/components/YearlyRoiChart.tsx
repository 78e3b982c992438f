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

/** Spoken instead of the drawing: every year with its value. */
function describe(roiPerYear: Readonly<Record<string, number>>): string {
  const years = Object.keys(roiPerYear).sort();
  if (years.length === 0) return 'No yearly return yet.';
  return years.map((year) => `${year}: ${formatPercent(roiPerYear[year]!)}`).join(', ');
}

/** Spec: bar chart 'Yearly ROI', one bar per year, values with '%', y axis from zero, no legend, bars 20 px. */
export function YearlyRoiChart({ roiPerYear, title }: { roiPerYear: Readonly<Record<string, number>>; title: string }) {
  const [frame, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const titleId = useId();
  const descriptionId = useId();
  const { bars, yTicks, zeroY, plotLeft, plotRight } = yearlyRoiLayout(roiPerYear, width, CHART_HEIGHT);

  return (
    <Frame ref={frame}>
      <Svg role="img" aria-labelledby={titleId} aria-describedby={descriptionId} width={width} height={CHART_HEIGHT} viewBox={`0 0 ${width} ${CHART_HEIGHT}`}>
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{describe(roiPerYear)}</desc>
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
            <Bar x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-year={bar.year} />
            <ValueLabel x={bar.x + bar.width / 2} y={bar.labelY} textAnchor="middle">
              {bar.label}
            </ValueLabel>
            <text x={bar.x + bar.width / 2} y={CHART_HEIGHT - CHART_MARGIN.bottom + 20} textAnchor="middle" fill="currentColor">
              {bar.year}
            </text>
          </g>
        ))}
      </Svg>
    </Frame>
  );
}
