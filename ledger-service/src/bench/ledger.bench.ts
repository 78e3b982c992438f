import { randomUUID } from 'node:crypto';
import type { DomainEvent, NewEvent } from '@portal/contracts';
import { createDatabasePool, createLedgerQueries, rebuildProjections, type Projector } from '@portal/projections';
import { allProjectors } from '@portal/projections';
import { sql } from 'slonik';
import { startScratchPostgres } from '../database/scratch-postgres';
import { createPostgresEventStore, migratePostgresEventStore } from '../event-store/postgres';
import { benchInvestors, ledgerLog } from './ledger-log';
import { loadInvestorSummary } from './summary-load';
import { currentView, investorSummaryToWire } from '../reports/answers/ledger';
import { firmReturnsToWire, investorReturnsToWire } from '../reports/answers/returns';
import { measureTimeTravel } from './time-travel-measure';

const today = '2025-06-30';

/**
 * The ledger read side at scale, on a private embedded PostgreSQL (or BENCH_DATABASE_URL, disposable):
 *   npx tsx ledger-service/src/bench/ledger.bench.ts [events, default 1,000,000] [read model names ...]
 * Appends a realistic ledger, rebuilds the read models (the ledger alone unless others are named),
 * then measures GET /api/investor_summary and GET /api/investor_returns: from the read model alone,
 * and over HTTP at 1,000 requests/s. Targets: rebuild >= 100,000 events/s, summary p99 < 10 ms at
 * 1,000/s, the returns as fast as the summary.
 */
const startPostgres = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };
  return startScratchPostgres({ name: 'ledger-bench', database: 'bench' });
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const main = async () => {
  const count = Number(process.argv[2] ?? 1_000_000);
  const names = process.argv.slice(3);
  const projectors: Projector[] = allProjectors.filter((p) => (names.length === 0 ? p.name === 'ledger' : names.includes(p.name)));
  const postgres = await startPostgres();
  try {
    await migratePostgresEventStore(postgres.url);
    const store = createPostgresEventStore({ connectionString: postgres.url, poolSize: 8 });
    const pool = await createDatabasePool(postgres.url, { maximumPoolSize: 12 });
    const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null };

    const existing = Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM event_store.events`));
    let started = performance.now();
    const pending: Promise<unknown>[] = [];
    let chunk: NewEvent[] = [];
    const flush = async () => {
      const events = chunk;
      chunk = [];
      pending.push(store.append(`bench-${randomUUID()}`, events, { expectedVersion: 'any', metadata }));
      if (pending.length >= 8) await Promise.all(pending.splice(0));
    };
    // An existing database that already holds the log (BENCH_DATABASE_URL) is measured as it is.
    for (const event of (existing > 0 ? [] : ledgerLog(count)) as Iterable<DomainEvent>) {
      chunk.push({ id: randomUUID(), type: event.type, data: event.data });
      if (chunk.length === 500) await flush();
    }
    if (chunk.length > 0) await flush();
    await Promise.all(pending);
    if (existing === 0)
      console.log(`Appended ${count.toLocaleString('en-US')} ledger events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const result = await rebuildProjections({ pool, store, projectors });
    const rate = Math.round(result.eventsPerSecond);
    console.log(
      `Rebuilt ${projectors.map((p) => p.name).join(', ')}: ${result.processed.toLocaleString('en-US')} events in ${result.seconds.toFixed(1)} s, ${rate.toLocaleString('en-US')} events/s (target 100,000) ${rate >= 100_000 ? 'ok' : 'MISSED'}`,
    );

    if (projectors.some((p) => p.name === 'ledger')) {
      // The ledger reads resolve names through the names read model: build it too (not timed above).
      const nameModel = allProjectors.filter((p) => p.name === 'names' && !projectors.includes(p));
      if (nameModel.length > 0) await rebuildProjections({ pool, store, projectors: nameModel });
      // The read model alone, every answer computed (no cache): what a first read after a write costs.
      const queries = createLedgerQueries(pool);
      const timed = async (read: (investor: string) => Promise<unknown>, times = 300) => {
        const ms: number[] = [];
        for (let i = 0; i < times; i++) {
          const t = performance.now();
          await read(benchInvestors[i % benchInvestors.length]!);
          ms.push(performance.now() - t);
        }
        return ms.sort((a, b) => a - b);
      };
      const cold = await timed(async (investor) => investorSummaryToWire((await queries.investorSummary(investor, today))!, currentView));
      console.log(
        `Investor summary from the read model, one caller, uncached: p50 ${percentile(cold, 0.5).toFixed(2)} ms, p99 ${percentile(cold, 0.99).toFixed(2)} ms`,
      );
      // The returns read the same stored tables and solve the XIRR per call: their cost beside the summary's.
      const returns = await timed(async (investor) =>
        investorReturnsToWire((await queries.investorReturns(investor, null, today))!.returns, null),
      );
      console.log(
        `Investor returns from the read model, one caller, uncached: p50 ${percentile(returns, 0.5).toFixed(2)} ms, p99 ${percentile(returns, 0.99).toFixed(2)} ms (${(percentile(returns, 0.5) / percentile(cold, 0.5)).toFixed(2)}x the summary's p50)`,
      );
      const firm = await timed(async () => firmReturnsToWire(today, await queries.firmReturns(today)), 10);
      console.log(`Every investor's returns (${benchInvestors.length} investors), uncached: p50 ${percentile(firm, 0.5).toFixed(1)} ms`);
      // Before the HTTP loads, whose server catches every other read model up first (minutes over 1M events).
      await measureTimeTravel(store, cold, today);
      const load = await loadInvestorSummary(postgres.url, benchInvestors, { perSecond: 1_000, seconds: 10, today });
      console.log(
        `GET /api/investor_summary at 1,000 requests/s for 10 s: ${load.requests} requests, ${load.failures} failed, p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms (target < 10 ms) ${load.p99 < 10 && load.failures === 0 ? 'ok' : 'MISSED'}`,
      );
      const returnsLoad = await loadInvestorSummary(postgres.url, benchInvestors, {
        perSecond: 1_000,
        seconds: 10,
        today,
        path: (investor) => `/api/investor_returns?investor_name=${encodeURIComponent(investor)}`,
      });
      console.log(
        `GET /api/investor_returns at 1,000 requests/s for 10 s: ${returnsLoad.requests} requests, ${returnsLoad.failures} failed, p50 ${returnsLoad.p50.toFixed(2)} ms, p99 ${returnsLoad.p99.toFixed(2)} ms (target: as the summary's)`,
      );
    }
    await store.close();
    await pool.end();
  } finally {
    await postgres.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
