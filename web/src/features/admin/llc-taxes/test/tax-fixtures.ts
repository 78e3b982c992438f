import { noMemberFigures } from '@portal/contracts/testing';
import { screen, within } from '@testing-library/react';
import { fill } from '../../test/admin-fixtures';
import type { LlcTaxes } from '../api/answers';

/** Oak LLC in 2024: two members renting Maple House, one with dividend income from Elm Lot. */
export const taxes: LlcTaxes = {
  address: '100 Oak Ave, Springfield',
  date_started: '2019-04-01',
  principal_business_activity: 'Real estate',
  principal_product: 'Residential rentals',
  business_code_number: '531110',
  total_assets: 450000,
  ordinary_business_income: 1890.4,
  total_rental_income: 9600.6,
  total_dividend_income: 2500,
  total_income: 12100.6,
  total_active_income: 11491,
  llc_expenses: { 'Legal and other professional fees': 125 },
  rental_income_by_member: { 'Bob Stone': 3600.2, 'Ann Lee': 6000.4 },
  dividend_income_by_member: { 'Ann Lee': 2500 },
  dividend_expenses_by_member: { 'Ann Lee': 484.6, 'Bob Stone': 0 },
  rental_income_by_member_by_property: { 'Ann Lee': { 'Maple House': 6000.4 }, 'Bob Stone': { 'Maple House': 3600.2 } },
  ubia_by_member_by_property: { 'Ann Lee': { 'Maple House': 120000 }, 'Bob Stone': { 'Maple House': 80000 } },
  properties_list: ['Maple House', 'Elm Lot'],
  as_of: null,
  known_on: null,
};

/** The same LLC in a year without records. */
export const noActivity: LlcTaxes = { ...taxes, ...noMemberFigures };

/** The cell texts of the table named `name`, header row first. */
export const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Picks the tax year and the LLC in the panel. */
export async function choose(year: string, llc: string) {
  const panel = within(await screen.findByRole('region', { name: 'LLC Taxes' }));
  await fill(panel, { 'Select Tax Year:': year, 'Select LLC:': llc });
}
