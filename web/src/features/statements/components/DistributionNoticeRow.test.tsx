import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { bodyRows } from '../../../test/table-rows';
import { notice, statement } from '../test/statement-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** Q3 2026's statement, and the notice of the distribution paid on 09/15/2026. */
const DOCUMENTS = [statement(1, {}), notice(2)];

afterEach(() => vi.restoreAllMocks());

describe('a distribution notice on the Statements page', () => {
  it('is named as a notice of its one day, and saved under the name the server gives it', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /config.json': { body: { brandTitle: 'Test Portal', partnerLabel: 'Loren' } },
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
      'GET /api/statements': { body: DOCUMENTS },
      'GET /api/statement.pdf': { body: '%PDF-1.7' },
    });
    setToken('jwt');
    renderApp('/statements');

    await screen.findByRole('table', { name: 'Your statements' });
    expect(screen.getByText(/Each distribution paid to you comes with a notice of it here too\./)).toBeInTheDocument();
    expect(bodyRows('Your statements')).toEqual([
      ['Q3 202607/01/2026 – 09/30/2026', '10/05/2026', 'Current', 'Download'],
      ['Distribution notice09/15/2026', '09/15/2026', 'Current', 'Download'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download the distribution notice of 09/15/2026' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.path === '/api/statement.pdf')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('distribution-2026-09-15.pdf');
  });
});
