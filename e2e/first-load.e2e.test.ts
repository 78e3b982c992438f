import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoLogins, openPage, tokenFor, useBrowser } from './support';

const browser = useBrowser();

/**
 * The first-load budgets: the JavaScript and CSS a fresh browser transfers (compressed, with headers)
 * for each page (docs/decisions/react-in-production.md).
 */
const budgets = { login: 130_000, investor: 200_000 } as const;

/** What a page's first load is measured in: its scripts and stylesheets. */
const isCode = (path: string) => path.endsWith('.js') || path.endsWith('.css');

interface CodeEntry {
  path: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** The scripts and stylesheets this page fetched, as the browser's resource timing reports them. */
const code = (page: Page): Promise<CodeEntry[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      })),
  );

/** Content-Encoding of every script and stylesheet answer the page got, by path. */
const recordEncodings = (page: Page): Map<string, string> => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (isCode(path)) encodings.set(path, response.headers()['content-encoding'] ?? 'identity');
  });
  return encodings;
};

const total = (entries: readonly CodeEntry[]) => entries.reduce((sum, entry) => sum + entry.transferSize, 0);
const describeSizes = (entries: readonly CodeEntry[]) =>
  entries.map((entry) => `${entry.path} ${entry.transferSize} B (${entry.decodedBodySize} B decoded)`).join('\n');

/** The server leaves answers under 1 kB as they are: compressing them saves nothing. */
const compressionThreshold = 1024;

/** Every file came from the network (a fresh context has an empty cache), brotli-compressed unless tiny. */
const expectCompressed = (entries: readonly CodeEntry[], encodings: Map<string, string>) => {
  for (const entry of entries) {
    expect(entry.transferSize, entry.path).toBeGreaterThan(0);
    if (entry.decodedBodySize < compressionThreshold) continue;
    expect(encodings.get(entry.path), entry.path).toBe('br');
    expect(entry.encodedBodySize, entry.path).toBeLessThan(entry.decodedBodySize / 2);
  }
};

describe('first load in Chromium', () => {
  it(`sends the sign-in page at most ${budgets.login / 1000} kB of compressed JavaScript and CSS, without the admin area, the investor page or d3`, async () => {
    const { page } = await openPage(browser());
    const encodings = recordEncodings(page);
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    // React itself renders (react-dom marks the container it owns), not a stand-in runtime.
    expect(
      await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))),
    ).toBe(true);

    const entries = await code(page);
    // The stylesheet counts too: a budget of scripts alone would not see styles moved into a stylesheet.
    expect(entries.some((entry) => entry.path.endsWith('.css'))).toBe(true);
    expectCompressed(entries, encodings);
    expect(entries.map((entry) => entry.path).filter((path) => /\/(AdminPage|InvestorSummaryPage|YearlyRoiChart)-/.test(path))).toEqual([]);
    console.info(`sign-in page: ${total(entries)} B of JavaScript and CSS transferred\n${describeSizes(entries)}`);
    expect(total(entries), describeSizes(entries)).toBeLessThanOrEqual(budgets.login);
    await page.context().close();
  });

  it(`sends a signed-in investor's page at most ${budgets.investor / 1000} kB of compressed JavaScript and CSS, chart included, without the admin area`, async () => {
    const { username, password } = demoLogins[0];
    const { page } = await openPage(browser());
    const token = await tokenFor(username, password);
    // Signed in as the login page leaves it: the token in localStorage before the app starts.
    await page.context().addInitScript((stored) => window.localStorage.setItem('token', stored), token);
    const encodings = recordEncodings(page);
    await page.goto(`${baseUrl}/investor`);
    await expect.poll(() => page.getByRole('img', { name: 'Yearly ROI' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.waitForLoadState('networkidle');

    const entries = await code(page);
    expectCompressed(entries, encodings);
    const paths = entries.map((entry) => entry.path);
    expect(paths.some((path) => /\/YearlyRoiChart-/.test(path))).toBe(true);
    expect(paths.filter((path) => /\/AdminPage-/.test(path))).toEqual([]);
    console.info(`investor page: ${total(entries)} B of JavaScript and CSS transferred\n${describeSizes(entries)}`);
    expect(total(entries), describeSizes(entries)).toBeLessThanOrEqual(budgets.investor);
    await page.context().close();
  });
});
