import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '../../../components/ui';
import styles from './LazyYearlyRoiChart.module.css';

// The chart and d3's scales are a chunk of their own, fetched as soon as the investor page's code
// runs: alongside the page's data rather than after it, and never on the sign-in page.
const chartModule = import('./YearlyRoiChart');
const YearlyRoiChart = lazy(() => chartModule.then((module) => ({ default: module.YearlyRoiChart })));

/** The yearly ROI chart, its code loaded on first show. */
export function LazyYearlyRoiChart(props: ComponentProps<typeof YearlyRoiChart>) {
  return (
    <Suspense fallback={<Loading label="Loading the chart..." lines={6} className={styles.placeholder} />}>
      <YearlyRoiChart {...props} />
    </Suspense>
  );
}
