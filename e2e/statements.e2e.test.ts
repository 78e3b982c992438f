import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminGet, adminPost, chooseAction, demoLogins, openAdmin, openSignedIn, useBrowser } from './support';

const browser = useBrowser();
const [investor] = demoLogins;

/** The last calendar quarter that ended before today: the one a firm issues statements for now. */
const lastQuarter = () => {
  const today = new Date();
  const quarter = Math.floor(today.getUTCMonth() / 3); // this quarter, 0-3; the last one is quarter - 1
  const year = quarter === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
  const number = quarter === 0 ? 4 : quarter;
  const through = new Date(Date.UTC(year, number * 3, 0)).toISOString().slice(0, 10);
  return { year, number, through, name: `Q${number} ${year}` };
};

/** The run's status line once it no longer renders: 'Done: 27 of 27 statements' (or how it failed). */
const finishedRun = async (page: Page) => {
  const status = page.getByText(/^(Done|Failed after)/);
  await status.waitFor({ timeout: 60_000 });
  return status.innerText();
};

describe('statements in Chromium', () => {
  it('the admin closes the last quarter and issues its statements, sees the run finish, and an investor downloads theirs as a PDF', async () => {
    const quarter = lastQuarter();
    const before = (await adminGet('/admin/periods')).closed_through;
    const closing = before === null || before < quarter.through;
    const { page, dialogs } = await openAdmin(browser(), 'close-period');
    try {
      if (closing) {
        const close = page.getByRole('form', { name: 'Close the Books' });
        await close.getByLabel('Close Through').fill(quarter.through);
        await close.getByRole('button', { name: 'Close Period' }).click();
        await expect.poll(() => dialogs.at(-1)).toBe('Period closed successfully');
      }
      await chooseAction(page, 'Issue Statements');
      const form = page.getByRole('form', { name: 'Issue' });
      // The form offers the quarter the books are closed through.
      expect(await form.getByLabel('Year', { exact: true }).inputValue()).toBe(String(quarter.year));
      expect(await form.getByLabel('Quarter', { exact: true }).inputValue()).toBe(String(quarter.number));
      await form.getByRole('button', { name: 'Issue Statements' }).click();
      // A kept DATA_DIR (E2E_DATA_DIR) has the quarter's statements from an earlier run: they are reissued.
      const reissue = form.getByRole('button', { name: 'Reissue' });
      const run = page.getByRole('heading', { name: `Run for ${quarter.name}` });
      await reissue.or(run).waitFor();
      if (await reissue.isVisible()) await reissue.click();
      await run.waitFor();
      // Every investor but one whose personal data another test erased (shown by a pseudonym): nothing is issued to them.
      const investors = (await adminGet('/admin/get_admin_helpers')).investors_list.filter((name) => !/^Erased investor \d+$/.test(name));
      expect(await finishedRun(page)).toBe(`Done: ${investors.length} of ${investors.length} statements`);
      const runTable = page.getByRole('table', { name: 'Statements of the run' });
      await expect.poll(() => runTable.locator('tbody tr').count()).toBe(investors.length);
      // Without a mail server each delivery says so; nothing in the run is an error.
      expect(await runTable.innerText()).not.toContain('E-mail failed');
      const line = runTable.locator('tbody tr', { hasText: investor.investor });
      await line.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => line.innerText()).toContain('Identical');
    } finally {
      if (closing) await adminPost('/admin/reopen_period', { through: before, reason: 'E2E: statements issued' });
    }

    const { page: own } = await openSignedIn(browser(), investor.username, investor.password, '/investor');
    await own.getByRole('link', { name: 'Statements' }).click();
    await own.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
    const list = own.getByRole('table', { name: 'Your statements' });
    // The quarter's statement (a distribution notice of a later date, from another test, may stand above it).
    const newest = list.locator('tbody tr', { hasText: quarter.name }).first();
    await newest.waitFor();
    expect(await newest.innerText()).toContain('Current');

    const answer = own.waitForResponse((response) => new URL(response.url()).pathname === '/api/statement.pdf');
    const download = own.waitForEvent('download');
    await newest.getByRole('button', { name: `Download the statement for ${quarter.name}` }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const saved = await download;
    // The file the browser saved (the browser runs apart from this process: copied here to be read).
    const file = join(tmpdir(), `e2e-${process.pid}-${saved.suggestedFilename()}`);
    await saved.saveAs(file);
    const bytes = await readFile(file);
    await rm(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(saved.suggestedFilename()).toMatch(new RegExp(`^statement-\\d{4}-\\d{2}-01-${quarter.through}\\.pdf$`));
  });
});
