import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { systemClock } from '@portal/ledger-service';
import { startScratchPostgres } from '@portal/ledger-service/testing';
import { startChild } from './child';
import { measureBareKoa, measureDemo, measureHistoryLog, measureHistoryServer } from './datasets';
import type { LoadClient } from './http-loads';
import type { LoadJob, LoadReply } from './load-client';
import { createPhases } from './phases';
import { parsePlan, UsageError, type BenchPlan } from './plan';
import { formatTable, writeResults, type BenchRow } from './results';
import type { StoreFigures } from './store-cases';
import { measureScaleOut } from './scale-out-rows';
import { measureStatements } from './statement-rows';
import { storeRows } from './store-rows';
import type { StoreJob, StoreKind } from './store-worker';

/**
 * `npm run bench`: every speed target (docs/bench.md) beside its anchor, measured in one run on one
 * embedded PostgreSQL with durable commits (`--fast` turns them off), printed as one table and
 * written to bench-results.json. Phases: the stores' append and log-read cases (raw INSERTs, Emmett,
 * ours); the demo portfolio (HTTP reads, write -> visible, then one and two API processes side by
 * side); a big realistic history (append, log
 * read, every rebuild, time travel, HTTP reads). A full run then runs Lighthouse (e2e/lighthouse.bench.ts).
 */
const createDatabases = async (url: string, names: readonly string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return names.map((name) => url.replace(/\/postgres$/, `/${name}`));
};

const runStores = async (url: string, plan: BenchPlan): Promise<BenchRow[]> => {
  const sizes = { writers: plan.writers, singleAppends: plan.singleAppends, batches: plan.batches, batchSize: plan.batchSize };
  const figures: Partial<Record<StoreKind, StoreFigures>> = {};
  for (const kind of ['raw', 'emmett', 'ours'] as const) {
    const child = startChild<StoreJob, StoreFigures>('./store-worker.ts');
    try {
      const result = await child.ask({ kind, url, sizes });
      const read = result.read
        ? `; log read ${Math.round(result.read.perSecond).toLocaleString('en-US')}/s (${result.read.count} of ${result.read.appended} events)`
        : '';
      console.info(
        `  ${kind}: single ${Math.round(result.single).toLocaleString('en-US')}/s, batches ${Math.round(result.batch).toLocaleString('en-US')}/s${read}`,
      );
      figures[kind] = result;
    } finally {
      await child.close();
    }
  }
  return storeRows(figures as Record<StoreKind, StoreFigures>, plan);
};

const run = async (plan: BenchPlan): Promise<BenchRow[]> => {
  const phases = createPhases();
  const rows: BenchRow[] = [];
  const postgres = await phases.run('embedded PostgreSQL', () => startScratchPostgres({ name: 'bench', durable: plan.durable }));
  let client: LoadClient | null = null;
  try {
    const [stores, demo, history] = await createDatabases(postgres.url, ['bench_stores', 'bench_demo', 'bench_history']);
    rows.push(...(await phases.run('store cases: raw INSERT, Emmett, ours', () => runStores(stores!, plan))));
    rows.push(...(await phases.run('statements: rendering', () => measureStatements(plan.statements))));
    const loadClient = (client = startChild<LoadJob, LoadReply>('./load-client.ts'));
    const bareKoa = await phases.run('bare Koa JSON route', () => measureBareKoa(loadClient, plan));
    rows.push(bareKoa.row);
    rows.push(...(await measureDemo(demo!, loadClient, plan, bareKoa.anchor, phases)));
    rows.push(...(await phases.run('demo: one and two API processes', () => measureScaleOut(demo!, plan, systemClock.today()))));
    rows.push(...(await measureHistoryLog(history!, plan, phases)));
    rows.push(...(await measureHistoryServer(history!, loadClient, plan, bareKoa.anchor, phases)));
  } finally {
    await client?.close();
    await postgres.stop();
  }
  console.info(`\nPhases:\n${phases.summary()}`);
  return rows;
};

/** Lighthouse as `npm run bench` always ran it (a full run only: it loads the demo and runs Chromium for minutes). */
const runLighthouse = (): number => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  return spawnSync(process.execPath, ['--import', 'tsx', 'e2e/lighthouse.bench.ts'], { cwd: root, stdio: 'inherit' }).status ?? 1;
};

const main = async () => {
  const plan = parsePlan(process.argv.slice(2));
  console.info(
    `bench (${plan.mode}): ${plan.events.toLocaleString('en-US')}-event history, ${plan.durable ? 'durable commits' : 'FAST MODE: fsync and synchronous_commit off'}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const rows = await run(plan);
  console.info(`\n${formatTable(rows)}\n`);
  writeResults(plan.out, rows);
  const missed = rows.filter((r) => r.met === false).length;
  console.info(
    `${rows.length} figures, ${rows.filter((r) => r.met !== null).length} with a target, ${missed} missed; written to ${plan.out}`,
  );
  if (plan.lighthouse) process.exitCode = runLighthouse();
};

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
