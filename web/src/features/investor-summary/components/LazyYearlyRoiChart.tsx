import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';

// The chart and d3's scales are a chunk of their own, fetched as soon as the investor page's code
// runs: alongside the page's data rather than after it, and never on the sign-in page.
const chartModule = import('./YearlyRoiChart');
const YearlyRoiChart = lazy(() => chartModule.then((module) => ({ default: module.YearlyRoiChart })));

/** Holds the chart's height while its code arrives, so nothing below it moves. */
const Placeholder = styled.div`
  width: 100%;
  height: 260px;
`;

/** The yearly ROI chart, its code loaded on first show. */
export function LazyYearlyRoiChart(props: ComponentProps<typeof YearlyRoiChart>) {
  return (
    <Suspense fallback={<Placeholder aria-busy="true" />}>
      <YearlyRoiChart {...props} />
    </Suspense>
  );
}
