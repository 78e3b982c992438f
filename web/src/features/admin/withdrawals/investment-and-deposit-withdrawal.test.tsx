import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { amount, fillUpTo, maxima, submit, urls } from './test/withdrawal-helpers';

vi.setConfig({ testTimeout: 20_000 });

describe('investment withdrawal', () => {
  it('needs both the investor and the property before the amount opens, and resets on either change', async () => {
    const feedback = spyOnFeedback();
    const { fetchMock, requests } = renderAdmin('withdraw-funds', {
      'GET /admin/get_max_investment_withdrawal': maxima('max_investment_withdrawal', 5000, 1200),
      'POST /admin/record_investment_withdrawal': { status: 201, body: { message: 'ok' } },
    });
    const form = await findForm('Investment Withdrawal');

    await fill(form, { Investor: 'Ann Lee' });
    expect(amount(form)).toBeDisabled();
    await fill(form, { Property: 'Maple House' });
    expect(await form.findByText('Maximum withdrawal amount: $5,000.00')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/admin/get_max_investment_withdrawal?investor_name=Ann+Lee&property_name=Maple+House');
    await fill(form, { Amount: '4000' });

    await fill(form, { Property: 'Elm Lot' });
    expect(amount(form)).toHaveValue(0);
    expect(await form.findByText('Maximum withdrawal amount: $1,200.00')).toBeInTheDocument();

    await fill(form, { Date: '2024-07-01', Amount: '1200.01' });
    await submit(form);
    expect(feedback.log).toHaveBeenCalledWith('Amount cannot exceed the maximum withdrawal amount of 1200');

    await fill(form, { Amount: '1200' });
    await submit(form);
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Investment withdrawal recorded successfully'));
    expect(postsTo(requests, '/admin/record_investment_withdrawal').map((r) => r.body)).toEqual([
      { investor_name: 'Ann Lee', property_name: 'Elm Lot', date: '2024-07-01', amount: 1200 },
    ]);
  });
});

describe('deposit withdrawal', () => {
  it('opens the amount once a property is chosen and refuses more than the deposits held', async () => {
    const feedback = spyOnFeedback();
    const { fetchMock, requests } = renderAdmin('withdraw-funds', {
      'GET /admin/get_max_deposit_withdrawal': maxima('max_deposit_withdrawal', 1500),
      'POST /admin/record_deposit_withdrawal': { status: 201, body: { message: 'ok' } },
    });
    const form = await findForm('Deposit Withdrawal');
    expect(amount(form)).toBeDisabled();

    await fill(form, { Property: 'Maple House', Date: '2024-08-01', Notes: 'Tenant left' });
    expect(await form.findByText('Maximum deposit amount: $1,500.00')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/admin/get_max_deposit_withdrawal?property_name=Maple+House');
    await fill(form, { Amount: '1600' });
    await submit(form);
    expect(feedback.log).toHaveBeenCalledWith('Amount cannot exceed the maximum deposit amount of 1500');
    expect(postsTo(requests, '/admin/record_deposit_withdrawal')).toHaveLength(0);

    await fill(form, { Amount: '1500' });
    await submit(form);
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Deposit withdrawal recorded successfully'));
    expect(postsTo(requests, '/admin/record_deposit_withdrawal').map((r) => r.body)).toEqual([
      { property_name: 'Maple House', date: '2024-08-01', notes: 'Tenant left', amount: 1500 },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw Funds' })).toBeInTheDocument();
  });

  it("logs 'Error recording withdrawal:' and shows the server's message when it refuses", async () => {
    const feedback = spyOnFeedback();
    renderAdmin('withdraw-funds', {
      'GET /admin/get_max_deposit_withdrawal': maxima('max_deposit_withdrawal', 100),
      'POST /admin/record_deposit_withdrawal': { status: 409, body: { message: 'Over the deposits held' } },
    });
    const form = await findForm('Deposit Withdrawal');
    await fillUpTo(form, { Property: 'Maple House', Date: '2024-08-01', Notes: 'x' }, 'Maximum deposit amount: $100.00', '100');

    await submit(form);

    await waitFor(() =>
      expect(feedback.error).toHaveBeenCalledWith('Error recording withdrawal:', expect.objectContaining({ status: 409 })),
    );
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(form.getByRole('alert')).toHaveTextContent('Over the deposits held');
  });
});
