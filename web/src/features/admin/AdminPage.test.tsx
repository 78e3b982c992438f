import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminActionGroups, AUDITOR_ACTIONS, specActions } from '../../testing';
import { optionTexts, PARTNER_LABEL, renderAdmin, spyOnFeedback } from './test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** The dropdown of the tests' firm, under its partner label. */
const GROUPS = adminActionGroups(PARTNER_LABEL);
const ACTIONS = Object.values(GROUPS).flat();

/** Each `<optgroup>`'s label and the texts of its options. */
const optionGroups = (select: HTMLElement) =>
  Object.fromEntries(
    [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((o) => o.textContent)]),
  );

describe('admin page', () => {
  it("is titled 'Admin Page' and its labelled dropdown starts at 'Select Admin Action:' with all 32 actions", async () => {
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
    const dropdown = screen.getByLabelText('Select Admin Action:');
    await within(dropdown).findByText('Add New Loren Income');
    const options = optionTexts(dropdown);
    expect(options).toEqual(['Select Admin Action:', ...ACTIONS]);
    expect(dropdown).toHaveValue('');
  });

  it('opens on the Investors table, the dropdown at its prompt and Investors marked in the list beside it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      addEventListener() {},
      removeEventListener() {},
    }));
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 2, name: 'Investors' })).toBeInTheDocument();
    expect(screen.getByLabelText('Select Admin Action:')).toHaveValue('');
    const nav = screen.getByRole('navigation', { name: 'Admin actions' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Investors');
  });

  it('lists the actions under Reports, Record, Corrections, Period, People and System, every spec action among them', async () => {
    renderAdmin();

    const dropdown = await screen.findByLabelText('Select Admin Action:');
    await within(dropdown).findByText('Add New Loren Income');
    expect(optionGroups(dropdown)).toEqual(GROUPS);
    expect(ACTIONS).toEqual(expect.arrayContaining([...specActions(PARTNER_LABEL)]));
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

  it('lists the same groups beside the panel on a desktop, each action a link, the one shown marked', async () => {
    const desktop = (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('matchMedia', desktop);
    try {
      renderAdmin('llc-taxes');

      const nav = await screen.findByRole('navigation', { name: 'Admin actions' });
      const lists = within(nav).getAllByRole('list');
      expect(
        lists.map(
          (list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent,
        ),
      ).toEqual(Object.keys(GROUPS));
      expect(
        lists.map((list) =>
          within(list)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ),
      ).toEqual(Object.values(GROUPS));
      const current = within(nav).getByRole('link', { current: 'page' });
      expect(current).toHaveTextContent('LLC Taxes');

      await userEvent.setup().click(within(nav).getByRole('link', { name: 'Withdraw Funds' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Withdraw Funds' })).toBeInTheDocument();
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Withdraw Funds');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers an auditor the read-only actions only, under a note saying the view is read-only', async () => {
    renderAdmin(undefined, { 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Read-only view' })).toHaveTextContent('this view is read-only');
    const dropdown = screen.getByLabelText('Select Admin Action:');
    expect(optionTexts(dropdown)).toEqual(['Select Admin Action:', ...AUDITOR_ACTIONS]);
    expect(Object.keys(optionGroups(dropdown))).toEqual(['Reports', 'Record', 'Corrections', 'Period', 'People']);
  });

  it('tells an auditor who follows a link to a form that it is not theirs, and shows no form', async () => {
    renderAdmin('add-investor', { 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } });

    expect(await screen.findByRole('note', { name: 'Read-only view' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Add New Investor changes the books, and an auditor's view is read-only: it is not yours to open. Pick a report from the list above.",
    );
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
