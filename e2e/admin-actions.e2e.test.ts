import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminGet, baseUrl, figureText, money, openAdmin, useBrowser } from './support';

const browser = useBrowser();

/**
 * Every action of the 'Select Admin Action:' dropdown, in its order, group by group (Reports, Record,
 * Corrections, Period, People, System), with its `?action=` id and what its panel shows: a form's
 * fields or a panel's selectors and headings. The partner label is the default 'Partner'.
 */
const actions: readonly { id: string; label: string; shows: readonly string[] }[] = [
  { id: 'investors', label: 'Investors', shows: ['Search investors', 'Download CSV', 'Portal User', 'Last Sign-In'] },
  {
    id: 'admin-summary',
    label: 'Admin Summary',
    shows: ['Total Cash', 'Total Investments', 'Total Income', 'Total Expenses', 'Total Deposits', 'Investors'],
  },
  { id: 'property-details', label: 'Property Details', shows: ['Select Property:'] },
  { id: 'investor-returns', label: 'Investor Returns', shows: ['IRR', 'Equity Multiple', 'DPI', 'Download CSV'] },
  { id: 'llc-taxes', label: 'LLC Taxes', shows: ['Select Tax Year:', 'Select LLC:'] },
  { id: 'audit-trail', label: 'Audit Trail', shows: ['Entity kind', 'Entity', 'Event type', 'Actor', 'From', 'To', 'All events'] },
  {
    id: 'add-income',
    label: 'Add New Income',
    shows: ['Date', 'Property', 'Partner (optional)', 'Description', 'Amount', 'Income For Month', 'Income Category'],
  },
  {
    id: 'add-partner-income',
    label: 'Add New Partner Income',
    shows: ['Date', 'Property', 'Description', 'Amount', 'Start Date', 'End Date'],
  },
  {
    id: 'add-land-contract-payment',
    label: 'Add New Land Contract Payment',
    shows: ['Date', 'Property', 'Partner', 'Description', 'Amount'],
  },
  { id: 'land-contracts', label: 'Land Contracts', shows: ['Select Land Contract Property:'] },
  {
    id: 'add-property-expense',
    label: 'Add New Property Expense',
    shows: ['Date', 'Property', 'Description', 'Amount', 'Expense Category', 'Expense For Month'],
  },
  {
    id: 'add-investor-property-expense',
    label: 'Add New Investor Property Expense',
    shows: ['Investor', 'Date', 'Property', 'Expense For Month'],
  },
  { id: 'add-llc-expense', label: 'Add New LLC Expense', shows: ['Date', 'LLC', 'Description', 'Amount', 'Expense Category'] },
  { id: 'add-rental-deposit', label: 'Add New Rental Deposit', shows: ['Property', 'Date', 'Amount', 'Notes'] },
  { id: 'add-investment', label: 'Add New Investment', shows: ['Investor', 'Property', 'Date', 'Amount'] },
  { id: 'withdraw-funds', label: 'Withdraw Funds', shows: ['Cash Withdrawal', 'Investment Withdrawal', 'Deposit Withdrawal'] },
  { id: 'distribute', label: 'Distribute', shows: ['Plan', 'Date', 'Pay', 'Minimum Payment', 'Description', 'Distribution Runs'] },
  { id: 'update-property-notes', label: 'Update Property Notes', shows: ['Property', 'Notes'] },
  { id: 'delete-property-transaction', label: 'Delete Property Transaction', shows: ['Select Property:'] },
  { id: 'delete-llc-transaction', label: 'Delete LLC Transaction', shows: ['Select LLC:'] },
  { id: 'restatements', label: 'Restatements', shows: ['Compare With', 'Period close', 'As of', 'As known on'] },
  { id: 'close-period', label: 'Close Period', shows: ['The Books', 'Close Through', 'Keep Closed Through', 'Reason'] },
  { id: 'issue-statements', label: 'Issue Statements', shows: ['Issue', 'Preview For', 'Issued Statements', 'Select Investor:'] },
  { id: 'add-investor', label: 'Add New Investor', shows: ['Name', 'Email', 'Phone', 'Address', 'Fee Percentage'] },
  {
    id: 'manage-portal-users',
    label: 'Manage Portal Users',
    shows: ['Login Summary', 'Get Investor Secret', 'Delete Portal User', 'Portal User'],
  },
  { id: 'payment-details', label: 'Payment Details', shows: ['Set Payment Details', 'Investor', 'Method', "Investors' Payment Details"] },
  { id: 'add-partner', label: 'Add New Partner', shows: ['Partner Name'] },
  { id: 'add-auditor', label: 'Add Auditor', shows: ['New Auditor', 'Username', 'Auditors'] },
  {
    id: 'add-investment-property',
    label: 'Add New Investment Property',
    shows: [
      'Property Name',
      'Address',
      'Purchase Date',
      'Purchase Price',
      'Property Type',
      'Picture URL',
      'LLC',
      'Land Value',
      'Property Value',
    ],
  },
  {
    id: 'add-llc',
    label: 'Add New LLC',
    shows: ['LLC Name', 'Address', 'Date Started', 'Principal Business Activity', 'Principal Product', 'Business Code Number'],
  },
  { id: 'add-expense-category', label: 'Add Expense Category', shows: ['Expense Category'] },
  { id: 'rebuild-reports', label: 'Rebuild Reports', shows: ['Reports to rebuild:'] },
];

/** A text shown in the panel: a field's label (the field is there) or a heading or term. */
const shown = async (page: Page, text: string) => {
  const field = page.getByLabel(text, { exact: true });
  if ((await field.count()) > 0) return field.first().isVisible();
  // The visible one: an action's name is also an option of the dropdown ('Investors').
  return page.getByText(text, { exact: true }).filter({ visible: true }).first().isVisible();
};

describe('the admin page in Chromium', () => {
  it('opens every one of the 32 dropdown actions and shows its panel, on the Investors table first', async () => {
    const { page } = await openAdmin(browser());
    const dropdown = page.getByLabel('Select Admin Action:');
    const options = await dropdown.locator('option').allInnerTexts();
    expect(options).toEqual(['Select Admin Action:', ...actions.map((action) => action.label)]);
    // The page opens on the Investors table, the dropdown at its prompt.
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Investors']);
    expect(await dropdown.inputValue()).toBe('');

    for (const action of actions) {
      await dropdown.selectOption({ label: action.label });
      await page.waitForURL(`${baseUrl}/admin?action=${action.id}`);
      const heading = page.getByRole('heading', { level: 2, name: action.label, exact: true });
      await expect.poll(() => heading.isVisible(), { message: action.label }).toBe(true);
      // The panel is a region named by its heading; a form's card is a form named by it.
      const region = page.getByRole('region', { name: action.label, exact: true });
      const form = page.getByRole('form', { name: action.label, exact: true });
      expect((await region.count()) + (await form.count()), action.label).toBe(1);
      for (const text of action.shows) await expect.poll(() => shown(page, text), { message: `${action.label}: ${text}` }).toBe(true);
      expect(await page.getByRole('heading', { level: 2 }).count(), `${action.label} alone`).toBe(1);
    }
  });

  it("lists every investor in Admin Summary and opens one's summary from it", async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    const summary = await adminGet('/admin/get_admin_summary');
    const { page } = await openAdmin(browser(), 'admin-summary');
    const panel = page.getByRole('region', { name: 'Admin Summary' });
    await expect.poll(() => panel.getByRole('link').allInnerTexts()).toEqual(helpers.investors_list);
    expect(helpers.investors_list.length).toBeGreaterThanOrEqual(25);
    for (const [label, field] of [
      ['Total Cash', 'total_cash'],
      ['Total Investments', 'total_investments'],
      ['Total Income', 'total_income'],
      ['Total Expenses', 'total_expenses'],
      ['Total Deposits', 'total_deposits'],
    ] as const) {
      expect(await figureText(panel, label), label).toBe(money(summary[field]!));
    }

    const name = helpers.investors_list[0]!;
    await panel.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`${baseUrl}/investor/${encodeURIComponent(name)}`);
    // The administrator's banner and the page's header both name the investor.
    await expect
      .poll(() => page.getByRole('complementary', { name: "Administrator's view" }).getByText(name, { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('main').locator('header').getByText(name, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Active Investments' }).isVisible()).toBe(true);
  });
});
