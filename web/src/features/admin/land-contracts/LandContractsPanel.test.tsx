import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../../test/mock-fetch';
import { fill, onlyPostTo, postsTo, renderAdmin, spyOnFeedback, type Scope } from '../test/admin-fixtures';
import { lotA } from './test/contract-fixtures';

const noContract = { 'GET /admin/land_contract': { status: 404, body: { message: 'Elm Lot has no land contract.' } } };
const withContract = { 'GET /admin/land_contract': { body: lotA } };

/** The Land Contracts panel with Elm Lot picked. */
async function openPanel(handlers: Parameters<typeof renderAdmin>[1]) {
  const view = renderAdmin('land-contracts', handlers);
  const select = await screen.findByLabelText('Select Land Contract Property:');
  await waitFor(() => expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toContain('Elm Lot'));
  await userEvent.selectOptions(select, 'Elm Lot');
  return view;
}

/** The terms of Elm Lot's contract as typed into 'Open a contract'. */
const typedTerms = {
  'Buyer Name': 'Dana Buyer',
  'Buyer Address': '1 Elm Road',
  'Contract Date': '2025-01-01',
  'Sale Price': '100000',
  'Annual Rate (%)': '8.125',
  'Monthly Installment': '1000',
  'First Payment Date': '2025-02-01',
  'Number of Payments': '120',
  'Late Fee (% of the installment)': '5',
};

interface Sent {
  requests: RecordedRequest[];
  feedback: ReturnType<typeof spyOnFeedback>;
}

/** Submits `form` with its `button`; once `success` is alerted, answers the one body posted to `path`. */
async function submit(form: Scope, button: string, { requests, feedback }: Sent, path: string, success: string) {
  await userEvent.click(form.getByRole('button', { name: button }));
  await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith(success));
  return onlyPostTo(requests, path);
}

const urlsOf = (fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) => fetchMock.mock.calls.map(([input]) => String(input));

describe('Land Contracts', { timeout: 30_000 }, () => {
  it('offers the terms form for a property with no contract, and sends the terms as the contract reads them', async () => {
    const feedback = spyOnFeedback();
    const { requests } = await openPanel({
      ...noContract,
      'POST /admin/preview_land_contract': {
        body: { principal: 100000, late_fee_amount: 50, maturity_date: '2035-01-01', schedule: lotA.schedule },
      },
      'POST /admin/open_land_contract': { status: 201, body: { message: 'Land contract opened successfully', id: lotA.contract_id } },
    });
    const form = within(await screen.findByRole('form', { name: 'Open a contract' }));
    await fill(form, typedTerms);
    // The plan of the terms as typed, before anything is sent: the first installments and the balloon.
    const preview = within(await form.findByRole('table', { name: 'Planned schedule preview' }));
    expect(preview.getByText('$40,035.64')).toBeInTheDocument();
    expect(form.getByText(/3 installments to 01\/01\/2035; the last one, \$40,035.64, pays everything left/)).toBeInTheDocument();
    expect(postsTo(requests, '/admin/preview_land_contract')).toHaveLength(1);

    const sent = await submit(
      form,
      'Open Contract',
      { requests, feedback },
      '/admin/open_land_contract',
      'Land contract opened successfully',
    );
    expect(sent).toEqual({
      property_name: 'Elm Lot',
      buyer_name: 'Dana Buyer',
      buyer_address: '1 Elm Road',
      contract_date: '2025-01-01',
      sale_price: 100000,
      down_payment: 0,
      annual_rate: '8.125',
      day_count: 'actual/365',
      payment_amount: 1000,
      first_payment_date: '2025-02-01',
      number_of_payments: 120,
      grace_days: 10,
      late_fee_type: 'percent',
      late_fee: '5',
    });
  });

  it('refuses terms the contract refuses beside their field, and sends nothing', async () => {
    spyOnFeedback();
    const { requests } = await openPanel(noContract);
    const form = within(await screen.findByRole('form', { name: 'Open a contract' }));
    await fill(form, { ...typedTerms, 'Down Payment': '100000', 'Annual Rate (%)': '8' });
    await userEvent.click(form.getByRole('button', { name: 'Open Contract' }));

    expect(await form.findAllByText('Expected less than the sale price')).not.toHaveLength(0);
    expect(form.getByLabelText('Down Payment')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(requests, '/admin/open_land_contract')).toHaveLength(0);
  });

  it('shows the status with what each figure means, every split and the fees', async () => {
    await openPanel(withContract);
    expect(await screen.findByText('Status on 05/20/2025')).toBeInTheDocument();
    expect(screen.getByText('Past due')).toBeInTheDocument();
    expect(screen.getByText('$99,829.28')).toBeInTheDocument();
    await userEvent.click(screen.getByText('What do these figures mean?'));
    expect(screen.getByText(/^What pays the contract off today/)).toBeVisible();

    const splits = within(screen.getByRole('table', { name: 'Payments and splits' }));
    const short = splits.getAllByRole('row')[3]!;
    expect([...short.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '04/15/2025',
      '$600.00',
      '$50.00',
      '$550.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '$429.31',
      '$99,291.18',
    ]);
    const fees = within(screen.getByRole('table', { name: 'Late fees' }));
    expect(fees.getAllByRole('button', { name: /^Waive/ })).toHaveLength(1);
    expect(fees.getByRole('cell', { name: 'Paid' })).toBeInTheDocument();

    expect(screen.queryByRole('table', { name: 'Planned schedule' })).toBeNull();
    await userEvent.click(screen.getByText('Show all 3 installments'));
    expect(within(await screen.findByRole('table', { name: 'Planned schedule' })).getByText('$40,035.64')).toBeInTheDocument();
  });

  it('waives an unpaid fee for a reason, on a day, once confirmed', async () => {
    const feedback = spyOnFeedback();
    const { requests } = await openPanel({
      ...withContract,
      'POST /admin/waive_lc_late_fee': { status: 200, body: { message: 'Late fee waived successfully' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Waive the fee due 05/01/2025' }));
    const form = within(await screen.findByRole('form', { name: 'Waive the fee of the installment due 05/01/2025' }));
    await fill(form, { 'Waive Date': '2025-05-20', Reason: 'Bank delay' });
    const sent = await submit(form, 'Waive Fee', { requests, feedback }, '/admin/waive_lc_late_fee', 'Late fee waived successfully');
    expect(feedback.confirm).toHaveBeenCalled();
    expect(sent).toEqual({
      property_name: 'Elm Lot',
      due_date: '2025-05-01',
      waive_date: '2025-05-20',
      reason: 'Bank delay',
    });
  });

  it('quotes the payoff for a day, and says beside the day why the server will not', async () => {
    const { fetchMock } = await openPanel({
      ...withContract,
      // The handler is asked after the call is recorded: the last URL is this call's.
      'GET /admin/land_contract_payoff': () =>
        urlsOf(fetchMock).at(-1)?.includes('good_through=2025-04-01')
          ? { status: 409, body: { message: 'The payoff date is before the last payment (2025-04-15).' } }
          : {
              body: {
                property_name: 'Elm Lot',
                contract_id: lotA.contract_id,
                good_through: '2025-05-31',
                last_receipt_date: '2025-04-15',
                principal_balance: 99291.18,
                unpaid_interest: 429.31,
                interest_days: 46,
                interest_accrued: 1001.08,
                unpaid_late_fees: 50,
                late_fees: [],
                payoff_amount: 100771.57,
                per_diem: 21.76,
              },
            },
    });
    const quote = within(await screen.findByRole('form', { name: 'Payoff quote' }));
    await fill(quote, { 'Good Through': '2025-05-31' });
    await userEvent.click(quote.getByRole('button', { name: 'Quote Payoff' }));
    expect(await screen.findByText('$100,771.57')).toBeInTheDocument();
    expect(screen.getByText('Interest for 46 days')).toBeInTheDocument();

    await fill(quote, { 'Good Through': '2025-04-01' });
    await userEvent.click(quote.getByRole('button', { name: 'Quote Payoff' }));
    expect(await quote.findByText('The payoff date is before the last payment (2025-04-15).')).toBeInTheDocument();
    expect(quote.getByLabelText('Good Through')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads the year-end statement of a year', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const { fetchMock } = await openPanel({
      ...withContract,
      'GET /admin/land_contract_statement.csv': { body: 'Section,Item' },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Statement Year'), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Year-end statement (CSV)' }));
    await waitFor(() => expect(urlsOf(fetchMock).some((url) => url.includes('/admin/land_contract_statement.csv?'))).toBe(true));
    const url = urlsOf(fetchMock).find((asked) => asked.includes('statement.csv'))!;
    expect(url).toContain('year=2025');
    expect(url).toContain(`contract_id=${lotA.contract_id}`);
  });

  it('closes the contract with a date and a reason once confirmed', async () => {
    const feedback = spyOnFeedback();
    const { requests } = await openPanel({
      ...withContract,
      'POST /admin/close_land_contract': { status: 200, body: { message: 'Land contract closed successfully' } },
    });
    const form = within(await screen.findByRole('form', { name: 'Close (forfeiture or cancellation)' }));
    await fill(form, { 'Close Date': '2025-06-30', Reason: 'Buyer walked away' });
    const sent = await submit(
      form,
      'Close Contract',
      { requests, feedback },
      '/admin/close_land_contract',
      'Land contract closed successfully',
    );
    expect(sent).toEqual({
      property_name: 'Elm Lot',
      close_date: '2025-06-30',
      reason: 'Buyer walked away',
    });
    expect(screen.queryByRole('form', { name: 'Reopen' })).toBeNull();
  });

  it('offers Reopen for a closed contract, and shows why the server will not void it', async () => {
    const feedback = spyOnFeedback();
    const closed = { ...lotA, status: { ...lotA.status, state: 'closed' as const, payoff_amount: null, end_date: '2025-06-30' } };
    const refusal = 'A payment on 2025-02-01 lies in the contract: delete the payments first.';
    const { requests } = await openPanel({
      'GET /admin/land_contract': { body: closed },
      'POST /admin/void_land_contract': { status: 409, body: { message: refusal } },
    });
    expect(await screen.findByRole('form', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Close (forfeiture or cancellation)' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Payoff quote' })).toBeNull();
    // Ended: a new contract can be opened.
    expect(screen.getByRole('form', { name: 'Open a new contract' })).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Void (wrong terms)' }));
    await fill(form, { Reason: 'Wrong rate' });
    await userEvent.click(form.getByRole('button', { name: 'Void Contract' }));
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(feedback.confirm).toHaveBeenCalledWith(
      'Void the contract of Elm Lot dated 01/01/2025? It is treated as never opened; open it again with the right terms.',
    );
    expect(postsTo(requests, '/admin/void_land_contract')[0]?.body).toEqual({ property_name: 'Elm Lot', reason: 'Wrong rate' });
  });

  it('shows an auditor the contract, its payoff and its statement, and none of the forms that change it', async () => {
    const auditor = { 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } } };
    await openPanel({ ...auditor, ...withContract });
    await screen.findByRole('table', { name: 'Payments and splits' });
    expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-label') ?? form.getAttribute('aria-labelledby'))).toEqual([
      'Payoff quote',
    ]);
    const fees = within(screen.getByRole('table', { name: 'Late fees' }));
    expect(fees.queryByRole('button')).toBeNull();
    expect(fees.getByRole('cell', { name: 'Owed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Year-end statement (CSV)' })).toBeInTheDocument();
  });

  it('tells an auditor a property has no contract, with no form to open one', async () => {
    await openPanel({ 'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } }, ...noContract });
    expect(await screen.findByText('No contract has been opened for Elm Lot.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
