import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoLogins, openAdmin, openPage, openSignedIn, useBrowser } from './support';

const browser = useBrowser();

/** axe's serious and critical findings on the page as it is now, one line each with where. */
const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

describe('accessibility (axe) in Chromium', () => {
  it('finds no serious or critical violation on the login page', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds none on the investor summary loaded with data, with a property panel open', async () => {
    const [emily] = demoLogins;
    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/investor');
    await expect.poll(() => page.getByRole('img', { name: 'Yearly ROI' }).isVisible()).toBe(true);

    const strip = page.getByRole('region', { name: 'Your Investment Properties' });
    const card = strip.getByRole('button').first();
    const property = await card.innerText();
    await card.click();
    await expect.poll(() => page.getByRole('heading', { name: `${property} Details` }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("finds none on an investor's statements and on the Issue Statements action", async () => {
    const [emily] = demoLogins;
    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/statements');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Statements' }).isVisible()).toBe(true);
    // Her statements, or the word that none is issued yet (before the statements test has issued any).
    await page.getByRole('table', { name: 'Your statements' }).or(page.getByText('No statements yet.')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const admin = await openAdmin(browser(), 'issue-statements');
    const form = admin.page.getByRole('form', { name: 'Issue' });
    await expect.poll(() => form.getByText('Chosen investors').isVisible()).toBe(true);
    // The list of investors to tick, open.
    await form.getByLabel('Chosen investors').check();
    expect(await seriousViolations(admin.page)).toEqual([]);
  });

  it("finds none on a distribution's draft, on Payment Details and on an investor's Payment Details page", async () => {
    const admin = await openAdmin(browser(), 'distribute');
    const plan = admin.page.getByRole('form', { name: 'Plan' });
    await plan.getByLabel('Date').fill(new Date().toLocaleDateString('en-CA'));
    await plan.getByLabel('Description').fill('Accessibility draft');
    await plan.getByRole('button', { name: 'Plan Distribution' }).click();
    await admin.page.getByRole('table', { name: 'Lines of the draft' }).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);

    const details = await openAdmin(browser(), 'payment-details');
    const form = details.page.getByRole('form', { name: 'Set Payment Details' });
    await form.getByLabel('Method', { exact: true }).selectOption({ label: 'ACH' });
    await details.page.getByRole('table', { name: "Investors' Payment Details" }).waitFor();
    expect(await seriousViolations(details.page)).toEqual([]);

    const [emily] = demoLogins;
    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/payment-details');
    await page.getByRole('form', { name: 'Propose a Change' }).getByLabel('Method').selectOption({ label: 'ACH' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds none on the admin page: its default view and several actions with their data', async () => {
    const { page } = await openAdmin(browser());
    expect(await seriousViolations(page)).toEqual([]);

    const dropdown = page.getByLabel('Select Admin Action:');
    await dropdown.selectOption({ label: 'Admin Summary' });
    await expect.poll(() => page.getByText('Total Cash', { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await dropdown.selectOption({ label: 'Delete Property Transaction' });
    const panel = page.getByRole('region', { name: 'Delete Property Transaction' });
    const property = panel.getByLabel('Select Property:');
    await expect.poll(() => property.locator('option').count()).toBeGreaterThan(1);
    await property.selectOption({ index: 1 });
    await expect.poll(() => panel.getByRole('table', { name: 'Income History' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await dropdown.selectOption({ label: 'Withdraw Funds' });
    await expect.poll(() => page.getByRole('form', { name: 'Deposit Withdrawal' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The audit trail with a page of events (entity chips, struck-through voided records, paging).
    await dropdown.selectOption({ label: 'Audit Trail' });
    const trail = page.getByRole('region', { name: 'Audit Trail' });
    await expect.poll(() => trail.getByRole('table', { name: 'All events' }).locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Rebuild Reports with its status loaded (a run's progress bar once one has run).
    await dropdown.selectOption({ label: 'Rebuild Reports' });
    const rebuild = page.getByRole('region', { name: 'Rebuild Reports' });
    await expect.poll(() => rebuild.getByLabel('Reports to rebuild:').locator('option').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
