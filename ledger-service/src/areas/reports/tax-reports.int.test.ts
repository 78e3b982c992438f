import { noMemberFigures } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { taxServerForFile } from '../../testing/tax-ledger';

/** GET /admin/llc_taxes and /admin/property_taxes over tax-ledger.ts, every figure computed by hand. */

const tax = taxServerForFile();

const get = (path: string) => tax.api.read(path, tax.admin);
const llcTaxes = (llc: string, year: string) => get(`/admin/llc_taxes?selectedLLC=${encodeURIComponent(llc)}&selectedTaxYear=${year}`);
const propertyTaxes = (property: string, year: string) => get(`/admin/property_taxes?selectedProperty=${property}&selectedTaxYear=${year}`);

const llcFacts = (llc: string) => ({
  address: `1 ${llc} Way, Springfield`,
  date_started: '2020-02-01',
  principal_business_activity: 'Real estate',
  principal_product: 'Residential rentals',
  business_code_number: '531110',
  as_of: null,
  known_on: null,
});
const propertyFacts = (property: string) => ({ address: `${property} Road 7`, as_of: null, known_on: null });

/** An investor's cashflow_per_month over one year, in cents. */
const yearOfCashflowCents = async (investor: string, year: string) => {
  const summary = await get(`/api/investor_summary?investor_name=${investor}`);
  return (summary.cashflow_per_month as { date: string; amount: number }[])
    .filter((m) => m.date.startsWith(year))
    .reduce((sum, m) => sum + Math.round(m.amount * 100), 0);
};

describe('GET /admin/llc_taxes', () => {
  it('Lakeside 2024: Rental Elm by member, Land Contract Farm as dividends, LLC expenses, UBIA without land, assets bought by December 31', async () => {
    expect(await llcTaxes('Lakeside LLC', '2024')).toEqual({
      ...llcFacts('Lakeside LLC'),
      // Elm 250,000 + Farm 90,000; Lot is bought on 2025-01-20.
      total_assets: 340_000,
      // Elm, Ann: 400 (January, before Bob joined) + 200 (1/4 of April) - 25 (July repair) + 8.33 (October) + 10 (December) = 593.33.
      // Elm, Bob: 600 - 60 fee (April) - 75 (July) - 12.34 (his own, September) + 25 - 2.50 fee (October) + 30 - 3 fee (December) = 502.16.
      total_rental_income: 1095.49,
      // Farm: Bob and Cy 250 (March) + 125 (August) each; May's loss (100 - 300 = -200) is an expense.
      total_dividend_income: 750,
      total_income: 1845.49,
      // 750 - (137.50 + 232.50) - (123.45 + 80); the 2023 legal fee and the deleted 500 do not count.
      ordinary_business_income: 176.55,
      total_active_income: 1272.04,
      llc_expenses: { Insurance: 80, Taxes: 123.45 },
      rental_income_by_member: { Ann: 593.33, Bob: 502.16, Cy: 0 },
      dividend_income_by_member: { Ann: 0, Bob: 375, Cy: 375 },
      // Bob: 100 (May) + 25 + 12.50 (10 % fees); Cy: 100 (May) + 75 + 37.50 (30 % fees) + 20 (his own cleaning).
      dividend_expenses_by_member: { Ann: 0, Bob: 137.5, Cy: 232.5 },
      rental_income_by_member_by_property: { Ann: { Elm: 593.33 }, Bob: { Elm: 502.16 }, Cy: {} },
      // Shares at December 31: Elm 1/4 and 3/4 of 200,000; Farm 2/3 and 1/3 of 80,000 (Cy took 1,000 back).
      ubia_by_member_by_property: { Ann: { Elm: 50_000 }, Bob: { Elm: 150_000, Farm: 53_333.33 }, Cy: { Farm: 26_666.67 } },
      properties_list: ['Elm', 'Farm', 'Lot'],
    });
  });

  it('Lakeside 2023: Ann alone, the year of its first LLC expense; Farm is not yet an asset', async () => {
    expect(await llcTaxes('Lakeside LLC', '2023')).toEqual({
      ...llcFacts('Lakeside LLC'),
      total_assets: 250_000,
      total_rental_income: 200,
      total_dividend_income: 0,
      total_income: 200,
      ordinary_business_income: -75,
      total_active_income: 125,
      llc_expenses: { 'Legal and other professional fees': 75 },
      rental_income_by_member: { Ann: 200 },
      dividend_income_by_member: { Ann: 0 },
      dividend_expenses_by_member: { Ann: 0 },
      rental_income_by_member_by_property: { Ann: { Elm: 200 } },
      ubia_by_member_by_property: { Ann: { Elm: 200_000 } },
      properties_list: ['Elm', 'Farm', 'Lot'],
    });
  });

  it('Hilltop 2024: a member joining in December earns that month, and the LLC expense makes the ordinary income negative', async () => {
    expect(await llcTaxes('Hilltop LLC', '2024')).toEqual({
      ...llcFacts('Hilltop LLC'),
      total_assets: 120_000,
      total_rental_income: 42,
      total_dividend_income: 0,
      total_income: 42,
      ordinary_business_income: -10,
      total_active_income: 32,
      llc_expenses: { Utilities: 10 },
      rental_income_by_member: { Cy: 42 },
      dividend_income_by_member: { Cy: 0 },
      dividend_expenses_by_member: { Cy: 0 },
      rental_income_by_member_by_property: { Cy: { Pine: 42 } },
      ubia_by_member_by_property: { Cy: { Pine: 100_000 } },
      properties_list: ['Pine'],
    });
  });

  const quiet = { total_dividend_income: 0, total_income: 0, total_rental_income: 0, ordinary_business_income: 0, total_active_income: 0 };
  it('answers a listed year without activity with zeros and empty maps (the assets held stay)', async () => {
    // December 2024 rent recorded in January 2025 counts in 2024: Lakeside has no figure of 2025.
    expect(await llcTaxes('Lakeside LLC', '2025')).toEqual({
      ...llcFacts('Lakeside LLC'),
      ...quiet,
      ...noMemberFigures,
      total_assets: 380_000,
      properties_list: ['Elm', 'Farm', 'Lot'],
    });
    expect(await llcTaxes('Hilltop LLC', '2023')).toEqual({
      ...llcFacts('Hilltop LLC'),
      ...quiet,
      ...noMemberFigures,
      total_assets: 120_000,
      properties_list: ['Pine'],
    });
    expect(await llcTaxes('Empty LLC', '2024')).toEqual({
      ...llcFacts('Empty LLC'),
      ...quiet,
      ...noMemberFigures,
      total_assets: 0,
      properties_list: [],
    });
  });

  it('reconciles: for each investor and year, the member figures over every LLC equal the year of cashflow_per_month', async () => {
    for (const year of ['2023', '2024', '2025']) {
      const llcs = await Promise.all(['Lakeside LLC', 'Hilltop LLC', 'Empty LLC'].map((llc) => llcTaxes(llc, year)));
      for (const investor of ['Ann', 'Bob', 'Cy']) {
        const cents = (map: unknown) => Math.round(((map as Record<string, number>)[investor] ?? 0) * 100);
        const fromLlcs = llcs.reduce(
          (sum, t) => sum + cents(t.rental_income_by_member) + cents(t.dividend_income_by_member) - cents(t.dividend_expenses_by_member),
          0,
        );
        expect(fromLlcs, `${investor} ${year}`).toBe(await yearOfCashflowCents(investor, year));
      }
    }
    // The hand-computed sums: Ann 593.33, Bob 502.16 + 375 - 137.50, Cy 375 - 232.50 + 42.
    expect(await Promise.all(['Ann', 'Bob', 'Cy'].map((investor) => yearOfCashflowCents(investor, '2024')))).toEqual([
      593_33, 739_66, 184_50,
    ]);
  });
});

describe('GET /admin/property_taxes', () => {
  it('Elm 2024: income by category in the month it counts for (December rent recorded in January included), expenses with the investor-specific one', async () => {
    expect(await propertyTaxes('Elm', '2024')).toEqual({
      ...propertyFacts('Elm'),
      income_list: { 'Late Fees': 33.33, Rent: 1240 },
      expenses_list: { 'Legal and other professional fees': 12.34, Repairs: 100 },
    });
    expect(await propertyTaxes('Elm', '2023')).toEqual({
      ...propertyFacts('Elm'),
      income_list: { Rent: 200 },
      expenses_list: {},
    });
  });

  it('Farm 2024: land-contract payments and partner income under their fixed categories', async () => {
    expect(await propertyTaxes('Farm', '2024')).toEqual({
      ...propertyFacts('Farm'),
      income_list: { 'Land Contract Payment': 750, 'Partner Income': 100 },
      expenses_list: { 'Cleaning and maintenance': 20, Repairs: 300 },
    });
  });

  it('answers a listed year without activity with empty lists', async () => {
    expect(await propertyTaxes('Lot', '2024')).toEqual({
      ...propertyFacts('Lot'),
      income_list: {},
      expenses_list: {},
    });
    expect(await propertyTaxes('Elm', '2025')).toEqual({
      ...propertyFacts('Elm'),
      income_list: {},
      expenses_list: {},
    });
  });
});

describe('tax_years', () => {
  it('runs from the year of the earliest live record to the current year, newest first', async () => {
    expect((await get('/admin/get_admin_helpers')).tax_years).toEqual(['2025', '2024', '2023']);
  });
});
