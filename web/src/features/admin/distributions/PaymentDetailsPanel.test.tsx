import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/mock-fetch';
import { bodyRows } from '../../../test/table-rows';
import { fill, onlyPostTo, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ACH = { method: 'ach', account_last4: '6789', account_type: 'checking', account_name: 'Ann Lee', entity: false } as const;

const LIST = [
  { investor_name: 'Ann Lee', current: ACH, pending: { ...ACH, account_last4: '4321' }, erased: false },
  { investor_name: 'Bob Stone', current: null, pending: null, erased: false },
  { investor_name: 'Cy Gone', current: null, pending: null, erased: true },
];

const setForm = () => within(screen.getByRole('form', { name: 'Set Payment Details' }));

/** The panel over LIST, the server answering `handlers` too (what the test posts). */
const openPanel = (handlers: Record<string, MockReply>) =>
  renderAdmin('payment-details', { 'GET /admin/payment_details': { body: LIST }, ...handlers });

describe('Payment Details', () => {
  it("lists every investor's method by the last four digits, a change waiting and an erased investor, and approves a change once asked", async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = openPanel({ 'POST /admin/review_payment_details': { body: { message: 'Payment details approved for Ann Lee' } } });
    await screen.findByRole('table', { name: "Investors' Payment Details" });
    await waitFor(() => expect(bodyRows("Investors' Payment Details")).toHaveLength(3));
    expect(bodyRows("Investors' Payment Details").map((cells) => cells.slice(0, 2))).toEqual([
      ['Ann Lee', 'ACH, checking ••6789, Ann Lee'],
      ['Bob Stone', 'None on file'],
      ['Cy Gone', 'Erased'],
    ]);
    // The change waiting is shown with its review: Approve and Reject on its row alone.
    const annRow = screen.getByRole('row', { name: /^Ann Lee/ });
    expect(within(annRow).getByText('ACH, checking ••4321, Ann Lee')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(feedback.confirm).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Approve Ann Lee's new payment details \(ACH, checking ••4321\)\?/),
    );
    expect(await onlyPostTo(requests, '/admin/review_payment_details')).toEqual({ investor_name: 'Ann Lee', decision: 'approve' });
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Payment details approved for Ann Lee'));
  });

  it('says a routing number whose check digit is wrong beside the field only and sends nothing; sets ACH details once right', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = openPanel({ 'POST /admin/set_payment_details': { body: { message: 'Payment details set for Bob Stone' } } });
    await screen.findByRole('form', { name: 'Set Payment Details' });
    await fill(setForm(), { Investor: 'Bob Stone', Method: 'ach' });
    await fill(setForm(), {
      'Routing Number': '011000016',
      'Account Number': '123456789',
      'Account Type': 'savings',
      'Name on the Account': 'Stone Holdings LLC',
      'Account Holder': 'company',
    });
    await user.click(setForm().getByRole('button', { name: 'Save Payment Details' }));
    expect(setForm().getByLabelText('Routing Number')).toHaveAttribute('aria-invalid', 'true');
    expect(setForm().getByLabelText('Routing Number')).toHaveAccessibleDescription(/check digit does not match/);
    expect(setForm().getByText(/check digit does not match/)).toBeInTheDocument();
    expect(setForm().getByRole('alert')).toBeEmptyDOMElement();
    expect(postsTo(requests, '/admin/set_payment_details')).toHaveLength(0);

    await fill(setForm(), { 'Routing Number': '011000015' });
    await user.click(setForm().getByRole('button', { name: 'Save Payment Details' }));
    expect(await onlyPostTo(requests, '/admin/set_payment_details')).toEqual({
      investor_name: 'Bob Stone',
      method: 'ach',
      routing_number: '011000015',
      account_number: '123456789',
      account_type: 'savings',
      account_name: 'Stone Holdings LLC',
      entity: true,
    });
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Payment details set for Bob Stone'));
  });
  it('asks for the account type, in plain words beside it, before sending anything', async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = openPanel({});
    await screen.findByRole('form', { name: 'Set Payment Details' });
    await fill(setForm(), { Investor: 'Bob Stone', Method: 'ach' });
    await fill(setForm(), { 'Routing Number': '011000015', 'Account Number': '123456789', 'Name on the Account': 'Bob Stone' });
    await user.click(setForm().getByRole('button', { name: 'Save Payment Details' }));

    expect(setForm().getByLabelText('Account Type')).toHaveAttribute('aria-invalid', 'true');
    expect(setForm().getByLabelText('Account Type')).toHaveAccessibleDescription('Choose checking or savings');
    expect(setForm().getByText('Choose checking or savings')).toBeInTheDocument();
    expect(postsTo(requests, '/admin/set_payment_details')).toHaveLength(0);
  });
});
