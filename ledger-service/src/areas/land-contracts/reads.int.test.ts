import type { CallResponse, getLandContract } from '@portal/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lot7Contract, lot7Installment, recordLot7Bought } from '../../testing/land-contract-example-d';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * GET /admin/land_contract and its statement CSV through HTTP, on worked example (d) of
 * docs/land-contracts.md: Lot 7 of Lakeshore Land LLC, bought for 20,000.00 by Avery (15,000.00) and
 * Blake (5,000.00), sold on contract on 2024-12-01 for 40,000.00 with 12,000.00 down, 1,000.00 paid on
 * every due date of 2025. Every number below is the example's, to the cent.
 */

let api: TestServer;
let token: string;
let contractId: string;
let paymentIds: string[];
/** A moment after the opening was recorded and before any payment was. */
let beforePayments: string;

let post: ReturnType<typeof ledgerFixture>['post'];

beforeAll(async () => {
  api = await startTestServer({ today: '2026-03-15' });
  token = await api.loginAs(testAdmin.username, testAdmin.password);
  const ledger = ledgerFixture(api, token);
  post = ledger.post;
  await recordLot7Bought(ledger);
  contractId = String((await post('/admin/open_land_contract', lot7Contract)).id);
  await new Promise((resolve) => setTimeout(resolve, 20));
  beforePayments = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  paymentIds = [];
  for (let month = 1; month <= 12; month++) paymentIds.push(String((await post('/admin/record_lc_payment', lot7Installment(month))).id));
});
afterAll(async () => api?.stop());

const read = async (query: string) => {
  const answer = await api.call('GET', `/admin/land_contract?${query}`, { token });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer.body as unknown as CallResponse<typeof getLandContract>;
};

// # | date | days | interest | principal | balance | capital returned | gain (example (d)'s table)
const table: [string, number, number, number, number, number, number][] = [
  ['2025-01-01', 31, 214.03, 785.97, 27_214.03, 785.97, 0],
  ['2025-02-01', 31, 208.02, 791.98, 26_422.05, 791.98, 0],
  ['2025-03-01', 28, 182.42, 817.58, 25_604.47, 817.58, 0],
  ['2025-04-01', 31, 195.72, 804.28, 24_800.19, 804.28, 0],
  ['2025-05-01', 30, 183.45, 816.55, 23_983.64, 816.55, 0],
  ['2025-06-01', 31, 183.33, 816.67, 23_166.97, 816.67, 0],
  ['2025-07-01', 30, 171.37, 828.63, 22_338.34, 828.63, 0],
  ['2025-08-01', 31, 170.75, 829.25, 21_509.09, 829.25, 0],
  ['2025-09-01', 31, 164.41, 835.59, 20_673.5, 835.59, 0],
  ['2025-10-01', 30, 152.93, 847.07, 19_826.43, 673.5, 173.57],
  ['2025-11-01', 31, 151.55, 848.45, 18_977.98, 0, 848.45],
  ['2025-12-01', 30, 140.39, 859.61, 18_118.37, 0, 859.61],
];

describe('GET /admin/land_contract on example (d)', () => {
  it('gives the terms, with P0 28,000.00, the maturity and the late fee', async () => {
    const answer = await read('property_name=lot%207&as_of=2025-12-31');
    expect(answer).toMatchObject({ property_name: 'Lot 7', contract_id: contractId, as_of: '2025-12-31', known_on: null });
    expect(answer.terms).toEqual({
      buyer_name: 'Jordan Buyer',
      buyer_address: '12 Shore Rd',
      contract_date: '2024-12-01',
      origination_date: '2024-12-01',
      sale_price: 40_000,
      down_payment: 12_000,
      opening_balance: null,
      principal: 28_000,
      annual_rate: 9,
      day_count: 'actual/365',
      payment_amount: 1_000,
      first_payment_date: '2025-01-01',
      number_of_payments: 36,
      maturity_date: '2027-12-01',
      grace_days: 10,
      late_fee_type: 'flat',
      late_fee: 25,
      late_fee_amount: 25,
      description: 'Lot 7 to Jordan Buyer',
    });
  });

  it('lists the down payment, then each payment split, with capital returned before any gain', async () => {
    const { history } = await read('property_name=Lot%207&as_of=2025-12-31');
    expect(history).toHaveLength(13);
    expect(history[0]).toEqual({
      id: contractId,
      kind: 'down_payment',
      date: '2024-12-01',
      amount: 12_000,
      days: 0,
      interest_accrued: 0,
      late_fees_paid: 0,
      interest_paid: 0,
      principal_paid: 12_000,
      capital_returned: 12_000,
      gain: 0,
      unpaid_interest: 0,
      unpaid_late_fees: 0,
      balance: 28_000,
    });
    table.forEach(([date, days, interest, principal, balance, capitalReturned, gain], k) => {
      expect(history[k + 1], date).toEqual({
        id: paymentIds[k],
        kind: 'payment',
        date,
        amount: 1_000,
        days,
        interest_accrued: interest,
        late_fees_paid: 0,
        interest_paid: interest,
        principal_paid: principal,
        capital_returned: capitalReturned,
        gain,
        unpaid_interest: 0,
        unpaid_late_fees: 0,
        balance,
      });
    });
  });

  it('totals the year: interest 2,118.37, principal 9,881.63, capital returned 20,000.00 with the down payment, gain 1,881.63', async () => {
    const answer = await read('property_name=Lot%207&as_of=2025-12-31');
    expect(answer.totals).toEqual({
      payments: 12_000,
      late_fees_paid: 0,
      interest_paid: 2_118.37,
      principal_paid: 9_881.63,
      capital_returned: 20_000,
      gain: 1_881.63,
      capital_written_off: 0,
    });
    expect(answer.late_fees).toEqual([]);
    expect(answer.other_contracts).toEqual([]);
  });

  it('says where the contract stands on 2025-12-31: current, 18,118.37 owed, January due next', async () => {
    const { status } = await read('property_name=Lot%207&as_of=2025-12-31');
    // 30 days of interest on 18,118.37 at 9 %: round(1,811,837 x 9,000 x 30 / 36,500,000) = 13,402.63 cents.
    expect(status).toEqual({
      state: 'current',
      days_past_due: 0,
      oldest_unpaid_due_date: null,
      next_due_date: '2026-01-01',
      amount_past_due: 0,
      principal_balance: 18_118.37,
      unpaid_interest: 0,
      accrued_interest: 134.03,
      unpaid_late_fees: 0,
      payoff_amount: 18_252.4,
      per_diem: 4.47,
      end_date: null,
    });
  });

  it('plans the installments from the contract date, the first as payment 1, until 1,000.00 a month pays it off', async () => {
    const { schedule } = await read('property_name=Lot%207');
    expect(schedule).toHaveLength(32);
    expect(schedule[0]).toEqual({
      number: 1,
      due_date: '2025-01-01',
      payment: 1_000,
      interest: 214.03,
      principal: 785.97,
      unpaid_interest: 0,
      balance: 27_214.03,
    });
    expect(schedule.at(-1)).toMatchObject({ number: 32, due_date: '2027-08-01', balance: 0 });
  });

  it('as of a past day, shows only the receipts dated up to it; as known before the payments, only the down payment', async () => {
    const june = await read('property_name=Lot%207&as_of=2025-06-15');
    expect(june.history).toHaveLength(7);
    expect(june.status).toMatchObject({ state: 'current', principal_balance: 23_166.97, next_due_date: '2025-07-01' });
    const known = await read(`property_name=Lot%207&as_of=2025-06-15&known_on=${encodeURIComponent(beforePayments)}`);
    expect(known.known_on).toBe(beforePayments);
    expect(known.history).toHaveLength(1);
    // No payment known: January to June are past due, the oldest since 2025-01-01, with a late fee each.
    expect(known.status).toMatchObject({ state: 'past_due', oldest_unpaid_due_date: '2025-01-01', amount_past_due: 6_000 });
    expect(known.late_fees).toHaveLength(6);
  });
});

/** The download as sent (the BOM kept: the harness's `call` decodes it away). */
const csvOf = async (query: string) => {
  const response = await fetch(`${api.base}/admin/land_contract_statement.csv?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  expect(response.status, text.slice(0, 300)).toBe(200);
  return { headers: response.headers, text };
};
/** The rows of a CSV without its BOM and header, each as its six cells (none of these hold a comma). */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(','));

describe('GET /admin/land_contract_statement.csv on example (d)', () => {
  it('is the year-end statement of 2025: Box 1 2,118.37 (600.00 or more), Box 2 28,000.00, Box 3 the origination', async () => {
    const answer = await csvOf('property_name=Lot%207&year=2025');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lc-statement-Lot 7-2025.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text.startsWith('\uFEFFSection,Item,Member,Property,Amount,Detail\r\n')).toBe(true);
    const rows = rowsOf(answer.text);
    expect(rows.slice(0, 33)).toEqual([
      ['Contract', 'Buyer name', '', 'Lot 7', '', 'Jordan Buyer'],
      ['Contract', 'Buyer address', '', 'Lot 7', '', '12 Shore Rd'],
      ['Contract', 'Recipient (LLC) name', '', 'Lot 7', '', 'Lakeshore Land LLC'],
      ['Contract', 'Recipient address', '', 'Lot 7', '', '500 Harbor Way'],
      ['Contract', 'Contract id', '', 'Lot 7', '', contractId],
      ['Contract', 'Contract date', '', 'Lot 7', '', '2024-12-01'],
      ['Contract', 'Tax year', '', 'Lot 7', '', '2025'],
      ['Contract', 'Sale price', '', 'Lot 7', '40000.00', ''],
      ['Contract', 'Down payment', '', 'Lot 7', '12000.00', ''],
      ['Contract', 'Annual rate', '', 'Lot 7', '', '9.000'],
      ['Contract', 'Day count', '', 'Lot 7', '', 'actual/365'],
      ['Form 1098', 'Box 1 Mortgage interest received from payer(s)/borrower(s)', '', 'Lot 7', '2118.37', ''],
      ['Form 1098', 'Box 2 Outstanding mortgage principal', '', 'Lot 7', '28000.00', ''],
      ['Form 1098', 'Box 3 Mortgage origination date', '', 'Lot 7', '', '2024-12-01'],
      ['Form 1098', 'Box 4 Refund of overpaid interest', '', 'Lot 7', '0.00', ''],
      ['Form 1098', 'Box 5 Mortgage insurance premiums', '', 'Lot 7', '0.00', ''],
      ['Form 1098', 'Box 6 Points paid on purchase of principal residence', '', 'Lot 7', '0.00', ''],
      ['Form 1098', 'Box 8 Address of property securing mortgage', '', 'Lot 7', '', '7 Lakeshore Dr'],
      ['Form 1098', 'Box 9 Number of properties securing the mortgage', '', 'Lot 7', '', '1'],
      ['Form 1098', 'Box 11 Mortgage acquisition date', '', 'Lot 7', '', ''],
      ['Form 1098', 'Payer TIN', '', 'Lot 7', '', ''],
      ['Form 1098', 'Recipient TIN', '', 'Lot 7', '', ''],
      ['Form 1098', 'Box 1 is 600.00 or more', '', 'Lot 7', '', 'yes'],
      ['Year', 'Interest received', '', 'Lot 7', '2118.37', ''],
      ['Year', 'Late fees received', '', 'Lot 7', '0.00', ''],
      ['Year', 'Principal received', '', 'Lot 7', '9881.63', ''],
      ['Year', 'Capital returned', '', 'Lot 7', '8000.00', ''],
      ['Year', 'Gain', '', 'Lot 7', '1881.63', ''],
      ['Year', 'Capital written off', '', 'Lot 7', '0.00', ''],
      ['Year', 'Balance on January 1', '', 'Lot 7', '28000.00', ''],
      ['Year', 'Balance on December 31', '', 'Lot 7', '18118.37', ''],
      ['Year', 'Payments received', '', 'Lot 7', '', '12'],
      ['Year', 'State on December 31', '', 'Lot 7', '', 'current'],
    ]);
  });

  it('lists each payment of the year in five rows, dated', async () => {
    const rows = rowsOf((await csvOf('property_name=Lot%207&year=2025')).text).filter(([section]) => section === 'Payments');
    expect(rows).toHaveLength(60);
    expect(rows.slice(0, 5)).toEqual([
      ['Payments', 'Payment', '', 'Lot 7', '1000.00', '2025-01-01'],
      ['Payments', 'Late fees paid', '', 'Lot 7', '0.00', '2025-01-01'],
      ['Payments', 'Interest paid', '', 'Lot 7', '214.03', '2025-01-01'],
      ['Payments', 'Principal paid', '', 'Lot 7', '785.97', '2025-01-01'],
      ['Payments', 'Balance after', '', 'Lot 7', '27214.03', '2025-01-01'],
    ]);
    expect(rows.at(-1)).toEqual(['Payments', 'Balance after', '', 'Lot 7', '18118.37', '2025-12-01']);
  });

  it('in the year of the sale: the down payment is principal received and returned capital, Box 2 is P0', async () => {
    const rows = rowsOf((await csvOf('property_name=Lot%207&year=2024')).text);
    const amount = (item: string) => rows.find((row) => row[1] === item)?.[4];
    expect(amount('Box 1 Mortgage interest received from payer(s)/borrower(s)')).toBe('0.00');
    expect(amount('Box 2 Outstanding mortgage principal')).toBe('28000.00');
    expect(amount('Principal received')).toBe('12000.00');
    expect(amount('Capital returned')).toBe('12000.00');
    expect(amount('Balance on December 31')).toBe('28000.00');
    expect(rows.find((row) => row[1] === 'Box 1 is 600.00 or more')?.[5]).toBe('no');
    expect(rows.filter(([section]) => section === 'Payments')).toEqual([]);
  });
});
