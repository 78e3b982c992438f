import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../../test/mock-fetch';
import { fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { amount, fillUpTo, maxima, submit, urls } from './test/withdrawal-helpers';

vi.setConfig({ testTimeout: 20_000 });

describe('cash withdrawal', () => {
  it('keeps the amount disabled until an investor is chosen, then fetches and shows the maximum as its max', async () => {
    const { fetchMock } = renderAdmin('withdraw-funds', {
      'GET /admin/get_max_cash_withdrawal': maxima('max_cash_withdrawal', 1500.5),
    });
    const form = await findForm('Cash Withdrawal');
    expect(amount(form)).toBeDisabled();
    expect(form.getByText('Choose the selections above to see the maximum.')).toBeInTheDocument();
    expect(amount(form)).toHaveValue(0);
    expect(amount(form)).toHaveAttribute('min', '0');
    expect(amount(form)).toHaveAttribute('step', '0.01');

    await fill(form, { Investor: 'Ann Lee' });

    expect(await form.findByText('Maximum withdrawal amount: $1,500.50')).toBeInTheDocument();
    expect(amount(form)).toBeEnabled();
    expect(amount(form)).toHaveAttribute('max', '1500.5');
    expect(urls(fetchMock)).toContain('/admin/get_max_cash_withdrawal?investor_name=Ann+Lee');
  });

  it('resets the maximum and the amount to 0 when the investor changes', async () => {
    let release: () => void = () => {};
    const secondAnswer = new Promise<void>((resolve) => (release = resolve));
    let call = 0;
    renderAdmin('withdraw-funds', {
      'GET /admin/get_max_cash_withdrawal': async () => {
        call += 1;
        if (call === 1) return { body: { max_cash_withdrawal: 800 } };
        await secondAnswer;
        return { body: { max_cash_withdrawal: 20 } };
      },
    });
    const form = await findForm('Cash Withdrawal');
    await fillUpTo(form, { Investor: 'Ann Lee' }, 'Maximum withdrawal amount: $800.00', '250');

    await fill(form, { Investor: 'Bob Stone' });

    expect(amount(form)).toHaveValue(0);
    expect(await form.findByText('Fetching the maximum...')).toBeInTheDocument();
    expect(amount(form)).toHaveAttribute('max', '0');
    release();
    expect(await form.findByText('Maximum withdrawal amount: $20.00')).toBeInTheDocument();
    expect(amount(form)).toHaveAttribute('max', '20');
  });

  it('refuses an amount over the maximum with the console text, shows it and the limit, and sends nothing', async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin('withdraw-funds', {
      'GET /admin/get_max_cash_withdrawal': maxima('max_cash_withdrawal', 20),
    });
    const form = await findForm('Cash Withdrawal');
    await fillUpTo(
      form,
      { Investor: 'Bob Stone', Date: '2024-06-01', Description: 'Payout' },
      'Maximum withdrawal amount: $20.00',
      '20.01',
    );

    await submit(form);

    expect(feedback.log).toHaveBeenCalledWith('Amount cannot exceed the maximum withdrawal amount of 20');
    expect(postsTo(requests, '/admin/record_cash_withdrawal')).toHaveLength(0);
    expect(feedback.alert).not.toHaveBeenCalled();
    // The same words at the form, and the limit beside the amount.
    expect(form.getByRole('alert')).toHaveTextContent('Amount cannot exceed the maximum withdrawal amount of 20');
    expect(amount(form)).toHaveAttribute('aria-invalid', 'true');
    expect(amount(form)).toHaveAccessibleDescription('At most $20.00.');
    expect(amount(form)).toHaveFocus();

    await fill(form, { Amount: '19' });
    expect(amount(form)).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('alert')).toHaveTextContent('');
  });

  it('records an amount within the maximum, alerts and clears', async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin('withdraw-funds', {
      'GET /admin/get_max_cash_withdrawal': maxima('max_cash_withdrawal', 20, 0),
      'POST /admin/record_cash_withdrawal': { status: 201, body: { message: 'ok' } },
    });
    const form = await findForm('Cash Withdrawal');
    await fillUpTo(form, { Investor: 'Bob Stone', Date: '2024-06-01', Description: 'Payout' }, 'Maximum withdrawal amount: $20.00', '20');

    await submit(form);

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Cash withdrawal recorded successfully'));
    expect(postsTo(requests, '/admin/record_cash_withdrawal').map((r: RecordedRequest) => r.body)).toEqual([
      { investor_name: 'Bob Stone', date: '2024-06-01', description: 'Payout', amount: 20 },
    ]);
    await waitFor(() => expect(form.getByLabelText('Investor')).toHaveValue(''));
    expect(amount(form)).toHaveValue(0);
    expect(amount(form)).toBeDisabled();
  });

  it("logs 'Please fill in all fields.' for an empty form or an amount of 0", async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin('withdraw-funds', { 'GET /admin/get_max_cash_withdrawal': maxima('max_cash_withdrawal', 20) });
    const form = await findForm('Cash Withdrawal');

    await submit(form);
    await fill(form, { Investor: 'Bob Stone', Date: '2024-06-01', Description: 'Payout' });
    await submit(form);

    expect(feedback.log.mock.calls).toEqual([['Please fill in all fields.'], ['Please fill in all fields.']]);
    expect(postsTo(requests, '/admin/record_cash_withdrawal')).toHaveLength(0);
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(amount(form)).toHaveAccessibleDescription('Required.');
    expect(form.getByLabelText('Investor')).not.toHaveAttribute('aria-invalid');
  });

  it('says a negative amount must be greater than 0 beside it only, and sends nothing', async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin('withdraw-funds', { 'GET /admin/get_max_cash_withdrawal': maxima('max_cash_withdrawal', 20) });
    const form = await findForm('Cash Withdrawal');
    await fillUpTo(form, { Investor: 'Bob Stone', Date: '2024-06-01', Description: 'Payout' }, 'Maximum withdrawal amount: $20.00', '-5');

    await submit(form);

    expect(amount(form)).toHaveAccessibleDescription('Must be greater than 0');
    expect(form.getByText('Must be greater than 0')).toBeInTheDocument();
    expect(form.getByRole('alert')).toBeEmptyDOMElement();
    expect(feedback.log).not.toHaveBeenCalled();
    expect(postsTo(requests, '/admin/record_cash_withdrawal')).toHaveLength(0);
  });

  it('treats a failed or empty maximum answer as 0 and logs the failure', async () => {
    const feedback = spyOnFeedback();
    renderAdmin('withdraw-funds', {
      'GET /admin/get_max_cash_withdrawal': { status: 500, body: { message: 'down' } },
      'GET /admin/get_max_deposit_withdrawal': { body: {} },
    });
    const cash = await findForm('Cash Withdrawal');
    await fill(cash, { Investor: 'Ann Lee' });
    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Error fetching maximum withdrawal:', expect.anything()));
    expect(cash.getByText('Maximum withdrawal amount: $0.00')).toBeInTheDocument();

    const deposit = await findForm('Deposit Withdrawal');
    await fill(deposit, { Property: 'Maple House' });
    expect(await deposit.findByText('Maximum deposit amount: $0.00')).toBeInTheDocument();
    expect(deposit.getByLabelText('Amount')).toBeEnabled();
  });
});
