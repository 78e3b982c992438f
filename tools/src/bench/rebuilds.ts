import type { EventStore } from '@portal/contracts';
import { allProjectors, rebuildProjections, type DatabasePool } from '@portal/projections';
import { cpuPerEventRow, startCpuMeter } from './cpu';
import { row, type Anchor, type BenchRow } from './results';

const target = 100_000;

/**
 * Every read model rebuilt from the whole log alone (one replay each), then all of them together as
 * `npm run rebuild` does (one replay feeding every projector), which leaves them all built for the
 * HTTP loads. The anchor: reading the same log through the store, pages of the rebuild's size.
 */
export const measureRebuilds = async (url: string, pool: DatabasePool, store: EventStore, logRead: Anchor): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const rebuild = async (name: string, projectors: typeof allProjectors) => {
    const meter = await startCpuMeter(url);
    const result = await rebuildProjections({ pool, store, projectors });
    const spent = meter?.read();
    console.info(`  ${name}: ${result.processed.toLocaleString('en-US')} events in ${result.seconds.toFixed(1)} s`);
    rows.push(row(name, result.eventsPerSecond, 'events/s', { anchor: logRead, target: { atLeast: target } }));
    if (spent) rows.push(cpuPerEventRow(name, spent, result.processed, target));
  };
  for (const projector of allProjectors) await rebuild(`rebuild: ${projector.name} read model`, [projector]);
  await rebuild('rebuild: every read model together', allProjectors);
  return rows;
};
