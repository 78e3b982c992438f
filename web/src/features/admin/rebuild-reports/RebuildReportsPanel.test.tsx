import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import type { MockReply } from '../../../test/mock-fetch';
import { summaryKeys } from '../summary/api/keys';
import { fill, optionTexts, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import type { RebuildRun, RebuildStatus } from './api/answers';

vi.setConfig({ testTimeout: 20_000 });

const READ_MODELS = ['investors', 'portal-users', 'record-locations', 'ledger', 'audit'];

const run = (changes: Partial<RebuildRun>): RebuildRun => ({
  id: 'run-1',
  read_models: READ_MODELS,
  state: 'running',
  processed: 0,
  total: 200,
  events_per_second: 0,
  swapping: null,
  started_at: '2024-03-09T14:05:00Z',
  finished_at: null,
  started_by: 'admin',
  error: null,
  ...changes,
});

const status = (rebuild: RebuildRun | null): MockReply => ({ body: { read_models: READ_MODELS, rebuild } satisfies RebuildStatus });

/**
 * `GET /admin/rebuild_reports` answers `before` until a POST has been sent, then each of `after` in
 * turn, the last one for good.
 */
function renderRebuild(before: RebuildRun | null, after: RebuildRun[], post: MockReply) {
  let posted = false;
  const queue = [...after];
  return renderAdmin('rebuild-reports', {
    'GET /admin/rebuild_reports': () => {
      if (!posted) return status(before);
      return status(queue.length > 1 ? queue.shift()! : queue[0]!);
    },
    'POST /admin/rebuild_reports': () => {
      posted = true;
      return post;
    },
  });
}

const panel = async () => within(await screen.findByRole('region', { name: 'Rebuild Reports' }));
const progressBar = () => screen.getByRole('progressbar', { name: 'Rebuild progress' });
const rebuildButton = () => screen.getByRole('button', { name: 'Rebuild' });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Rebuild Reports', () => {
  it('explains itself in plain words and offers every report by what it answers, with nothing run yet', async () => {
    renderRebuild(null, [], { status: 500 });
    const rebuild = await panel();

    expect(rebuild.getByText(/^Works the reports out again from everything ever recorded/)).toHaveTextContent(
      'Nothing recorded changes, and the reports keep answering meanwhile. Use it after an upgrade, or when a report looks wrong.',
    );
    expect(await rebuild.findByText('No rebuild has run yet.')).toBeInTheDocument();
    const select = rebuild.getByLabelText('Reports to rebuild:');
    expect(optionTexts(select)).toEqual([
      'Every report',
      'Investors',
      'Portal users and sign-ins',
      'Where each record is kept (for deletes)',
      'Figures: summaries, returns and taxes',
      'Audit trail',
    ]);
    expect(rebuildButton()).toBeEnabled();
  });

  it('asks first, and sends nothing when the question is cancelled', async () => {
    const feedback = spyOnFeedback();
    feedback.confirm.mockReturnValue(false);
    const { requests } = renderRebuild(null, [], { status: 500 });
    const rebuild = await panel();
    await rebuild.findByText('No rebuild has run yet.');
    await fill(rebuild, { 'Reports to rebuild:': 'audit' });

    await userEvent.setup().click(rebuildButton());

    expect(feedback.confirm).toHaveBeenCalledWith(
      'Rebuild "Audit trail" now? It is worked out again from everything recorded and swapped in when done. Nothing recorded changes, and the reports keep answering meanwhile.',
    );
    expect(postsTo(requests, '/admin/rebuild_reports')).toHaveLength(0);
  });

  it('starts a rebuild of all read models, shows its progress rising across polls, then its success, and refreshes the reports', async () => {
    const feedback = spyOnFeedback();
    const { requests, queryClient } = renderRebuild(
      null,
      [
        run({ processed: 40, events_per_second: 12000 }),
        run({ processed: 120, events_per_second: 15000 }),
        run({ processed: 200, events_per_second: 15500, swapping: 'ledger' }),
        run({ state: 'succeeded', processed: 200, events_per_second: 16000, finished_at: '2024-03-09T14:06:00Z' }),
      ],
      { status: 202, body: { rebuild: run({}) } },
    );
    await (await panel()).findByText('No rebuild has run yet.');
    queryClient.setQueryData(summaryKeys.totals(), {
      total_cash: 1,
      total_investments: 2,
      total_income: 3,
      total_expenses: 4,
      total_deposits: 5,
    });

    await userEvent.setup().click(rebuildButton());

    expect(feedback.confirm).toHaveBeenCalledWith(expect.stringMatching(/^Rebuild every report now\?/));
    expect(postsTo(requests, '/admin/rebuild_reports').map((request) => request.body)).toEqual([{ read_model: 'all' }]);
    for (const [value, text] of [
      ['20', '40 of 200 events (20%)'],
      ['60', '120 of 200 events (60%)'],
      ['100', '200 of 200 events (100%)'],
    ] as const) {
      await screen.findByText(text);
      expect(progressBar()).toHaveAttribute('value', value);
      expect(screen.getByRole('status')).toHaveTextContent('Rebuild running…');
      expect(rebuildButton()).toBeDisabled();
      expect(queryClient.getQueryState(summaryKeys.totals())?.isInvalidated).toBe(false);
    }
    expect(screen.getByText('Swapping in Figures: summaries, returns and taxes')).toBeInTheDocument();
    expect(figure('Speed')).toBe('15,500 events/s');

    expect(await screen.findByText('Rebuild succeeded.')).toBeInTheDocument();
    expect(rebuildButton()).toBeEnabled();
    expect(screen.queryByText(/^Swapping in/)).not.toBeInTheDocument();
    expect(figure('Started by')).toBe('admin');
    expect(figure('Started at')).toBe(formatDateTime('2024-03-09T14:05:00Z'));
    expect(figure('Finished at')).toBe(formatDateTime('2024-03-09T14:06:00Z'));
    expect(figure('Reports')).toBe(
      'Investors; Portal users and sign-ins; Where each record is kept (for deletes); Figures: summaries, returns and taxes; Audit trail',
    );
    await waitFor(() => expect(queryClient.getQueryState(summaryKeys.totals())?.isInvalidated).toBe(true));

    // Polling stops once the run is over.
    const polls = requests.filter((request) => request.path === '/admin/rebuild_reports' && request.method === 'GET').length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(requests.filter((request) => request.path === '/admin/rebuild_reports' && request.method === 'GET')).toHaveLength(polls);
  });

  it('rebuilds one chosen read model; an uncounted log shows an indeterminate bar with the events so far', async () => {
    spyOnFeedback();
    const { requests } = renderRebuild(null, [run({ read_models: ['ledger'], total: null, processed: 1234 })], {
      status: 202,
      body: { rebuild: run({ read_models: ['ledger'], total: null }) },
    });
    const rebuild = await panel();
    await fill(rebuild, { 'Reports to rebuild:': 'ledger' });

    await userEvent.setup().click(rebuildButton());

    expect(await screen.findByText('1,234 events so far')).toBeInTheDocument();
    expect(progressBar()).not.toHaveAttribute('value');
    expect(postsTo(requests, '/admin/rebuild_reports').map((request) => request.body)).toEqual([{ read_model: 'ledger' }]);
    expect(figure('Finished at')).toBe('Not yet');
  });

  it('keeps the chosen read model in the URL, so a reload or a shared link reopens it', async () => {
    const { router } = renderAdmin('rebuild-reports&read_model=audit', { 'GET /admin/rebuild_reports': status(null) });
    const rebuild = await panel();
    await waitFor(() => expect(rebuild.getByLabelText('Reports to rebuild:')).toHaveValue('audit'));

    await fill(rebuild, { 'Reports to rebuild:': 'ledger' });
    expect(new URLSearchParams(router.state.location.search).get('read_model')).toBe('ledger');
  });

  it("shows the server's message when a rebuild is already running, then that run", async () => {
    spyOnFeedback();
    renderRebuild(null, [run({ started_by: 'ops', processed: 50 })], { status: 409, body: { message: 'A rebuild is already running.' } });
    await (await panel()).findByText('No rebuild has run yet.');

    await userEvent.setup().click(rebuildButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('A rebuild is already running.');
    expect(await screen.findByText('50 of 200 events (25%)')).toBeInTheDocument();
    expect(figure('Started by')).toBe('ops');
    expect(rebuildButton()).toBeDisabled();
  });

  it("shows a 400's message", async () => {
    spyOnFeedback();
    renderRebuild(null, [], { status: 400, body: { message: 'Unknown read model: ledgr' } });
    await (await panel()).findByText('No rebuild has run yet.');

    await userEvent.setup().click(rebuildButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown read model: ledgr');
  });

  it("shows a failed run's error and lets the admin try again", async () => {
    renderRebuild(
      run({ state: 'failed', processed: 90, finished_at: '2024-03-09T14:07:00Z', error: 'could not write ledger_rebuild: disk full' }),
      [],
      { status: 500 },
    );
    await panel();

    expect(await screen.findByRole('alert')).toHaveTextContent('could not write ledger_rebuild: disk full');
    expect(screen.getByRole('status')).toHaveTextContent('Rebuild failed.');
    expect(progressBar()).toHaveAttribute('value', '45');
    expect(figure('Finished at')).toBe(formatDateTime('2024-03-09T14:07:00Z'));
    expect(rebuildButton()).toBeEnabled();
  });
});
