import { randomUUID } from 'node:crypto';
import { getStatementRun } from '@portal/contracts/api';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';
import { unknownRunFailure } from './run-failure';

let api: TestServer;
let adminToken = '';

beforeAll(async () => {
  api = await startTestServer();
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

/** Records a run of these investors as `issue` would, in this state: what a failing step needs to be met. */
const recordRun = async (investorIds: string | readonly string[], state: 'running' | 'done' | 'failed' = 'running') => {
  const runId = randomUUID();
  await api.runtime.pool.query(sql.unsafe`
    INSERT INTO statements.runs (run_id, period_from, period_through, known_on, reissue, actor, state)
    VALUES (${runId}, '2024-01-01', '2024-03-31', ${new Date().toISOString()}, false, 'admin', ${state})`);
  for (const [position, investorId] of [investorIds].flat().entries()) {
    await api.runtime.pool.query(sql.unsafe`
      INSERT INTO statements.run_investors (run_id, position, investor_id, statement_id)
      VALUES (${runId}, ${position}, ${investorId}, ${randomUUID()})`);
  }
  return runId;
};

const runAnswer = async (runId: string) =>
  getStatementRun.response.parse(await api.read(`/admin/statement_run?run_id=${runId}`, adminToken));
const errorKept = (runId: string) => api.runtime.pool.oneFirst(sql.unsafe`SELECT error FROM statements.runs WHERE run_id = ${runId}`);
const investorId = async (name: string) => (await api.services.people.current()).investorNamed(name)!.id;

describe('a failed statement run', () => {
  it('says where it stopped and what may be done, naming no one, and keeps the error itself in its row', async () => {
    const runId = await recordRun('investor-nobody-knows');

    await api.services.statements.issuer.workOnRuns();

    const run = await runAnswer(runId);
    expect(run).toMatchObject({ state: 'failed', total: 1, done: 0, statements: [] });
    expect(run.failure_reason).toBe(
      'Issuing stopped while drawing a statement (its figures or its PDF). ' +
        'The server’s log holds the error; the investors not done yet can be issued statements again.',
    );
    expect(await errorKept(runId)).toContain('investor-nobody-knows');
  });

  it('says so when an investor’s personal data was erased after the run was recorded, without their name', async () => {
    await ledgerFixture(api, adminToken).investor('Ezra Runfailure');
    const runId = await recordRun(await investorId('Ezra Runfailure'));
    const forgotten = await api.call('POST', '/admin/forget_personal_data', {
      token: adminToken,
      body: { investor_name: 'Ezra Runfailure' },
    });
    expect(forgotten.status).toBe(200);

    await api.services.statements.issuer.workOnRuns();

    const run = await runAnswer(runId);
    expect(run.state).toBe('failed');
    expect(run.failure_reason).toMatch(/^Issuing stopped: an investor’s personal data was erased while the run went on/);
    expect(run.failure_reason).not.toMatch(/Ezra/);
  });

  it('stops where it failed: the investors being worked on are finished, no other is begun, and none after the run is marked', async () => {
    const fixture = ledgerFixture(api, adminToken);
    const names = Array.from({ length: 8 }, (_, index) => `Stopping Investor ${index + 1}`);
    for (const name of names) await fixture.investor(name);
    const runId = await recordRun(['investor-nobody-knows', ...(await Promise.all(names.map(investorId)))]);

    await api.services.statements.issuer.workOnRuns();
    const marked = await runAnswer(runId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const later = await runAnswer(runId);

    expect(marked.state).toBe('failed');
    // Four at a time: the failing one and at most three others begun beside it.
    expect(marked.done).toBeLessThanOrEqual(3);
    expect(later.done).toBe(marked.done);
    expect(later.statements).toHaveLength(marked.done);
  });

  it('gives a plain reason for a run that failed before reasons were kept, and none for a run that did not fail', async () => {
    const failedEarlier = await recordRun('investor-nobody-knows', 'failed');
    const done = await recordRun('investor-nobody-knows', 'done');

    expect((await runAnswer(failedEarlier)).failure_reason).toBe(unknownRunFailure);
    expect((await runAnswer(done)).failure_reason).toBeNull();
  });
});
