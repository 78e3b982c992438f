import { describe, expect, it } from 'vitest';
import { testAdmin } from '../../testing/test-server';
import { bodies, expectRecorded, streamEvents, serverForFile } from '../../testing/ledger-fixture';
import { dateRefusals, entryRefusals, expectAdminOnly, expectRefusals, nameRefusals, textRefusals } from '../../testing/refusals';

const server = serverForFile((ledger) => ledger.llc('Alpha LLC'));

describe('POST /admin/add_llc', () => {
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, '/admin/add_llc', bodies.llc('Beta LLC')));

  it('adds an LLC as LlcAdded in its own stream, with the actor and correlation id', async () => {
    const answer = await server.api.call('POST', '/admin/add_llc', { token: server.admin, body: { ...bodies.llc('  Beta LLC  ') } });
    expect(answer).toMatchObject({ status: 201, body: { message: 'New LLC added successfully' } });
    const [event] = await streamEvents(server.api, 'llc-beta llc');
    expect(event).toMatchObject({
      type: 'LlcAdded',
      data: {
        llcName: 'Beta LLC',
        address: '9 Main St, Springfield',
        dateStarted: '2020-02-01',
        principalBusinessActivity: 'Real estate',
        principalProduct: 'Residential rentals',
        businessCodeNumber: '531110',
      },
      metadata: { actor: testAdmin.username, correlationId: answer.headers.get('X-Correlation-Id') },
    });
  });

  it('refuses bad input (400) and an LLC that exists (409), recording nothing', async () => {
    const body = bodies.llc('Gamma LLC');
    await expectRefusals(server.api, server.admin, '/admin/add_llc', [
      ...nameRefusals(body, 'llc_name'),
      ...textRefusals(body, 'address'),
      ...dateRefusals(body, 'date_started'),
      ...textRefusals(body, 'principal_business_activity'),
      ...textRefusals(body, 'principal_product'),
      ['business code too long', { ...body, business_code_number: '1'.repeat(21) }, 400, /^business_code_number: /],
      ['business code missing', { ...body, business_code_number: undefined }, 400, /^business_code_number: Required$/],
      ['duplicate', bodies.llc('Alpha LLC'), 409, /^An LLC named Alpha LLC already exists\.$/],
      ['duplicate after trimming', bodies.llc(' Alpha LLC '), 409, /already exists/],
    ]);
  });

  it('adds exactly one of several concurrent LLCs with one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.api.call('POST', '/admin/add_llc', { token: server.admin, body: bodies.llc('Twin LLC') })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('POST /admin/record_llc_expense', () => {
  const path = '/admin/record_llc_expense';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.llcExpense('Alpha LLC')));

  it('records the expense in cents in the LLC stream and answers its id', async () => {
    await expectRecorded(server, path, bodies.llcExpense('Alpha LLC', 123.45), {
      message: 'Expense recorded successfully',
      stream: 'llc-alpha llc',
      type: 'LlcExpenseRecorded',
      data: {
        llcName: 'Alpha LLC',
        description: 'Filing fee',
        amountCents: 12_345,
        expenseDate: '2024-04-15',
        category: 'Taxes',
      },
    });
  });

  it('accepts a category added to the catalogue', async () => {
    expect(
      (await server.api.call('POST', '/admin/add_expense_category', { token: server.admin, body: { expense_category: 'Bank fees' } }))
        .status,
    ).toBe(201);
    const answer = await server.api.call('POST', path, {
      token: server.admin,
      body: { ...bodies.llcExpense('Alpha LLC'), expense_category: 'Bank fees' },
    });
    expect(answer.status).toBe(201);
  });

  it('refuses bad input (400), an unknown LLC or category (404), recording nothing', async () => {
    const body = bodies.llcExpense('Alpha LLC');
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'expense_date', 'llc_name'),
      ...nameRefusals(body, 'expense_category'),
      ['unknown LLC', bodies.llcExpense('Nowhere LLC'), 404, /^No LLC named Nowhere LLC\.$/],
      ['unknown category', { ...body, expense_category: 'Yachts' }, 404, /^No expense category named Yachts\.$/],
    ]);
  });
});
