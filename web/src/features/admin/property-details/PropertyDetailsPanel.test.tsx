import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderAdmin } from '../test/admin-fixtures';
import { EMPTY_DETAILS as empty } from './test/details-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const details = {
  total_investments: 50000,
  total_income: 2400,
  total_expenses: 350.5,
  total_deposits: 1500,
  investments: [
    { date: '2023-01-10', amount: 30000, detail: 'Ann Lee' },
    { date: '2023-02-15', amount: 20000, detail: 'Bob Stone' },
  ],
  income: [{ date: '2024-03-01', amount: 2400, detail: 'March rent' }],
  expenses: [{ date: '2024-03-20', amount: 350.5, detail: 'Roof patch' }],
  deposits: [{ date: '2024-01-05', amount: 1500, detail: 'Unit 2 deposit' }],
  investors_list: [
    { investor_name: 'Ann Lee', total_amount: 30000 },
    { investor_name: 'Bob Stone', total_amount: 20000 },
  ],
};

async function pickProperty(property: string) {
  const panel = within(await screen.findByRole('region', { name: 'Property Details' }));
  await fill(panel, { 'Select Property:': property });
  return panel;
}

const table = (name: string) => within(screen.getByRole('table', { name }));

describe('Property Details', () => {
  it('starts at the labelled property dropdown and shows nothing else', async () => {
    renderAdmin('property-details');
    const dropdown = await screen.findByLabelText('Select Property:');
    expect(within(dropdown).getAllByRole('option')[0]).toHaveTextContent('Select Property:');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the four histories newest first with totals, totals per year and details, and the investors', async () => {
    const { fetchMock } = renderAdmin('property-details', { 'GET /admin/get_property_details': { body: details } });

    await pickProperty('Maple House');

    await screen.findByRole('table', { name: 'Investment History' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/get_property_details?selectedProperty=Maple+House');
    expect(screen.getByText('Total: $50,000.00')).toBeInTheDocument();
    expect(screen.getByText('Total: $2,400.00')).toBeInTheDocument();
    expect(screen.getByText('Total: $350.50')).toBeInTheDocument();
    expect(screen.getByText('Total: $1,500.00')).toBeInTheDocument();

    const investments = table('Investment History').getAllByRole('row').slice(1);
    expect(investments.map((row) => row.getAttribute('title'))).toEqual(['Bob Stone', 'Ann Lee']);
    expect(investments[0]).toHaveTextContent('02/15/2023Bob Stone$20,000.00');
    expect(table('Income History').getByRole('row', { name: /03\/01\/2024/ })).toHaveAttribute('title', 'March rent');
    expect(table('Expenses History').getByText('$350.50')).toBeInTheDocument();
    expect(table('Deposits History').getByText('01/05/2024')).toBeInTheDocument();
    // A total per year under each history: the two 2023 investments, added in cents.
    expect(
      table('Investment per year')
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['YearTotal', '2023$50,000.00']);
    expect(
      table('Expenses per year')
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['YearTotal', '2024$350.50']);
    expect(
      table('Investors')
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['InvestorTotal Amount', 'Ann Lee$30,000.00', 'Bob Stone$20,000.00']);
  });

  it('says what is missing when a property has no records', async () => {
    renderAdmin('property-details', { 'GET /admin/get_property_details': { body: empty } });

    await pickProperty('Elm Lot');

    expect(await screen.findByText('No investments available.')).toBeInTheDocument();
    expect(screen.getByText('No income available.')).toBeInTheDocument();
    expect(screen.getByText('No expenses available.')).toBeInTheDocument();
    expect(screen.getByText('No deposits available.')).toBeInTheDocument();
    expect(screen.getByText('No investors available.')).toBeInTheDocument();
    expect(screen.getAllByText('Total: $0.00')).toHaveLength(4);
  });
});
