import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLogins, nextDialog, openAdmin, pick, tableRows, useBrowser } from './support';

const browser = useBrowser();

/** A routing number whose ABA check digit is right (weights 3, 7, 1). */
const ROUTING = '011000015';
const [emily, marcus] = demoLogins;

/** The text of a file the page downloads when `label` is clicked. */
const downloaded = async (page: Page, label: string): Promise<{ name: string; text: string }> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};

describe('distribution runs', () => {
  it('sets ACH details for two investors, plans their balances, confirms once, downloads the CSV and the ACH file and marks one returned', async () => {
    const { page, dialogs } = await openAdmin(browser(), 'payment-details');
    const form = page.getByRole('form', { name: 'Set Payment Details' });
    for (const [index, investor] of [emily.investor, marcus.investor].entries()) {
      await pick(form, 'Investor', investor);
      await form.getByLabel('Method', { exact: true }).selectOption({ label: 'ACH' });
      await form.getByLabel('Routing Number').fill(ROUTING);
      await form.getByLabel('Account Number').fill(`12345678${index}`);
      await form.getByLabel('Account Type').selectOption({ label: 'Checking' });
      await form.getByLabel('Name on the Account').fill(investor);
      await form.getByLabel('Account Holder').selectOption({ label: 'A person' });
      const said = nextDialog(page);
      await form.getByRole('button', { name: 'Save Payment Details' }).click();
      await said;
    }
    await expect
      .poll(async () => (await tableRows(page, "Investors' Payment Details")).find((row) => row[0] === emily.investor)?.[1])
      .toBe(`ACH, checking ••6780, ${emily.investor}`);

    await page.getByLabel('Select Admin Action:').selectOption({ label: 'Distribute' });
    const plan = page.getByRole('form', { name: 'Plan' });
    const today = new Date().toLocaleDateString('en-CA');
    // A draft planned while choosing, then thought better of: discarded, its card closes and the runs no longer list it.
    await plan.getByLabel('Date').fill(today);
    await plan.getByLabel('Description').fill('E2E second thoughts');
    const sketched = nextDialog(page);
    await plan.getByRole('button', { name: 'Plan Distribution' }).click();
    await sketched;
    const discarding = nextDialog(page);
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    expect(await discarding).toBe('Discard this draft? Nothing has been recorded.');
    await expect.poll(() => page.getByRole('heading', { name: /^Draft of / }).count()).toBe(0);
    await expect.poll(async () => (await tableRows(page, 'Distribution Runs')).some((row) => row[1] === 'E2E second thoughts')).toBe(false);
    await plan.getByLabel('Date').fill(today);
    await plan.getByLabel('Description').fill('E2E distribution');
    await plan.getByLabel('Chosen investors').check();
    await plan.getByLabel(emily.investor, { exact: true }).check();
    await plan.getByLabel(marcus.investor, { exact: true }).check();
    const planned = nextDialog(page);
    await plan.getByRole('button', { name: 'Plan Distribution' }).click();
    expect(await planned).toMatch(/^Draft planned: 2 payments, \$/);
    await expect
      .poll(async () => (await tableRows(page, 'Lines of the draft')).map((row) => [row[0], row[3], row[4]]))
      .toEqual([
        [emily.investor, 'ACH ••6780', ''],
        [marcus.investor, 'ACH ••6781', ''],
      ]);

    const asked = nextDialog(page);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await asked).toMatch(/^Pay 2 payments totalling \$[\d,]+\.\d\d for E2E distribution\?/);
    await page.getByRole('button', { name: 'Download CSV' }).waitFor();

    const csv = await downloaded(page, 'Download CSV');
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.text).toContain(emily.investor);
    expect(csv.text).toContain(marcus.investor);
    const ach = await downloaded(page, 'Download ACH File');
    const lines = ach.text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines.every((line) => line.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    expect(lines.filter((line) => line.startsWith('6'))).toHaveLength(2);

    // The bank returns Marcus's payment: its amount is back in his cash balance, for a later run.
    const row = page.getByRole('table', { name: 'Lines of the run' }).getByRole('row').filter({ hasText: marcus.investor });
    await row.getByRole('button', { name: 'Mark Returned' }).click();
    await row.getByLabel(/^Return code of/).selectOption('R01');
    const returned = nextDialog(page);
    await row.getByRole('button', { name: 'Mark Returned' }).click();
    expect(await returned).toMatch(/^Mark Marcus Reed's payment of \$[\d,]+\.\d\d returned \(R01 Insufficient funds\)\?/);
    await expect
      .poll(async () => (await tableRows(page, 'Lines of the run')).map((cells) => [cells[0], cells[3]]))
      .toEqual([
        [emily.investor, 'Sent'],
        [marcus.investor, 'Returned: R01 Insufficient funds'],
      ]);
    expect(dialogs.filter((text) => /error/i.test(text))).toEqual([]);
  });
});
