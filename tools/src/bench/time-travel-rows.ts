import type { BenchServer } from './bench-server';
import { benchInvestors } from '@portal/ledger-service/testing';
import { percentile, row, type BenchRow } from './results';
import { measureTimeTravel } from './time-travel-measure';

/**
 * The reports at another time over the big history (time-travel-measure.ts), beside the investor
 * summary from the read model: one caller, GET /api/investor_summary over HTTP, `calls` times
 * through the investors (each investor's first call of the day: computed, not yet kept).
 */
export const measureTimeTravelRows = async (server: BenchServer, calls: number): Promise<BenchRow[]> => {
  const summaryMs: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const answer = await server.call(
      'GET',
      `/api/investor_summary?investor_name=${encodeURIComponent(benchInvestors[i % benchInvestors.length]!)}`,
    );
    if (answer.status !== 200) throw new Error(`bench: the investor summary answered ${answer.status}`);
    summaryMs.push(performance.now() - started);
  }
  summaryMs.sort((a, b) => a - b);
  const timings = await measureTimeTravel(server, 1_000);
  const anchor = { name: 'GET /api/investor_summary p50, one caller, first of the day', value: percentile(summaryMs, 0.5) };
  return [
    row('time travel: reading the log in (at server start)', timings.readInMs, 'ms'),
    row(`time travel: a request at a new view, median of ${timings.newViewMs.length}`, percentile(timings.newViewMs, 0.5), 'ms', {
      anchor,
    }),
    row('time travel: the slowest request at a new view', timings.worst.ms, 'ms', { anchor, target: { atMost: 1_000 } }),
    row('time travel: the next summary in a view', percentile(timings.nextMs, 0.5), 'ms', { anchor }),
    row('time travel: restatements since a moment', timings.restatementsMs, 'ms'),
    row('time travel: heap after', timings.heapMb, 'MB'),
  ];
};

/** The same requests at new views over the demo portfolio (target: the slowest under 200 ms). */
export const measureDemoTimeTravelRows = async (server: BenchServer): Promise<BenchRow[]> => {
  const timings = await measureTimeTravel(server, 200);
  return [
    row(`demo: time travel, a request at a new view, median of ${timings.newViewMs.length}`, percentile(timings.newViewMs, 0.5), 'ms'),
    row('demo: time travel, the slowest request at a new view', timings.worst.ms, 'ms', { target: { atMost: 200 } }),
  ];
};
