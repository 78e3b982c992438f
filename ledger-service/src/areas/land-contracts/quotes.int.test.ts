import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * The payoff quote, the status of a late contract and the previews through HTTP, on worked examples
 * (a) and (c) of docs/land-contracts.md: Lot A sold on 2025-01-01 for 100,000.00 at 8 % actual/365,
 * 1,000.00 a month, a 5 % late fee; paid on 2025-02-01 and 2025-03-01, then late. And what each read
 * refuses (400, 404, 409), recording nothing.
 */

let api: TestServer;
let token: string;

let ledger: ReturnType<typeof ledgerFixture>;

const pay = (payment_date: string, amount: number) =>
  ledger.post('/admin/record_lc_payment', {
    payment_date,
    property_name: 'Lot A',
    loren_name: 'Larry',
    description: 'Installment',
    amount,
  });

/** Example (a)'s terms as the open call takes them. */
const openBody = bodies.landContract('Lot A');

beforeAll(async () => {
  api = await startTestServer({ today: '2026-03-15' });
  token = await api.loginAs(testAdmin.username, testAdmin.password);
  ledger = ledgerFixture(api, token);
  await ledger.llc('Field LLC');
  await ledger.partner('Larry');
  await ledger.property('Lot A', 'Field LLC', 'Land Contract');
  await ledger.property('Lot B', 'Field LLC', 'Land Contract');
  await ledger.property('Maple', 'Field LLC');
  await ledger.investor('Cora');
  await ledger.invest('Cora', 'Lot A', 100_000, '2024-06-01');
  await ledger.post('/admin/open_land_contract', openBody);
  await pay('2025-02-01', 1_000);
  await pay('2025-03-01', 1_000);
});
afterAll(async () => api?.stop());

const get = (path: string) => api.call('GET', path, { token });
const payment = (amount: number, payment_date: string, property_name = 'Lot A') =>
  api.call('POST', '/admin/preview_lc_payment', {
    token,
    body: { payment_date, property_name, loren_name: 'Larry', description: 'Preview', amount },
  });

describe('the payoff quote (examples (a) and (c))', () => {
  it('good through 2025-03-11: the balance and ten days of interest, 99,508.80', async () => {
    const answer = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2025-03-11');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      property_name: 'Lot A',
      contract_id: expect.any(String),
      good_through: '2025-03-11',
      last_receipt_date: '2025-03-01',
      principal_balance: 99_291.18,
      unpaid_interest: 0,
      interest_days: 10,
      interest_accrued: 217.62,
      unpaid_late_fees: 0,
      late_fees: [],
      payoff_amount: 99_508.8,
      per_diem: 21.76,
    });
  });

  it('good through 2025-04-14, after the April installment went unpaid: 44 days of interest and the 50.00 fee, 100,298.73', async () => {
    const answer = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2025-04-14');
    expect(answer.body).toMatchObject({
      interest_days: 44,
      interest_accrued: 957.55,
      unpaid_late_fees: 50,
      late_fees: [{ due_date: '2025-04-01', assessed_on: '2025-04-12', unpaid: 50 }],
      payoff_amount: 100_298.73,
    });
  });

  it('refuses a day before the last receipt or the contract date (409), a missing or malformed day (400), a property without a contract (404)', async () => {
    const before = await api.eventCount();
    const early = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2025-02-15');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A payoff can be quoted from the date of the last receipt 2025-03-01 on, not for 2025-02-15.');
    const beforeSale = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2024-12-01');
    expect(beforeSale.status).toBe(409);
    expect(beforeSale.body.message).toBe('A payoff can be quoted from the contract date 2025-01-01 on, not for 2024-12-01.');
    for (const query of [
      'property_name=Lot%20A',
      'property_name=Lot%20A&good_through=2025-02-30',
      'property_name=Lot%20A&good_through=soon',
    ]) {
      const answer = await get(`/admin/land_contract_payoff?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/good_through/);
    }
    const none = await get('/admin/land_contract_payoff?property_name=Lot%20B&good_through=2025-04-14');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Lot B has no open land contract.');
    expect((await get('/admin/land_contract_payoff?property_name=Nowhere&good_through=2025-04-14')).status).toBe(404);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('the status of a late contract (example (c))', () => {
  it('as of 2025-04-14: past due 13 days since 2025-04-01, 1,000.00 past due, the fee assessed on 2025-04-12', async () => {
    const answer = await get('/admin/land_contract?property_name=Lot%20A&as_of=2025-04-14');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toMatchObject({
      state: 'past_due',
      oldest_unpaid_due_date: '2025-04-01',
      days_past_due: 13,
      amount_past_due: 1_000,
      principal_balance: 99_291.18,
      accrued_interest: 957.55,
      unpaid_late_fees: 50,
      payoff_amount: 100_298.73,
    });
    expect(answer.body.late_fees).toEqual([
      { due_date: '2025-04-01', assessed_on: '2025-04-12', amount: 50, paid: 0, waived: 0, unpaid: 50 },
    ]);
  });
});

describe('POST /admin/preview_lc_payment', () => {
  it('splits a short payment of 600.00 on 2025-04-15 into the fee, part of the interest and no principal, recording nothing', async () => {
    const before = await api.eventCount();
    const answer = await payment(600, '2025-04-15');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      governed: true,
      contract_id: expect.any(String),
      late_fees_paid: 50,
      interest_paid: 550,
      principal_paid: 0,
      balance_after: 99_291.18,
      unpaid_interest_after: 429.31,
      unpaid_late_fees_after: 0,
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('accepts the payoff to the cent and refuses one cent more with the record call’s message', async () => {
    const exact = await payment(99_508.8, '2025-03-11');
    expect(exact.body).toMatchObject({ governed: true, principal_paid: 99_291.18, interest_paid: 217.62, balance_after: 0 });
    const before = await api.eventCount();
    const over = await payment(99_508.81, '2025-03-11');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('The amount exceeds the payoff of $99,508.80 for Lot A on 2025-03-11.');
    expect(await api.eventCount()).toBe(before);
  });

  it('counts a payment no contract governs whole, and refuses what the record call refuses', async () => {
    expect((await payment(250, '2025-04-15', 'Lot B')).body).toMatchObject({ governed: false, contract_id: null, principal_paid: null });
    const rental = await payment(250, '2025-04-15', 'Maple');
    expect(rental.status).toBe(409);
    expect(rental.body.message).toMatch(/^Maple is not a Land Contract property/);
    const early = await payment(250, '2024-12-15');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/2025-01-01/);
    expect((await payment(250, '2025-04-15', 'Nowhere')).status).toBe(404);
    expect((await payment(-1, '2025-04-15')).status).toBe(400);
  });
});

describe('the history as payments come (example (c))', () => {
  it('carries the interest a short payment left unpaid to the next one, and is current again once paid up', async () => {
    await pay('2025-04-15', 600);
    await pay('2025-05-01', 1_400);
    const answer = await get('/admin/land_contract?property_name=Lot%20A&as_of=2025-05-02');
    const history = answer.body.history as Record<string, unknown>[];
    expect(
      history.map(({ late_fees_paid, interest_paid, principal_paid, unpaid_interest, balance }) => [
        late_fees_paid,
        interest_paid,
        principal_paid,
        unpaid_interest,
        balance,
      ]),
    ).toEqual([
      [0, 679.45, 320.55, 0, 99_679.45],
      [0, 611.73, 388.27, 0, 99_291.18],
      [50, 550, 0, 429.31, 99_291.18],
      [0, 777.51, 622.49, 0, 98_668.69],
    ]);
    expect(answer.body.status).toMatchObject({ state: 'current', next_due_date: '2025-06-01', days_past_due: 0 });
    expect(answer.body.totals).toMatchObject({ payments: 4_000, late_fees_paid: 50, interest_paid: 2_618.69, principal_paid: 1_331.31 });
    expect(answer.body.late_fees).toEqual([
      { due_date: '2025-04-01', assessed_on: '2025-04-12', amount: 50, paid: 50, waived: 0, unpaid: 0 },
    ]);
  });
});

describe('what the reads refuse', () => {
  it('GET /admin/land_contract: an unknown property or none with a contract then is 404, a bad or future day 400', async () => {
    const before = await api.eventCount();
    const expectations: [string, number, string | RegExp][] = [
      ['property_name=Nowhere', 404, 'No property named Nowhere.'],
      ['property_name=Lot%20B', 404, 'Lot B has no land contract dated on or before 2026-03-15.'],
      ['property_name=Lot%20A&as_of=2024-12-31', 404, 'Lot A has no land contract dated on or before 2024-12-31.'],
      ['property_name=Lot%20A&contract_id=7f1c8f1e-2b7a-4a55-9a47-3b1f3f4f0c11', 404, /no land contract 7f1c8f1e/],
      ['property_name=Lot%20A&contract_id=seven', 400, /contract_id/],
      ['property_name=Lot%20A&as_of=2026-03-16', 400, 'A statement cannot be dated in the future'],
      ['property_name=Lot%20A&as_of=2025-13-01', 400, /as_of/],
      ['property_name=Lot%20A&known_on=yesterday', 400, /known_on/],
    ];
    for (const [query, status, message] of expectations) {
      const answer = await get(`/admin/land_contract?${query}`);
      expect(answer.status, query).toBe(status);
      expect(answer.body.message, query).toMatch(message);
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('GET /admin/land_contract_statement.csv: a year not of 4 digits is 400; a year no contract meets, or after this one, 404', async () => {
    const expectations: [string, number, string | RegExp][] = [
      ['property_name=Lot%20A&year=25', 400, /year/],
      ['property_name=Lot%20A&year=2027', 404, 'No statement for 2027: the year has not begun.'],
      ['property_name=Lot%20A&year=2024', 404, 'Lot A has no land contract in 2024.'],
      ['property_name=Lot%20B&year=2025', 404, 'Lot B has no land contract in 2025.'],
      ['property_name=Nowhere&year=2025', 404, 'No property named Nowhere.'],
    ];
    for (const [query, status, message] of expectations) {
      const answer = await get(`/admin/land_contract_statement.csv?${query}`);
      expect(answer.status, query).toBe(status);
      expect(answer.body.message, query).toMatch(message);
    }
    expect((await get('/admin/land_contract_statement.csv?property_name=Lot%20A&year=2025')).status).toBe(200);
  });
});

describe('POST /admin/preview_land_contract', () => {
  it('plans example (a): 679.45 of interest first, 674.64 on 2025-04-01, the balloon of 40,035.64 on 2035-01-01', async () => {
    const answer = await api.call('POST', '/admin/preview_land_contract', { token, body: openBody });
    expect(answer.status).toBe(200);
    const { schedule, ...terms } = answer.body as { schedule: Record<string, unknown>[] };
    expect(terms).toEqual({ principal: 100_000, late_fee_amount: 50, maturity_date: '2035-01-01' });
    expect(schedule).toHaveLength(120);
    expect(schedule[0]).toEqual({
      number: 1,
      due_date: '2025-02-01',
      payment: 1_000,
      interest: 679.45,
      principal: 320.55,
      unpaid_interest: 0,
      balance: 99_679.45,
    });
    expect(schedule[2]).toMatchObject({ due_date: '2025-04-01', interest: 674.64, principal: 325.36, balance: 98_965.82 });
    expect(schedule[119]).toEqual({
      number: 120,
      due_date: '2035-01-01',
      payment: 40_035.64,
      interest: 270.19,
      principal: 39_765.45,
      unpaid_interest: 0,
      balance: 0,
    });
  });

  it('plans example (b) under 30/360: the balloon is 40,018.03', async () => {
    const answer = await api.call('POST', '/admin/preview_land_contract', { token, body: { ...openBody, day_count: '30/360' } });
    const { schedule } = answer.body as { schedule: Record<string, unknown>[] };
    expect(schedule[0]).toMatchObject({ interest: 666.67, principal: 333.33, balance: 99_666.67 });
    expect(schedule.at(-1)).toMatchObject({ payment: 40_018.03, interest: 265.02, principal: 39_753.01, balance: 0 });
  });

  it('refuses terms the open call refuses (400), recording nothing', async () => {
    const before = await api.eventCount();
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ down_payment: 100_000 }, /down_payment: Expected less than the sale price/],
      [
        { first_payment_date: '2090-01-01', number_of_payments: 480 },
        /number_of_payments: Expected the last due date on or before 2099-12-31/,
      ],
      [{ late_fee: 26 }, /late_fee/],
      [{ day_count: 'actual/360' }, /day_count/],
    ];
    for (const [change, message] of refusals) {
      const answer = await api.call('POST', '/admin/preview_land_contract', { token, body: { ...openBody, ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('a contract paid off, and the next one', () => {
  it('paid off to the cent: ended, nothing owed or accruing, no payoff to quote; the next contract lists it among the others', async () => {
    const quote = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2025-06-01');
    await pay('2025-06-01', quote.body.payoff_amount as number);
    const first = (await get('/admin/land_contract?property_name=Lot%20A')).body;
    expect(first.status).toMatchObject({
      state: 'paid_off',
      end_date: '2025-06-01',
      principal_balance: 0,
      payoff_amount: null,
      per_diem: null,
    });
    // Cora's 100,000.00 came back whole: every cent of principal returned capital, none was gain.
    expect(first.totals).toMatchObject({ principal_paid: 100_000, capital_returned: 100_000, gain: 0, capital_written_off: 0 });
    const none = await get('/admin/land_contract_payoff?property_name=Lot%20A&good_through=2025-07-01');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Lot A has no open land contract.');

    await ledger.post('/admin/open_land_contract', { ...openBody, contract_date: '2025-07-01', first_payment_date: '2025-08-01' });
    const next = (await get('/admin/land_contract?property_name=Lot%20A')).body;
    expect(next.contract_id).not.toBe(first.contract_id);
    expect(next.other_contracts).toEqual([
      { contract_id: first.contract_id, contract_date: '2025-01-01', state: 'paid_off', end_date: '2025-06-01' },
    ]);
    const named = await get(`/admin/land_contract?property_name=Lot%20A&contract_id=${String(first.contract_id)}`);
    expect(named.body).toMatchObject({ contract_id: first.contract_id, status: { state: 'paid_off' } });
    const asThen = await get('/admin/land_contract?property_name=Lot%20A&as_of=2025-06-30');
    expect(asThen.body).toMatchObject({ contract_id: first.contract_id, other_contracts: [] });
  });
});

describe('POST /admin/preview_lc_payment in a closed period', () => {
  it('is refused as the record call is, with its message', async () => {
    await ledger.post('/admin/close_period', { through: '2025-06-30' });
    const closed = await payment(250, '2025-06-15');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('The books are closed through 06/30/2025: nothing dated 06/15/2025 can be recorded or deleted.');
  });
});
