import { notGovernedPreview } from '@portal/contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';

const payment = {
  Date: '2025-04-15',
  Property: 'Elm Lot',
  Loren: 'Jo Partner',
  Description: 'April',
  Amount: '600',
};

const split = {
  governed: true,
  contract_id: '7b0f3c3e-3d2c-4d55-9a59-0a3c2b1e4f10',
  late_fees_paid: 50,
  interest_paid: 550,
  principal_paid: 0,
  balance_after: 99291.18,
  unpaid_interest_after: 429.31,
  unpaid_late_fees_after: 0,
};

describe('Add New Land Contract Payment', { timeout: 20_000 }, () => {
  it('shows how the payment would split before it is sent, asked once the typing pauses', async () => {
    spyOnFeedback();
    const { requests } = renderAdmin('add-land-contract-payment', { 'POST /admin/preview_lc_payment': { body: split } });
    const form = await findForm('Add New Land Contract Payment');
    await fill(form, payment);

    expect(await form.findByRole('status')).toHaveTextContent(
      'This payment would pay late fees $50.00, interest $550.00 and principal $0.00, leaving a balance of $99,291.18 and $429.31 of interest unpaid.',
    );
    const asked = postsTo(requests, '/admin/preview_lc_payment');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toEqual({
      payment_date: '2025-04-15',
      property_name: 'Elm Lot',
      loren_name: 'Jo Partner',
      description: 'April',
      amount: 600,
    });
    expect(postsTo(requests, '/admin/record_lc_payment')).toHaveLength(0);
  });

  it('says a payment no contract governs counts whole as income', async () => {
    renderAdmin('add-land-contract-payment', { 'POST /admin/preview_lc_payment': { body: notGovernedPreview } });
    const form = await findForm('Add New Land Contract Payment');
    await fill(form, payment);
    expect(await form.findByRole('status')).toHaveTextContent('No contract governs this date: the whole payment counts as income');
  });

  it('refuses an overpayment beside the amount, in the words the server would refuse it', async () => {
    const feedback = spyOnFeedback();
    const refusal = 'The amount exceeds the payoff of 99,508.80 for Elm Lot on 2025-03-11.';
    const { requests } = renderAdmin('add-land-contract-payment', {
      'POST /admin/preview_lc_payment': { status: 409, body: { message: refusal } },
      'POST /admin/record_lc_payment': { status: 409, body: { message: refusal } },
    });
    const form = await findForm('Add New Land Contract Payment');
    await fill(form, { ...payment, Amount: '99508.81' });

    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(form.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('status')).toBeNull();

    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(feedback.error).toHaveBeenCalled());
    expect(postsTo(requests, '/admin/record_lc_payment')).toHaveLength(1);
    expect(within(screen.getByRole('form', { name: 'Add New Land Contract Payment' })).getAllByText(refusal).length).toBeGreaterThan(0);
  });
});
