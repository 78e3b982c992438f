import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, startWithProperty, type LedgerFixture } from '../../testing/ledger-fixture';
import type { TestServer } from '../../testing/test-server';

let api: TestServer;
let admin: string;

interface Row {
  id: string;
  date: string;
  amount: number;
  detail: string;
}

beforeAll(async () => {
  let ledger: LedgerFixture;
  ({ api, admin, ledger } = await startWithProperty({ today: '2024-12-31' }, 'Alpha LLC', 'Elm', 'Land Contract'));
  await ledger.partner('Lor');
  await ledger.income('Elm', 1500.25);
  await ledger.post('/admin/record_loren_income', bodies.partnerIncome('Elm'));
  await ledger.expense('Elm', 800.1);
  await ledger.investor('Ivy');
  await ledger.post('/admin/record_investor_property_expense', { ...bodies.expense('Elm', 20), investor: 'Ivy' });
  await ledger.deposit('Elm', 1000);
  await ledger.post('/admin/record_deposit_withdrawal', bodies.depositWithdrawal('Elm', 300.3));
  await ledger.post('/admin/record_lc_payment', bodies.lcPayment('Elm', 'Lor'));
  await ledger.post('/admin/record_llc_expense', bodies.llcExpense('Alpha LLC', 123.45));
});
afterAll(async () => api?.stop());

const propertyTxns = async () =>
  (await api.call('GET', '/admin/get_property_txns?selectedProperty=Elm', { token: admin })).body as unknown as Record<
    'income' | 'expenses' | 'deposits' | 'lc_payments',
    Row[]
  >;
const llcTxns = async () =>
  (await api.call('GET', '/admin/get_llc_txns?selectedLLC=Alpha%20LLC', { token: admin })).body as unknown as { expenses: Row[] };
const remove = (path: string, row: Row) => api.call('POST', path, { token: admin, body: row });

/** The browser's delete flow: list the transactions, click a row, send it back as it was listed. */
describe('rows as the transaction lists show them delete their records', () => {
  it('every kind of property record, and an LLC expense', async () => {
    const before = await propertyTxns();
    expect(before.income).toHaveLength(2);
    expect(before.expenses).toHaveLength(2);
    expect(before.deposits.map((r) => r.amount).sort()).toEqual([-300.3, 1000]);

    // The deposit withdrawal first: voiding the deposit first would leave deposits held negative.
    const withdrawal = before.deposits.find((r) => r.amount < 0)!;
    expect((await remove('/admin/delete_deposit', withdrawal)).status).toBe(200);
    for (const row of before.income) expect((await remove('/admin/delete_income', row)).status).toBe(200);
    for (const row of before.expenses) expect((await remove('/admin/delete_expense', row)).status).toBe(200);
    for (const row of before.lc_payments) expect((await remove('/admin/delete_lc_payment', row)).status).toBe(200);
    expect(
      (
        await remove(
          '/admin/delete_deposit',
          before.deposits.find((r) => r.amount > 0)!,
        )
      ).status,
    ).toBe(200);
    const [llcExpense] = (await llcTxns()).expenses;
    expect((await remove('/admin/delete_llc_expense', llcExpense!)).status).toBe(200);

    expect(await propertyTxns()).toEqual({ income: [], expenses: [], deposits: [], lc_payments: [] });
    expect((await llcTxns()).expenses).toEqual([]);
    const max = await api.call('GET', '/admin/get_max_deposit_withdrawal?property_name=Elm', { token: admin });
    expect(max.body).toEqual({ max_deposit_withdrawal: 0 });
  });
});
