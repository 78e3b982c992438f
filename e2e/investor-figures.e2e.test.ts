import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  adminGet,
  apiGet,
  demoLogins,
  inViewport,
  money,
  monthText,
  openAdmin,
  openSignedIn,
  percent,
  tableRows,
  tokenFor,
  useBrowser,
} from './support';

/** Lists with shape and figures that explain themselves: the investor page and admin Property Details on the demo. */

const browser = useBrowser();
const [emily] = demoLogins;
const thisYear = String(new Date().getFullYear());

/** A shown amount ('$1,234.56', '-$45.00') in whole cents, read as text so no float is summed. */
const cents = (text: string): number => {
  const digits = Number(text.replace(/[^0-9]/g, ''));
  if (!/^-?\$[\d,]+\.\d\d$/.test(text)) throw new Error(`not an amount: ${text}`);
  return text.startsWith('-') ? -digits : digits;
};
const dollarsToCents = (amount: number) => Math.round(amount * 100);
const sumCents = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + dollarsToCents(amount), 0);

/** The card (a section) whose heading is `title`. */
const card = (scope: Page | Locator, title: string) =>
  scope.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]');

/** Presses the card's "Show all N rows" when it has one; returns N (or the rows already shown). */
const showAll = async (scope: Page | Locator, title: string): Promise<number> => {
  const button = card(scope, title).getByRole('button', { name: /^Show all \d+ rows$/ });
  if ((await button.count()) === 0) return (await tableRows(scope, title)).length;
  const all = Number(/\d+/.exec(await button.innerText())![0]);
  await button.click();
  await expect.poll(async () => (await tableRows(scope, title)).length).toBe(all);
  return all;
};

/** Every year's total under a history equals the sum (in cents) of that history's rows dated in it. */
const expectYearTotalsOfRows = async (scope: Page | Locator, title: string, amountColumn: number) => {
  const rows = await tableRows(scope, title);
  const byYear = new Map<string, number>();
  for (const row of rows) {
    const year = row[0]!.slice(-4);
    byYear.set(year, (byYear.get(year) ?? 0) + cents(row[amountColumn]!));
  }
  const totals = await tableRows(scope, `${title.replace(/ History$/, '')} per year`);
  expect(totals.map(([year]) => year)).toEqual(
    [...byYear.keys()]
      .sort()
      .reverse()
      .map((year) => (year === thisYear ? `${year} (YTD)` : year)),
  );
  for (const [year, total] of totals) expect(`${year} ${cents(total!)}`).toBe(`${year} ${byYear.get(year!.slice(0, 4))}`);
  return rows;
};

describe('lists with shape and figures that explain themselves, in Chromium on the demo', () => {
  it('shows the newest rows, "Show all", totals per year, Distributed and what the figures mean', async () => {
    const summary = await apiGet(await tokenFor(emily.username, emily.password), '/api/investor_summary');
    expect(summary.cashflow_per_month.length).toBeGreaterThan(12);
    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/investor');
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(() => page.getByRole('heading', { name: 'Income History', exact: true }).isVisible()).toBe(true);

    // Income History: the newest 12 first, then every row on "Show all", newest first.
    const newestFirst = [...summary.cashflow_per_month].sort((a, b) => b.date.localeCompare(a.date));
    expect(await tableRows(page, 'Income History')).toEqual(
      newestFirst.slice(0, 12).map((row) => [monthText(row.date), money(row.amount)]),
    );
    expect(await showAll(page, 'Income History')).toBe(summary.cashflow_per_month.length);
    expect(await tableRows(page, 'Income History')).toEqual(newestFirst.map((row) => [monthText(row.date), money(row.amount)]));
    await expectYearTotalsOfRows(page, 'Income History', 1);
    await showAll(page, 'Investment History');
    await expectYearTotalsOfRows(page, 'Investment History', 1);

    // Distributions: the description is a column on a wide screen, and still the row's hover text.
    await showAll(page, 'Distributions History');
    const distributions = await expectYearTotalsOfRows(page, 'Distributions History', 2);
    expect(distributions).toHaveLength(summary.distributions_per_month.length);
    const latest = [...summary.distributions_per_month].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(distributions[0]![1]).toBe(latest.description);
    const distributionsTable = page.getByRole('table', { name: 'Distributions History', exact: true });
    expect(await distributionsTable.getByRole('columnheader', { name: 'Description' }).isVisible()).toBe(true);
    expect(await distributionsTable.locator('tbody tr').first().getAttribute('title')).toBe(latest.description);

    // Distributed, in the lead band: the sum of the distribution rows, as the API's rows add up too.
    const shownDistributed = distributions.reduce((total, row) => total + cents(row[2]!), 0);
    expect(shownDistributed).toBe(sumCents(summary.distributions_per_month.map((row) => row.amount)));
    const distributed = page.getByRole('heading', { name: 'Distributed', exact: true }).locator('xpath=following-sibling::p[1]');
    expect(await distributed.innerText()).toBe(money(shownDistributed / 100));

    // Cash Balance = Total Income - Distributed, with the page's own figures, under "How is this computed?".
    expect(dollarsToCents(summary.cash_balance)).toBe(dollarsToCents(summary.total_income) - shownDistributed);
    await page.getByText('How is this computed?', { exact: true }).click();
    expect(await page.locator('li', { hasText: /^Cash Balance = Total Income − Distributed:/ }).innerText()).toBe(
      `Cash Balance = Total Income − Distributed: ${money(summary.total_income)} − ${money(shownDistributed / 100)}`,
    );

    // Return on Investment since the first investment; the yearly bars say what they are, this year YTD.
    const firstMonth = summary.investments_per_month
      .filter((row) => row.amount > 0)
      .map((row) => row.date)
      .sort()[0]!;
    const roiText = (await card(page, 'Return on Investment').innerText()).replace(/\s+/g, ' ');
    expect(roiText).toContain(`${percent(summary.total_roi)} Since first investment, ${monthText(firstMonth)}`);
    const roiCard = card(page, 'Yearly ROI');
    expect(await roiCard.getByText(/^Each bar is that year's ROI/).isVisible()).toBe(true);
    expect(Object.keys(summary.roi_per_year)).toContain(thisYear);
    const chart = page.getByRole('img', { name: 'Yearly ROI' });
    expect(await chart.locator('rect[data-ytd]').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-year')))).toEqual([
      thisYear,
    ]);
    expect(await chart.locator('text').allTextContents()).toContain('(YTD)');
    expect((await roiCard.innerText()).replace(/\s+/g, ' ')).toContain(`${thisYear} (YTD) is the year to date.`);

    // "Show fewer" folds the list again.
    await card(page, 'Income History').getByRole('button', { name: 'Show fewer' }).click();
    await expect.poll(async () => (await tableRows(page, 'Income History')).length).toBe(12);
  });

  it('on a 375 px phone, hides the description column and brings a chosen property to its heading', async () => {
    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/investor');
    await page.setViewportSize({ width: 375, height: 740 });
    const strip = page.getByRole('region', { name: 'Your Investment Properties' });
    await expect.poll(() => strip.getByRole('button').count()).toBeGreaterThan(1);

    const distributions = page.getByRole('table', { name: 'Distributions History', exact: true });
    expect(await distributions.getByRole('columnheader', { name: 'Description' }).isVisible()).toBe(false);
    expect(await distributions.locator('tbody tr').first().getAttribute('title')).toBeTruthy();

    for (const index of [0, 1]) {
      const button = strip.getByRole('button').nth(index);
      const property = await button.innerText();
      await button.scrollIntoViewIfNeeded();
      await button.click();
      const heading = page.getByRole('heading', { name: `${property} Details`, exact: true });
      await expect.poll(() => heading.isVisible()).toBe(true);
      // The panel is taller than the phone's window: its heading, not its end, is what shows.
      await expect.poll(() => inViewport(heading), { timeout: 5000 }).toBe(true);
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY)).toBeGreaterThan(100);
    }
  });

  it('gives admin Property Details a total per year under each history, equal to its rows', async () => {
    const { page } = await openAdmin(browser(), 'property-details');
    await page.setViewportSize({ width: 1400, height: 900 });
    const panel = page.getByRole('region', { name: 'Property Details' });
    const select = panel.getByLabel('Select Property:', { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const property = (await select.locator('option').nth(1).innerText()).trim();
    const details = await adminGet('/admin/get_property_details', { selectedProperty: property });
    expect(details.income.length).toBeGreaterThan(12);
    await select.selectOption({ label: property });
    await expect.poll(() => panel.getByRole('table', { name: 'Income per year', exact: true }).isVisible()).toBe(true);

    expect(await tableRows(panel, 'Income History')).toHaveLength(12);
    expect(await showAll(panel, 'Income History')).toBe(details.income.length);
    const rows = await expectYearTotalsOfRows(panel, 'Income History', 2);
    const total = rows.reduce((sum, row) => sum + cents(row[2]!), 0);
    expect(total).toBe(dollarsToCents(details.total_income));
    expect(
      await card(panel, 'Income History')
        .getByText(/^Total: /)
        .innerText(),
    ).toBe(`Total: ${money(total / 100)}`);
    for (const title of ['Investment History', 'Expenses History', 'Deposits History']) {
      await showAll(panel, title);
      if ((await tableRows(panel, title))[0]!.length > 1) await expectYearTotalsOfRows(panel, title, 2);
    }
  });
});
