import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { closedTwice } from './test/periods-fixtures';

const periods = closedTwice(['2025-01-15T10:00:00.000Z', '2025-01-10T10:00:00.000Z', '2024-07-05T10:00:00.000Z']);

describe('Close Period', { timeout: 20_000 }, () => {
  it('shows the closed date, what it means, and every close and reopen', async () => {
    renderAdmin('close-period', { 'GET /admin/periods': { body: periods } });

    expect(await screen.findByText('Closed through 12/31/2024')).toBeInTheDocument();
    expect(
      screen.getByText(/^Nothing dated on or before that day, or for a month or period starting on or before it, can be recorded/),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Closes and reopens' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Closed', '12/31/2024', '', 'admin'],
      ['Reopened', 'None', 'Late 1099', 'admin'],
      ['Closed', '06/30/2024', '', 'admin'],
    ]);
  });

  it('closes through a day once confirmed, and reopens with a reason', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin('close-period', {
      'GET /admin/periods': { body: { closed_through: null, history: [] } },
      'POST /admin/close_period': { status: 201, body: { message: 'Period closed successfully' } },
      'POST /admin/reopen_period': { status: 201, body: { message: 'Period reopened successfully' } },
    });
    expect(await screen.findByText('No period is closed')).toBeInTheDocument();
    expect(screen.getByText('The books have never been closed.')).toBeInTheDocument();

    const close = screen.getByRole('form', { name: 'Close the Books' });
    await user.type(within(close).getByLabelText('Close Through'), '2025-03-31');
    await user.click(within(close).getByRole('button', { name: 'Close Period' }));
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Period closed successfully'));
    expect(feedback.confirm).toHaveBeenCalledWith(
      'Close the books through 03/31/2025? Nothing dated on or before it, or for a month or period starting on or before it, can be recorded or deleted until they are reopened.',
    );
    expect(requests.find((r) => r.path === '/admin/close_period')?.body).toEqual({ through: '2025-03-31' });

    const reopen = screen.getByRole('form', { name: 'Reopen' });
    await user.click(within(reopen).getByRole('button', { name: 'Reopen Period' }));
    expect(requests.some((r) => r.path === '/admin/reopen_period')).toBe(false);
    await user.type(within(reopen).getByLabelText('Reason'), 'Late invoice');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen Period' }));
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Period reopened successfully'));
    expect(requests.find((r) => r.path === '/admin/reopen_period')?.body).toEqual({ through: null, reason: 'Late invoice' });
  });

  it("shows the server's refusal at the form", async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    renderAdmin('close-period', {
      'GET /admin/periods': { body: periods },
      'POST /admin/close_period': {
        status: 409,
        body: { message: 'The books are closed through 12/31/2024 already: a close may only move that date later.' },
      },
    });
    const close = await screen.findByRole('form', { name: 'Close the Books' });
    await user.type(within(close).getByLabelText('Close Through'), '2024-06-30');
    await user.click(within(close).getByRole('button', { name: 'Close Period' }));

    expect(await within(close).findByText(/a close may only move that date later/)).toBeInTheDocument();
  });
});
