import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, postsTo, renderAdmin, spyOnFeedback, type Scope } from '../test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const INCOME_ID = '6f1c2a4e-8b1d-4c7e-9a55-0d2f3b4c5d6e';
const PAYMENT_ID = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const LLC_EXPENSE_ID = '11111111-2222-4333-8444-555555555555';

const propertyTxns = {
  income: [{ id: INCOME_ID, date: '2024-03-01', amount: 2400, detail: 'March rent' }],
  expenses: [],
  deposits: [{ id: 'd-1', date: '2024-05-01', amount: -500, detail: 'Returned deposit' }],
  lc_payments: [{ id: PAYMENT_ID, date: '2024-02-10', amount: 450.25, detail: 'February' }],
};

async function openProperty(handlers: Parameters<typeof renderAdmin>[1]) {
  const view = renderAdmin('delete-property-transaction', { 'GET /admin/get_property_txns': { body: propertyTxns }, ...handlers });
  const panel = within(await screen.findByRole('region', { name: 'Delete Property Transaction' }));
  await fill(panel, { 'Select Property:': 'Maple House' });
  await screen.findByRole('table', { name: 'Income History' });
  return view;
}

describe('Delete Property Transaction', () => {
  it('lists the four histories with Id, Date, Amount and Detail, or their empty texts', async () => {
    renderAdmin('delete-property-transaction', {
      'GET /admin/get_property_txns': { body: { income: [], expenses: [], deposits: [], lc_payments: [] } },
    });
    const panel = within(await screen.findByRole('region', { name: 'Delete Property Transaction' }));
    await fill(panel, { 'Select Property:': 'Maple House' });

    expect(await screen.findByText('No income available.')).toBeInTheDocument();
    expect(screen.getByText('No expenses available.')).toBeInTheDocument();
    expect(screen.getByText('No deposits available.')).toBeInTheDocument();
    expect(screen.getByText('No payments available.')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Land Contract Payment History' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Id', 'Date', 'Amount', 'Detail', 'Delete']);
    expect(screen.queryByLabelText(/^Filter/)).toBeNull();
  });

  it('asks to confirm, posts the row back, alerts success and reloads the selection', async () => {
    const feedback = spyOnFeedback();
    const { requests, fetchMock } = await openProperty({ 'POST /admin/delete_income': { body: { message: 'ok' } } });
    const loads = () => requests.filter((r) => r.path === '/admin/get_property_txns').length;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/get_property_txns?selectedProperty=Maple+House');
    expect(loads()).toBe(1);

    const income = within(screen.getByRole('table', { name: 'Income History' }));
    await userEvent.setup().click(income.getByText('March rent'));
    expect(feedback.confirm).not.toHaveBeenCalled();
    await userEvent.setup().click(income.getByRole('button', { name: `Delete income ${INCOME_ID}` }));

    expect(feedback.confirm).toHaveBeenCalledWith(
      `Are you sure you want to delete income ID ${INCOME_ID}?\n\nDate: 03/01/2024\nAmount: $2,400.00\nDetail: March rent`,
    );
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Income deleted successfully!'));
    expect(postsTo(requests, '/admin/delete_income').map((r) => r.body)).toEqual([
      { id: INCOME_ID, amount: 2400, detail: 'March rent', date: '2024-03-01' },
    ]);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it("deletes from the keyboard through the row's Delete button, with the payment texts", async () => {
    const feedback = spyOnFeedback();
    const { requests } = await openProperty({ 'POST /admin/delete_lc_payment': { body: { message: 'ok' } } });
    const user = userEvent.setup();

    screen.getByRole('button', { name: `Delete payment ${PAYMENT_ID}` }).focus();
    await user.keyboard('{Enter}');

    expect(feedback.confirm).toHaveBeenCalledWith(
      `Are you sure you want to delete payment ID ${PAYMENT_ID}?\n\nDate: 02/10/2024\nAmount: $450.25\nDetail: February`,
    );
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Payment deleted successfully!'));
    expect(postsTo(requests, '/admin/delete_lc_payment')).toHaveLength(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const feedback = spyOnFeedback();
    feedback.confirm.mockReturnValue(false);
    const { requests } = await openProperty({});

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete deposit d-1' }));

    expect(feedback.confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete deposit ID d-1?\n\nDate: 05/01/2024\nAmount: -$500.00\nDetail: Returned deposit',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(feedback.alert).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to delete {type}.' when the server refuses, and shows why under the table", async () => {
    const feedback = spyOnFeedback();
    const { requests } = await openProperty({
      'POST /admin/delete_deposit': { status: 409, body: { message: 'Deposits held would go negative' } },
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete deposit d-1' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Failed to delete deposit.'));
    const problem = await screen.findByText('Failed to delete deposit. Deposits held would go negative');
    expect(problem).toHaveAttribute('role', 'alert');
    // Under the table the row was in, not the others.
    expect(
      within(screen.getByRole('table', { name: 'Deposits History' }).parentElement!.parentElement!.parentElement!).getByRole('alert'),
    ).toBe(problem);
    expect(postsTo(requests, '/admin/delete_deposit').map((r) => r.body)).toEqual([
      { id: 'd-1', amount: -500, detail: 'Returned deposit', date: '2024-05-01' },
    ]);
  });
});

describe('a long history', () => {
  const many = Array.from({ length: 23 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String(10 + Math.floor(i / 12)).padStart(2, '0')}`,
    amount: 100 + i,
    detail: i === 7 ? 'Roof repair' : `Rent ${i}`,
  }));

  const openMany = async () => {
    renderAdmin('delete-property-transaction', {
      'GET /admin/get_property_txns': { body: { income: many, expenses: [], deposits: [], lc_payments: [] } },
    });
    const panel = within(await screen.findByRole('region', { name: 'Delete Property Transaction' }));
    await fill(panel, { 'Select Property:': 'Maple House' });
    return within(await screen.findByRole('table', { name: 'Income History' }));
  };
  const dates = (table: Scope) =>
    table
      .getAllByRole('row')
      .slice(1)
      .map((row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent);

  it('lists the newest first, ten a page', async () => {
    const table = await openMany();
    expect(dates(table)).toEqual([
      '12/10/2024',
      '11/11/2024',
      '11/10/2024',
      '10/11/2024',
      '10/10/2024',
      '09/11/2024',
      '09/10/2024',
      '08/11/2024',
      '08/10/2024',
      '07/11/2024',
    ]);
    expect(screen.getByText('Page 1 of 3 · 23 rows')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(dates(table)[0]).toBe('07/10/2024');
    expect(screen.getByText('Page 2 of 3 · 23 rows')).toBeInTheDocument();
  });

  it('finds rows by any words of their date, amount or detail', async () => {
    const table = await openMany();
    const filter = screen.getByLabelText('Filter Income History');

    await userEvent.setup().type(filter, 'roof');
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Roof repair')]);
    expect(screen.queryByRole('navigation', { name: 'Income History pages' })).toBeNull();

    await userEvent.setup().clear(filter);
    await userEvent.setup().type(filter, '$111.00');
    expect(dates(table)).toEqual(['12/10/2024']);

    await userEvent.setup().type(filter, ' nothing');
    expect(table.getByRole('cell', { name: 'No row holds “$111.00 nothing”.' })).toBeInTheDocument();
  });
});

describe('Delete LLC Transaction', () => {
  it("picks an LLC, lists its expenses and deletes one after 'Select LLC:'", async () => {
    const feedback = spyOnFeedback();
    const { requests, fetchMock } = renderAdmin('delete-llc-transaction', {
      'GET /admin/get_llc_txns': { body: { expenses: [{ id: LLC_EXPENSE_ID, date: '2024-01-15', amount: 125, detail: 'Filing fee' }] } },
      'POST /admin/delete_llc_expense': { body: { message: 'ok' } },
    });
    const panel = within(await screen.findByRole('region', { name: 'Delete LLC Transaction' }));
    await fill(panel, { 'Select LLC:': 'Oak LLC' });

    const table = within(await screen.findByRole('table', { name: 'Expenses History' }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/get_llc_txns?selectedLLC=Oak+LLC');
    expect(table.getAllByRole('row')[1]).toHaveTextContent(`${LLC_EXPENSE_ID}01/15/2024$125.00Filing fee`);
    await userEvent.setup().click(table.getByRole('button', { name: `Delete expense ${LLC_EXPENSE_ID}` }));

    expect(feedback.confirm).toHaveBeenCalledWith(
      `Are you sure you want to delete expense ID ${LLC_EXPENSE_ID}?\n\nDate: 01/15/2024\nAmount: $125.00\nDetail: Filing fee`,
    );
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Expense deleted successfully!'));
    expect(postsTo(requests, '/admin/delete_llc_expense').map((r) => r.body)).toEqual([
      { id: LLC_EXPENSE_ID, amount: 125, detail: 'Filing fee', date: '2024-01-15' },
    ]);
  });

  it("says 'No expenses available.' for an LLC without expenses", async () => {
    renderAdmin('delete-llc-transaction', { 'GET /admin/get_llc_txns': { body: { expenses: [] } } });
    const panel = within(await screen.findByRole('region', { name: 'Delete LLC Transaction' }));
    await fill(panel, { 'Select LLC:': 'Oak LLC' });
    expect(await screen.findByText('No expenses available.')).toBeInTheDocument();
  });
});
