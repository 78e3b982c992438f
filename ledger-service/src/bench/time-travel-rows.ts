import type { BenchServer } from './bench-server';
import { benchInvestors } from './ledger-log';
import { row, type BenchRow } from './results';
import { measureTimeTravel } from './time-travel-measure';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * The reports at another time over the big history (time-travel-measure.ts), beside the investor
 * investor summary from the read model: one caller, GET /api/investor_summary over HTTP, `calls`
 * times through the investors (each investor's first call of the day: computed, not yet kept).
 */
export const measureTimeTravelRows = async (server: BenchServer, today: string, calls: number): Promise<BenchRow[]> => {
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
  const timings = await measureTimeTravel(server.runtime.store, summaryMs, today);
  const anchor = { name: 'GET /api/investor_summary p50, one caller, first of the day', value: percentile(summaryMs, 0.5) };
  return [
    row('time travel: reading the log in (at server start)', timings.firstMs, 'ms'),
    row('time travel: a new known_on and its summary', timings.momentMs, 'ms', { anchor }),
    row('time travel: a new as_of and its first summary', timings.dayMs + timings.summaryAtMs, 'ms', { anchor }),
    row('time travel: the slowest request at a new view', timings.worstMs, 'ms', { anchor, target: { atMost: 1_000 } }),
    row('time travel: the next summary in a view', timings.nextMs, 'ms', { anchor }),
    row('time travel: restatements since a moment', timings.restatementsMs, 'ms'),
    row('time travel: heap after', timings.heapMb, 'MB'),
  ];
};
