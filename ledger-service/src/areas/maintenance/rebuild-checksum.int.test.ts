import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { allProjectors, rebuildProjections, type Projector } from '@portal/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedgerEvents } from '@portal/projections/testing';
import { readModelChecksums } from '@portal/projections/testing';
import { arbitraryTaxLedger } from '../../testing/tax-random-ledger';
import { bodies, ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';
import { queueNotice } from '../notices/outbox';

/**
 * The rebuild's promise: after it, every read model is identical to the one it replaced. Over a random
 * history (random ledgers of every kind of record and void appended to the streams the commands use,
 * portal users registered, signing in, failing to and deleted through the API, and records through
 * single calls and a batch, and a notice), with the live
 * projectors running: a checksum of each table of every read model, a rebuild of all of them (then of
 * each alone) in pages of a random size, so that no page ends where a live batch did, and the
 * checksums again. REBUILD_CHECKSUM_SEED replays a failure.
 */

const seed = Number(process.env.REBUILD_CHECKSUM_SEED ?? Math.floor(Math.random() * 2 ** 31));
let api: TestServer;
let admin: string;
let ledgerRun = 0;

beforeAll(async () => {
  api = await startTestServer({ today: '2025-06-30' });
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => api?.stop());

const history = fc.record({
  ledgers: fc.array(
    arbitraryTaxLedger(() => `h${ledgerRun++} `),
    { minLength: 2, maxLength: 4 },
  ),
  users: fc.array(
    fc.record({
      failedLogins: fc.nat({ max: 3 }),
      logins: fc.nat({ max: 2 }),
      deleted: fc.boolean(),
      invested: fc.integer({ min: 1, max: 50_000 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  batchSizes: fc.array(fc.integer({ min: 1, max: 64 }), { minLength: allProjectors.length + 1, maxLength: allProjectors.length + 1 }),
});
type History = typeof history extends fc.Arbitrary<infer H> ? H : never;

/** Writes the history: the ledgers to the event store, the users and some ledger calls through the API. */
const write = async ({ ledgers, users }: History) => {
  for (const ledger of ledgers) await appendLedgerEvents(api.runtime.store, ledger.events);
  const ledgerCalls = ledgerFixture(api, admin);
  await ledgerCalls.llc('API LLC');
  await ledgerCalls.property('API Elm', 'API LLC');
  for (const [i, user] of users.entries()) {
    const investorName = `API Investor ${i}`;
    const username = `api-user-${i}`;
    await api.addInvestorUser(admin, investorName, username);
    await ledgerCalls.invest(investorName, 'API Elm', user.invested, `2024-0${1 + (i % 9)}-10`);
    for (let n = 0; n < user.failedLogins; n++) {
      expect((await api.call('POST', '/auth/login', { body: { username, password: 'wrong-password' } })).status).toBe(401);
    }
    for (let n = 0; n < user.logins; n++) await api.loginAs(username, 'investor-pass-1');
    if (user.deleted) {
      expect((await api.call('POST', '/admin/delete_portal_user', { token: admin, body: { investor_name: investorName } })).status).toBe(
        200,
      );
    }
  }
  // A notice queued and concluded (no mail server here: not_configured), so the notices read model holds one.
  const investorId = (await api.services.people.current()).investorNamed('API Investor 0')!.id;
  const notice = {
    kind: 'statement_ready' as const,
    recipient: { investorId },
    statementId: randomUUID(),
    from: '2024-01-01',
    through: '2024-03-31',
  };
  await queueNotice(api.services.runner, notice, { actor: testAdmin.username, correlationId: randomUUID() });
  await api.services.noticeSender.sendDue();
  await ledgerCalls.income('API Elm', 1234.56);
  await ledgerCalls.expense('API Elm', 99.99);
  await ledgerCalls.deposit('API Elm', 500);
  // Batched records beside the single ones: one transaction of several streams' events.
  const items = [
    { call: 'record_property_income', body: bodies.income('API Elm', 321.09, 'Batched rent') },
    { call: 'record_property_expense', body: bodies.expense('API Elm', 45.67) },
    { call: 'add_rental_deposit', body: bodies.deposit('API Elm', 200) },
    { call: 'record_deposit_withdrawal', body: bodies.depositWithdrawal('API Elm', 650) },
    { call: 'record_llc_expense', body: bodies.llcExpense('API LLC', 10) },
    ...users.map((_, i) => ({ call: 'add_investment', body: bodies.investment(`API Investor ${i}`, 'API Elm', 100, '2024-11-02') })),
  ];
  expect((await api.call('POST', '/admin/batch', { token: admin, body: { items } })).status).toBe(201);
};

const caughtUp = () => api.caughtUp(30_000);

const checksums = () => readModelChecksums(api.runtime.pool, allProjectors);

const rebuild = (projectors: readonly Projector[], batchSize: number) =>
  rebuildProjections({ pool: api.runtime.pool, store: api.runtime.store, projectors, batchSize });

describe(`a rebuild gives every read model back, table for table (seed ${seed})`, () => {
  const [sample] = fc.sample(history, { seed, numRuns: 1 });

  it('all read models at once, then each alone', async () => {
    await write(sample!);
    await caughtUp();
    const live = await checksums();
    expect(Object.keys(live)).toEqual(allProjectors.map((projector) => projector.name));
    // Every read model holds something besides its checkpoint: the proof is not over empty tables.
    const empty = createHash('md5').update('').digest('hex');
    for (const [name, { tables }] of Object.entries(live)) {
      expect(Object.entries(tables).filter(([table, sum]) => table !== 'checkpoint' && sum !== empty).length, name).toBeGreaterThan(0);
    }

    const [allAtOnce, ...alone] = sample!.batchSizes;
    await rebuild(allProjectors, allAtOnce!);
    expect(await checksums(), `seed ${seed}, all at once in pages of ${allAtOnce}`).toEqual(live);

    for (const [i, projector] of allProjectors.entries()) {
      await rebuild([projector], alone[i]!);
      expect(await checksums(), `seed ${seed}, ${projector.name} alone in pages of ${alone[i]}`).toEqual(live);
    }
  });

  it('the live projectors carry on from a rebuilt model as from the one it replaced', async () => {
    // More history on top of the rebuilt models, applied live; then a rebuild from scratch must agree.
    const [more] = fc.sample(history, { seed: seed + 1, numRuns: 1 });
    for (const ledger of more!.ledgers) await appendLedgerEvents(api.runtime.store, ledger.events);
    await caughtUp();
    const live = await checksums();
    await rebuild(allProjectors, more!.batchSizes[0]!);
    expect(await checksums(), `seed ${seed}`).toEqual(live);
  });
});
