import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyRows } from '../../../test/table-rows';
import { fill, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import type { DistributionRun } from './api/distribution-calls';

vi.setConfig({ testTimeout: 20_000 });

const RUN_ID = '22222222-2222-4222-8222-222222222222';

const run = (state: DistributionRun['state']): DistributionRun => ({
  run_id: RUN_ID,
  state,
  date: '2026-10-15',
  description: 'Q3 2026 distribution',
  mode: 'balance',
  at: '2026-10-15T14:00:00Z',
  lines: [
    { investor_name: 'Ann Lee', cash_balance: 1200.5, amount: 1200.5, method: 'ach', account_last4: '6789', skipped_reason: null },
    { investor_name: 'Bob Stone', cash_balance: 300, amount: 0, method: null, account_last4: null, skipped_reason: 'No payment details' },
  ],
  total: 1200.5,
});

const planForm = () => within(screen.getByRole('form', { name: 'Plan' }));

afterEach(() => vi.restoreAllMocks());

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

    await waitFor(() => expect(postsTo(requests, '/admin/plan_distribution')).toHaveLength(1));
    expect(postsTo(requests, '/admin/plan_distribution')[0]!.body).toEqual({
      date: '2026-10-15',
      mode: 'balance',
      description: 'Q3 2026 distribution',
    });
    expect(await screen.findByRole('heading', { name: 'Draft of 10/15/2026' })).toBeInTheDocument();
    expect(bodyRows('Lines of the draft')).toEqual([
      ['Ann Lee', '$1,200.50', '$1,200.50', 'ACH', '••6789', ''],
      ['Bob Stone', '$300.00', '$0.00', 'None on file', '', 'No payment details'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(feedback.confirm).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Pay 1 payment totalling \$1,200\.50 for Q3 2026 distribution\?/),
    );
    await waitFor(() => expect(postsTo(requests, '/admin/confirm_distribution')).toHaveLength(1));
    expect(postsTo(requests, '/admin/confirm_distribution')[0]!.body).toEqual({ run_id: RUN_ID });
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
    await waitFor(() => expect(postsTo(requests, '/admin/plan_distribution')).toHaveLength(1));
    expect(postsTo(requests, '/admin/plan_distribution')[0]!.body).toEqual({
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
      'GET /admin/distribution_runs': { body: [{ ...run('draft'), lines: undefined, paid: 1 }] },
      'GET /admin/distribution_run': { body: run('draft') },
      'POST /admin/confirm_distribution': { status: 409, body: { message: refusal } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.error).toHaveBeenCalled();
  });

  it('lists the runs, and opens one at a click', async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    const { lines: _lines, ...summary } = run('confirmed');
    renderAdmin('distribute', {
      'GET /admin/distribution_runs': { body: [{ ...summary, paid: 1 }] },
      'GET /admin/distribution_run': { body: run('confirmed') },
    });
    await user.click(await screen.findByRole('button', { name: 'Open the confirmed of 10/15/2026' }));
    expect(await screen.findByRole('heading', { name: 'Run of 10/15/2026' })).toBeInTheDocument();
    expect(bodyRows('Lines of the run')[0]!.slice(0, 3)).toEqual(['Ann Lee', '$1,200.50', '$1,200.50']);
  });
});
