import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { adminGet, chooseAction, dayText, deleteConfirmText, money, openAdmin, pick, tableRows, useBrowser } from './support';

const browser = useBrowser();

/** Names of this run's own records, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again. */
const run = Date.now().toString(36).slice(-6);
const investor = `Quinn Tester ${run}`;
const property = `E2E Cottage ${run}`;

const lastDialog = (dialogs: string[]) => dialogs.at(-1);

/** Fills a form as a person does, field by field in order: a text typed, or (`{ pick }`) an option chosen once offered. */
const fillIn = async (form: Locator, fields: Record<string, string | { pick: string }>) => {
  for (const [label, value] of Object.entries(fields)) {
    if (typeof value === 'string') await form.getByLabel(label, { exact: true }).fill(value);
    else await pick(form, label, value.pick);
  }
};

/** Submits a form: its success alert shows (and only it), and the form is cleared for the next record. */
const submitExpecting = async (form: Locator, dialogs: string[], alert: string, clearedLabel: string) => {
  const before = dialogs.length;
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => dialogs.slice(before)).toEqual([alert]);
  await expect.poll(() => form.getByLabel(clearedLabel, { exact: true }).inputValue()).toBe('');
};

describe('admin records in Chromium', () => {
  it('adds an investor and shows the secret; adds a property; records income and sees it in Property Details; deletes it', async () => {
    const { page, dialogs, consoleLines } = await openAdmin(browser(), 'add-investor');

    // Add New Investor: the alert carries the secret, the form clears, the lists know the investor.
    const investorForm = page.getByRole('form', { name: 'Add New Investor' });
    await investorForm.getByLabel('Name', { exact: true }).fill(investor);
    await investorForm.getByLabel('Email').fill(`quinn.${run}@example.com`);
    await investorForm.getByLabel('Phone').fill('(616) 555-0100');
    await investorForm.getByLabel('Address').fill('1 Test Way, Grand Rapids, MI 49503');
    await investorForm.getByLabel('Fee Percentage').selectOption({ label: '20%' });
    await investorForm.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => lastDialog(dialogs) ?? '').toMatch(/^New investor added successfully, login secret is: /);
    const secret = lastDialog(dialogs)!.replace('New investor added successfully, login secret is: ', '');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await adminGet('/admin/get_investor_secret', { investor_name: investor })).toEqual({
      investor_secret: secret,
    });
    await expect.poll(() => investorForm.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await investorForm.getByLabel('Fee Percentage').inputValue()).toBe('');

    // Add New Investment Property, in one of the demo's LLCs.
    const helpers = await adminGet('/admin/get_admin_helpers');
    expect(helpers.investors_list).toContain(investor);
    const llc = helpers.llcs_list[0]!;
    await chooseAction(page, 'Add New Investment Property');
    const propertyForm = page.getByRole('form', { name: 'Add New Investment Property' });
    await fillIn(propertyForm, {
      'Property Name': property,
      Address: '77 Shoreline Dr, Holland, MI 49423',
      'Purchase Date': '2025-04-15',
      'Purchase Price': '185000',
      'Property Type': { pick: 'Rental' },
      'Picture URL': '/pictures/e2e-cottage.jpg',
      LLC: { pick: llc },
      'Land Value': '35000',
      'Property Value': '150000',
    });
    await submitExpecting(propertyForm, dialogs, 'New property added successfully', 'Property Name');

    // Add New Income: the new property is offered at once (the helper lists were refreshed).
    await chooseAction(page, 'Add New Income');
    const incomeForm = page.getByRole('form', { name: 'Add New Income' });
    await fillIn(incomeForm, {
      Date: '2025-06-03',
      Property: { pick: property },
      Description: `June rent ${run}`,
      Amount: '1234.56',
      'Income For Month': '2025-06',
      'Income Category': { pick: 'Rent' },
    });
    await submitExpecting(incomeForm, dialogs, 'Income recorded successfully', 'Description');

    // Property Details: the income's row (date, amount, its description on hover) and the new total.
    await chooseAction(page, 'Property Details');
    const details = page.getByRole('region', { name: 'Property Details' });
    await pick(details, 'Select Property:', property);
    // From xl up (this window is 1280 px wide) the description is a column between date and amount.
    await expect.poll(() => tableRows(details, 'Income History')).toEqual([[dayText('2025-06-03'), `June rent ${run}`, money(1234.56)]]);
    const incomeCard = details.locator('section', { has: page.getByRole('heading', { name: 'Income History', exact: true }) });
    expect(await incomeCard.getByText(/^Total: /).innerText()).toBe(`Total: ${money(1234.56)}`);
    expect(await details.getByRole('table', { name: 'Income History' }).locator('tbody tr').getAttribute('title')).toBe(`June rent ${run}`);
    expect(await tableRows(details, 'Investment History')).toEqual([['No investments available.']]);
    expect(await tableRows(details, 'Investors')).toEqual([['No investors available.']]);

    // Delete Property Transaction: the row's Delete asks to confirm naming the row, the alert says it went, the row goes.
    const { income } = await adminGet('/admin/get_property_txns', { selectedProperty: property });
    expect(income).toHaveLength(1);
    const row = income[0]!;
    await chooseAction(page, 'Delete Property Transaction');
    const browserPanel = page.getByRole('region', { name: 'Delete Property Transaction' });
    await pick(browserPanel, 'Select Property:', property);
    await expect
      .poll(() => tableRows(browserPanel, 'Income History'))
      .toEqual([[row.id, dayText(row.date), money(row.amount), `June rent ${run}`, 'Delete']]);
    expect(await tableRows(browserPanel, 'Expenses History')).toEqual([['No expenses available.']]);
    expect(await tableRows(browserPanel, 'Deposits History')).toEqual([['No deposits available.']]);
    expect(await tableRows(browserPanel, 'Land Contract Payment History')).toEqual([['No payments available.']]);
    const beforeDelete = dialogs.length;
    await browserPanel.getByRole('button', { name: `Delete income ${row.id}` }).click();
    await expect.poll(() => dialogs.slice(beforeDelete)).toEqual([deleteConfirmText('income', row), 'Income deleted successfully!']);
    await expect.poll(() => tableRows(browserPanel, 'Income History')).toEqual([['No income available.']]);
    expect((await adminGet('/admin/get_property_txns', { selectedProperty: property })).income).toEqual([]);

    // Property Details follows: no income, total back to $0.00.
    await chooseAction(page, 'Property Details');
    await pick(details, 'Select Property:', property);
    await expect.poll(() => tableRows(details, 'Income History')).toEqual([['No income available.']]);
    expect(await incomeCard.getByText(/^Total: /).innerText()).toBe(`Total: ${money(0)}`);
    expect(consoleLines.filter((line) => line.startsWith('Error'))).toEqual([]);
  });
});
