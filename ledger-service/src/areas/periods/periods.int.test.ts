import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies, serverForFile } from '../../testing/ledger-fixture';
import { startSecondProcess } from '../../testing/second-process';
import { recordPropertyIncome } from '../properties/commands';

/** Closed periods through HTTP: what a close refuses, how it moves, and that no back-dated record lands after it. */

const ids: { income?: string } = {};
const server = serverForFile(async (ledger) => {
  await ledger.llc('Main LLC');
  await ledger.partner('Pat');
  await ledger.property('Elm', 'Main LLC');
  await ledger.property('Lot', 'Main LLC', 'Land Contract');
  await ledger.investor('Ann');
  await ledger.invest('Ann', 'Elm', 100_000, '2024-01-10');
  ids.income = await ledger.income('Elm');
  await ledger.deposit('Elm');
});

const post = (path: string, body: unknown) => server.api.call('POST', path, { token: server.admin, body });
const closedIn2024 = /^The books are closed through 12\/31\/2024: nothing dated \d\d\/\d\d\/2024 can be recorded or deleted\.$/;

/**
 * Every dated command, with a body dated in 2024 (inside the close) and the fields that place it in
 * 2025 instead: its own date, and the month it is for or the period it covers (attacks/closed-periods
 * has the records dated after the close but placed inside it).
 */
const datedCalls = (): [string, Record<string, unknown>, Record<string, string>][] => [
  ['/admin/record_property_income', bodies.income('Elm'), { income_date: '2025-01-02', income_for_month: '2025-01' }],
  [
    '/admin/record_loren_income',
    bodies.partnerIncome('Elm'),
    { income_date: '2025-01-02', start_date: '2025-01-01', end_date: '2025-01-31' },
  ],
  ['/admin/record_lc_payment', bodies.lcPayment('Lot', 'Pat'), { payment_date: '2025-01-02' }],
  ['/admin/record_property_expense', bodies.expense('Elm'), { expense_date: '2025-01-02', expense_for_month: '2025-01' }],
  [
    '/admin/record_investor_property_expense',
    { ...bodies.expense('Elm'), investor: 'Ann' },
    { expense_date: '2025-01-02', expense_for_month: '2025-01' },
  ],
  ['/admin/add_rental_deposit', bodies.deposit('Elm'), { date: '2025-01-02' }],
  ['/admin/record_llc_expense', bodies.llcExpense('Main LLC'), { expense_date: '2025-01-02' }],
  ['/admin/add_investment', bodies.investment('Ann', 'Elm', 500, '2024-11-30'), { date: '2025-01-02' }],
  ['/admin/record_cash_withdrawal', bodies.cashWithdrawal('Ann', 1), { date: '2025-01-02' }],
  ['/admin/record_investment_withdrawal', bodies.investmentWithdrawal('Ann', 'Elm', 1), { date: '2025-01-02' }],
  ['/admin/record_deposit_withdrawal', bodies.depositWithdrawal('Elm', 1), { date: '2025-01-02' }],
  ['/admin/delete_income', { id: ids.income, amount: 1500, detail: 'March rent', date: '2024-03-05' }, { date: '2025-01-02' }],
];

describe('a closed period', () => {
  it('refuses every record, withdrawal and delete dated inside it with 409, recording nothing', async () => {
    expect(await post('/admin/close_period', { through: '2024-12-31' })).toMatchObject({
      status: 201,
      body: { message: 'Period closed successfully' },
    });
    for (const [path, body] of datedCalls()) {
      const before = await server.api.eventCount();
      const answer = await post(path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(409);
      expect(answer.body.message).toMatch(closedIn2024);
      expect(await server.api.eventCount()).toBe(before);
    }
  });

  it('takes the same records dated after it', async () => {
    // The void's record is dated inside the close: it stays refused (its row must match the record).
    for (const [path, body, in2025] of datedCalls().filter(([path]) => path !== '/admin/delete_income')) {
      const answer = await post(path, { ...body, ...in2025 });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
  });

  it('moves only later when closed again, and never past today', async () => {
    for (const [through, message] of [
      ['2024-12-31', 'The books are closed through 12/31/2024 already: a close may only move that date later.'],
      ['2024-06-30', 'The books are closed through 12/31/2024 already: a close may only move that date later.'],
      ['2099-12-31', /^The books cannot be closed past today \(\d\d\/\d\d\/\d{4}\)\.$/],
    ] as const) {
      const before = await server.api.eventCount();
      const answer = await post('/admin/close_period', { through });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(message);
      expect(await server.api.eventCount()).toBe(before);
    }
  });

  it('reopens earlier with a reason, and lets through what is dated after the new close', async () => {
    for (const [body, status, message] of [
      [{ through: '2024-06-30' }, 400, 'reason: Required'],
      [{ through: '2024-06-30', reason: '   ' }, 400, 'reason: Required'],
      [{ through: '2024-13-01', reason: 'x' }, 400, /^through:/],
      [
        { through: '2024-12-31', reason: 'Late invoice' },
        409,
        'The books are closed through 12/31/2024: a reopen must move that date earlier.',
      ],
    ] as const) {
      const before = await server.api.eventCount();
      const answer = await post('/admin/reopen_period', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(await server.api.eventCount()).toBe(before);
    }
    expect(await post('/admin/reopen_period', { through: '2024-06-30', reason: 'Late invoice for Elm' })).toMatchObject({
      status: 201,
      body: { message: 'Period reopened successfully' },
    });
    const income = (income_date: string) => ({ ...bodies.income('Elm'), income_date, income_for_month: income_date.slice(0, 7) });
    expect((await post('/admin/record_property_income', income('2024-07-01'))).status).toBe(201);
    expect((await post('/admin/record_property_income', income('2024-06-30'))).status).toBe(409);

    expect((await post('/admin/reopen_period', { through: null, reason: 'Audit adjustments' })).status).toBe(201);
    expect((await post('/admin/record_property_income', income('2024-01-01'))).status).toBe(201);
    expect((await post('/admin/reopen_period', { through: null, reason: 'Again' })).body.message).toBe(
      'No period is closed: there is nothing to reopen.',
    );
  });

  it('answers the closed date and every change, newest first, with who made it and why', async () => {
    const answer = await server.api.call('GET', '/admin/periods', { token: server.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.closed_through).toBeNull();
    expect((answer.body.history as unknown[]).map((entry) => ({ ...(entry as object), recorded_at: undefined }))).toEqual([
      { action: 'reopen', through: null, reason: 'Audit adjustments', actor: 'admin', recorded_at: undefined },
      { action: 'reopen', through: '2024-06-30', reason: 'Late invoice for Elm', actor: 'admin', recorded_at: undefined },
      { action: 'close', through: '2024-12-31', reason: null, actor: 'admin', recorded_at: undefined },
    ]);
    for (const entry of answer.body.history as { recorded_at: string }[]) expect(Date.parse(entry.recorded_at)).not.toBeNaN();
  });

  it('is for admins only: 401 anonymous, 403 for an investor, nothing recorded', async () => {
    for (const [method, path, body] of [
      ['POST', '/admin/close_period', { through: '2025-01-31' }],
      ['POST', '/admin/reopen_period', { through: null, reason: 'x' }],
      ['GET', '/admin/periods', undefined],
    ] as const) {
      const before = await server.api.eventCount();
      expect((await server.api.call(method, path, { body })).status).toBe(401);
      expect(await server.api.call(method, path, { body, token: server.investor })).toMatchObject({
        status: 403,
        body: { message: 'This needs an administrator.' },
      });
      expect(await server.api.eventCount()).toBe(before);
    }
  });
});

const logRow = z.object({ type: z.string(), record_id: z.string().nullable() });

/** Reads the log in its order: every income in `recorded` must come before the last close. */
const expectRecordedBeforeTheClose = async (recorded: string[]) => {
  const log = await server.api.runtime.pool.any(sql.type(logRow)`
    SELECT type, data->>'recordId' AS record_id FROM event_store.events
    WHERE type IN ('IncomeRecorded', 'PeriodClosed') ORDER BY transaction_id, position`);
  const closedAt = log.findLastIndex((row) => row.type === 'PeriodClosed');
  const positions = recorded.map((id) => log.findIndex((row) => row.record_id === id));
  expect(positions.every((position) => position >= 0 && position < closedAt)).toBe(true);
};

describe('a close sent together with back-dated records', () => {
  it('never has a record dated inside it land after it: each one is before the close or refused', async () => {
    const dates = Array.from({ length: 24 }, (_, i) => `2025-02-${String(i + 1).padStart(2, '0')}`);
    const records = dates.map((date) =>
      post('/admin/record_property_income', {
        ...bodies.income('Elm', 10, `Race ${date}`),
        income_date: date,
        income_for_month: '2025-02',
      }),
    );
    const close = post('/admin/close_period', { through: '2025-02-28' });
    const answers = await Promise.all([...records.slice(0, 12), close, ...records.slice(12)]);
    const closeAnswer = answers[12]!;
    expect(closeAnswer.status).toBe(201);
    const recorded = answers.filter((answer, index) => index !== 12 && answer.status === 201).map((answer) => String(answer.body.id));
    const refused = answers.filter((answer, index) => index !== 12 && answer.status !== 201);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^The books are closed through 02\/28\/2025/) } });
    expect(recorded.length + refused.length).toBe(24);

    await expectRecordedBeforeTheClose(recorded);
  });
});

describe('a close in one API process, and back-dated records in another on the same database', () => {
  it('is seen by the other at once, and none of its records placed inside the close lands after it', async () => {
    const other = await startSecondProcess(server.api.runtime.databaseUrl);
    try {
      const income = (date: string, month: string) =>
        other.run(recordPropertyIncome, { ...bodies.income('Elm', 10, `Other ${date}`), income_date: date, income_for_month: month });
      // The other process reads the closed date before the close, and is held to the new one after it.
      await income('2025-03-01', '2025-03');
      expect((await post('/admin/close_period', { through: '2025-03-31' })).status).toBe(201);
      await expect(income('2025-03-02', '2025-03')).rejects.toMatchObject({ status: 409, message: /closed through 03\/31\/2025/ });

      const dates = Array.from({ length: 24 }, (_, i) => `2025-04-${String(i + 1).padStart(2, '0')}`);
      const records = dates.map((date) =>
        income(date, '2025-04').then(
          ({ id }) => id,
          (error: unknown) => {
            expect(error).toMatchObject({ status: 409, message: expect.stringMatching(/^The books are closed through 04\/30\/2025/) });
            return null;
          },
        ),
      );
      const close = post('/admin/close_period', { through: '2025-04-30' });
      const [closeAnswer, ...outcomes] = await Promise.all([close, ...records]);
      expect(closeAnswer.status).toBe(201);
      await expectRecordedBeforeTheClose(outcomes.filter((id) => id !== null));
    } finally {
      await other.stop();
    }
  });
});
