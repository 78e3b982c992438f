import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { columnOffScreen, layoutAtEveryWidth } from './layout-measure';
import { adminGet, adminPost, chooseAction, figureText, openAdmin, pick, tableRows, useBrowser } from './support';

const browser = useBrowser();

/** This run's own property, so a kept DATA_DIR (E2E_DATA_DIR) can run the test again. */
const run = Date.now().toString(36).slice(-6);
const property = `E2E Lot ${run}`;

/** The demo's serviced contract (tools/src/demo/story-contract.ts). */
const demoContract = 'Depot Street Storefront';

const fillIn = async (form: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
};

/** Records a land-contract payment through its form, after reading the split the form previews. */
const recordPayment = async (page: Page, dialogs: string[], date: string, amount: string, description: string): Promise<string> => {
  await chooseAction(page, 'Add New Land Contract Payment');
  const form = page.getByRole('form', { name: 'Add New Land Contract Payment' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await pick(form, 'Property', property);
  await pick(form, 'Partner', 'Loren Whitaker');
  await fillIn(form, { Description: description, Amount: amount });
  const split = form.getByRole('status');
  await expect.poll(() => split.isVisible(), { message: `the split of ${date}` }).toBe(true);
  const text = await split.innerText();
  const before = dialogs.length;
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => dialogs.slice(before)).toEqual(['Land contract payment recorded successfully']);
  return text;
};

describe('land contracts in Chromium', () => {
  it('opens a contract, records a late and a short payment with their splits, waives the fee, quotes a payoff and downloads the statement', async () => {
    // A Land Contract property of this run, funded by one of the demo's investors.
    const helpers = await adminGet('/admin/get_admin_helpers');
    await adminPost('/admin/add_investment_property', {
      property_name: property,
      address: '14 Test Acres, Holland, MI 49423',
      purchase_date: '2024-12-15',
      purchase_price: 100_000,
      property_type: 'Land Contract',
      picture_url: '/pictures/e2e-lot.jpg',
      llc: helpers.llcs_list[0]!,
      land_value: 100_000,
      property_value: 100_000,
    });
    await adminPost('/admin/add_investment', {
      investor_name: helpers.investors_list[0]!,
      property_name: property,
      amount: 100_000,
      date: '2024-12-15',
    });

    const { page, dialogs } = await openAdmin(browser(), 'land-contracts');
    await pick(page.getByRole('region', { name: 'Land Contracts' }), 'Select Land Contract Property:', property);

    // No contract yet: the terms, with the plan they make before anything is sent.
    const open = page.getByRole('form', { name: 'Open a contract' });
    await fillIn(open, {
      'Buyer Name': 'Tess Buyer',
      'Buyer Address': '9 Elm Rd, Holland, MI 49423',
      'Contract Date': '2025-01-01',
      'Sale Price': '100000',
      'Down Payment': '0',
      'Annual Rate (%)': '8',
      'Monthly Installment': '1000',
      'First Payment Date': '2025-02-01',
      'Number of Payments': '120',
      'Grace Days': '10',
      'Late Fee (% of the installment)': '5',
    });
    const plan = open.getByRole('table', { name: 'Planned schedule preview' });
    await expect
      .poll(() => tableRows(open, 'Planned schedule preview'), { timeout: 10_000 })
      .toContainEqual(['120', '01/01/2035', '$40,035.64', '$270.19', '$39,765.45', '$0.00']);
    expect(await plan.locator('tbody tr').count()).toBe(4);
    await open.getByRole('button', { name: 'Open Contract' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Land contract opened successfully');

    // Two payments on time, then April's late (after the grace days: its fee comes first), then May's short.
    await adminPost('/admin/record_lc_payment', {
      payment_date: '2025-02-01',
      property_name: property,
      loren_name: 'Loren Whitaker',
      description: 'February',
      amount: 1000,
    });
    await adminPost('/admin/record_lc_payment', {
      payment_date: '2025-03-01',
      property_name: property,
      loren_name: 'Loren Whitaker',
      description: 'March',
      amount: 1000,
    });
    expect(await recordPayment(page, dialogs, '2025-04-15', '1000', 'April, late')).toBe(
      'This payment would pay late fees $50.00, interest $950.00 and principal $0.00, leaving a balance of $99,291.18 and $29.31 of interest unpaid.',
    );
    expect(await recordPayment(page, dialogs, '2025-05-01', '400', 'May, short')).toBe(
      'This payment would pay late fees $0.00, interest $377.51 and principal $22.49, leaving a balance of $99,268.69.',
    );

    // The contract: each receipt's split, the fees, and May's fee waived.
    await chooseAction(page, 'Land Contracts');
    const panel = page.getByRole('region', { name: 'Land Contracts' });
    await pick(panel, 'Select Land Contract Property:', property);
    await expect
      .poll(() => tableRows(panel, 'Payments and splits'))
      .toEqual([
        ['02/01/2025', '$1,000.00', '$0.00', '$679.45', '$320.55', '$320.55', '$0.00', '$0.00', '$99,679.45'],
        ['03/01/2025', '$1,000.00', '$0.00', '$611.73', '$388.27', '$388.27', '$0.00', '$0.00', '$99,291.18'],
        ['04/15/2025', '$1,000.00', '$50.00', '$950.00', '$0.00', '$0.00', '$0.00', '$29.31', '$99,291.18'],
        ['05/01/2025', '$400.00', '$0.00', '$377.51', '$22.49', '$22.49', '$0.00', '$0.00', '$99,268.69'],
      ]);
    const fees = await tableRows(panel, 'Late fees');
    expect(fees[0]).toEqual(['04/01/2025', '04/12/2025', '$50.00', '$50.00', '$0.00', '$0.00', 'Paid']);
    expect(fees[1]).toEqual(['05/01/2025', '05/12/2025', '$50.00', '$0.00', '$0.00', '$50.00', 'Waive']);
    await panel.getByRole('button', { name: 'Waive the fee due 05/01/2025' }).click();
    const waive = panel.getByRole('form', { name: 'Waive the fee of the installment due 05/01/2025' });
    await fillIn(waive, { 'Waive Date': '2025-05-13', Reason: 'Short by a bank error' });
    await waive.getByRole('button', { name: 'Waive Fee' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Late fee waived successfully');
    await expect
      .poll(async () => (await tableRows(panel, 'Late fees'))[1])
      .toEqual(['05/01/2025', '05/12/2025', '$50.00', '$0.00', '$50.00', '$0.00', 'Waived']);

    // The payoff good through May 31: the balance and 30 days of interest, the fee waived.
    const quote = panel.getByRole('form', { name: 'Payoff quote' });
    await quote.getByLabel('Good Through').fill('2025-05-31');
    await quote.getByRole('button', { name: 'Quote Payoff' }).click();
    const payoffCard = panel
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Payoff Quote' }) })
      .last();
    await expect.poll(() => figureText(payoffCard, 'Payoff on 05/31/2025')).toBe('$99,921.42');
    expect(await figureText(payoffCard, 'Interest for 30 days')).toBe('$652.73');

    // The year-end statement: Form 1098's box 1 is the interest and late fees paid in 2025.
    await panel.getByLabel('Statement Year').selectOption('2025');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Year-end statement (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lc-statement-E2E-Lot-${run}-2025.csv`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toMatch(/Form 1098,Box 1 Mortgage interest received from payer\(s\)\/borrower\(s\),,[^,]*,2668\.69,/);
  });

  it("shows the demo's contract at every width, its key column on a phone", async () => {
    const { page } = await openAdmin(browser(), 'land-contracts');
    const panel = page.getByRole('region', { name: 'Land Contracts' });
    await pick(panel, 'Select Land Contract Property:', demoContract);
    await panel.getByRole('table', { name: 'Payments and splits' }).waitFor();
    expect(await tableRows(panel, 'Late fees')).toContainEqual(expect.arrayContaining(['Waived']));
    expect(await layoutAtEveryWidth(page, 'land-contracts')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await columnOffScreen(panel.getByRole('table', { name: 'Payments and splits' }), 'Date')).toEqual([]);
    expect(await columnOffScreen(panel.getByRole('table', { name: 'Late fees' }), 'Due date')).toEqual([]);
  });
});
