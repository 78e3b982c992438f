import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { fill, optionTexts, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import {
  answerBy,
  auditQueries,
  INCOME_ID,
  lastAuditQuery,
  OPTIONS,
  pageOf,
  propertyAdded,
  VOID_CORRELATION,
  voidedIncome,
  voidEvent,
} from './test/audit-fixtures';
import type { AuditPage } from './api/answers';

vi.setConfig({ testTimeout: 20_000 });

type LogHandler = NonNullable<Parameters<typeof renderAdmin>[1]>[string];

function renderTrail(log: LogHandler = { body: pageOf([voidEvent, voidedIncome, propertyAdded]) }, search = '') {
  return renderAdmin(`audit-trail${search}`, {
    'GET /admin/audit_log/options': { body: OPTIONS },
    'GET /admin/audit_log': log,
  });
}

const panel = async () => within(await screen.findByRole('region', { name: 'Audit Trail' }));
describe('Audit Trail', () => {
  it('lists the newest events first, each a sentence beside its time, who recorded it and what it concerns', async () => {
    renderTrail();
    await panel();

    const events = within(await screen.findByRole('table', { name: 'All events' }));
    expect(events.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'Summary', 'Actor', 'Concerns']);
    const rows = events.getAllByRole('row').slice(1);
    const [time, summary, actor, concerns] = within(rows[2]!).getAllByRole('cell');
    expect(time).toHaveTextContent(formatDateTime('2024-01-02T09:00:00Z'));
    expect(summary!.firstChild).toHaveTextContent('Property Maple Court added to Oak LLC');
    expect(actor).toHaveTextContent('admin');
    expect(concerns).toHaveTextContent('property Maple CourtLLC Oak LLC');
    expect(rows.map((row) => row.textContent)).not.toContainEqual(expect.stringMatching(/PropertyAdded|IncomeVoided/));
    expect(auditQueries()).toEqual([{ page: '1', page_size: '50' }]);
    expect(screen.getByText('Page 1 of 1 · 3 events')).toBeInTheDocument();
  });

  it("keeps the kind of event and the request's correlation id in the row's details, closed until opened", async () => {
    renderTrail();
    await panel();
    const row = within(await screen.findByRole('table', { name: 'All events' })).getAllByRole('row')[3]!;

    const details = row.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.setup().click(within(row).getByText('Details'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Property added')).toBeVisible();
    expect(within(details).getByText('44444444')).toHaveAttribute('title', '44444444-5555-4666-8777-888888888888');
    expect(within(details).getByRole('button', { name: /correlation id 44444444-5555-4666-8777-888888888888/ })).toBeInTheDocument();
  });

  it('strikes a deleted record through and says who deleted it and when; the delete says what it deleted in its words', async () => {
    renderTrail();
    await panel();
    const rows = (await screen.findByRole('table', { name: 'All events' })).querySelectorAll('tbody tr');

    const incomeSummary = within(rows[1] as HTMLElement).getAllByRole('cell')[1]!;
    expect(incomeSummary.querySelector('del')).toHaveTextContent('Income of $2,400.00 on Maple Court: March rent');
    expect(incomeSummary).toHaveTextContent(`Deleted by admin on ${formatDateTime('2024-03-10T15:30:00Z')}Details`);

    const voidSummary = within(rows[0] as HTMLElement).getAllByRole('cell')[1]!;
    expect(voidSummary.querySelector('del')).toBeNull();
    expect(voidSummary).toHaveTextContent('Deleted: Income of $2,400.00 on Maple Court: March rentVoids record 6f1c2a4e');
    expect(within(voidSummary).getByText('6f1c2a4e')).toHaveAttribute('title', INCOME_ID);
    expect(within(voidSummary).getByText('Income deleted')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(VOID_CORRELATION.slice(0, 8))).toHaveAttribute('title', VOID_CORRELATION);
  });

  it('sends the chosen filters, the days as the local start and end of day, and keeps them in the URL', async () => {
    const { router } = renderTrail();
    const filters = await panel();
    await screen.findByRole('table', { name: 'All events' });
    expect(filters.getByLabelText('Entity')).toBeDisabled();
    expect(optionTexts(filters.getByLabelText('Entity kind'))).toEqual(['Any', 'Property', 'Investor', 'LLC', 'Portal User']);

    expect(optionTexts(filters.getByLabelText('Event type'))).toEqual(['Any', 'Income recorded', 'Income deleted', 'Property added']);
    await fill(filters, { 'Entity kind': 'property' });
    expect(optionTexts(filters.getByLabelText('Entity'))).toEqual(['Any', 'Maple Court', 'Elm Lot']);
    await fill(filters, { Entity: 'Elm Lot', 'Event type': 'IncomeVoided', Actor: 'ops', From: '2024-03-01', To: '2024-03-31' });

    await waitFor(() =>
      expect(lastAuditQuery()).toEqual({
        entity_type: 'property',
        entity_name: 'Elm Lot',
        event_type: 'IncomeVoided',
        actor: 'ops',
        from: new Date(2024, 2, 1).toISOString(),
        to: new Date(2024, 2, 31, 23, 59, 59, 999).toISOString(),
        page: '1',
        page_size: '50',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'audit-trail',
      entity_type: 'property',
      entity_name: 'Elm Lot',
      event_type: 'IncomeVoided',
      actor: 'ops',
      from: '2024-03-01',
      to: '2024-03-31',
    });
    // A kind without a name yet filters nothing by entity.
    expect(auditQueries().some((query) => query.entity_type === 'property' && query.entity_name === undefined)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'History of property Elm Lot' })).toBeInTheDocument();

    await userEvent.setup().click(filters.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(lastAuditQuery()).toEqual({ page: '1', page_size: '50' }));
    expect(router.state.location.search).toBe('?action=audit-trail');
    expect(filters.getByLabelText('From')).toHaveValue('');
    expect(filters.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it("opens an entity's whole history from its chip, clearing the other filters and the page, with a way back", async () => {
    const user = userEvent.setup();
    const { router } = renderTrail(
      answerBy((query) => ({
        body: query.entity_name ? pageOf([voidedIncome]) : pageOf([voidEvent, voidedIncome], 120, Number(query.page)),
      })),
      '&actor=ops&page=2',
    );
    await panel();
    const all = await screen.findByRole('table', { name: 'Matching events' });
    expect(lastAuditQuery()).toEqual({ actor: 'ops', page: '2', page_size: '50' });

    await user.click(within(all).getByRole('button', { name: 'investor Ann Lee' }));

    // The heading changes at once; the previous page stays (busy) until the history comes.
    const history = await screen.findByRole('table', { name: 'History of investor Ann Lee' });
    expect(screen.getByRole('heading', { level: 3, name: 'History of investor Ann Lee' })).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(lastAuditQuery()).toEqual({ entity_type: 'investor', entity_name: 'Ann Lee', page: '1', page_size: '50' });
    expect(screen.getByLabelText('Entity kind')).toHaveValue('investor');
    expect(screen.getByLabelText('Entity')).toHaveValue('Ann Lee');
    expect(screen.getByLabelText('Actor')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Back to all events' }));

    expect(await screen.findByRole('table', { name: 'All events' })).toBeInTheDocument();
    await waitFor(() => expect(lastAuditQuery()).toEqual({ page: '1', page_size: '50' }));
    expect(router.state.location.search).toBe('?action=audit-trail');
  });

  it('pages through the log fifty events at a time', async () => {
    const user = userEvent.setup();
    renderTrail(answerBy((query) => ({ body: pageOf([voidEvent], 120, Number(query.page)) })));
    await panel();

    expect(await screen.findByText('Page 1 of 3 · 120 events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 120 events')).toBeInTheDocument();
    expect(lastAuditQuery()).toEqual({ page: '2', page_size: '50' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 · 120 events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3 · 120 events')).toBeInTheDocument();
    expect(auditQueries().map((query) => query.page)).toEqual(['1', '2', '3', '2']);
  });

  it("says 'No events match these filters.' when nothing matches", async () => {
    renderTrail({ body: pageOf([]) }, '&event_type=PartnerAdded');
    await panel();

    expect(await screen.findByRole('cell', { name: 'No events match these filters.' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 0 events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows a spinner while loading, then the server's message when it refuses the query", async () => {
    const feedback = spyOnFeedback();
    let answer: (page: { status: number; body: unknown }) => void = () => {};
    renderTrail(() => new Promise((resolve) => (answer = resolve)), '&from=2024-05-01&to=2024-04-01');
    await panel();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer({ status: 400, body: { message: 'from must not be after to' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('from must not be after to');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(feedback.error).toHaveBeenCalledWith('Error fetching audit trail:', expect.anything());
  });

  it('ignores filters in the URL it cannot read', async () => {
    renderTrail({ body: pageOf([]) satisfies AuditPage }, '&entity_type=building&entity_name=X&from=yesterday&page=-3');
    await panel();

    await screen.findByRole('table', { name: 'All events' });
    expect(auditQueries()).toEqual([{ page: '1', page_size: '50' }]);
  });
});
