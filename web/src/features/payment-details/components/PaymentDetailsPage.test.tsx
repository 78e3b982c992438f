import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

/** A routing number whose ABA check digit is right, and one whose is not. */
const ROUTING = '011000015';
const BAD_ROUTING = '011000016';

const ACH = { method: 'ach', account_last4: '6789', account_type: 'checking', account_name: 'Ann Lee', entity: false } as const;

type Handler = MockReply | ((request: { body: unknown }) => MockReply);

function renderPage(details: Handler, more: Record<string, Handler> = {}) {
  const mocked = mockFetch({
    'GET /config.json': { body: { brandTitle: 'Test Portal' } },
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /api/payment_details': details,
    ...more,
  });
  setToken('jwt');
  return { ...renderApp('/payment-details'), ...mocked };
}

const proposal = () => within(screen.getByRole('form', { name: 'Propose a Change' }));

describe('Payment Details page', () => {
  it('shows how the investor is paid by the last four digits only, and a change waiting for review', async () => {
    renderPage({ body: { investor_name: 'Ann Lee', current: ACH, pending: { ...ACH, account_last4: '4321' }, erased: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Details' })).toBeInTheDocument();
    expect(await screen.findByText('••6789')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Waiting for the firm's review: ACH, checking ••4321.");
    expect(document.title).toContain('Payment Details');
  });

  it('says a routing number whose check digit is wrong beside the field and sends nothing, then proposes the change with the password', async () => {
    const user = userEvent.setup();
    let proposed = false;
    const { requests } = renderPage(
      () => ({
        body: { investor_name: 'Ann Lee', current: null, pending: proposed ? ACH : null, erased: false },
      }),
      {
        'POST /api/payment_details': () => {
          proposed = true;
          return { body: { message: 'Your change waits for the firm’s review. We e-mailed you about it.' } };
        },
      },
    );
    expect(await screen.findByText(/No payment details on file yet/)).toBeInTheDocument();
    await user.selectOptions(proposal().getByLabelText('Method'), 'ach');
    await user.type(proposal().getByLabelText('Routing Number'), BAD_ROUTING);
    await user.type(proposal().getByLabelText('Account Number'), '123456789');
    await user.selectOptions(proposal().getByLabelText('Account Type'), 'checking');
    await user.type(proposal().getByLabelText('Name on the Account'), 'Ann Lee');
    await user.type(proposal().getByLabelText('Current Password'), 'secret-pass');
    await user.click(proposal().getByRole('button', { name: 'Propose Change' }));

    expect(proposal().getByLabelText('Routing Number')).toHaveAttribute('aria-invalid', 'true');
    expect(proposal().getByText(/check digit does not match/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(proposal().getByLabelText('Routing Number'));
    await user.type(proposal().getByLabelText('Routing Number'), ROUTING);
    await user.click(proposal().getByRole('button', { name: 'Propose Change' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      method: 'ach',
      routing_number: ROUTING,
      account_number: '123456789',
      account_type: 'checking',
      account_name: 'Ann Lee',
      entity: false,
      current_password: 'secret-pass',
    });
    expect(await screen.findByText(/Your change waits for the firm’s review/)).toBeInTheDocument();
    expect(await screen.findByText(/Waiting for the firm's review/)).toHaveTextContent(
      "Waiting for the firm's review: ACH, checking ••6789.",
    );
  });

  it('asks for the account type in plain words beside it, sending nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage({ body: { investor_name: 'Ann Lee', current: null, pending: null, erased: false } });
    await screen.findByRole('form', { name: 'Propose a Change' });
    await user.selectOptions(proposal().getByLabelText('Method'), 'ach');
    await user.type(proposal().getByLabelText('Routing Number'), ROUTING);
    await user.type(proposal().getByLabelText('Account Number'), '123456789');
    await user.type(proposal().getByLabelText('Name on the Account'), 'Ann Lee');
    await user.type(proposal().getByLabelText('Current Password'), 'secret-pass');
    await user.click(proposal().getByRole('button', { name: 'Propose Change' }));

    expect(proposal().getByLabelText('Account Type')).toHaveAccessibleDescription('Choose checking or savings');
    expect(proposal().getByText('Choose checking or savings')).toBeInTheDocument();
    expect(proposal().queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says a wrong password as the server does, at the form', async () => {
    const user = userEvent.setup();
    renderPage(
      { body: { investor_name: 'Ann Lee', current: ACH, pending: null, erased: false } },
      { 'POST /api/payment_details': { status: 403, body: { message: 'The current password is not right' } } },
    );
    await screen.findByRole('form', { name: 'Propose a Change' });
    await user.selectOptions(proposal().getByLabelText('Method'), 'check');
    await user.type(proposal().getByLabelText('Current Password'), 'wrong');
    await user.click(proposal().getByRole('button', { name: 'Propose Change' }));
    expect(await proposal().findByRole('alert')).toHaveTextContent('The current password is not right');
  });
});
