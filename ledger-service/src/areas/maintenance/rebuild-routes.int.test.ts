import { allProjectors, RebuildRunInProgressError, startRecordedRebuild } from '@portal/projections';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRun, tryLockRun, type RebuildRun } from '@portal/projections/testing';
import { countingProjector } from '@portal/projections/testing';
import { createRebuildService } from './rebuild-service';
import { holdSwapOf } from '../../testing/swap-lock';
import { startTestServer, testAdmin, type ApiAnswer, type TestServer } from '../../testing/test-server';

let api: TestServer;
let admin: string;
let investor: string;

beforeAll(async () => {
  api = await startTestServer();
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
  investor = await api.addInvestorUser(admin, 'Ivy Investor', 'ivy');
});
afterAll(async () => {
  await api?.services.rebuilds.idle();
  await api?.stop();
});

const names = allProjectors.map((projector) => projector.name);
const status = () => api.call('GET', '/admin/rebuild_reports', { token: admin });
const start = (body?: unknown, headers?: Record<string, string>) =>
  api.call('POST', '/admin/rebuild_reports', { token: admin, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

type Run = Record<string, unknown>;
const latest = async (): Promise<Run | null> => {
  const answer = await status();
  expect(answer.status).toBe(200);
  return answer.body.rebuild as Run | null;
};

const until = async (done: (run: Run | null) => boolean, timeoutMs = 45_000): Promise<Run | null> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await latest();
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; latest run ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const finished = (id: unknown) => until((run) => run !== null && run.id === id && run.state !== 'running');

/** A rebuild waits at the ledger read model's swap until released. */
const holdLedgerSwap = () => holdSwapOf(api.runtime.pool, 'rm_ledger');

const expectRunShape = (run: Run) => {
  expect(Object.keys(run).sort()).toEqual(
    [
      'error',
      'events_per_second',
      'finished_at',
      'id',
      'processed',
      'read_models',
      'started_at',
      'started_by',
      'state',
      'swapping',
      'total',
    ].sort(),
  );
  expect(run.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(['running', 'succeeded', 'failed']).toContain(run.state);
  expect(typeof run.processed).toBe('number');
  expect(run.total === null || typeof run.total === 'number').toBe(true);
  expect(typeof run.events_per_second).toBe('number');
  expect(new Date(run.started_at as string).toISOString()).toBe(run.started_at);
  if (run.finished_at !== null) expect(new Date(run.finished_at as string).toISOString()).toBe(run.finished_at);
};

describe('Rebuild Reports (GET and POST /admin/rebuild_reports)', () => {
  it('is for administrators only', async () => {
    for (const method of ['GET', 'POST']) {
      const anonymous = await api.call(method, '/admin/rebuild_reports', method === 'POST' ? { body: {} } : {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBeTruthy();
      const asInvestor = await api.call(method, '/admin/rebuild_reports', { token: investor, ...(method === 'POST' ? { body: {} } : {}) });
      expect(asInvestor.status).toBe(403);
      expect(asInvestor.body.message).toBeTruthy();
    }
  });

  it('lists the read models in rebuild order, and no run before the first', async () => {
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ read_models: names, rebuild: null });
  });

  it('refuses a bad body or an unknown read model with a message', async () => {
    const refusals: [ApiAnswer, RegExp][] = [
      [await start({ read_model: 'nope' }), /^read_model: Unknown read model nope\. Use all or one of investors, /],
      [await start({ read_model: 5 }), /^read_model: Expected string/],
      [await start({ read_model: '' }), /^read_model: /],
      [await api.call('POST', '/admin/rebuild_reports', { token: admin, rawBody: '[1]' }), /Expected object/],
      [await api.call('POST', '/admin/rebuild_reports', { token: admin, rawBody: '{oops' }), /not valid JSON/],
    ];
    for (const [answer, message] of refusals) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await latest()).toBeNull();
  });

  it('rebuilds every read model in the background: 202 with the run, then its progress until it succeeded', async () => {
    const answer = await start();
    expect(answer.status).toBe(202);
    const run = answer.body.rebuild as Run;
    expectRunShape(run);
    expect(run).toMatchObject({ read_models: names, state: 'running', started_by: testAdmin.username, finished_at: null, error: null });
    const final = (await finished(run.id))!;
    expectRunShape(final);
    expect(final).toMatchObject({
      id: run.id,
      read_models: names,
      state: 'succeeded',
      swapping: null,
      error: null,
      started_at: run.started_at,
    });
    expect(final.processed).toBe(await api.eventCount());
    expect(final.total).toBe(final.processed);
    expect(final.finished_at).not.toBeNull();
  });

  it('rebuilds one read model when named', async () => {
    const answer = await start({ read_model: 'ledger' });
    expect(answer.status).toBe(202);
    expect((answer.body.rebuild as Run).read_models).toEqual(['ledger']);
    expect(await finished((answer.body.rebuild as Run).id)).toMatchObject({ state: 'succeeded', read_models: ['ledger'] });
  });

  it('answers 409 to all but one of concurrent starts, and to npm run rebuild while one runs; shows the read model being swapped', async () => {
    const swap = holdLedgerSwap();
    await swap.isHeld;
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => start({ read_model: 'all' })));
      const accepted = answers.filter((answer) => answer.status === 202);
      expect(accepted).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 202)) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ message: 'A rebuild is already running.' });
      }
      const id = (accepted[0]!.body.rebuild as Run).id;
      expect(await until((run) => run?.swapping === 'ledger')).toMatchObject({ id, state: 'running' });

      await expect(
        startRecordedRebuild({ pool: api.runtime.pool, store: api.runtime.store, projectors: allProjectors, startedBy: 'cli' }),
      ).rejects.toBeInstanceOf(RebuildRunInProgressError);
      expect((await start()).status).toBe(409);
      expect((await latest())?.id).toBe(id);
      await swap.release();
      expect(await finished(id)).toMatchObject({ state: 'succeeded', swapping: null });
    } finally {
      await swap.release();
    }
  });

  it('answers a retry with the same Idempotency-Key with the same run, starting none', async () => {
    const headers = { 'Idempotency-Key': 'rebuild-once-1' };
    const first = await start({ read_model: 'investors' }, headers);
    expect(first.status).toBe(202);
    const id = (first.body.rebuild as Run).id;
    await finished(id);

    const retry = await start({ read_model: 'investors' }, headers);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await latest())?.id).toBe(id);
    // The same key for another read model is another request.
    expect((await start({ read_model: 'ledger' }, headers)).status).toBe(409);
  });

  it('shows a rebuild started by npm run rebuild', async () => {
    const { run, finished: done } = await startRecordedRebuild({
      pool: api.runtime.pool,
      store: api.runtime.store,
      projectors: allProjectors.filter((projector) => projector.name === 'portal-users'),
      startedBy: 'cli',
    });
    expect(await latest()).toMatchObject({ id: run.id, started_by: 'cli', read_models: ['portal-users'] });
    await done;
    expect(await latest()).toMatchObject({ id: run.id, started_by: 'cli', state: 'succeeded' });
  });

  it('shows a run whose process died as failed, and starts the next one', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    await api.runtime.pool
      .connect(async (connection) => {
        expect(await tryLockRun(connection)).toBe(true);
        await insertRun(connection, { id, readModels: names, startedBy: 'cli' });
        expect(await latest()).toMatchObject({ id, state: 'running' });
        // The process dies: its connection, and with it the run lock, is gone.
        const pid = Number(await connection.oneFirst(sql.unsafe`SELECT pg_backend_pid()`));
        await api.runtime.pool.query(sql.unsafe`SELECT pg_terminate_backend(${pid})`);
        await connection.query(sql.unsafe`SELECT 1`);
      })
      .catch(() => undefined);
    const shown = await until((run) => run?.id === id && run.state === 'failed');
    expect(shown).toMatchObject({ id, state: 'failed', swapping: null, finished_at: null });
    expect(shown?.error).toMatch(/^Interrupted/);

    const next = await start();
    expect(next.status).toBe(202);
    expect(await finished((next.body.rebuild as Run).id)).toMatchObject({ state: 'succeeded' });
  });

  it('records a rebuild that fails in the background as failed and reports it, and the server carries on', async () => {
    const failures: RebuildRun[] = [];
    const rebuilds = createRebuildService({
      ...api.runtime,
      countEvents: null,
      projectors: [countingProjector('fragile', 'rm_fragile', { failOnType: 'InvestorAdded', crashOnType: null })],
      onFailure: (run) => failures.push(run),
    });
    const run = await rebuilds.start([], 'admin');
    expect(run).toMatchObject({ state: 'running', read_models: ['fragile'] });
    await rebuilds.idle();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ id: run.id, state: 'failed' });
    expect(failures[0]!.error).toMatch(/apply failed on InvestorAdded/);
    expect(await latest()).toMatchObject({ id: run.id, state: 'failed', error: failures[0]!.error });
    expect((await api.call('GET', '/admin/get_admin_summary', { token: admin })).status).toBe(200);
    expect((await start()).status).toBe(202);
  });
});
