import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { layoutAtEveryWidth } from './layout-measure';
import { addRegisteredInvestor, adminGet, adminPost, e2eAdmin, money, openAdmin, openSignedIn, tableRows, useBrowser } from './support';

/**
 * Time travel in Chromium (docs/time-travel.md): an income recorded and then deleted is on the
 * investor's statement as known between the two and not after; Restatements lists the change with
 * the delete; an investor reads their statement of a past day from a link that survives a reload.
 */

const browser = useBrowser();
/** This run's own names, so a kept DATA_DIR (E2E_DATA_DIR) can run the test again. */
const run = Date.now().toString(36).slice(-6);
const investor = { name: `Tess Timetravel ${run}`, username: `tess-${run}`, password: 'tess-e2e-password' };
const property = `Time Travel Cottage ${run}`;
const income = { date: '2025-01-10', amount: 1234.56, description: `January rent ${run}` };
/** The statement's day: after the income's date, so only the delete can take it off. */
const asOf = '2025-01-31';

/** The moment between the income and its delete, to the second (what the As known on field takes). */
let moment = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The figure under a card's title on the investor page. */
const figure = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).first().locator('xpath=following-sibling::p[1]').innerText();

/** An instant as the browser's datetime-local field writes it, in the browser's own zone. */
const localInput = (page: Page, iso: string) =>
  page.evaluate((instant) => {
    const date = new Date(instant);
    const pad = (value: number) => String(value).padStart(2, '0');
    // As the browser normalises a datetime-local value: the seconds only when they are not 0.
    const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
  }, iso);

const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** The rows of the Restatements table about this run's investor. */
const ownRestatements = async (scope: Page | Locator) => (await tableRows(scope, 'Restatements')).filter((row) => row[0] === investor.name);

beforeAll(async () => {
  const helpers = await adminGet('/admin/get_admin_helpers');
  await addRegisteredInvestor(
    { name: investor.name, email: 'tess@example.com', phone: '555-0199', address: '1 Clock Lane', fee_percentage: 0 },
    investor,
  );
  await adminPost('/admin/add_investment_property', {
    property_name: property,
    address: '7 Hourglass Road',
    purchase_date: '2024-01-02',
    purchase_price: 100000,
    property_type: 'Rental',
    picture_url: '/demo/cedar-point-cottage.svg',
    llc: helpers.llcs_list[0]!,
    land_value: 10000,
    property_value: 100000,
  });
  await adminPost('/admin/add_investment', { property_name: property, amount: 50000, date: '2024-01-05', investor_name: investor.name });
  await adminPost('/admin/record_property_income', {
    income_date: income.date,
    property_name: property,
    loren_name: null,
    description: income.description,
    amount: income.amount,
    income_for_month: income.date.slice(0, 7),
    income_category: 'Rent',
  });
  const recorded = await adminGet('/api/investor_summary', { investor_name: investor.name, as_of: asOf });
  expect(recorded.total_income).toBe(income.amount);

  // T: a whole second strictly after the income was recorded and before its delete.
  await sleep(1200);
  moment = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  await sleep(1200);

  const { income: rows } = await adminGet('/admin/get_property_txns', { selectedProperty: property });
  const row = rows.find((candidate) => candidate.detail === income.description)!;
  await adminPost('/admin/delete_income', row);
  const deleted = await adminGet('/api/investor_summary', { investor_name: investor.name, as_of: asOf });
  expect(deleted.total_income).toBe(0);
});

describe('time travel in Chromium', () => {
  it('shows the deleted income on the statement as known at T, and not without As known on', async () => {
    const { page, consoleLines } = await openSignedIn(
      browser(),
      e2eAdmin.username,
      e2eAdmin.password,
      `/investor/${encodeURIComponent(investor.name)}`,
    );
    await expect.poll(() => page.getByText(investor.name, { exact: true }).first().isVisible()).toBe(true);
    const dates = page.getByRole('group', { name: 'Statement date' });
    await dates.getByLabel('As of').fill(asOf);
    await dates.getByLabel('As known on').fill(await localInput(page, moment));

    const banner = page.getByRole('complementary', { name: 'Statement date' });
    // The banner shows the as-of day first, then the instant once the second field is applied: wait for both.
    await expect
      .poll(() => banner.innerText())
      .toMatch(/^Statement as of 01\/31\/2025, as known on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}(:\d{2})? (AM|PM)\n/);
    expect(searchOf(page).get('as_of')).toBe(asOf);
    expect(Date.parse(searchOf(page).get('known_on')!)).toBe(Date.parse(moment));
    await expect.poll(() => figure(page, 'Total Income')).toBe(money(income.amount));
    await page.waitForLoadState('networkidle');
    expect(await layoutAtEveryWidth(page, 'time-travel-investor-page')).toEqual([]);

    // As known now: the delete counts, the income is gone from the same day's statement.
    await dates.getByLabel('As known on').fill('');
    await expect.poll(() => searchOf(page).has('known_on')).toBe(false);
    await expect.poll(() => figure(page, 'Total Income')).toBe(money(0));
    expect((await banner.innerText()).split('\n')[0]).toBe('Statement as of 01/31/2025');

    await banner.getByRole('link', { name: 'Back to today' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => dates.getByLabel('As of').inputValue()).toBe('');
    expect(consoleLines.filter((line) => /error/i.test(line))).toEqual([]);
  });

  it('lists the Total Income restated since T with the delete behind it, linked into the audit trail, and as CSV', async () => {
    const { page } = await openAdmin(browser(), 'restatements');
    const panel = page.getByRole('region', { name: 'Restatements' });
    await panel.getByLabel('As known on').fill(await localInput(page, moment));

    await expect
      .poll(() => ownRestatements(panel))
      .toContainEqual([
        investor.name,
        'Total Income',
        money(income.amount),
        money(0),
        money(-income.amount),
        expect.stringContaining('Income deleted'),
      ]);
    expect(searchOf(page).get('action')).toBe('restatements');
    expect(Date.parse(searchOf(page).get('known_on')!)).toBe(Date.parse(moment));
    await page.waitForLoadState('networkidle');
    expect(await layoutAtEveryWidth(page, 'time-travel-restatements')).toEqual([]);

    // The same list as CSV, asked with the same moment.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    const csv = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(csv[0]).toBe('investor_name,figure,as_known_then,as_known_now,delta,events');
    expect(csv.some((line) => line.startsWith(`${investor.name},total_income,`))).toBe(true);

    // The delete, one click away in the audit trail.
    const row = panel.locator('tbody tr', { hasText: 'Total Income' }).filter({ hasText: investor.name });
    await row.getByRole('link', { name: 'Income deleted' }).click();
    const trail = page.getByRole('region', { name: 'Audit Trail' });
    await expect.poll(() => trail.isVisible()).toBe(true);
    expect(searchOf(page).get('event_type')).toBe('IncomeVoided');
    expect(searchOf(page).get('actor')).toBe(e2eAdmin.username);
    await expect.poll(() => trail.locator('tbody tr', { hasText: `for ${property}` }).count()).toBeGreaterThan(0);
  });

  it('reads Admin Summary as known at T from a shared link, the income still in the firm’s total', async () => {
    const view = { as_of: asOf, known_on: moment };
    const then = await adminGet('/admin/get_admin_summary', view);
    const now = await adminGet('/admin/get_admin_summary', { as_of: asOf });
    expect(Math.round((then.total_income - now.total_income) * 100)).toBe(Math.round(income.amount * 100));

    const { page } = await openAdmin(browser(), `admin-summary&${new URLSearchParams(view).toString()}`);
    const panel = page.getByRole('region', { name: 'Admin Summary' });
    const banner = panel.getByRole('complementary', { name: 'Report date' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect((await banner.innerText()).split('\n')[0]).toMatch(/^Report as of 01\/31\/2025, as known on \d{2}\/\d{2}\/\d{4} /);
    const totalIncome = panel.locator('dt', { hasText: /^Total Income$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => totalIncome.innerText()).toBe(money(then.total_income));
    expect(await panel.getByLabel('As of').inputValue()).toBe(asOf);
    expect(await panel.getByLabel('As known on').inputValue()).toBe(await localInput(page, moment));
    await page.waitForLoadState('networkidle');
    expect(await layoutAtEveryWidth(page, 'time-travel-admin-summary')).toEqual([]);

    await banner.getByRole('link', { name: 'Back to today' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?action=admin-summary');
    await expect.poll(() => totalIncome.innerText()).toBe(money((await adminGet('/admin/get_admin_summary')).total_income));
  });

  it('lets an investor pick an As of day: "Statement as of ..." and the URL keeps it through a reload', async () => {
    const { page } = await openSignedIn(browser(), investor.username, investor.password, '/investor');
    await expect.poll(() => page.getByText(investor.name, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByLabel('As known on').count()).toBe(0);

    await page.getByLabel('As of').fill('2024-12-31');
    const banner = page.getByRole('complementary', { name: 'Statement date' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect((await banner.innerText()).split('\n')[0]).toBe('Statement as of 12/31/2024');
    expect(new URL(page.url()).search).toBe('?as_of=2024-12-31');

    await page.reload();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect((await banner.innerText()).split('\n')[0]).toBe('Statement as of 12/31/2024');
    expect(await page.getByLabel('As of').inputValue()).toBe('2024-12-31');
    await expect.poll(() => figure(page, 'Active Investments')).toBe(money(50000));
    await page.waitForLoadState('networkidle');
    expect(await layoutAtEveryWidth(page, 'time-travel-investor-as-of')).toEqual([]);
  });
});
