import { randomUUID } from 'node:crypto';
import type { BatchItem } from '@portal/contracts/api';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledgerCommandDeps } from '../../commands';
import { bodies, serverForFile, streamEvents } from '../../testing/ledger-fixture';
import { recordBatch } from './commands';

/** POST /admin/batch: records decided one by one, recorded together or not at all (docs/commands.md, Batches). */

const server = serverForFile(async (ledger) => {
  await ledger.llc('Main LLC');
  await ledger.property('Elm', 'Main LLC');
  await ledger.property('Oak', 'Main LLC');
  await ledger.partner('Pat');
  await ledger.property('Lot', 'Main LLC', 'Land Contract');
  await ledger.investor('Ann');
  await ledger.invest('Ann', 'Elm', 100_000, '2024-01-10');
  await ledger.deposit('Elm', 1_000);
  await ledger.deposit('Oak', 1_000);
  // March's rent on Elm, $1,500.00, all Ann's less her 10 % fee: a cash balance of $1,350.00.
  await ledger.income('Elm');
});

const batch = (items: readonly BatchItem[], headers: Record<string, string> = {}) =>
  server.api.call('POST', '/admin/batch', { token: server.admin, body: { items }, headers });
const get = async (path: string) => (await server.api.call('GET', path, { token: server.admin })).body;

const income = (property: string, amount: number, description = 'Rent'): BatchItem => ({
  call: 'record_property_income',
  body: { ...bodies.income(property, amount, description) },
});
const depositWithdrawal = (property: string, amount: number): BatchItem => ({
  call: 'record_deposit_withdrawal',
  body: bodies.depositWithdrawal(property, amount),
});
const cash = (investor: string, amount: number): BatchItem => ({
  call: 'record_cash_withdrawal',
  body: bodies.cashWithdrawal(investor, amount),
});

const logRow = z.object({ type: z.string(), record_id: z.string().nullable(), transaction_id: z.string() });
const logSince = (count: number) =>
  server.api.runtime.pool.any(sql.type(logRow)`
    SELECT type, data->>'recordId' AS record_id, transaction_id::text FROM event_store.events
    ORDER BY transaction_id, position OFFSET ${count}`);

describe('a batch', () => {
  it('records every item in order in one transaction, answers each id, and the caller reads them at once', async () => {
    const before = await server.api.eventCount();
    const answer = await batch([
      { call: 'add_rental_deposit', body: bodies.deposit('Elm', 300) },
      // Sees the deposit before it: $1,300.00 held, all of it withdrawn.
      depositWithdrawal('Elm', 1_300),
      { call: 'record_property_expense', body: bodies.expense('Elm', 200) },
      { call: 'record_llc_expense', body: bodies.llcExpense('Main LLC', 12.34) },
      { call: 'add_investment', body: bodies.investment('Ann', 'Oak', 5_000) },
      { call: 'record_investment_withdrawal', body: bodies.investmentWithdrawal('Ann', 'Oak', 4_000) },
      { call: 'record_investor_property_expense', body: { ...bodies.expense('Elm', 5), investor: 'Ann' } },
      { call: 'record_loren_income', body: bodies.partnerIncome('Elm') },
      { call: 'record_lc_payment', body: bodies.lcPayment('Lot', 'Pat') },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('9 records recorded');
    const results = answer.body.results as { message: string; id: string }[];
    expect(results.map((result) => result.message)).toEqual([
      'New deposit added successfully',
      'Deposit withdrawal recorded successfully',
      'Expense recorded successfully',
      'Expense recorded successfully',
      'New investment added successfully',
      'Investment withdrawal recorded successfully',
      'Expense recorded successfully',
      'Income recorded successfully',
      'Land contract payment recorded successfully',
    ]);
    const log = await logSince(before);
    expect(log.map((row) => row.record_id)).toEqual(results.map((result) => result.id));
    expect(new Set(log.map((row) => row.transaction_id)).size).toBe(1);
    // Read at once, as after a single call.
    expect(await get('/admin/get_max_deposit_withdrawal?property_name=Elm')).toEqual({ max_deposit_withdrawal: 0 });
    expect(await get('/admin/get_max_investment_withdrawal?investor_name=Ann&property_name=Oak')).toEqual({
      max_investment_withdrawal: 1_000,
    });
  });

  it('refuses the whole batch at its first refusal, with its status, index and message, recording nothing', async () => {
    const balance = Number((await get('/admin/get_max_cash_withdrawal?investor_name=Ann')).max_cash_withdrawal);
    expect(balance).toBeGreaterThan(1);
    const cases: [string, BatchItem[], number, number | undefined, RegExp][] = [
      [
        'a bad body',
        [income('Elm', 10), { call: 'record_property_income', body: { ...bodies.income('Elm'), amount: -1 } }],
        400,
        1,
        /^Item 1 \(record_property_income\): amount: /,
      ],
      [
        'an unknown name',
        [income('Elm', 10), income('Elm', 10), income('Nowhere', 10)],
        404,
        2,
        /^Item 2 \(record_property_income\): No property named Nowhere\.$/,
      ],
      [
        'a limit the items before it reach',
        [depositWithdrawal('Oak', 600), income('Oak', 1), depositWithdrawal('Oak', 500)],
        409,
        2,
        /^Item 2 \(record_deposit_withdrawal\): The amount exceeds the maximum deposit withdrawal of \$400\.00 for Oak/,
      ],
      [
        'cash withdrawals beside other records',
        [cash('Ann', 1), income('Elm', 10)],
        400,
        1,
        /^Item 1 \(record_property_income\): a batch with cash withdrawals may hold only cash withdrawals/,
      ],
      [
        'cash withdrawals over the balance together',
        [cash('Ann', balance), cash('Ann', 0.01)],
        409,
        1,
        /^Item 1 \(record_cash_withdrawal\): The amount exceeds the maximum cash withdrawal of \$0\.00 for Ann/,
      ],
      ['an unknown call', [{ call: 'add_investor', body: {} } as unknown as BatchItem], 400, undefined, /^items\.0\.call: /],
      ['no items', [], 400, undefined, /^items: /],
      ['over 1,000 items', Array.from({ length: 1_001 }, () => income('Elm', 1)), 400, undefined, /^items: Expected at most 1000 items$/],
    ];
    for (const [what, items, status, index, message] of cases) {
      const before = await server.api.eventCount();
      const answer = await batch(items);
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect(answer.body.index, what).toBe(index);
      expect(answer.body.message, what).toMatch(message);
      expect(await server.api.eventCount(), what).toBe(before);
    }
    // Within the balance, two cash withdrawals together are fine.
    expect((await batch([cash('Ann', Math.round(balance * 100 - 100) / 100), cash('Ann', 1)])).status).toBe(201);
    expect(await get('/admin/get_max_cash_withdrawal?investor_name=Ann')).toEqual({ max_cash_withdrawal: 0 });
  });

  it('answers a retry with the same Idempotency-Key from the first answer, recording once', async () => {
    const key = `batch-${randomUUID()}`;
    const items = [income('Elm', 1, 'Keyed one'), income('Oak', 2, 'Keyed two')];
    const before = await server.api.eventCount();
    const first = await batch(items, { 'Idempotency-Key': key });
    const again = await batch(items, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await server.api.eventCount()).toBe(before + 2);
  });

  it('run again under the same key after its answer was lost, finds its events instead of recording them twice', async () => {
    const { services } = server.api;
    const deps = ledgerCommandDeps({ ...services, partnerLabel: 'Partner' });
    const input = { items: [income('Elm', 3, 'Lost answer'), depositWithdrawal('Oak', 1)] };
    const context = { actor: 'admin', correlationId: randomUUID(), idempotencySeed: `seed-${randomUUID()}` };
    const parsed = recordBatch.call.body.parse(input);
    const before = await server.api.eventCount();
    const first = await recordBatch.run(deps, parsed, context);
    const again = await recordBatch.run(deps, parsed, { ...context, correlationId: randomUUID() });
    expect(again).toEqual(first);
    expect(await server.api.eventCount()).toBe(before + 2);
  });

  it('holds a limit under 8 concurrent batches: together they never withdraw more than is held', async () => {
    await batch([{ call: 'add_rental_deposit', body: bodies.deposit('Elm', 500) }]);
    const before = await server.api.eventCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => batch([depositWithdrawal('Elm', 100), depositWithdrawal('Elm', 50)])),
    );
    const statuses = answers.map((answer) => answer.status);
    // $500.00 held, $150.00 a batch: three fit, $50.00 is left.
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expect(refused.status).toBe(409);
    expect(await server.api.eventCount()).toBe(before + 6);
    const withdrawn = (await streamEvents(server.api, 'property-elm')).filter((event) => event.type === 'DepositWithdrawn');
    expect(withdrawn.reduce((sum, event) => sum + Number(event.data.amountCents), 0)).toBe(130_000 + 45_000);
  });

  it('shows each of 8 concurrent callers its own write in its next read, single calls and batches alike', async () => {
    const post = (path: string, body: unknown) => server.api.call('POST', path, { token: server.admin, body });
    const caller = async (n: number) => {
      const property = `Reader ${n}`;
      expect((await post('/admin/add_investment_property', bodies.property(property, 'Main LLC'))).status).toBe(201);
      let held = 0;
      for (let round = 0; round < 6; round++) {
        const amount = 10 * (n + 1) + round;
        const answer =
          round % 2 === 0
            ? await post('/admin/add_rental_deposit', bodies.deposit(property, amount))
            : await batch([{ call: 'add_rental_deposit', body: bodies.deposit(property, amount) }, depositWithdrawal(property, 1)]);
        expect(answer.status).toBe(201);
        held += round % 2 === 0 ? amount : amount - 1;
        const read = await get(`/admin/get_max_deposit_withdrawal?property_name=${encodeURIComponent(property)}`);
        expect(read, `${property}, round ${round}`).toEqual({ max_deposit_withdrawal: held });
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => caller(n)));
  });

  it('takes 1,000 records in one request', async () => {
    const before = await server.api.eventCount();
    const items = Array.from({ length: 1_000 }, (_, i) => income(i % 2 === 0 ? 'Elm' : 'Oak', (100 + i) / 100, `Line ${i}`));
    const answer = await batch(items);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
    expect(answer.body.message).toBe('1,000 records recorded');
    expect(await server.api.eventCount()).toBe(before + 1_000);
  });

  it('never lands back-dated records after a close sent beside it: each batch is before the close or refused', async () => {
    const dated = (date: string): BatchItem[] => [
      { call: 'record_property_income', body: { ...bodies.income('Elm', 10, `Race ${date}`), income_date: date } },
      { call: 'record_property_expense', body: { ...bodies.expense('Elm', 1), expense_date: date } },
    ];
    const dates = Array.from({ length: 8 }, (_, i) => `2025-02-0${i + 1}`);
    const close = server.api.call('POST', '/admin/close_period', { token: server.admin, body: { through: '2025-02-28' } });
    const answers = await Promise.all([
      ...dates.slice(0, 4).map((date) => batch(dated(date))),
      close,
      ...dates.slice(4).map((date) => batch(dated(date))),
    ]);
    expect(answers[4]!.status).toBe(201);
    const batches = answers.filter((_, index) => index !== 4);
    for (const refused of batches.filter((answer) => answer.status !== 201)) {
      expect(refused).toMatchObject({
        status: 409,
        body: { index: 0, message: expect.stringMatching(/^Item 0 \(record_property_income\): The books are closed through 02\/28\/2025/) },
      });
    }
    const recorded = batches
      .filter((answer) => answer.status === 201)
      .flatMap((answer) => (answer.body.results as { id: string }[]).map((result) => result.id));
    const log = await logSince(0);
    const closedAt = log.findLastIndex((row) => row.type === 'PeriodClosed');
    expect(
      recorded.every((id) => {
        const at = log.findIndex((row) => row.record_id === id);
        return at >= 0 && at < closedAt;
      }),
    ).toBe(true);
  });
});
