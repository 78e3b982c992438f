import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/mock-fetch';
import { bodyRows } from '../../../test/table-rows';
import { STATEMENTS, statementId } from '../../statements/test/statement-fixtures';
import { onlyPostTo, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { MAIL_POLL_FOR_MS, type StatementRun } from './api/statement-calls';

vi.setConfig({ testTimeout: 20_000 });

const RUN_ID = '11111111-1111-4111-8111-111111111111';
const PERIODS = { 'GET /admin/periods': { body: { closed_through: '2026-09-30', history: [] } } };

const FAILURE_REASON =
  'Issuing stopped while drawing a statement (its figures or its PDF). The server’s log holds the error; the investors not done yet can be issued statements again.';
const run = (state: StatementRun['state'], lines: StatementRun['statements']): StatementRun => ({
  run_id: RUN_ID,
  from: '2026-07-01',
  through: '2026-09-30',
  state,
  failure_reason: state === 'failed' ? FAILURE_REASON : null,
  total: 2,
  done: lines.length,
  statements: lines,
});
const line = (investor_name: string, n: number, notice: StatementRun['statements'][number]['notice']) => ({
  investor_name,
  statement_id: statementId(n),
  sha256: String(n).repeat(64),
  bytes: 40_000,
  notice,
});

/** The run answers running with one statement, then done with both. */
const runThatFinishes = () => {
  let asked = 0;
  return (): MockReply => {
    asked += 1;
    return {
      body:
        asked === 1
          ? run('running', [line('Ann Lee', 1, 'queued')])
          : run('done', [line('Ann Lee', 1, 'sent'), line('Bob Stone', 2, 'no_email')]),
    };
  };
};

/** Picks whose statements the list shows, once the helper lists have brought the name. */
const pickInvestor = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const select = await screen.findByLabelText('Select Investor:');
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
};

const issueForm = () => within(screen.getByRole('form', { name: 'Issue' }));

describe('Issue Statements', () => {
  it('issues the last closed quarter to every investor once confirmed, then follows the run to its end with each mail in words', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin('issue-statements', {
      ...PERIODS,
      'POST /admin/issue_statements': { status: 202, body: { run_id: RUN_ID, investors: ['Ann Lee', 'Bob Stone'] } },
      'GET /admin/statement_run': runThatFinishes(),
      'GET /admin/verify_statement': {
        body: { statement_id: statementId(1), sha256_issued: '1'.repeat(64), sha256_rendered: '1'.repeat(64), identical: true },
      },
    });

    const form = await screen.findByRole('form', { name: 'Issue' });
    expect(within(form).getByLabelText('Year')).toHaveValue('2026');
    expect(within(form).getByLabelText('Quarter')).toHaveValue('3');
    await user.click(within(form).getByRole('button', { name: 'Issue Statements' }));

    expect(feedback.confirm).toHaveBeenCalledWith(
      'Issue the statements for Q3 2026 (07/01/2026 – 09/30/2026) to all 2 investors? Each investor with an e-mail on file is told it is ready.',
    );
    expect(await onlyPostTo(requests, '/admin/issue_statements')).toEqual({ from: '2026-07-01', through: '2026-09-30' });

    expect(await screen.findByText('Rendering: 1 of 2 statements')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Statements rendered' })).toHaveAttribute('value', '1');
    expect(await screen.findByText('Done: 2 of 2 statements', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Issuing stopped/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Run for Q3 2026' })).toBeInTheDocument();
    expect(bodyRows('Statements of the run').map((cells) => cells.slice(0, 2))).toEqual([
      ['Ann Lee', 'E-mail sent'],
      ['Bob Stone', 'No e-mail on file'],
    ]);

    await user.click(screen.getAllByRole('button', { name: 'Verify' })[0]!);
    expect(await screen.findByText('Identical')).toBeInTheDocument();
  });

  it('issues custom months to the investors ticked', async () => {
    spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin('issue-statements', {
      ...PERIODS,
      'POST /admin/issue_statements': { status: 202, body: { run_id: RUN_ID, investors: ['Bob Stone'] } },
      'GET /admin/statement_run': { body: run('done', [line('Bob Stone', 2, 'not_configured')]) },
    });
    await screen.findByRole('form', { name: 'Issue' });

    await user.click(issueForm().getByLabelText('Custom months'));
    await user.type(issueForm().getByLabelText('From Month'), '2026-01');
    await user.type(issueForm().getByLabelText('Through Month'), '2026-05');
    await user.click(issueForm().getByLabelText('Chosen investors'));
    await user.click(issueForm().getByRole('button', { name: 'Issue Statements' }));
    expect(await issueForm().findByText('Tick at least one investor, or choose all investors.')).toBeInTheDocument();

    await user.click(await issueForm().findByLabelText('Bob Stone'));
    expect(issueForm().getByText('1 investor chosen')).toBeInTheDocument();
    await user.click(issueForm().getByRole('button', { name: 'Issue Statements' }));

    expect(await onlyPostTo(requests, '/admin/issue_statements')).toEqual({
      from: '2026-01-01',
      through: '2026-05-31',
      investor_names: ['Bob Stone'],
    });
    expect(await screen.findByText('Mail not configured')).toBeInTheDocument();
  });

  it('says plainly when the period is not closed yet, with the way to Close Period, and records nothing', async () => {
    const feedback = spyOnFeedback();
    const user = userEvent.setup();
    renderAdmin('issue-statements', {
      ...PERIODS,
      'POST /admin/issue_statements': { status: 409, body: { message: 'Close the period through 12/31/2026 first' } },
    });
    await screen.findByRole('form', { name: 'Issue' });
    await user.selectOptions(issueForm().getByLabelText('Quarter'), '4');
    await user.click(issueForm().getByRole('button', { name: 'Issue Statements' }));

    expect(await issueForm().findByText('Close the period through 12/31/2026 first')).toBeInTheDocument();
    expect(issueForm().queryByRole('button', { name: 'Reissue' })).not.toBeInTheDocument();
    expect(feedback.error).toHaveBeenCalled();
    await user.click(issueForm().getByRole('link', { name: 'Open Close Period' }));
    expect(await screen.findByRole('heading', { name: 'Close Period', level: 2 })).toBeInTheDocument();
  });

  it('offers Reissue when statements were issued for the period already, and reissues once confirmed', async () => {
    const ISSUED_TO_BOTH = 'Ann Lee and 1 other already have a statement for 2026-07-01 to 2026-09-30: reissue them instead.';
    spyOnFeedback();
    const user = userEvent.setup();
    const { requests } = renderAdmin('issue-statements', {
      ...PERIODS,
      'POST /admin/issue_statements': ({ body }) =>
        (body as { reissue?: boolean }).reissue
          ? { status: 202, body: { run_id: RUN_ID, investors: ['Ann Lee', 'Bob Stone'] } }
          : { status: 409, body: { message: ISSUED_TO_BOTH } },
      'GET /admin/statement_run': { body: run('done', [line('Ann Lee', 1, 'unchanged'), line('Bob Stone', 2, 'queued')]) },
    });
    await screen.findByRole('form', { name: 'Issue' });
    expect(issueForm().queryByRole('button', { name: 'Reissue' })).not.toBeInTheDocument();
    await user.click(issueForm().getByRole('button', { name: 'Issue Statements' }));

    expect(await issueForm().findByText(ISSUED_TO_BOTH)).toBeInTheDocument();
    await user.click(issueForm().getByRole('button', { name: 'Reissue' }));

    await waitFor(() => expect(postsTo(requests, '/admin/issue_statements')).toHaveLength(2));
    expect(postsTo(requests, '/admin/issue_statements')[1]!.body).toEqual({ from: '2026-07-01', through: '2026-09-30', reissue: true });
    expect(await screen.findByText('Unchanged: no new statement')).toBeInTheDocument();
  });

  it("previews one investor's PDF for the period in a new tab, issuing nothing", async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
    const { fetchMock, requests } = renderAdmin('issue-statements', {
      ...PERIODS,
      'GET /admin/statement_preview.pdf': { body: '%PDF-1.7' },
    });
    await screen.findByRole('form', { name: 'Issue' });
    await user.selectOptions(issueForm().getByLabelText('Preview For'), 'Bob Stone');
    await user.click(issueForm().getByRole('button', { name: 'Preview PDF' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:preview'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/admin/statement_preview.pdf'));
    expect(asked).toBe('/admin/statement_preview.pdf?investor_name=Bob+Stone&from=2026-07-01&through=2026-09-30');
    expect(postsTo(requests, '/admin/issue_statements')).toEqual([]);
  });

  it('follows a run kept in the address, and says a failed one stopped and why, asking it no more', async () => {
    const { requests } = renderAdmin(`issue-statements&run=${RUN_ID}`, {
      ...PERIODS,
      'GET /admin/statement_run': { body: run('failed', [line('Ann Lee', 1, 'sent')]) },
    });

    expect(await screen.findByText('Failed after 1 of 2 statements')).toBeInTheDocument();
    expect(screen.getByText(FAILURE_REASON)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((request) => request.path === '/admin/statement_run')).toHaveLength(1);
  });

  it('keeps asking a finished run while a mail is queued, and stops once none is', async () => {
    let asked = 0;
    const { requests } = renderAdmin(`issue-statements&run=${RUN_ID}`, {
      ...PERIODS,
      'GET /admin/statement_run': () => {
        asked += 1;
        return { body: run('done', [line('Ann Lee', 1, 'sent'), line('Bob Stone', 2, asked < 3 ? 'queued' : 'sent')]) };
      },
    });

    expect(await screen.findByText('E-mail queued')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('E-mail queued')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(bodyRows('Statements of the run').map((cells) => cells.slice(0, 2))).toEqual([
      ['Ann Lee', 'E-mail sent'],
      ['Bob Stone', 'E-mail sent'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((request) => request.path === '/admin/statement_run')).toHaveLength(3);
  });

  it('stops asking a finished run a few minutes after it ended, even with a mail still queued', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderAdmin(`issue-statements&run=${RUN_ID}`, {
      ...PERIODS,
      'GET /admin/statement_run': { body: run('done', [line('Ann Lee', 1, 'queued')]) },
    });
    const asked = () => requests.filter((request) => request.path === '/admin/statement_run').length;
    expect(await screen.findByText('E-mail queued')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(MAIL_POLL_FOR_MS / 2);
    expect(asked()).toBeGreaterThan(2);
    await vi.advanceTimersByTimeAsync(MAIL_POLL_FOR_MS);
    const atTheBound = asked();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked()).toBe(atTheBound);
    expect(screen.getByText('E-mail queued')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("lists an investor's statements to download and verify", async () => {
    const user = userEvent.setup();
    renderAdmin('issue-statements', { ...PERIODS, 'GET /api/statements': { body: STATEMENTS } });

    await pickInvestor(user, 'Ann Lee');

    await screen.findByRole('table', { name: 'Statements of Ann Lee' });
    expect(bodyRows('Statements of Ann Lee').map((cells) => cells.slice(1))).toEqual([
      ['10/20/2026', 'Current', 'DownloadVerify'],
      ['10/05/2026', 'Superseded by the statement of 10/20/2026', 'DownloadVerify'],
      ['06/10/2026', 'Current', 'DownloadVerify'],
    ]);
  });

  it('shows an auditor the lists and the downloads, and no Issue, Preview or Verify', async () => {
    const user = userEvent.setup();
    renderAdmin('issue-statements', {
      ...PERIODS,
      'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } },
      'GET /api/statements': { body: STATEMENTS },
    });

    await pickInvestor(user, 'Ann Lee');

    await screen.findByRole('table', { name: 'Statements of Ann Lee' });
    expect(screen.getAllByRole('button', { name: 'Download the statement for Q3 2026' })).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Issue|Preview|Verify/ })).not.toBeInTheDocument();
  });
});
