import { describe, expect, it } from 'vitest';
import { expectAdded, serverForFile } from '../../testing/ledger-fixture';
import { expectAdminOnly, expectRefusals, nameRefusals } from '../../testing/refusals';

const server = serverForFile();

describe('POST /admin/add_expense_category', () => {
  const path = '/admin/add_expense_category';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, { expense_category: 'HOA fees' }));

  it('adds a category to the one catalogue', () =>
    expectAdded(server, path, { expense_category: 'HOA fees' }, 'New category added successfully', 'expense-categories', [
      { type: 'ExpenseCategoryAdded', data: { category: 'HOA fees' } },
    ]));

  it('refuses bad input (400), an added or seeded category (409), recording nothing', () =>
    expectRefusals(server.api, server.admin, path, [
      ...nameRefusals({ expense_category: 'X' }, 'expense_category'),
      ['added before', { expense_category: 'HOA fees' }, 409, /^An expense category named HOA fees already exists\.$/],
      ['seeded Form 8825 line', { expense_category: 'Repairs' }, 409, /^An expense category named Repairs already exists\.$/],
    ]));

  it('adds exactly one of several concurrent identical categories', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.api.call('POST', path, { token: server.admin, body: { expense_category: 'Twin' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
