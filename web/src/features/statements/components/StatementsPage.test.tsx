import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { bodyRows } from '../../../test/table-rows';
import { statement, STATEMENTS } from '../test/statement-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** Signed in as an investor on `/statements`; fetch answers the list with `list`. */
function renderStatements(list: MockReply, more: Record<string, MockReply> = {}) {
  const mocked = mockFetch({
    'GET /config.json': { body: { brandTitle: 'Test Portal', partnerLabel: 'Loren' } },
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /api/statements': list,
    ...more,
  });
  setToken('jwt');
  return { ...renderApp('/statements'), ...mocked };
}

afterEach(() => vi.restoreAllMocks());

describe('Statements page', () => {
  it('lists the statements the latest period first: the period, the day issued, which one superseded an older one', async () => {
    renderStatements({ body: [...STATEMENTS].reverse() });

    await screen.findByRole('table', { name: 'Your statements' });
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Statements · Test Portal'));
    expect(bodyRows('Your statements')).toEqual([
      ['Q3 202607/01/2026 – 09/30/2026', '10/20/2026', 'Current', 'Download'],
      ['Q3 202607/01/2026 – 09/30/2026', '10/05/2026', 'Superseded by the statement of 10/20/2026', 'Download'],
      ['01/2026 – 05/202601/01/2026 – 05/31/2026', '06/10/2026', 'Current', 'Download'],
    ]);
  });

  it('says an erased statement can no longer be read, and offers no download of it', async () => {
    renderStatements({ body: [statement(1, { erased: true })] });

    const table = await screen.findByRole('table', { name: 'Your statements' });
    expect(within(table).getByText('Erased with your personal data: no longer available')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what will come when there is no statement yet', async () => {
    renderStatements({ body: [] });

    expect(await screen.findByText('No statements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the PDF with the bearer token, under the name the server gives it', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = renderStatements({ body: STATEMENTS }, { 'GET /api/statement.pdf': { body: '%PDF-1.7' } });

    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Download the statement for Q3 2026' }))[0]!);

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const asked = requests.find((request) => request.path === '/api/statement.pdf')!;
    expect(asked.headers.get('Authorization')).toBe('Bearer jwt');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2026-07-01-2026-09-30.pdf');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it("says the server's words when a statement is gone since the list was shown", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStatements(
      { body: [statement(1, {})] },
      { 'GET /api/statement.pdf': { status: 410, body: { message: 'This statement was erased with the investor’s personal data.' } } },
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download the statement for Q3 2026' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This statement was erased with the investor’s personal data.');
  });

  it('sends an administrator to the Issue Statements action', async () => {
    const { router } = renderStatements({ body: [] }, { 'GET /admin/get_admin_level': { body: { admin_level: 1 } } });

    await waitFor(() => expect(router.state.location.search).toBe('?action=issue-statements'));
    expect(router.state.location.pathname).toBe('/admin');
  });
});
