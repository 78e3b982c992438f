import type { GetAnswer, GetPath, PostAnswer, PostBody, PostPath } from '@portal/contracts/api';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { connectBrowser } from './browser';
import { e2eAdmin, signInAt } from './server-setup';

/** Shared pieces of the browser tests: the run's browser, signed-in pages, the API, the display formats. */

export const baseUrl = inject('baseUrl');
export { e2eAdmin };
export { demoLogins } from '@portal/tools/demo';

/** Connects this file to the run's one browser; each test opens its own context through `openPage`. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not connected yet');
    return browser;
  };
};

export interface OpenedPage {
  page: Page;
  /** Every alert and confirm, in order; each is accepted (a confirm answers OK). */
  dialogs: string[];
  /** Every console line of the page. */
  consoleLines: string[];
  /** Paths of the POST requests the page sent. */
  posts: string[];
}

/** A page in a fresh context (no stored token), recording its dialogs, console and posts. */
export const openPage = async (browser: Browser): Promise<OpenedPage> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const opened: OpenedPage = { page, dialogs: [], consoleLines: [], posts: [] };
  page.on('dialog', (dialog) => {
    opened.dialogs.push(dialog.message());
    dialog.accept().catch(() => {}); // the page may be gone by then (the test is over)
  });
  page.on('console', (message) => opened.consoleLines.push(message.text()));
  page.on('request', (request) => {
    if (request.method() === 'POST') opened.posts.push(new URL(request.url()).pathname);
  });
  return opened;
};

/** Signs in through the login page and waits for the investor area. */
export const signIn = async (page: Page, username: string, password: string) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL(`${baseUrl}/investor`);
};

/**
 * A page already signed in (the token the login page would store is in localStorage before the app
 * starts), opened on `path`. The sign-in screen itself is tested by auth-flow and investor-summary.
 */
export const openSignedIn = async (browser: Browser, username: string, password: string, path: string): Promise<OpenedPage> => {
  const opened = await openPage(browser);
  const token = await tokenFor(username, password);
  await opened.page.context().addInitScript((stored) => {
    if (window.localStorage.getItem('token') === null) window.localStorage.setItem('token', stored);
  }, token);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
};

/** A signed-in page of the admin on `/admin?action=...` (or the bare /admin). */
export const openAdmin = async (browser: Browser, action?: string): Promise<OpenedPage> => {
  const opened = await openSignedIn(browser, e2eAdmin.username, e2eAdmin.password, `/admin${action ? `?action=${action}` : ''}`);
  await expect.poll(() => opened.page.getByRole('heading', { level: 1, name: 'Admin Page' }).isVisible()).toBe(true);
  return opened;
};

/** Picks an admin action from the dropdown, as a user does (no reload: the helper lists come from the page's cache). */
export const chooseAction = async (page: Page, label: string) => {
  await page.getByLabel('Select Admin Action:').selectOption({ label });
  await expect.poll(() => page.getByRole('heading', { level: 2, name: label, exact: true }).isVisible()).toBe(true);
};

/** Waits for a select to offer an option, then picks it by its text. */
export const pick = async (scope: Locator, label: string, option: string) => {
  const select = scope.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').allInnerTexts(), { message: `${label} offers ${option}` }).toContain(option);
  await select.selectOption({ label: option });
};

/** A bearer token for the API, as the login page gets it. */
export const tokenFor = (username: string, password: string): Promise<string> => signInAt(baseUrl, username, password);

/** GET an API call with a token, as the web app does; throws unless 200. Its answer is typed by the contract. */
export const apiGet = async <P extends GetPath>(token: string, path: P, query: Record<string, string> = {}): Promise<GetAnswer<P>> => {
  const url = `${baseUrl}${path}?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as GetAnswer<P>;
};

let adminToken: Promise<string> | undefined;
/** GET an admin call as the e2e admin. */
export const adminGet = async <P extends GetPath>(path: P, query: Record<string, string> = {}): Promise<GetAnswer<P>> =>
  apiGet(await (adminToken ??= tokenFor(e2eAdmin.username, e2eAdmin.password)), path, query);

/** POST an admin call as the e2e admin, as the web app does (its body and answer typed by the contract); throws unless 2xx. */
export const adminPost = async <P extends PostPath>(path: P, body: PostBody<P>): Promise<PostAnswer<P>> => {
  const token = await (adminToken ??= tokenFor(e2eAdmin.username, e2eAdmin.password));
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PostAnswer<P>;
};

/**
 * The display formats, written out here rather than taken from the web
 * app so the tests check what a user reads: en-US dollars with cents ('-$' in front of negatives),
 * whole dollars for tax figures, percentages with 2 decimals, months MM/YYYY, days MM/DD/YYYY.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number, text: string) => (value < 0 && /[1-9]/.test(text) ? `-${text}` : text);
export const money = (value: number) => signed(value, dollars.format(Math.abs(value)));
export const roundedMoney = (value: number) => signed(value, wholeDollars.format(Math.abs(value)));
export const percent = (value: number) => signed(value, `${twoDecimals.format(Math.abs(value))}%`);
export const monthText = (key: string) => `${key.slice(5, 7)}/${key.slice(0, 4)}`;
export const dayText = (key: string) => `${key.slice(5, 7)}/${key.slice(8, 10)}/${key.slice(0, 4)}`;

/** The confirm before a transaction is deleted: the sentence naming its id, then its date, amount and detail. */
export const deleteConfirmText = (type: string, row: { id: string; date: string; amount: number; detail: string }) =>
  `Are you sure you want to delete ${type} ID ${row.id}?\n\nDate: ${dayText(row.date)}\nAmount: ${money(row.amount)}\nDetail: ${row.detail}`;

/**
 * The rows of a table (named by its caption) as the cells' shown texts, header row left out (a
 * row's description, there for screen readers after its last cell, left out too).
 */
export const tableRows = (within: Page | Locator, name: string): Promise<string[][]> =>
  within
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.firstChild?.textContent ?? '').trim())),
    );

/** The value shown beside a label in a list of figures (a `dt` and the `dd` after it). */
export const figureText = (within: Page | Locator, label: string): Promise<string> =>
  within
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** Every figure of the lists of figures in `within`, by label, as shown. */
export const figureTexts = async (within: Locator): Promise<Record<string, string>> => {
  const [labels, values] = await Promise.all([within.locator('dt').allInnerTexts(), within.locator('dd').allInnerTexts()]);
  if (values.length !== labels.length) throw new Error(`${labels.length} labels but ${values.length} values`);
  return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
};

/** Whether the element's top edge is inside the window (after a scroll has brought it there). */
export const inViewport = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });

/** Whether the window is scrolled to the page's bottom. */
export const atBottom = (page: Page): Promise<boolean> =>
  page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2);

/** An investor added by the admin and registered with the secret the admin was given, as a new investor would. */
export const addRegisteredInvestor = async (
  investor: PostBody<'/admin/add_investor'>,
  login: { username: string; password: string },
): Promise<void> => {
  const { secret } = await adminPost('/admin/add_investor', investor);
  const response = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: login.username, password: login.password, secret }),
  });
  expect(response.status).toBe(201);
};

/** The text of the next alert or confirm the page shows (accepted). */
export const nextDialog = (page: Page): Promise<string> =>
  new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      dialog.accept().catch(() => {});
    }),
  );
