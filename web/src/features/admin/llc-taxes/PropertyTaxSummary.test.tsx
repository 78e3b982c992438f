import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { choose, rowsOf, taxes } from './test/tax-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('LLC Taxes properties and exports', () => {
  it("opens 'Summary for {property} in {year}' from the Properties list and scrolls to it after 150 ms", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { fetchMock } = renderAdmin('llc-taxes', {
      'GET /admin/llc_taxes': { body: taxes },
      'GET /admin/property_taxes': { body: { address: '12 Maple St', income_list: { Rent: 9600.6 }, expenses_list: {} } },
    });
    await choose('2024', 'Oak LLC');
    const properties = (await screen.findByRole('heading', { name: 'Properties' })).parentElement!;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    within(properties).getByRole('button', { name: 'Maple House' }).click();
    vi.advanceTimersByTime(149);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Summary for Maple House in 2024' })).toBeInTheDocument();
    expect(within(properties).getByRole('button', { name: 'Maple House' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Address: 12 Maple St')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/admin/property_taxes?selectedProperty=Maple+House&selectedTaxYear=2024',
    );
    expect(rowsOf('Property Income')).toEqual([
      ['Category', 'Amount'],
      ['Rent', '$9,601'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Property Expenses' })).getByText('No expenses available.')).toBeInTheDocument();
  });

  it("says 'No income available.' for a property without income", async () => {
    renderAdmin('llc-taxes', {
      'GET /admin/llc_taxes': { body: taxes },
      'GET /admin/property_taxes': { body: { address: 'Lot 4', income_list: {}, expenses_list: { Taxes: 80 } } },
    });
    await choose('2024', 'Oak LLC');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Elm Lot' }));

    expect(await screen.findByText('No income available.')).toBeInTheDocument();
    expect(rowsOf('Property Expenses')).toEqual([
      ['Category', 'Amount'],
      ['Taxes', '$80'],
    ]);
  });

  it('downloads the CSV exports with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests, fetchMock } = renderAdmin('llc-taxes', {
      'GET /admin/llc_taxes': { body: taxes },
      'GET /admin/llc_taxes.csv': { body: 'csv' },
      'GET /admin/property_taxes': { body: { address: 'Lot 4', income_list: {}, expenses_list: {} } },
      'GET /admin/property_taxes.csv': { body: 'csv' },
    });
    await choose('2024', 'Oak LLC');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download LLC Taxes CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/llc_taxes.csv?selectedLLC=Oak+LLC&selectedTaxYear=2024');
    expect(requests.find((r) => r.path === '/admin/llc_taxes.csv')?.headers.get('Authorization')).toBe('Bearer jwt');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('llc-taxes-Oak-LLC-2024.csv');

    await user.click(screen.getByRole('button', { name: 'Elm Lot' }));
    await user.click(await screen.findByRole('button', { name: 'Download Property Taxes CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/admin/property_taxes.csv?selectedProperty=Elm+Lot&selectedTaxYear=2024',
    );
  });

  it('only logs a failed download', async () => {
    const feedback = spyOnFeedback();
    renderAdmin('llc-taxes', {
      'GET /admin/llc_taxes': { body: taxes },
      'GET /admin/llc_taxes.csv': { status: 404, body: { message: 'Not found' } },
    });
    await choose('2024', 'Oak LLC');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download LLC Taxes CSV' }));

    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Error downloading CSV:', expect.objectContaining({ status: 404 })));
    expect(feedback.alert).not.toHaveBeenCalled();
  });
});
