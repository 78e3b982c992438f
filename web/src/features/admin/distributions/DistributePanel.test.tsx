import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyRows, columnHeaders } from '../../../test/table-rows';
import { fill, onlyPostTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import type { DistributionRun, RunLine } from './api/distribution-calls';
import { paymentStatusText } from './return-codes';

vi.setConfig({ testTimeout: 20_000 });

const RUN_ID = '22222222-2222-4222-8222-222222222222';

const ANN = {
  investor_name: 'Ann Lee',
  cash_balance: 1200.5,
  amount: 1200.5,
  method: 'ach',
  account_last4: '6789',
  skipped_reason: null,
} as const;

/** The run as a draft (Bob skipped), or confirmed (its paid line only, with its outcome at the bank). */
const run = (state: DistributionRun['state'], status: RunLine['payment_status'] = 'sent'): DistributionRun => ({
  run_id: RUN_ID,
  state,
  date: '2026-10-15',
  description: 'Q3 2026 distribution',
  mode: 'balance',
  at: '2026-10-15T14:00:00Z',
  lines:
    state === 'draft'
      ? [
          { ...ANN, payment_status: null, return_code: null },
          {
            investor_name: 'Bob Stone',
            cash_balance: 300,
            amount: 0,
            method: null,
            account_last4: null,
            skipped_reason: 'No payment details',
            payment_status: null,
            return_code: null,
          },
        ]
      : [{ ...ANN, payment_status: status, return_code: status === 'returned' ? 'R02' : null }],
  total: 1200.5,
});

/** Distribute opened by an auditor on `shown`. */
const renderAuditor = (shown: DistributionRun) => {
  spyOnFeedback();
  renderAdmin(`distribute&run=${RUN_ID}`, {
    'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } },
    'GET /admin/distribution_runs': { body: [] },
    'GET /admin/distribution_run': { body: shown },
  });
};

const planForm = () => within(screen.getByRole('form', { name: 'Plan' }));

/** Marking Ann's payment returned asked first, naming how it came back, then sent that (and only that) call. */
const expectAskedAndSentReturned = async (
  feedback: ReturnType<typeof spyOnFeedback>,
  requests: ReturnType<typeof renderAdmin>['requests'],
  how: string,
  code: { return_code?: string } = {},
) => {
  expect(feedback.confirm).toHaveBeenLastCalledWith(
    `Mark Ann Lee's payment of $1,200.50 returned (${how})? Its cash withdrawal is voided: the amount is back in their cash balance, to pay in a later run.`,
  );
  expect(await onlyPostTo(requests, '/admin/mark_distribution_payment')).toEqual({
    run_id: RUN_ID,
    investor_name: 'Ann Lee',
    status: 'returned',
    ...code,
  });
};

describe('Distribute', () => {
  it('plans a draft, shows every line with the skipped one said, and confirms once asked with the count and the total', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    let confirmed = false;
    const { requests } = renderAdmin('distribute', {
      'GET /admin/distribution_runs': { body: [] },
      'POST /admin/plan_distribution': { status: 201, body: run('draft') },
      'GET /admin/distribution_run': () => ({ body: run(confirmed ? 'confirmed' : 'draft') }),
      'POST /admin/confirm_distribution': () => {
        confirmed = true;
        return { body: { message: 'Distribution confirmed: 1 payment, $1,200.50' } };
      },
    });
    await screen.findByRole('form', { name: 'Plan' });
    await fill(planForm(), { Date: '2026-10-15', Description: 'Q3 2026 distribution' });
    await user.click(planForm().getByRole('button', { name: 'Plan Distribution' }));

    expect(await onlyPostTo(requests, '/admin/plan_distribution')).toEqual({
      date: '2026-10-15',
      mode: 'balance',
      description: 'Q3 2026 distribution',
    });
    expect(await screen.findByRole('heading', { name: 'Draft of 10/15/2026' })).toBeInTheDocument();
    expect(bodyRows('Lines of the draft')).toEqual([
      ['Ann Lee', '$1,200.50', '$1,200.50', 'ACH ••6789', ''],
      ['Bob Stone', '$300.00', '$0.00', 'None on file', 'No payment details'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(feedback.confirm).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Pay 1 payment totalling \$1,200\.50 for Q3 2026 distribution\?/),
    );
    expect(await onlyPostTo(requests, '/admin/confirm_distribution')).toEqual({ run_id: RUN_ID });
    expect(await screen.findByRole('heading', { name: 'Run of 10/15/2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ACH File' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('sends only the fields of the mode, a percent as typed and the investors ticked, and says a missing percent at its field', async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin('distribute', {
      'GET /admin/distribution_runs': { body: [] },
      'POST /admin/plan_distribution': { status: 201, body: run('draft') },
      'GET /admin/distribution_run': { body: run('draft') },
    });
    await screen.findByRole('form', { name: 'Plan' });
    await fill(planForm(), { Date: '2026-10-15', Pay: 'percent', Description: 'Half of Q3' });
    await user.click(planForm().getByRole('button', { name: 'Plan Distribution' }));
    expect(await planForm().findAllByText('Required for percent')).not.toHaveLength(0);
    expect(planForm().getByLabelText('Percent')).toHaveAttribute('aria-invalid', 'true');

    await fill(planForm(), { Percent: '50', 'Minimum Payment': '25' });
    await user.click(planForm().getByLabelText('Chosen investors'));
    await user.click(planForm().getByLabelText('Ann Lee'));
    await user.click(planForm().getByRole('button', { name: 'Plan Distribution' }));
    expect(await onlyPostTo(requests, '/admin/plan_distribution')).toEqual({
      date: '2026-10-15',
      mode: 'percent',
      percent: '50',
      minimum: '25',
      description: 'Half of Q3',
      investor_names: ['Ann Lee'],
    });
  });

  it('says plainly why a confirm was refused, naming the investor, and records nothing', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const refusal = "Ann Lee's cash balance is $900.00 now: plan the distribution again";
    renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': { body: [] },
      'GET /admin/distribution_run': { body: run('draft') },
      'POST /admin/confirm_distribution': { status: 409, body: { message: refusal } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.error).toHaveBeenCalled();
  });

  it('discards a draft once asked, with an Idempotency-Key, then closes it and lists the runs again', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    let discarded = false;
    const { lines: _lines, ...summary } = run('draft');
    const { requests } = renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': () => ({ body: discarded ? [] : [{ ...summary, paid: 1 }] }),
      'GET /admin/distribution_run': { body: run('draft') },
      'POST /admin/discard_distribution_draft': () => {
        discarded = true;
        return { body: { message: 'Distribution draft discarded' } };
      },
    });
    feedback.confirm.mockReturnValueOnce(false);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(feedback.confirm).toHaveBeenLastCalledWith('Discard this draft? Nothing has been recorded.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await onlyPostTo(requests, '/admin/discard_distribution_draft')).toEqual({ run_id: RUN_ID });
    const sent = requests.find((request) => request.path === '/admin/discard_distribution_draft')!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Draft of 10/15/2026' })).not.toBeInTheDocument());
    expect(await screen.findByText('No distribution has been planned yet.')).toBeInTheDocument();
  });

  it('offers an auditor a draft to read, with no Confirm and no Discard', async () => {
    renderAuditor(run('draft'));
    expect(await screen.findByRole('heading', { name: 'Draft of 10/15/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });

  it('lists the runs, and opens one at a click', async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    const { lines: _lines, ...summary } = run('confirmed');
    renderAdmin('distribute', {
      'GET /admin/distribution_runs': { body: [{ ...summary, paid: 1 }] },
      'GET /admin/distribution_run': { body: run('confirmed') },
    });
    await user.click(await screen.findByRole('button', { name: 'Open the run of 10/15/2026' }));
    // The figures last, so the total does not run into the date of the state.
    expect(columnHeaders('Distribution Runs')).toEqual(['Date', 'Description', 'State', 'Payments', 'Total']);
    // When it was confirmed may go under its state, its time kept whole (a no-break space before PM).
    expect(bodyRows('Distribution Runs')[0]!.slice(2)).toEqual([
      expect.stringMatching(/^Confirmed \d\d\/\d\d\/\d{4}, \d\d?:\d\d\u00a0[AP]M$/),
      '1',
      '$1,200.50',
    ]);
    expect(await screen.findByRole('heading', { name: 'Run of 10/15/2026' })).toBeInTheDocument();
    expect(bodyRows('Lines of the run')[0]!.slice(0, 4)).toEqual(['Ann Lee', '$1,200.50', 'ACH ••6789', 'Sent']);
  });

  it('marks a sent payment returned with the return code the bank gave, once asked, and shows it returned', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    let marked = false;
    const { requests } = renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': { body: [] },
      'GET /admin/distribution_run': () => ({ body: run('confirmed', marked ? 'returned' : 'sent') }),
      'POST /admin/mark_distribution_payment': () => {
        marked = true;
        return { body: { message: "Ann Lee's payment marked returned" } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Returned' }));
    await user.click(screen.getByRole('button', { name: 'Mark Returned' }));
    expect(await screen.findByText('Choose the return code the bank gave.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Return code of Ann Lee's payment of $1,200.50"), 'R02');
    await user.click(screen.getByRole('button', { name: 'Mark Returned' }));
    await expectAskedAndSentReturned(feedback, requests, 'R02 Account closed', { return_code: 'R02' });
    expect(await screen.findByText('Returned: R02 Account closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Settled' })).not.toBeInTheDocument();
  });

  it('marks a cheque returned without a return code (it has none), once asked', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const cheque = {
      ...run('confirmed'),
      lines: [{ ...ANN, method: 'check', account_last4: null, payment_status: 'sent', return_code: null }],
    };
    const { requests } = renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': { body: [] },
      'GET /admin/distribution_run': { body: cheque },
      'POST /admin/mark_distribution_payment': { body: { message: 'Payment to Ann Lee returned (cheque)' } },
    });
    expect(await screen.findByRole('button', { name: 'Mark Settled' })).toBeInTheDocument();
    expect(bodyRows('Lines of the run')[0]!.slice(0, 4)).toEqual(['Ann Lee', '$1,200.50', 'Check', 'Sent']);
    await user.click(screen.getByRole('button', { name: 'Mark Returned' }));
    expect(screen.queryByLabelText("Return code of Ann Lee's payment of $1,200.50")).not.toBeInTheDocument();
    await expectAskedAndSentReturned(feedback, requests, 'cheque');
    expect(paymentStatusText({ payment_status: 'returned', return_code: null })).toBe('Returned');
  });

  it('marks a sent payment settled once asked', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': { body: [] },
      'GET /admin/distribution_run': { body: run('confirmed') },
      'POST /admin/mark_distribution_payment': { body: { message: "Ann Lee's payment marked settled" } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Settled' }));
    expect(feedback.confirm).toHaveBeenLastCalledWith("Mark Ann Lee's payment of $1,200.50 settled?");
    expect(await onlyPostTo(requests, '/admin/mark_distribution_payment')).toEqual({
      run_id: RUN_ID,
      investor_name: 'Ann Lee',
      status: 'settled',
    });
  });

  it("downloads a confirmed run's ACH file and CSV with the bearer token, each under the run's date", async () => {
    spyOnFeedback();
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { requests } = renderAdmin(`distribute&run=${RUN_ID}`, {
      'GET /admin/distribution_runs': { body: [] },
      'GET /admin/distribution_run': { body: run('confirmed') },
      'GET /admin/distribution_run.ach': { body: '101 011000015...' },
      'GET /admin/distribution_run.csv': { body: 'investor,amount' },
    });
    await user.click(await screen.findByRole('button', { name: 'Download ACH File' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'distribution-2026-10-15.ach',
      'distribution-2026-10-15.csv',
    ]);
    const files = requests.filter((request) => request.path.startsWith('/admin/distribution_run.'));
    expect(files.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer jwt', 'Bearer jwt']);
  });

  it('offers an auditor the runs and the CSV, but no plan, no confirm, no ACH file and no marking', async () => {
    renderAuditor(run('confirmed'));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download ACH File' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Settled' })).not.toBeInTheDocument();
  });
});
