import type { GetAnswer } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiGet,
  baseUrl,
  dayText,
  demoLogins,
  figureText,
  inViewport,
  money,
  monthText,
  openPage,
  openSignedIn,
  percent,
  signIn,
  tableRows,
  tokenFor,
  useBrowser,
} from './support';

/** The answers the investor pages read. */

const browser = useBrowser();
const [emily, marcus] = demoLogins;

const newestFirst = <T extends { date: string }>(rows: readonly T[]) => [...rows].sort((a, b) => b.date.localeCompare(a.date));
type MonthAmount = GetAnswer<'/api/investor_summary'>['investments_per_month'][number];
const monthRows = (rows: readonly MonthAmount[]) => newestFirst(rows).map((row) => [monthText(row.date), money(row.amount)]);

/** Presses the "Show all N rows" of the card titled `title`, when its list is longer than what it shows first. */
const showAll = async (page: Page, title: string) => {
  const button = page
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=ancestor::section[1]')
    .getByRole('button', { name: /^Show all \d+ rows$/ });
  if ((await button.count()) > 0) await button.click();
};

/** The value of a figure, under its title. */
const statCard = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::p[1]').innerText();

describe('the investor summary in Chromium, against the demo portfolio', () => {
  it('shows the signed-in investor their own figures, chart and histories as the API gives them', async () => {
    const summary = await apiGet(await tokenFor(emily.username, emily.password), '/api/investor_summary');
    expect(summary.investor_name).toBe(emily.investor);
    expect(summary.investments_per_month.length).toBeGreaterThan(0);
    expect(summary.distributions_per_month.length).toBeGreaterThan(0);

    const { page } = await openPage(browser());
    await signIn(page, emily.username, emily.password);
    await expect.poll(() => page.getByText(emily.investor, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Investment Summary');

    expect(await statCard(page, 'Active Investments')).toBe(money(summary.total_investments));
    expect(await statCard(page, 'Total Income')).toBe(money(summary.total_income));
    expect(await statCard(page, 'Return on Investment')).toBe(percent(summary.total_roi));
    expect(await figureText(page, 'Cash Balance')).toBe(money(summary.cash_balance));
    expect(await figureText(page, 'Rental Investments')).toBe(money(summary.total_rental_investments));
    expect(await figureText(page, 'Land Contract Investments')).toBe(money(summary.total_lc_investments));
    expect(await figureText(page, 'Other Investments')).toBe(money(summary.total_other_investments));

    // Yearly ROI: one 20 px bar per year, in year order, each labelled with its value and '%'.
    const years = Object.keys(summary.roi_per_year).sort();
    expect(years.length).toBeGreaterThan(1);
    const chart = page.getByRole('img', { name: 'Yearly ROI' });
    const bars = await chart.locator('rect[data-year]').evaluateAll((rects) =>
      rects.map((rect) => ({
        year: rect.getAttribute('data-year'),
        width: rect.getAttribute('width'),
        height: Number(rect.getAttribute('height')),
      })),
    );
    expect(bars.map((bar) => bar.year)).toEqual(years);
    expect(bars.every((bar) => bar.width === '20' && bar.height > 0)).toBe(true);
    const chartTexts = await chart.locator('text').allTextContents();
    for (const year of years) expect(chartTexts).toEqual(expect.arrayContaining([year, percent(summary.roi_per_year[year]!)]));
    expect(chartTexts).toContain('0%');
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();

    // The three histories, newest first, every row once "Show all" is pressed; on this wide screen the
    // distributions' descriptions are a column too.
    for (const title of ['Investment History', 'Income History', 'Distributions History']) await showAll(page, title);
    expect(await tableRows(page, 'Investment History')).toEqual(monthRows(summary.investments_per_month));
    expect(await tableRows(page, 'Income History')).toEqual(monthRows(summary.cashflow_per_month));
    const distributions = newestFirst(summary.distributions_per_month);
    expect(await tableRows(page, 'Distributions History')).toEqual(
      distributions.map((row) => [dayText(row.date), row.description, money(row.amount)]),
    );
    const firstDistribution = page.getByRole('table', { name: 'Distributions History' }).locator('tbody tr').first();
    expect(await firstDistribution.getAttribute('title')).toBe(distributions[0]!.description);
  });

  it("opens a property's panel from its row, with the API figures, and closes it back to the row", async () => {
    const token = await tokenFor(emily.username, emily.password);
    const summary = await apiGet(token, '/api/investor_summary');
    const names = summary.property_pictures.flatMap((entry) => Object.keys(entry));
    expect(names.length).toBeGreaterThan(1);
    const property = names[0]!;
    const details = await apiGet(token, '/api/investor_property', { property_name: property });

    const { page } = await openSignedIn(browser(), emily.username, emily.password, '/investor');
    const strip = page.getByRole('region', { name: 'Your Investment Properties' });
    await expect.poll(() => strip.getByRole('button').allInnerTexts()).toEqual(names);
    // The demo's pictures are served by the app itself: the first card's is drawn, the others (lazy) are there.
    const urls = summary.property_pictures.flatMap((entry) => Object.values(entry));
    expect(await strip.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(urls);
    await strip.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        strip
          .locator('img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    for (const url of urls) {
      const response = await fetch(new URL(url, baseUrl));
      expect(`${url} ${response.status} ${response.headers.get('content-type')}`).toMatch(/ 200 image\//);
    }

    const card = strip.getByRole('button', { name: property, exact: true });
    await card.click();
    const heading = page.getByRole('heading', { name: `${property} Details`, exact: true });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    // Scrolled smoothly to the panel after the click: its heading is in the window.
    await expect.poll(() => inViewport(heading)).toBe(true);

    const panel = page.locator('section', { has: heading });
    const picture = panel.getByRole('img', { name: property });
    expect(await picture.boundingBox()).toMatchObject({ width: 200, height: 200 });
    expect(await figureText(page, 'Investments')).toBe(money(details.total_investments));
    expect(await figureText(page, 'Income')).toBe(money(details.total_income));
    expect(await figureText(page, 'ROI')).toBe(percent(details.total_roi));
    expect(await figureText(page, 'Notes')).toBe(details.notes.trim());
    await showAll(page, 'Property Investment History');
    await showAll(page, 'Property Income History');
    expect(await tableRows(page, 'Property Investment History')).toEqual(monthRows(details.investments_per_month));
    expect(await tableRows(page, 'Property Income History')).toEqual(
      details.cashflow_per_month.length > 0 ? monthRows(details.cashflow_per_month) : [['No income available.']],
    );

    // Closed from its close button: back at the row it was opened from, focused.
    await page.getByRole('button', { name: `Close ${property}`, exact: true }).click();
    await expect.poll(() => heading.count()).toBe(0);
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => inViewport(card)).toBe(true);
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('table', { name: 'Property Investment History' }).count()).toBe(0);

    // Another card whose data takes longer than the 150 ms: the page still comes to its panel.
    const other = names[1]!;
    let delayed = 0;
    await page.route('**/api/investor_property?*', async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await strip.getByRole('button', { name: other, exact: true }).click();
    const otherHeading = page.getByRole('heading', { name: `${other} Details`, exact: true });
    await expect.poll(() => otherHeading.isVisible()).toBe(true);
    await expect.poll(() => inViewport(otherHeading)).toBe(true);
    expect(delayed).toBe(1);
  });

  it("says in the server's words that another investor's page is not theirs, with the way to their own, and no figures", async () => {
    const { page } = await openSignedIn(browser(), emily.username, emily.password, `/investor/${encodeURIComponent(marcus.investor)}`);

    await expect.poll(() => page.getByText('You can only see your own investments.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('No data available.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See your own summary' }).getAttribute('href')).toBe('/investor');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Investment Summary');
    expect(await page.getByText(marcus.investor).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Active Investments' }).count()).toBe(0);
    expect(await page.getByText('$').count()).toBe(0);
  });
});
