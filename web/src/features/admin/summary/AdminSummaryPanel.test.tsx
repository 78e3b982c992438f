import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HELPERS, renderAdmin } from '../test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const totals = { total_cash: 10250.5, total_investments: 300000, total_income: 45210.75, total_expenses: -12.3, total_deposits: 3000 };

describe('Admin Summary', () => {
  it('shows the five totals as currency and links every investor to their summary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the investor page's own fetch fails here
    const { pathname } = renderAdmin('admin-summary', {
      'GET /admin/get_admin_summary': { body: totals },
      'GET /api/investor_summary': { status: 404 },
    });

    const figures = await screen.findByText('Total Cash');
    const list = figures.closest('dl')!;
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Total Cash',
      'Total Investments',
      'Total Income',
      'Total Expenses',
      'Total Deposits',
    ]);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      '$10,250.50',
      '$300,000.00',
      '$45,210.75',
      '-$12.30',
      '$3,000.00',
    ]);

    const investors = screen.getByRole('heading', { name: 'Investors' }).parentElement!;
    expect(
      within(investors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(HELPERS.investors_list);
    await userEvent.setup().click(within(investors).getByRole('link', { name: 'Bob Stone' }));
    expect(pathname()).toBe('/investor/Bob%20Stone');
  });

  it("says 'No Investors available.' when there are none", async () => {
    renderAdmin('admin-summary', {
      'GET /admin/get_admin_summary': { body: totals },
      'GET /admin/get_admin_helpers': { body: { ...HELPERS, investors_list: [] } },
    });
    expect(await screen.findByText('No Investors available.')).toBeInTheDocument();
  });

  it('only logs a failed summary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('admin-summary', { 'GET /admin/get_admin_summary': { status: 403, body: { message: 'Admins only' } } });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error fetching admin summary:', expect.anything());
  });
});
