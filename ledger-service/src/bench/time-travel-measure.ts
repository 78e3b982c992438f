import type { EventStore } from '@portal/contracts';
import { createTimeTravel } from '../reports/time-travel';
import { benchInvestors } from './ledger-log';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * The reports at another time (docs/time-travel.md): the first call reads the log into memory and
 * folds it; a new moment folds the log again; a new day filters the folded ledger and computes the
 * allocation; each report after that is the figures engine over memory. Target: under 1 s over 1M
 * events (200 ms on the demo data). The anchor: the read model's summary p50 measured above.
 */
/** The timings in milliseconds (heap in MB), also printed as one line. */
export interface TimeTravelTimings {
  readonly firstMs: number;
  readonly momentMs: number;
  readonly dayMs: number;
  readonly summaryAtMs: number;
  readonly nextMs: number;
  readonly worstMs: number;
  readonly heapMb: number;
}

export const measureTimeTravel = async (store: EventStore, summaryMs: readonly number[], today: string): Promise<TimeTravelTimings> => {
  const timeTravel = createTimeTravel(store);
  const seconds = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const t = performance.now();
    const value = await run();
    return [value, performance.now() - t];
  };
  const [, firstMs] = await seconds(() => timeTravel.reports({ asOf: '2024-12-31', knownOn: null }, today));
  const [, momentMs] = await seconds(() => timeTravel.reports({ asOf: null, knownOn: new Date(Date.now() - 1_000).toISOString() }, today));
  const [at, dayMs] = await seconds(() => timeTravel.reports({ asOf: '2023-06-30', knownOn: null }, today));
  const [, summaryAtMs] = await seconds(async () => at.investorSummary(benchInvestors[0]!));
  const [, nextMs] = await seconds(async () => at.investorSummary(benchInvestors[1]!));
  const worst = Math.max(firstMs, momentMs, dayMs + summaryAtMs);
  const heapMb = process.memoryUsage().heapUsed / 1_048_576;
  console.log(
    [
      `Reports at another time: first call (read the log, fold it) ${firstMs.toFixed(0)} ms; a new known_on ${momentMs.toFixed(0)} ms;`,
      `a new as_of ${dayMs.toFixed(0)} ms + its first summary ${summaryAtMs.toFixed(0)} ms; the next summary ${nextMs.toFixed(1)} ms`,
      `(${(nextMs / percentile(summaryMs, 0.5)).toFixed(1)}x the read model's p50); heap ${heapMb.toFixed(0)} MB;`,
      `worst ${worst.toFixed(0)} ms (target < 1,000 ms) ${worst < 1_000 ? 'ok' : 'MISSED'}`,
    ].join(' '),
  );
  return { firstMs, momentMs, dayMs, summaryAtMs, nextMs, worstMs: worst, heapMb };
};
