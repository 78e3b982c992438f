import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { optionTexts, renderAdmin, spyOnFeedback } from './test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ACTIONS = [
  'Admin Summary',
  'Property Details',
  'Add New Income',
  'Add New Loren Income',
  'Add New Land Contract Payment',
  'Add New Property Expense',
  'Add New Investor Property Expense',
  'Delete Property Transaction',
  'Delete LLC Transaction',
  'Update Property Notes',
  'Add Expense Category',
  'Add New Investor',
  'Add New Investment',
  'Add New Investment Property',
  'Add New Rental Deposit',
  'Manage Portal Users',
  'Add New LLC Expense',
  'LLC Taxes',
  'Withdraw Funds',
  'Add New LLC',
  'Add New Partner',
  'Investor Returns',
  'Close Period',
  'Audit Trail',
  'Restatements',
  'Rebuild Reports',
  'Add Auditor',
];

/** What an auditor is offered: the reads, nothing that records, deletes, reveals a secret or rebuilds. */
const AUDITOR_ACTIONS = ['Admin Summary', 'Property Details', 'LLC Taxes', 'Investor Returns', 'Audit Trail', 'Restatements'];

describe('admin page', () => {
  it("is titled 'Admin Page' and its labelled dropdown starts at 'Select Admin Action:' with all 27 actions", async () => {
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
    const dropdown = screen.getByLabelText('Select Admin Action:');
    await within(dropdown).findByText('Add New Loren Income');
    const options = optionTexts(dropdown);
    expect(options).toEqual(['Select Admin Action:', ...ACTIONS]);
    expect(dropdown).toHaveValue('');
  });

  it('shows the chosen action as a panel under its heading and keeps it in the URL', async () => {
    const { router } = renderAdmin(undefined, {
      'GET /admin/get_admin_summary': {
        body: { total_cash: 1, total_investments: 2, total_income: 3, total_expenses: 4, total_deposits: 5 },
      },
    });
    const dropdown = await screen.findByLabelText('Select Admin Action:');

    await userEvent.setup().selectOptions(dropdown, 'Withdraw Funds');

    expect(await screen.findByRole('heading', { level: 2, name: 'Withdraw Funds' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=withdraw-funds');

    await userEvent.setup().selectOptions(dropdown, 'Admin Summary');
    expect(await screen.findByRole('heading', { level: 2, name: 'Admin Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
  });

  it("logs 'Unexpected response structure:' when the helper answer has no data, and offers empty lists", async () => {
    const feedback = spyOnFeedback();
    renderAdmin('add-investment', { 'GET /admin/get_admin_helpers': { status: 200 } });

    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Unexpected response structure:', undefined));
    const investor = await screen.findByLabelText('Investor');
    expect(optionTexts(investor)).toEqual(['Select Investor']);
  });

  it('offers an auditor the read-only actions only, under a note saying the view is read-only', async () => {
    renderAdmin(undefined, { 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Read-only view' })).toHaveTextContent('this view is read-only');
    const options = optionTexts(screen.getByLabelText('Select Admin Action:'));
    expect(options).toEqual(['Select Admin Action:', ...AUDITOR_ACTIONS]);
  });

  it('shows an auditor nothing for the action of a form in the URL', async () => {
    renderAdmin('add-investor', { 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(await screen.findByRole('note', { name: 'Read-only view' })).toBeInTheDocument();
    expect(screen.getByLabelText('Select Admin Action:')).toHaveValue('');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('has no read-only note for an administrator', async () => {
    renderAdmin();
    expect(await screen.findByLabelText('Select Admin Action:')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Read-only view' })).toBeNull();
  });

  it('goes to / when the helper call answers 401', async () => {
    const { pathname } = renderAdmin('add-investment', { 'GET /admin/get_admin_helpers': { status: 401 } });

    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
