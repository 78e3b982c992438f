import { sql } from 'slonik';
import { createDatabasePool } from '@portal/projections';
import { loadDemo } from '../demo/load';
import { createPostgresEventStore, migratePostgresEventStore, systemClock } from '@portal/ledger-service';
import { startBenchServer } from './bench-server';
import { appendBigHistory } from './big-history';
import { cpuPerEventRow, startCpuMeter } from './cpu';
import { closed, measureReads, type LoadClient } from './http-loads';
import { readWholeLog } from './our-store';
import type { Phases } from './phases';
import type { BenchPlan } from './plan';
import { measureRebuilds } from './rebuilds';
import { row, type Anchor, type BenchRow } from './results';
import { measureDemoTimeTravelRows, measureTimeTravelRows } from './time-travel-rows';
import { startTrivialApp } from './trivial-app';
import { measureWriteToVisible } from './write-visible-rows';
import { measureCommands } from './command-rows';
import { measureLandContractRows } from './land-contract-rows';

/** The day the big history's server takes for today (its records run from 2021). */
const bigHistoryToday = '2025-06-30';

/** A bare Koa app's JSON route, closed loop: the row, and the anchor of every GET /healthz. */
export const measureBareKoa = async (client: LoadClient, plan: BenchPlan): Promise<{ row: BenchRow; anchor: Anchor }> => {
  const trivial = await startTrivialApp();
  try {
    const target = { port: trivial.port, token: null, paths: ['/trivial'] };
    const result = await closed(client, 'bare Koa GET /trivial, closed loop', target, plan);
    return {
      row: row('bare Koa JSON route (no middleware), closed loop', result.perSecond, 'req/s'),
      anchor: { name: 'bare Koa JSON route, same client', value: result.perSecond },
    };
  } finally {
    await trivial.close();
  }
};

/** The demo portfolio, loaded through the command handlers: HTTP reads, then write -> visible. */
export const measureDemo = async (url: string, client: LoadClient, plan: BenchPlan, bareKoa: Anchor, phases: Phases) => {
  const part = plan.demoProperties ? ` (${plan.demoProperties.length} of its properties)` : '';
  let loaded: BenchRow | null = null;
  const server = await phases.run(`demo: load${part}`, () =>
    startBenchServer(url, {
      prepare: async (runtime, services) => {
        const started = performance.now();
        const demo = await loadDemo({ runtime, services, concurrency: 8, properties: plan.demoProperties ?? undefined });
        const seconds = (performance.now() - started) / 1000;
        console.info(`  ${demo.calls.toLocaleString('en-US')} calls recorded in ${seconds.toFixed(1)} s`);
        // The whole demo is what `npm run demo` loads; a part of it has no target.
        loaded = row(`demo: load through the commands${part}`, seconds, 's', plan.demoProperties ? {} : { target: { atMost: 10 } });
      },
    }),
  );
  try {
    const reads = await phases.run('demo: HTTP reads', () => measureReads(client, server, 'demo', plan, bareKoa, { asBrowsers: true }));
    const timeTravel = await phases.run('demo: time travel', () => measureDemoTimeTravelRows(server));
    const visible = await phases.run('demo: write -> visible', () =>
      measureWriteToVisible(client, server, { writers: plan.writers, seconds: plan.loadSeconds, today: systemClock.today() }),
    );
    const commands = await phases.run('demo: commands', () =>
      measureCommands(client, server, { seconds: plan.loadSeconds, today: systemClock.today() }),
    );
    const landContract = await phases.run('demo: a 480-payment land contract', () => measureLandContractRows(server));
    return [...(loaded ? [loaded] : []), ...reads, ...timeTravel, ...visible, ...commands, ...landContract];
  } finally {
    await server.close();
  }
};

const logReadTarget = 200_000;

/** The big history through the store alone: appended, read whole, every read model rebuilt from it. */
export const measureHistoryLog = async (url: string, plan: BenchPlan, phases: Phases): Promise<BenchRow[]> => {
  await migratePostgresEventStore(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: plan.writers });
  const pool = await createDatabasePool(url, { maximumPoolSize: 12 });
  try {
    const appended = await phases.run(`big history: append ${plan.events.toLocaleString('en-US')} events`, () =>
      appendBigHistory(store, plan.events),
    );
    // What autovacuum would do soon after such a load, done now so that it does not run beside the
    // measurements (a rebuild or a read on a database in service finds it done).
    await phases.run('big history: VACUUM ANALYZE', () => pool.query(sql.unsafe`VACUUM (ANALYZE) event_store.events`));
    const read = await phases.run('big history: log read', async () => {
      const meter = await startCpuMeter(url);
      const started = performance.now();
      const count = await readWholeLog(store, 10_000);
      return { count, perSecond: count / ((performance.now() - started) / 1000), cpu: meter?.read() };
    });
    const anchor = { name: 'log read, same pages', value: read.perSecond };
    const name = 'big history: global log read (pages of 10,000)';
    return [
      row('big history: appends of 500 events, 8 in flight', appended, 'events/s'),
      row(name, read.perSecond, 'events/s', { target: { atLeast: logReadTarget }, valid: read.count === plan.events }),
      ...(read.cpu ? [cpuPerEventRow(name, read.cpu, read.count, logReadTarget)] : []),
      ...(await phases.run('big history: rebuilds', () => measureRebuilds(url, pool, store, anchor))),
    ];
  } finally {
    await store.close();
    await pool.end();
  }
};

/** The big history served by the API (every read model rebuilt before): time travel, then HTTP reads. */
export const measureHistoryServer = async (url: string, client: LoadClient, plan: BenchPlan, bareKoa: Anchor, phases: Phases) => {
  const server = await phases.run('big history: start the API', () => startBenchServer(url, { today: bigHistoryToday }));
  try {
    const timeTravel = await phases.run('big history: time travel', () => measureTimeTravelRows(server, plan.summaryCalls));
    const reads = await phases.run('big history: HTTP reads', () => measureReads(client, server, 'big history', plan, bareKoa));
    return [...timeTravel, ...reads];
  } finally {
    await server.close();
  }
};
