import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ledgerRecordCases } from '../forms/test/ledger-record-cases';
import { fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { fillUpTo } from '../withdrawals/test/withdrawal-helpers';

vi.setConfig({ testTimeout: 20_000 });

/** The labels of the dates that place a record in a report (docs/periods.md). */
const PLACING_LABELS = ['Date', 'Start Date', 'End Date', 'Income For Month', 'Expense For Month'];

const closedThrough = (day: string | null) => ({ body: { closed_through: day, history: [] } });

describe.each(ledgerRecordCases)('$title with the books closed', ({ action, title, fields, path }) => {
  const dates = Object.keys(fields).filter((label) => PLACING_LABELS.includes(label));

  it('says "Books closed through …" beside each of its dates, and sends nothing dated inside, saying why beside the date', async () => {
    const { requests } = renderAdmin(action, { 'GET /admin/periods': closedThrough('2024-12-31') });
    const form = await findForm(title);
    for (const label of dates) {
      await waitFor(() => expect(form.getByLabelText(label)).toHaveAccessibleDescription(/Books closed through 12\/31\/2024$/));
    }
    await fill(form, fields);

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    expect(form.getByRole('alert')).toHaveTextContent('The books are closed through 12/31/2024');
    for (const label of dates) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(form.getByLabelText(label)).toHaveAccessibleDescription(/Books closed through 12\/31\/2024: choose a later date\.$/);
    }
    expect(postsTo(requests, path)).toHaveLength(0);
  });
});

describe('a dated form', () => {
  it('says nothing of closed books when none are closed', async () => {
    renderAdmin('add-income', { 'GET /admin/periods': closedThrough(null) });
    const form = await findForm('Add New Income');
    expect(form.getByLabelText('Date')).not.toHaveAccessibleDescription();
  });

  it('marks the dates a refusal of the server names as closed (a close since the form was opened), in its own words', async () => {
    const feedback = spyOnFeedback();
    let closed: string | null = null;
    const { requests } = renderAdmin('add-income', {
      'GET /admin/periods': () => closedThrough(closed),
      'POST /admin/record_property_income': () => {
        closed = '2024-03-31';
        const message =
          'The books are closed through 03/31/2024: its income_for_month (03/2024) reaches into the closed period, and nothing placed there can be recorded or deleted.';
        return { status: 409, body: { message } };
      },
    });
    const form = await findForm('Add New Income');
    await fill(form, { ...ledgerRecordCases[0]!.fields, Date: '2024-04-05' });

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(form.getByLabelText('Income For Month')).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByLabelText('Date')).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('alert')).toHaveTextContent('The books are closed through 03/31/2024');
    expect(form.getByRole('alert')).not.toHaveTextContent('income_for_month');
    expect(feedback.error).toHaveBeenCalledWith('Error recording income:', expect.objectContaining({ status: 409 }));
    // The hints follow the new date.
    await waitFor(() => expect(form.getByLabelText('Date')).toHaveAccessibleDescription(/Books closed through 03\/31\/2024$/));
    expect(postsTo(requests, '/admin/record_property_income')).toHaveLength(1);
  });

  it('holds a withdrawal to the closed books too', async () => {
    const { requests } = renderAdmin('withdraw-funds', {
      'GET /admin/periods': closedThrough('2024-12-31'),
      'GET /admin/get_max_cash_withdrawal': { body: { max_cash_withdrawal: 500 } },
    });
    const form = await findForm('Cash Withdrawal');
    await waitFor(() => expect(form.getByLabelText('Date')).toHaveAccessibleDescription(/Books closed through 12\/31\/2024$/));
    await fillUpTo(form, { Investor: 'Ann Lee', Date: '2024-06-30', Description: 'Q2' }, 'Maximum withdrawal amount: $500.00', '100');

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    expect(form.getByLabelText('Date')).toHaveAccessibleDescription(/Books closed through 12\/31\/2024: choose a later date\.$/);
    expect(postsTo(requests, '/admin/record_cash_withdrawal')).toHaveLength(0);
  });
});
