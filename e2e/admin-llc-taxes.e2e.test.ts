import { describe, expect, it } from 'vitest';
import { adminGet, dayText, figureTexts, inViewport, openAdmin, pick, roundedMoney, tableRows, useBrowser } from './support';

const browser = useBrowser();

const byName = (a: string, b: string) => a.localeCompare(b);
const amountRows = (amounts: Record<string, number>) =>
  Object.entries(amounts)
    .sort(([a], [b]) => byName(a, b))
    .map(([name, amount]) => [name, roundedMoney(amount)]);

/** The last whole tax year, and an LLC of the demo with rental members and expenses in it. */
const chooseReport = async () => {
  const helpers = await adminGet('/admin/get_admin_helpers');
  const year = helpers.tax_years[1] ?? helpers.tax_years[0]!;
  for (const llc of helpers.llcs_list) {
    const taxes = await adminGet('/admin/llc_taxes', { selectedLLC: llc, selectedTaxYear: year });
    const rich = Object.keys(taxes.rental_income_by_member).length > 0 && Object.keys(taxes.llc_expenses).length > 0;
    if (rich && taxes.properties_list.length > 0) return { year, llc, taxes };
  }
  throw new Error(`no demo LLC has rental members, expenses and properties in ${year}`);
};

describe('LLC Taxes in Chromium', () => {
  it("shows a year's LLC figures, the members' tables, and a property's summary", async () => {
    const { year, llc, taxes } = await chooseReport();
    const { page } = await openAdmin(browser(), 'llc-taxes');
    const panel = page.getByRole('region', { name: 'LLC Taxes' });
    await pick(panel, 'Select Tax Year:', year);
    await pick(panel, 'Select LLC:', llc);

    const facts = panel.locator('section', { has: page.getByRole('heading', { name: 'LLC Information', exact: true }) });
    await expect
      .poll(() => figureTexts(facts))
      .toEqual({
        Address: taxes.address,
        'Date Started': dayText(taxes.date_started),
        'Principal Business Activity': taxes.principal_business_activity,
        'Principal Product': taxes.principal_product,
        'Business Code Number': taxes.business_code_number,
        'Total LLC Assets': roundedMoney(taxes.total_assets),
        'Ordinary Business Income': roundedMoney(taxes.ordinary_business_income),
        'Total Rental Income': roundedMoney(taxes.total_rental_income),
        'Total Dividend Income': roundedMoney(taxes.total_dividend_income),
        'Total Income': roundedMoney(taxes.total_income),
        'Total Active Income': roundedMoney(taxes.total_active_income),
      });

    // Income Summary: rental income by member, dividend income and expenses by member.
    expect(await tableRows(panel, 'Rental Income by Member')).toEqual(amountRows(taxes.rental_income_by_member));
    const dividendMembers = [
      ...new Set([...Object.keys(taxes.dividend_income_by_member), ...Object.keys(taxes.dividend_expenses_by_member)]),
    ].sort(byName);
    expect(await tableRows(panel, 'Dividend Income by Member')).toEqual(
      dividendMembers.length === 0
        ? [['No dividend income available.']]
        : dividendMembers.map((member) => [
            member,
            roundedMoney(taxes.dividend_income_by_member[member] ?? 0),
            roundedMoney(taxes.dividend_expenses_by_member[member] ?? 0),
          ]),
    );

    // Rental Income Details: one table per member, Property / Income / UBIA.
    const members = [
      ...new Set([...Object.keys(taxes.rental_income_by_member_by_property), ...Object.keys(taxes.ubia_by_member_by_property)]),
    ].sort(byName);
    for (const member of members) {
      const income = taxes.rental_income_by_member_by_property[member] ?? {};
      const ubia = taxes.ubia_by_member_by_property[member] ?? {};
      const properties = [...new Set([...Object.keys(income), ...Object.keys(ubia)])].sort(byName);
      expect(await tableRows(panel, `Rental income of ${member}`), member).toEqual(
        properties.map((property) => [property, roundedMoney(income[property] ?? 0), roundedMoney(ubia[property] ?? 0)]),
      );
    }
    expect(await panel.getByRole('table', { name: /^Rental income of / }).count()).toBe(members.length);
    expect(await tableRows(panel, 'LLC Expenses')).toEqual(amountRows(taxes.llc_expenses));

    // Properties: picking one shows 'Summary for {property} in {year}' at the bottom.
    const propertiesCard = panel.locator('section', { has: page.getByRole('heading', { name: 'Properties', exact: true }) });
    expect(await propertiesCard.getByRole('button').allInnerTexts()).toEqual(taxes.properties_list);
    const property = taxes.properties_list[0]!;
    const propertyTaxes = await adminGet('/admin/property_taxes', { selectedProperty: property, selectedTaxYear: year });
    await propertiesCard.getByRole('button', { name: property, exact: true }).click();
    const summaryHeading = page.getByRole('heading', { name: `Summary for ${property} in ${year}`, exact: true });
    await expect.poll(() => summaryHeading.isVisible()).toBe(true);
    expect(await propertiesCard.getByRole('button', { name: property, exact: true }).getAttribute('aria-pressed')).toBe('true');
    const summary = panel.locator('section', { has: summaryHeading });
    await expect.poll(() => summary.getByText(/^Address: /).innerText()).toBe(`Address: ${propertyTaxes.address}`);
    expect(await tableRows(summary, 'Property Income')).toEqual(
      Object.keys(propertyTaxes.income_list).length > 0 ? amountRows(propertyTaxes.income_list) : [['No income available.']],
    );
    expect(await tableRows(summary, 'Property Expenses')).toEqual(
      Object.keys(propertyTaxes.expenses_list).length > 0 ? amountRows(propertyTaxes.expenses_list) : [['No expenses available.']],
    );
    // Scrolled down to it 150 ms after the click.
    await expect.poll(() => inViewport(summaryHeading)).toBe(true);
  });
});
