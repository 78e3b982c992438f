import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { catchDownloads } from '../../../test/downloads';
import { optionTexts, renderAdmin } from '../test/admin-fixtures';
import { closedTwice } from '../periods/test/periods-fixtures';
import type { Restatements } from './api/use-restatements';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const periods = closedTwice(['2025-01-15T22:00:00.000Z', '2025-01-10T10:00:00.000Z', '2024-07-05T14:00:00.000Z']);

const voided = {
  id: '5f0c3c1e-0000-4000-8000-000000000001',
  type: 'IncomeVoided',
  recorded_at: '2025-02-03T15:04:00.000Z',
  actor: 'jo',
};
const recorded = {
  id: '5f0c3c1e-0000-4000-8000-000000000002',
  type: 'IncomeRecorded',
  recorded_at: '2025-02-04T15:00:00.000Z',
  actor: 'admin',
};

const answer: Restatements = {
  as_of: '2024-12-31',
  known_on: '2025-01-15T22:00:00.000Z',
  restatements: [
    { investor_name: 'Ann Lee', figure: 'total_income', as_known_then: 1500, as_known_now: 1000, delta: -500, events: [voided, recorded] },
    { investor_name: 'Ann Lee', figure: 'cash_balance', as_known_then: 1500.5, as_known_now: 1000.5, delta: -500, events: [voided] },
    { investor_name: 'Bob Stone', figure: 'total_investments', as_known_then: 0, as_known_now: 25000, delta: 25000, events: [recorded] },
  ],
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Restatements' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent));

const urls = (fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) => fetchMock.mock.calls.map(([url]) => String(url));

describe('Restatements', { timeout: 20_000 }, () => {
  it('offers the period closes; one chosen sets the moment and its day, in the URL, and lists what changed since', async () => {
    process.env.TZ = 'America/New_York';
    const { router, fetchMock } = renderAdmin('restatements', {
      'GET /admin/periods': { body: periods },
      'GET /admin/restatements': { body: answer },
    });
    const panel = within(await screen.findByRole('region', { name: 'Restatements' }));
    expect(panel.getByText('Choose a period close or a moment to see what has changed since.')).toBeInTheDocument();
    const close = panel.getByLabelText('Period close');
    await waitFor(() =>
      expect(optionTexts(close)).toEqual([
        'Choose a period close',
        `Closed through 12/31/2024, on ${formatDateTime('2025-01-15T22:00:00.000Z')} by admin`,
        `Closed through 06/30/2024, on ${formatDateTime('2024-07-05T14:00:00.000Z')} by admin`,
      ]),
    );
    expect(urls(fetchMock).some((url) => url.startsWith('/admin/restatements'))).toBe(false);

    fireEvent.change(close, { target: { value: '2025-01-15T22:00:00.000Z' } });

    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('action'), search.get('as_of'), search.get('known_on')]).toEqual([
      'restatements',
      '2024-12-31',
      '2025-01-15T22:00:00.000Z',
    ]);
    expect(await panel.findByRole('heading', { name: 'Changed since 01/15/2025 5:00 PM' })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/admin/restatements?known_on=2025-01-15T22%3A00%3A00.000Z&as_of=2024-12-31');
    expect(panel.getByLabelText('As of')).toHaveValue('2024-12-31');
    expect(panel.getByLabelText('As known on')).toHaveValue('2025-01-15T17:00');
    expect(close).toHaveValue('2025-01-15T22:00:00.000Z');
    expect(rows()).toEqual([
      ['Ann Lee', 'Total Income', '$1,500.00', '$1,000.00', '-$500.00'],
      ['Ann Lee', 'Cash Balance', '$1,500.50', '$1,000.50', '-$500.00'],
      ['Bob Stone', 'Total Investments', '$0.00', '$25,000.00', '$25,000.00'],
    ]);
  });

  it('links each event, in words, into the audit trail (its type, actor and day) and each investor to the statement as known then', async () => {
    process.env.TZ = 'America/New_York';
    const { router } = renderAdmin(`restatements&known_on=${encodeURIComponent(answer.known_on)}&as_of=2024-12-31`, {
      'GET /admin/periods': { body: periods },
      'GET /admin/restatements': { body: answer },
      'GET /admin/audit_log': { body: { events: [], total: 0, page: 1, page_size: 50 } },
      'GET /admin/audit_log/options': { body: { event_types: [], actors: [], entities: {} } },
    });
    const table = within(await screen.findByRole('table', { name: 'Restatements' }));
    const firstRow = within(table.getAllByRole('row')[1]!);
    expect(firstRow.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/investor/Ann%20Lee?as_of=2024-12-31&known_on=2025-01-15T22%3A00%3A00.000Z',
    );
    const events = firstRow.getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      `Income deletedby jo, ${formatDateTime(voided.recorded_at)}`,
      `Income recordedby admin, ${formatDateTime(recorded.recorded_at)}`,
    ]);
    const link = within(events[0]!).getByRole('link', { name: 'Income deleted' });
    expect(link).toHaveAttribute('href', '/admin?action=audit-trail&event_type=IncomeVoided&actor=jo&from=2025-02-03&to=2025-02-03');

    await userEvent.setup().click(link);

    expect(await screen.findByRole('region', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=audit-trail&event_type=IncomeVoided&actor=jo&from=2025-02-03&to=2025-02-03');
    await waitFor(() => expect(screen.getByLabelText('Actor')).toHaveValue('jo'));
  });

  it('takes any moment, says when nothing has changed since, and downloads the same list as CSV', async () => {
    process.env.TZ = 'America/New_York';
    const { save } = catchDownloads();
    const { fetchMock } = renderAdmin('restatements', {
      'GET /admin/periods': { body: { closed_through: null, history: [] } },
      'GET /admin/restatements': { body: { as_of: '2026-11-26', known_on: '2025-03-01T14:30:00.000Z', restatements: [] } },
      'GET /admin/restatements.csv': { body: 'csv' },
    });
    const panel = within(await screen.findByRole('region', { name: 'Restatements' }));
    await waitFor(() =>
      expect(within(panel.getByLabelText('Period close')).getByRole('option')).toHaveTextContent('No period has been closed'),
    );

    fireEvent.change(panel.getByLabelText('As known on'), { target: { value: '2025-03-01T09:30' } });

    expect(await panel.findByText('Nothing has changed since then.')).toBeInTheDocument();
    expect(panel.getByText(/^Figures as of 11\/26\/2026/)).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/admin/restatements?known_on=2025-03-01T09%3A30%3A00-05%3A00');

    expect(await save(panel.getByRole('button', { name: 'Download CSV' }))).toBe(
      'restatements-today-known-on-2025-03-01T09-30-00-05-00.csv',
    );
    expect(urls(fetchMock)).toContain('/admin/restatements.csv?known_on=2025-03-01T09%3A30%3A00-05%3A00');
  });

  it("shows the server's reason when it refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('restatements&known_on=2025-03-01T14%3A30%3A00.000Z', {
      'GET /admin/periods': { body: periods },
      'GET /admin/restatements': { status: 400, body: { message: 'known_on: Expected a moment in the past' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('known_on: Expected a moment in the past');
  });
});
