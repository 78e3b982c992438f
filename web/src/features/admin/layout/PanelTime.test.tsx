import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taxes } from '../llc-taxes/test/tax-fixtures';
import { EMPTY_DETAILS } from '../property-details/test/details-fixtures';
import { renderAdmin } from '../test/admin-fixtures';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const totals = { total_cash: 1, total_investments: 2, total_income: 3, total_expenses: 4, total_deposits: 5, as_of: null, known_on: null };
const details = { ...EMPTY_DETAILS, as_of: null, known_on: null };

const KNOWN_ON = '2025-01-15T22:00:00.000Z';
const search = (router: ReturnType<typeof renderAdmin>['router']) => new URLSearchParams(router.state.location.search);
const urls = (fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) => fetchMock.mock.calls.map(([url]) => String(url));

describe('the admin reports at another time', { timeout: 20_000 }, () => {
  it('reads Admin Summary as of a day and as known at a moment, kept in the URL beside the action, its investors linked at it', async () => {
    process.env.TZ = 'America/New_York';
    const { router, fetchMock } = renderAdmin('admin-summary', { 'GET /admin/get_admin_summary': { body: totals } });
    const panel = within(await screen.findByRole('region', { name: 'Admin Summary' }));
    expect(panel.getByRole('group', { name: 'Report date' })).toBeInTheDocument();
    expect(panel.queryByRole('complementary', { name: 'Report date' })).toBeNull();

    fireEvent.change(panel.getByLabelText('As of'), { target: { value: '2024-12-31' } });
    fireEvent.change(panel.getByLabelText('As known on'), { target: { value: '2025-01-15T17:00' } });

    expect(search(router).get('action')).toBe('admin-summary');
    expect(search(router).get('as_of')).toBe('2024-12-31');
    expect(search(router).get('known_on')).toBe('2025-01-15T17:00:00-05:00');
    expect(router.state.historyAction).toBe('REPLACE');
    const banner = panel.getByRole('complementary', { name: 'Report date' });
    expect(banner).toHaveTextContent('Report as of 12/31/2024, as known on 01/15/2025 5:00 PM');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/admin/get_admin_summary?as_of=2024-12-31&known_on=2025-01-15T17%3A00%3A00-05%3A00'),
    );

    // Each investor opens at the same view.
    expect(await panel.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/investor/Ann%20Lee?as_of=2024-12-31&known_on=2025-01-15T17%3A00%3A00-05%3A00',
    );

    await userEvent.setup().click(within(banner).getByRole('link', { name: 'Back to today' }));
    expect(router.state.location.search).toBe('?action=admin-summary');
    expect(panel.queryByRole('complementary', { name: 'Report date' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/investor/Ann%20Lee');
  });

  it('opens Property Details at the view a shared link names', async () => {
    const { fetchMock } = renderAdmin(`property-details&property=Elm+Lot&as_of=2024-06-30&known_on=${encodeURIComponent(KNOWN_ON)}`, {
      'GET /admin/get_property_details': { body: details },
    });
    const panel = within(await screen.findByRole('region', { name: 'Property Details' }));

    expect(await panel.findByRole('complementary', { name: 'Report date' })).toHaveTextContent(/^Report as of 06\/30\/2024, as known on/);
    expect(panel.getByLabelText('As of')).toHaveValue('2024-06-30');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/admin/get_property_details?selectedProperty=Elm+Lot&as_of=2024-06-30&known_on=2025-01-15T22%3A00%3A00.000Z',
      ),
    );
  });

  it('asks LLC Taxes, the property summary and both CSVs at the same view', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const time = `as_of=2024-12-31&known_on=${encodeURIComponent(KNOWN_ON)}`;
    const { fetchMock } = renderAdmin(`llc-taxes&tax_year=2024&llc=Oak+LLC&property=Maple+House&${time}`, {
      'GET /admin/llc_taxes': { body: taxes },
      'GET /admin/property_taxes': { body: { address: '1 Maple St', income_list: {}, expenses_list: {}, as_of: null, known_on: null } },
      'GET /admin/llc_taxes.csv': { body: 'csv' },
      'GET /admin/property_taxes.csv': { body: 'csv' },
    });
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'LLC Taxes' }));
    expect(panel.getByRole('complementary', { name: 'Report date' })).toHaveTextContent(/^Report as of 12\/31\/2024, as known on/);

    await user.click(await panel.findByRole('button', { name: 'Download LLC Taxes CSV' }));
    await user.click(await panel.findByRole('button', { name: 'Download Property Taxes CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const query = 'as_of=2024-12-31&known_on=2025-01-15T22%3A00%3A00.000Z';
    expect(urls(fetchMock)).toEqual(
      expect.arrayContaining([
        `/admin/llc_taxes?selectedLLC=Oak+LLC&selectedTaxYear=2024&${query}`,
        `/admin/property_taxes?selectedProperty=Maple+House&selectedTaxYear=2024&${query}`,
        `/admin/llc_taxes.csv?selectedLLC=Oak+LLC&selectedTaxYear=2024&${query}`,
        `/admin/property_taxes.csv?selectedProperty=Maple+House&selectedTaxYear=2024&${query}`,
      ]),
    );
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'llc-taxes-Oak-LLC-2024-as-of-2024-12-31-known-on-2025-01-15T22-00-00-000Z.csv',
      'property-taxes-Maple-House-2024-as-of-2024-12-31-known-on-2025-01-15T22-00-00-000Z.csv',
    ]);
  });

  it('starts the next action at today', async () => {
    const { router } = renderAdmin('admin-summary&as_of=2024-12-31', { 'GET /admin/get_admin_summary': { body: totals } });
    await screen.findByRole('complementary', { name: 'Report date' });

    fireEvent.change(screen.getByLabelText('Select Admin Action:'), { target: { value: 'property-details' } });

    expect(router.state.location.search).toBe('?action=property-details');
    expect(await screen.findByLabelText('As of')).toHaveValue('');
  });
});
