import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderAdmin } from '../test/admin-fixtures';

const search = (router: ReturnType<typeof renderAdmin>['router']) => new URLSearchParams(router.state.location.search);

describe('selections kept in the URL', { timeout: 20_000 }, () => {
  it('reopens a panel on the selection a link names', async () => {
    const { fetchMock } = renderAdmin('delete-llc-transaction&llc=Oak+LLC', { 'GET /admin/get_llc_txns': { body: { expenses: [] } } });

    expect(await screen.findByText('No expenses available.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/get_llc_txns?selectedLLC=Oak+LLC');
    await waitFor(() => expect(screen.getByLabelText('Select LLC:')).toHaveValue('Oak LLC'));
  });

  it('writes each choice into the URL in place, and clears what depends on it', async () => {
    const { router } = renderAdmin('llc-taxes&tax_year=2024&llc=Oak+LLC&property=Maple+House', {
      'GET /admin/llc_taxes': { status: 404, body: { message: 'none' } },
    });
    const panel = within(await screen.findByRole('region', { name: 'LLC Taxes' }));
    await waitFor(() => expect(panel.getByLabelText('Select Tax Year:')).toHaveValue('2024'));

    await fill(panel, { 'Select Tax Year:': '2025' });

    expect(search(router).get('tax_year')).toBe('2025');
    expect(search(router).get('llc')).toBe('Oak LLC');
    expect(search(router).has('property')).toBe(false);
    expect(search(router).get('action')).toBe('llc-taxes');
    expect(router.state.historyAction).toBe('REPLACE'); // a choice, not a new page

    await fill(panel, { 'Select LLC:': '' });
    expect(search(router).has('llc')).toBe(false);
  });

  it('starts the next action without the last one’s selections', async () => {
    const { router } = renderAdmin('property-details&property=Elm+Lot', { 'GET /admin/get_property_details': { status: 404 } });
    await screen.findByRole('region', { name: 'Property Details' });

    await fill(within(document.body), { 'Select Admin Action:': 'delete-property-transaction' });

    expect(router.state.location.search).toBe('?action=delete-property-transaction');
    expect(await screen.findByLabelText('Select Property:')).toHaveValue('');
  });
});
