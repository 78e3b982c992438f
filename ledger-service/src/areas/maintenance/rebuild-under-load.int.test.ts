import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@portal/contracts';
import { allProjectors, rebuildProjections } from '@portal/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelChecksums } from '@portal/projections/testing';
import { ledgerLog } from '../../testing/ledger-log';
import { bodies, ledgerFixture } from '../../testing/ledger-fixture';
import { holdSwapOf } from '../../testing/swap-lock';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * "A rebuild under load leaves reports answering and identical" (issue 6): a realistic ledger of
 * REBUILD_LOAD_EVENTS events (enough for the rebuild to take a while), then, while four writers keep
 * recording through the API and a reader keeps asking for reports, a rebuild of every read model
 * started from the admin page. Every read answers 200 throughout, every write is recorded, the page
 * sees the run progress to success; once the writers stop and the live projectors have caught up,
 * every read model equals a replay of the same log from scratch, table for table.
 */

const historySize = Number(process.env.REBUILD_LOAD_EVENTS ?? 12_000);
const writers = 4;
let api: TestServer;
let admin: string;

beforeAll(async () => {
  api = await startTestServer({ today: '2025-06-30' });
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
}, 120_000);
afterAll(async () => {
  await api?.services.rebuilds.idle();
  await api?.stop();
});

/** The history, appended in pages as the benchmark does (the streams matter to no read model). */
const appendHistory = async () => {
  const metadata = { actor: 'history', correlationId: randomUUID(), causationId: null };
  let page: NewEvent[] = [];
  const flush = async () => {
    await api.runtime.store.append(`history-${randomUUID()}`, page, { expectedVersion: 'any', metadata });
    page = [];
  };
  for (const event of ledgerLog(historySize)) {
    page.push({ id: randomUUID(), type: event.type, data: event.data });
    if (page.length === 1_000) await flush();
  }
  if (page.length > 0) await flush();
};

const caughtUp = () => api.caughtUp(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds the projector lock of the first read model the rebuild swaps in, so the run waits there, its
 * replay done, until released: the page is then sure to see it running with events counted, however
 * fast the machine. Its live projector waits too, as it does during any swap.
 */
const holdFirstSwap = () => holdSwapOf(api.runtime.pool, allProjectors[0]!.schema);

interface Seen {
  state: string;
  processed: number;
  swapping: string | null;
}

describe('a rebuild under load', () => {
  it('leaves reports answering and gives back identical read models', { timeout: 240_000 }, async () => {
    await appendHistory();
    // The quick way to catch a big log up: a rebuild (the live projectors skip what it covers).
    await rebuildProjections({ pool: api.runtime.pool, store: api.runtime.store, projectors: allProjectors });
    const calls = ledgerFixture(api, admin);
    await calls.llc('Load LLC');
    await calls.investor('Load Investor');
    for (let w = 0; w < writers; w++) {
      await calls.property(`Load Property ${w}`, 'Load LLC');
      await calls.invest('Load Investor', `Load Property ${w}`, 10_000);
    }
    await caughtUp();

    let busy = true;
    const writes: number[] = [];
    const reads: { path: string; status: number }[] = [];
    const writing = Array.from({ length: writers }, async (_, w) => {
      const property = `Load Property ${w}`;
      for (let n = 0; busy; n++) {
        const answer =
          n % 2 === 0
            ? await api.call('POST', '/admin/record_property_income', { token: admin, body: bodies.income(property, 100 + n, `Rent ${n}`) })
            : await api.call('POST', '/admin/record_property_expense', { token: admin, body: bodies.expense(property, 10 + n) });
        writes.push(answer.status);
      }
    });
    const reportPaths = [
      '/admin/get_admin_summary',
      `/api/investor_summary?investor_name=${encodeURIComponent('Investor 001')}`,
      `/api/investor_summary?investor_name=${encodeURIComponent('Load Investor')}`,
      `/admin/get_property_txns?selectedProperty=${encodeURIComponent('Load Property 0')}`,
      '/admin/get_admin_helpers',
      '/admin/get_login_summary',
    ];
    const reading = (async () => {
      for (let n = 0; busy; n++) {
        const path = reportPaths[n % reportPaths.length]!;
        reads.push({ path, status: (await api.call('GET', path, { token: admin })).status });
      }
    })();

    let firstSwap: ReturnType<typeof holdFirstSwap> | null = null;
    try {
      while (writes.length < 20) await sleep(20);
      firstSwap = holdFirstSwap();
      await firstSwap.isHeld;
      const readsBefore = reads.length;
      const started = await api.call('POST', '/admin/rebuild_reports', { token: admin, body: { read_model: 'all' } });
      expect(started.status).toBe(202);
      const id = (started.body.rebuild as { id: string }).id;

      const seen: Seen[] = [];
      const deadline = Date.now() + 180_000;
      for (;;) {
        const answer = await api.call('GET', '/admin/rebuild_reports', { token: admin });
        expect(answer.status).toBe(200);
        const run = answer.body.rebuild as Seen & { id: string; error: string | null };
        expect(run.id).toBe(id);
        seen.push({ state: run.state, processed: run.processed, swapping: run.swapping });
        if (run.state === 'running' && run.processed >= historySize) await firstSwap.release();
        if (run.state !== 'running') {
          expect(run, run.error ?? '').toMatchObject({ state: 'succeeded', swapping: null, error: null });
          expect(run.processed).toBeGreaterThanOrEqual(historySize);
          break;
        }
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(50);
      }
      expect(reads.length, 'reports read during the rebuild').toBeGreaterThan(readsBefore);
      // The page saw the run going: from nothing to the whole history while running, never going back.
      const running = [started.body.rebuild as Seen, ...seen.filter((s) => s.state === 'running')];
      expect(running[0]!.processed).toBe(0);
      expect(running.some((s) => s.processed >= historySize)).toBe(true);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.processed).toBeGreaterThanOrEqual(seen[i - 1]!.processed);

      // A little more load on the swapped-in models, then quiet.
      const after = writes.length;
      while (writes.length < after + 2 * writers) await sleep(20);
    } finally {
      await firstSwap?.release();
      busy = false;
      await Promise.all([...writing, reading]);
    }

    expect(reads.length).toBeGreaterThan(reportPaths.length);
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    expect(writes.filter((status) => status !== 201)).toEqual([]);

    await caughtUp();
    const rebuiltUnderLoad = await readModelChecksums(api.runtime.pool, allProjectors);
    // The reference: the same log replayed from scratch, with nothing else going on.
    await rebuildProjections({ pool: api.runtime.pool, store: api.runtime.store, projectors: allProjectors, batchSize: 7_777 });
    expect(await readModelChecksums(api.runtime.pool, allProjectors)).toEqual(rebuiltUnderLoad);
  });
});
