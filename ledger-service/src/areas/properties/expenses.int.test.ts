import { describe, expect, it } from 'vitest';
import { bodies, expectRecorded, investorOf, serverForFile } from '../../testing/ledger-fixture';
import { entryRefusals, expectAdminOnly, expectRefusals, monthRefusals, nameRefusals, type Refusal } from '../../testing/refusals';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.partner('Lor');
  await ledger.post('/admin/add_expense_category', { expense_category: 'Pest control' });
});

const recorded = { message: 'Expense recorded successfully', stream: 'property-elm', type: 'PropertyExpenseRecorded' };

const expenseRefusals = (body: Record<string, unknown>): Refusal[] => [
  ...entryRefusals(body, 'expense_date', 'property_name'),
  ...nameRefusals(body, 'expense_category'),
  ...monthRefusals(body, 'expense_for_month'),
  ['unknown property', { ...body, property_name: 'Nowhere' }, 404, /^No property named Nowhere\.$/],
  ['unknown category', { ...body, expense_category: 'Yachts' }, 404, /^No expense category named Yachts\.$/],
  ['unknown partner', { ...body, loren_name: 'Stranger' }, 404, /^No Partner named Stranger\.$/],
];

describe('POST /admin/record_property_expense', () => {
  const path = '/admin/record_property_expense';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.expense('Elm')));

  it('records a shared expense in cents, with its month and category', async () => {
    await expectRecorded(
      server,
      path,
      { ...bodies.expense('Elm', 800.5), loren_name: 'Lor' },
      {
        ...recorded,
        data: {
          propertyName: 'Elm',
          partnerName: 'Lor',
          investorId: null,
          description: 'Roof repair',
          amountCents: 80_050,
          expenseDate: '2024-03-10',
          expenseForMonth: '2024-03',
          category: 'Repairs',
        },
      },
    );
  });

  it('accepts a category added to the catalogue', async () => {
    expect(
      (await server.api.call('POST', path, { token: server.admin, body: { ...bodies.expense('Elm'), expense_category: 'Pest control' } }))
        .status,
    ).toBe(201);
  });

  it('refuses bad input (400), unknown names (404), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, expenseRefusals(bodies.expense('Elm'))));
});

describe('POST /admin/record_investor_property_expense', () => {
  const path = '/admin/record_investor_property_expense';
  const body = { ...bodies.expense('Elm'), investor: 'Ivan Investor' };
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, body));

  it('records an expense charged to one investor alone', async () => {
    const ivan = await investorOf(server.api, 'Ivan Investor');
    await expectRecorded(server, path, body, {
      ...recorded,
      data: { investorId: ivan.id, partnerName: null, amountCents: 80_000 },
    });
  });

  it('refuses bad input (400), unknown names (404), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...expenseRefusals(body),
      ...nameRefusals(body, 'investor'),
      ['unknown investor', { ...body, investor: 'Nobody' }, 404, /^No investor named Nobody\.$/],
    ]));
});
