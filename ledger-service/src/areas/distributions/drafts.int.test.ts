import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { serverForFile, streamEvents } from '../../testing/ledger-fixture';
import { asDistributionAdmin } from '../../testing/distribution-admin';
import { distributionsStream } from './runs';

/** Two owners of Elm with cash, one paid by ACH and one by cheque: every draft here has a paid line. */
const server = serverForFile(
  async (ledger) => {
    await ledger.llc('Draft LLC');
    await ledger.property('Elm', 'Draft LLC');
    await ledger.owners('Elm', ['Ann Ach', 'Bob Check'], 500);
    await ledger.income('Elm', 2000);
    await ledger.post('/admin/set_payment_details', {
      investor_name: 'Ann Ach',
      method: 'ach',
      routing_number: '021000021',
      account_number: '11112222',
      account_type: 'checking',
      account_name: 'Ann Ach',
    });
    await ledger.post('/admin/set_payment_details', { investor_name: 'Bob Check', method: 'check' });
  },
  { today: '2024-12-31' },
);

const admin = asDistributionAdmin(server);
const plan = async () => {
  const answer = await admin('/admin/plan_distribution', { date: '2024-12-15', description: 'Q4', mode: 'percent', percent: 1 });
  expect(answer.status).toBe(201);
  return String(answer.body.run_id);
};
const discard = (runId: unknown) => admin('/admin/discard_distribution_draft', { run_id: runId });
const confirm = (runId: string) => admin('/admin/confirm_distribution', { run_id: runId });
const read = (runId: string) => admin(`/admin/distribution_run?run_id=${runId}`);
const listed = async () => ((await admin('/admin/distribution_runs')).body as unknown as { run_id: string }[]).map((run) => run.run_id);
const confirmedRuns = async () =>
  (await streamEvents(server.api, distributionsStream)).flatMap((event) =>
    event.type === 'DistributionRunConfirmed' ? [event.data.runId] : [],
  );

describe('distribution drafts (docs/distributions.md)', () => {
  it('discards a draft: it is gone from the list and by id, and nothing is recorded; a second discard is 404', async () => {
    const runId = await plan();
    const before = await server.api.eventCount();
    expect(await discard(runId)).toMatchObject({ status: 200, body: { message: 'Distribution draft discarded' } });
    expect(await listed()).not.toContain(runId);
    expect(await read(runId)).toMatchObject({ status: 404, body: { message: `No distribution run ${runId}.` } });
    expect(await discard(runId)).toMatchObject({ status: 404, body: { message: `No distribution run ${runId}.` } });
    expect(await confirm(runId)).toMatchObject({ status: 404 });
    expect(await server.api.eventCount()).toBe(before);
  });

  it('refuses a bad body, an unknown run and a confirmed run with a message, changing nothing', async () => {
    const runId = await plan();
    const before = await server.api.eventCount();
    for (const body of [{}, { run_id: 'not-a-uuid' }, { run_id: 7 }]) {
      const refused = await admin('/admin/discard_distribution_draft', body);
      expect(refused).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^run_id: /) } });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await discard(unknown)).toMatchObject({ status: 404, body: { message: `No distribution run ${unknown}.` } });
    expect(await listed()).toContain(runId);
    expect(await confirm(runId)).toMatchObject({ status: 200 });
    const confirmed = await server.api.eventCount();
    expect(await discard(runId)).toMatchObject({
      status: 409,
      body: { message: 'This run is confirmed: it is in the books and cannot be discarded.' },
    });
    expect(await read(runId)).toMatchObject({ status: 200, body: { state: 'confirmed' } });
    expect(await server.api.eventCount()).toBe(confirmed);
    expect(confirmed).toBeGreaterThan(before);
  });

  it('lets exactly one of a confirm and a discard sent at once win', async () => {
    // One or the other sent a little later in some rounds, so that each lands before, during and after the other's work.
    for (const [confirmLateMs, discardLateMs] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [5, 0],
      [0, 5],
      [0, 20],
    ] as const) {
      const runId = await plan();
      const [confirmed, discarded] = await Promise.all([
        sleep(confirmLateMs).then(() => confirm(runId)),
        sleep(discardLateMs).then(() => discard(runId)),
      ]);
      const recorded = (await confirmedRuns()).includes(runId);
      if (recorded) expect([confirmed.status, discarded.status]).toEqual([200, 409]);
      else expect([confirmed.status, discarded.status]).toEqual([404, 200]);
      expect(await listed()).toEqual(recorded ? expect.arrayContaining([runId]) : expect.not.arrayContaining([runId]));
      expect((await read(runId)).body.state ?? 'gone').toBe(recorded ? 'confirmed' : 'gone');
    }
  });

  it('records a run once when its confirm is sent twice at once, answering both', async () => {
    const runId = await plan();
    expect((await Promise.all([confirm(runId), confirm(runId)])).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await confirmedRuns()).filter((confirmed) => confirmed === runId)).toHaveLength(1);
  });

  it('stops listing a draft planned more than a day ago, refuses to confirm it, and deletes it at the next plan', async () => {
    const stale = await plan();
    await server.api.services.distributionDrafts.expire(stale);
    expect(await listed()).not.toContain(stale);
    expect(await read(stale)).toMatchObject({ status: 404, body: { message: 'This run was planned more than a day ago: plan it again.' } });
    const before = await server.api.eventCount();
    expect(await confirm(stale)).toMatchObject({
      status: 409,
      body: { message: 'This run was planned more than a day ago: plan it again.' },
    });
    expect(await server.api.eventCount()).toBe(before);
    const fresh = await plan();
    expect(await listed()).toContain(fresh);
    expect(await server.api.services.distributionDrafts.get(stale)).toBeNull();
    expect(await confirm(stale)).toMatchObject({ status: 404, body: { message: `No distribution run ${stale}.` } });
  });
});
