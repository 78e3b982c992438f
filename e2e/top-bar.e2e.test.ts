import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAYOUT_WIDTHS, topBarRows } from './layout-measure';
import { adminPost, baseUrl, demoLogins, e2eAdmin, openSignedIn, useBrowser } from './support';

/**
 * The top bar of each kind of user on each of their pages, from the narrowest phone's width up: one
 * row (the brand, the links that fit, the menu button), no label cut or split over two lines, and
 * every other destination within two taps (a link in the bar, or one in the menu once it is opened).
 * A screenshot of the bar at each width, its menu open where it has one, is kept in e2e/output/top-bar/.
 */

const browser = useBrowser();
const outputDir = fileURLToPath(new URL('./output/top-bar/', import.meta.url));
const BAR_WIDTHS = [320, ...LAYOUT_WIDTHS] as const;
const [investor] = demoLogins;
/** This run's own name, so a kept DATA_DIR (E2E_DATA_DIR) can run the test again. */
const auditor = { username: `bar-auditor-${Date.now().toString(36).slice(-6)}`, password: 'bar-auditor-e2e-password' };

/** Each page a user reaches from the bar, by the label of the bar's link to it. */
const PAGES = {
  Admin: '/admin',
  'Investor Summary': '/investor',
  Statements: '/statements',
  'Payment Details': '/payment-details',
  'Change Password': '/change-password',
  'Two-Factor Sign-In': '/security',
} as const;
type Destination = keyof typeof PAGES;
const INVESTOR_DESTINATIONS: Destination[] = ['Investor Summary', 'Statements', 'Payment Details', 'Change Password', 'Two-Factor Sign-In'];
const BACK_OFFICE_DESTINATIONS: Destination[] = ['Admin', 'Investor Summary', 'Change Password', 'Two-Factor Sign-In'];

/** The bar's items that are on screen, each with whether its label is cut or split over two lines. */
const cutLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('header span, header nav a, header nav button'))
      .filter((item) => item.getBoundingClientRect().width > 0)
      .filter((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top + rect.height / 2))).size;
        return lines > 1 || item.scrollWidth > item.clientWidth + 1;
      })
      .map((item) => item.textContent),
  );

/** The labels of the bar's links and buttons on screen, the menu's among them once it is opened. */
const shownLabels = (page: Page) =>
  page
    .locator('header nav')
    .locator('a, button')
    .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().width > 0).map((item) => item.textContent ?? ''));

/** The bar of `who` on the page of `own` at every width: one row, nothing cut, every destination within two taps. */
const checkBar = async (page: Page, who: string, own: Destination, destinations: Destination[]) => {
  const menu = page.locator('header nav button[aria-controls]');
  const problems: string[] = [];
  for (const width of BAR_WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await page.waitForTimeout(100);
    const where = `${who} on ${own} at ${width} px`;
    const rows = await topBarRows(page);
    if (rows !== 1) problems.push(`${where}: the bar takes ${rows} rows`);
    for (const label of await cutLabels(page)) problems.push(`${where}: ${JSON.stringify(label)} is cut or split`);
    const inBar = await shownLabels(page);
    const menuLabel = (await menu.isVisible()) ? await menu.innerText() : undefined;
    if (menuLabel !== undefined) await menu.click();
    const reachable = await shownLabels(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The window's top, the open menu under the bar with it.
    await page.screenshot({ path: `${outputDir}${width}-${who}-${PAGES[own].slice(1)}.png`, clip: { x: 0, y: 0, width, height: 400 } });
    if (menuLabel !== undefined) await page.keyboard.press('Escape');
    const wanted = [...destinations.filter((label) => label !== own), 'Sign Out'];
    const missing = wanted.filter((label) => !reachable.includes(label));
    if (missing.length > 0) problems.push(`${where}: ${missing.join(', ')} not in the bar (${inBar.join(', ')}) nor its menu`);
  }
  return problems;
};

/** Every page of `who` (the bar's destinations, the investor's summary with a property opened), each bar checked. */
const checkEveryPage = async (who: string, login: { username: string; password: string }, destinations: Destination[]) => {
  const { page } = await openSignedIn(browser(), login.username, login.password, '/investor');
  const problems: string[] = [];
  try {
    for (const own of destinations) {
      await page.setViewportSize({ width: 1400, height: 700 });
      await page.goto(`${baseUrl}${PAGES[own]}`);
      await page.locator('h1').first().waitFor();
      if (who === 'investor' && own === 'Investor Summary') {
        await page.getByRole('region', { name: 'Your Investment Properties' }).getByRole('button').first().click();
      }
      problems.push(...(await checkBar(page, who, own, destinations)));
    }
  } finally {
    await page.context().close();
  }
  return problems;
};

beforeAll(async () => {
  mkdirSync(outputDir, { recursive: true });
  const { secret } = await adminPost('/admin/add_auditor', { username: auditor.username });
  const registered = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...auditor, secret }),
  });
  expect(registered.status).toBe(201);
});
afterAll(() => adminPost('/admin/remove_auditor', { username: auditor.username }));

describe('the top bar, one row at every width, in Chromium', () => {
  it("an investor's, on each of their pages", async () => {
    expect(await checkEveryPage('investor', investor, INVESTOR_DESTINATIONS)).toEqual([]);
  });

  it("an administrator's and an auditor's, on each of their pages", async () => {
    expect(await checkEveryPage('admin', e2eAdmin, BACK_OFFICE_DESTINATIONS)).toEqual([]);
    expect(await checkEveryPage('auditor', auditor, BACK_OFFICE_DESTINATIONS)).toEqual([]);
  });

  it("opens a phone's menu from the keyboard, with no serious accessibility finding in it, and Escape closes it", async () => {
    const { page } = await openSignedIn(browser(), investor.username, investor.password, '/statements');
    try {
      await page.setViewportSize({ width: 375, height: 700 });
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      const { violations } = await new AxeBuilder({ page }).include('header').analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Investor Summary');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.context().close();
    }
  });
});
