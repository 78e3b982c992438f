import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminGet, apiGet, demoLogins, money, openAdmin, openSignedIn, percent, tableRows, tokenFor, useBrowser } from './support';

/** The returns as an investor and an admin meet them, in Chromium on the demo. */

const browser = useBrowser();
const [, marcus] = demoLogins;

/** The figure under a card's title. */
const figure = (scope: Page | Locator, title: string) =>
  scope.getByRole('heading', { name: title, exact: true }).first().locator('xpath=following-sibling::p[1]').innerText();

const multiple = (value: number) => `${value.toFixed(2)}x`;

/** A shown amount ('$1,234.56', '-$45.00') in whole cents, read as text so no float is summed. */
const cents = (text: string): number => {
  if (!/^-?\$[\d,]+\.\d\d$/.test(text)) throw new Error(`not an amount: ${text}`);
  const digits = Number(text.replace(/[^0-9]/g, ''));
  return text.startsWith('-') ? -digits : digits;
};

/**
 * A spreadsheet's XIRR, solved here independently of the product: plain bisection on the net
 * present value of the CSV's (date, amount) lines, days / 365 from the first date.
 */
const spreadsheetXirr = (csv: string): number => {
  const [, ...lines] = csv.trim().split(/\r\n/);
  const flows = lines.map((line) => {
    const [date, amount] = line.split(',');
    return { days: Date.parse(`${date!}T00:00:00Z`) / 86_400_000, amount: Number(amount) };
  });
  const first = Math.min(...flows.map((flow) => flow.days));
  const npv = (rate: number) => flows.reduce((total, flow) => total + flow.amount / (1 + rate) ** ((flow.days - first) / 365), 0);
  let low = -0.9999;
  let high = 10;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (Math.sign(npv(middle)) === Math.sign(npv(low))) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
};

describe('returns an investor can check, in Chromium on the demo', () => {
  it('shows IRR, equity multiple, DPI and cash-on-cash, and the downloaded flows give the same IRR in a spreadsheet', async () => {
    const token = await tokenFor(marcus.username, marcus.password);
    const returns = await apiGet(token, '/api/investor_returns');
    expect(returns.xirr).not.toBeNull();
    const { page } = await openSignedIn(browser(), marcus.username, marcus.password, '/investor');
    await expect.poll(() => page.getByRole('heading', { name: 'IRR', exact: true }).isVisible()).toBe(true);

    expect(await figure(page, 'IRR')).toBe(percent(returns.xirr!));
    expect(await figure(page, 'Equity Multiple')).toBe(multiple(returns.tvpi!));
    expect(await figure(page, 'DPI')).toBe(multiple(returns.dpi!));
    const year = returns.as_of.slice(0, 4);
    expect(await figure(page, `Cash-on-Cash ${year}`)).toBe(percent(returns.cash_on_cash_by_year[year]!));

    // The formula with its amounts, and every flow behind it, once asked for (closed at first).
    const how = page.getByText('How is this computed?', { exact: true });
    const workings = how.locator('xpath=ancestor::details[1]');
    expect(await workings.getAttribute('open')).toBeNull();
    await how.click();
    await expect.poll(() => workings.innerText()).toContain(`÷ ${money(returns.total_contributed)} = ${multiple(returns.tvpi!)}`);
    await workings.getByText(`Every dated flow (${returns.flows.length})`).click();
    const flows = await tableRows(workings, 'Dated flows');
    expect(flows.map((row) => row[2])).toEqual(returns.flows.map((flow) => money(flow.amount)));

    // The CSV a new user downloads: a spreadsheet's XIRR over it is the IRR on the card.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      workings.getByRole('button', { name: 'Download flows (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`flows-${returns.investor_name.replace(/ /g, '-')}-${returns.as_of}.csv`);
    // The browser runs apart from this process: the file comes over as a stream.
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('date,amount,kind,property_name');
    expect(Math.abs(spreadsheetXirr(csv) - returns.xirr!)).toBeLessThan(0.01);

    // The fees: each year's fee column adds up, in cents, to the fees in all (Own expenses is a column only when there are some).
    const fees = page.getByRole('heading', { name: 'Fees', exact: true }).first().locator('xpath=ancestor::section[1]');
    const headers = await fees.getByRole('table', { name: 'Fees per year', exact: true }).locator('thead th').allTextContents();
    const column = (row: string[], header: string) => (headers.includes(header) ? cents(row[headers.indexOf(header)]!) : 0);
    const years = await tableRows(fees, 'Fees per year');
    expect(years.reduce((total, row) => total + column(row, 'Fee'), 0)).toBe(Math.round(returns.total_fees * 100));
    for (const row of years) expect(column(row, 'Allocated') - column(row, 'Fee') - column(row, 'Own expenses')).toBe(column(row, 'Net'));
  });

  it("shows a property's own returns in its detail panel", async () => {
    const { page } = await openSignedIn(browser(), marcus.username, marcus.password, '/investor');
    const strip = page.getByRole('region', { name: 'Your Investment Properties' });
    const first = strip.getByRole('button').first();
    await first.waitFor();
    const propertyName = (await first.innerText()).trim();
    const returns = await apiGet(await tokenFor(marcus.username, marcus.password), '/api/investor_returns', {
      property_name: propertyName,
    });

    await first.click();

    await expect.poll(() => page.getByRole('heading', { name: 'IRR', exact: true }).count()).toBe(2);
    const shown = await page.getByRole('heading', { name: 'IRR', exact: true }).nth(1).locator('xpath=following-sibling::p[1]').innerText();
    expect(shown).toBe(returns.xirr === null ? '—Not meaningful' : percent(returns.xirr));
    const own = page.getByRole('heading', { name: `${propertyName} Returns`, exact: true }).locator('xpath=ancestor::section[1]');
    expect(await figure(own, 'Fees')).toBe(money(returns.total_fees));
  });

  it("lets the admin compare every investor's returns, sorted by IRR, each line the investor's own figures", async () => {
    const firm = await adminGet('/admin/investor_returns');
    const { page } = await openAdmin(browser(), 'investor-returns');
    await page.getByRole('button', { name: 'IRR', exact: true }).click();

    const rows = await tableRows(page, 'Investor returns');
    const byIrr = [...firm.investors].sort((a, b) => (b.xirr ?? -Infinity) - (a.xirr ?? -Infinity));
    expect(rows.map((row) => row[1])).toEqual(byIrr.map((line) => (line.xirr === null ? '—' : percent(line.xirr))));
    const own = await adminGet('/api/investor_returns', { investor_name: marcus.investor });
    const line = rows.find((row) => row[0] === marcus.investor)!;
    expect(line.slice(1, 4)).toEqual([percent(own.xirr!), multiple(own.tvpi!), multiple(own.dpi!)]);
  });
});
