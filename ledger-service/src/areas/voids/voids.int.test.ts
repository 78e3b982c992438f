import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, ledgerFixture, streamEvents } from '../../testing/ledger-fixture';
import { dateRefusals, expectAdminOnly, expectRefusals, type Refusal } from '../../testing/refusals';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

let api: TestServer;
let admin: string;
let investor: string;
let ledger: ReturnType<typeof ledgerFixture>;
let ids: Record<string, string>;

beforeAll(async () => {
  api = await startTestServer();
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
  investor = await api.addInvestorUser(admin, 'Ivan Investor', 'ivan');
  ledger = ledgerFixture(api, admin);
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.property('Lake', 'Alpha LLC', 'Land Contract');
  await ledger.partner('Lor');
  const id = async (path: string, body: unknown) => String((await ledger.post(path, body)).id);
  ids = {
    income: await id('/admin/record_property_income', bodies.income('Elm', 1500)),
    partnerIncome: await id('/admin/record_loren_income', bodies.partnerIncome('Elm')),
    expense: await id('/admin/record_property_expense', bodies.expense('Elm', 800)),
    investorExpense: await id('/admin/record_investor_property_expense', { ...bodies.expense('Elm', 20), investor: 'Ivan Investor' }),
    deposit: await id('/admin/add_rental_deposit', bodies.deposit('Elm', 1000)),
    depositWithdrawal: await id('/admin/record_deposit_withdrawal', bodies.depositWithdrawal('Elm', 300)),
    lcPayment: await id('/admin/record_lc_payment', bodies.lcPayment('Lake', 'Lor')),
    llcExpense: await id('/admin/record_llc_expense', bodies.llcExpense('Alpha LLC', 123.45)),
  };
});
afterAll(async () => api?.stop());

const lastEvent = async (stream: string) => (await streamEvents(api, stream)).at(-1);
const row = (id: string, amount: number, detail: string, date: string) => ({ id, amount, detail, date });

/** Each delete call: what its messages call the record, what it answers on success, and the void it records. */
const deletes = {
  '/admin/delete_income': { label: 'income', message: 'Income deleted successfully!', type: 'IncomeVoided' },
  '/admin/delete_expense': { label: 'expense', message: 'Expense deleted successfully!', type: 'ExpenseVoided' },
  '/admin/delete_deposit': { label: 'deposit', message: 'Deposit deleted successfully!', type: 'DepositVoided' },
  '/admin/delete_lc_payment': {
    label: 'land contract payment',
    message: 'Payment deleted successfully!',
    type: 'LandContractPaymentVoided',
  },
  '/admin/delete_llc_expense': { label: 'LLC expense', message: 'Expense deleted successfully!', type: 'LlcExpenseVoided' },
} as const;
const deletePaths = Object.entries(deletes).map(([path, { label }]) => [path, label] as const);

/** Deletes a row as the admin: answered 200 with the call's message, and the last event of `stream` is its void, carrying `data`. */
const expectVoided = async (path: keyof typeof deletes, body: unknown, stream: string, data: Record<string, unknown>) => {
  const { message, type } = deletes[path];
  expect(await api.call('POST', path, { token: admin, body })).toMatchObject({ status: 200, body: { message } });
  expect(await lastEvent(stream)).toMatchObject({ type, data });
};

describe('who may delete', () => {
  it.each(deletePaths)('%s is for admins only', (path) => expectAdminOnly(api, investor, path, row(randomUUID(), 1, 'x', '2024-01-01')));
});

describe('bad rows', () => {
  const body = row(randomUUID(), 10, 'x', '2024-03-05');
  it.each(deletePaths)('%s refuses them (400, or 404 for an unknown id), recording nothing', (path, label) =>
    expectRefusals(api, admin, path, [
      ['id missing', { ...body, id: undefined }, 400, /^id: Required$/],
      ['id not a record id', { ...body, id: '42' }, 400, /^id: Expected a record id$/],
      ['id a number', { ...body, id: 42 }, 400, /^id: /],
      ['amount missing', { ...body, amount: undefined }, 400, /^amount: Required$/],
      ['amount zero', { ...body, amount: 0 }, 400, /^amount: /],
      ['amount with 3 decimals', { ...body, amount: 1.001 }, 400, /^amount: /],
      ['amount too large', { ...body, amount: -1e10 }, 400, /^amount: /],
      ['detail missing', { ...body, detail: undefined }, 400, /^detail: Required$/],
      ['detail too long', { ...body, detail: 'd'.repeat(2001) }, 400, /^detail: Expected at most 2,000 characters$/],
      ...dateRefusals(body, 'date'),
      ['unknown id', body, 404, new RegExp(`^No ${label} with id ${body.id}\\.$`)],
    ]),
  );
});

describe('deletes record a void of the matching record', () => {
  it('delete_income voids property income, and partner income', async () => {
    const mismatches: Refusal[] = [
      ['amount differs', row(ids.income!, 1500.01, 'March rent', '2024-03-05'), 409, /was recorded with another amount/],
      ['detail differs', row(ids.income!, 1500, 'April rent', '2024-03-05'), 409, /was recorded with another detail/],
      ['date differs', row(ids.income!, 1500, 'March rent', '2024-03-01'), 409, /was recorded with another date/],
      ['an expense id', row(ids.expense!, 800, 'Roof repair', '2024-03-10'), 404, /^No income with id /],
    ];
    await expectRefusals(api, admin, '/admin/delete_income', mismatches);
    await expectVoided('/admin/delete_income', row(ids.income!, 1500, 'March rent', '2024-03-05'), 'property-elm', {
      recordId: ids.income,
      propertyName: 'Elm',
    });
    const again = await api.call('POST', '/admin/delete_income', {
      token: admin,
      body: row(ids.income!, 1500, 'March rent', '2024-03-05'),
    });
    expect(again).toMatchObject({ status: 409, body: { message: `The income ${ids.income} is already deleted.` } });

    await expectVoided('/admin/delete_income', row(ids.partnerIncome!, 300, 'Q1 share', '2024-04-01'), 'property-elm', {
      recordId: ids.partnerIncome,
    });
  });

  it('delete_expense voids shared and investor-specific expenses', async () => {
    await expectRefusals(api, admin, '/admin/delete_expense', [
      ['amount differs', row(ids.expense!, 801, 'Roof repair', '2024-03-10'), 409, /another amount/],
      ['an income id', row(ids.partnerIncome!, 300, 'Q1 share', '2024-04-01'), 404, /^No expense with id /],
    ]);
    for (const [id, amount] of [
      [ids.expense!, 800],
      [ids.investorExpense!, 20],
    ] as const) {
      await expectVoided('/admin/delete_expense', row(id, amount, ' Roof repair ', '2024-03-10'), 'property-elm', {
        recordId: id,
        propertyName: 'Elm',
      });
    }
  });

  it('delete_deposit voids a deposit withdrawal (a negative row) and refuses a deposit whose void would leave deposits held negative', async () => {
    const depositRow = row(ids.deposit!, 1000, 'Unit A deposit', '2024-02-01');
    const withdrawalRow = row(ids.depositWithdrawal!, -300, 'Returned to tenant', '2024-08-01');
    await expectRefusals(api, admin, '/admin/delete_deposit', [
      ['withdrawal as a positive row', { ...withdrawalRow, amount: 300 }, 409, /another amount/],
      ['notes differ', { ...depositRow, detail: 'Unit B deposit' }, 409, /another detail/],
    ]);
    // $1,000.00 received, $300.00 given back: voiding the deposit would leave -$300.00 held.
    const refused = await api.call('POST', '/admin/delete_deposit', { token: admin, body: depositRow });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: /^Deleting this deposit would make the deposits held for Elm negative/ },
    });

    await expectVoided('/admin/delete_deposit', withdrawalRow, 'property-elm', { recordId: ids.depositWithdrawal });
    expect((await api.call('POST', '/admin/delete_deposit', { token: admin, body: depositRow })).status).toBe(200);
  });

  it('delete_lc_payment voids a land-contract payment', async () => {
    await expectRefusals(api, admin, '/admin/delete_lc_payment', [
      ['date differs', row(ids.lcPayment!, 900, 'May payment', '2024-05-03'), 409, /another date/],
    ]);
    await expectVoided('/admin/delete_lc_payment', row(ids.lcPayment!, 900, 'May payment', '2024-05-02'), 'property-lake', {
      recordId: ids.lcPayment,
      propertyName: 'Lake',
    });
  });

  it('delete_llc_expense voids an LLC expense', async () => {
    await expectRefusals(api, admin, '/admin/delete_llc_expense', [
      ['detail differs', row(ids.llcExpense!, 123.45, 'Filing fees', '2024-04-15'), 409, /another detail/],
      ['a property expense id', row(ids.investorExpense!, 20, 'Roof repair', '2024-03-10'), 404, /^No LLC expense with id /],
    ]);
    await expectVoided('/admin/delete_llc_expense', row(ids.llcExpense!, 123.45, 'Filing fee', '2024-04-15'), 'llc-alpha llc', {
      recordId: ids.llcExpense,
      llcName: 'Alpha LLC',
    });
  });

  it('voids exactly once when the same delete arrives many times at once', async () => {
    const id = await ledger.income('Elm', 42);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.call('POST', '/admin/delete_income', { token: admin, body: row(id, 42, 'March rent', '2024-03-05') }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
