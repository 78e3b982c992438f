import type { GetAnswer } from '@portal/contracts/api';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminGet,
  baseUrl,
  dayText,
  demoLogins,
  e2eAdmin,
  money,
  openAdmin,
  openPage,
  pick,
  signIn,
  tokenFor,
  useBrowser,
} from './support';

const browser = useBrowser();
/** This run's own names, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again. */
const run = Date.now().toString(36).slice(-6);
const [emily] = demoLogins;
const sessionEnded = 'Your session has ended. Please sign in again.';

/** A fresh context whose page records every API request and every failed answer; `token` signs it in first. */
const openWatched = async (token?: string) => {
  const opened = await openPage(browser());
  if (token) {
    await opened.page.context().addInitScript((stored) => {
      if (window.localStorage.getItem('token') === null) window.localStorage.setItem('token', stored);
    }, token);
  }
  const requested: string[] = [];
  const failed: string[] = [];
  opened.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  opened.page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { ...opened, requested, failed };
};

const fillSignIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
};

/** The path and query the page shows. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('routes by role, in Chromium', () => {
  it('lands an admin at /investor on a searchable investor list, with no failing call, and opens a summary from it', async () => {
    const opened = await openWatched();
    const { page, consoleLines } = opened;
    await signIn(page, e2eAdmin.username, e2eAdmin.password);

    await expect.poll(() => page.getByRole('link', { name: emily.investor }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Investment Summary');
    expect(await page.getByText('No data available.').count()).toBe(0);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill(emily.investor.split(' ')[0]!.toLowerCase());
    await expect.poll(() => page.getByText(/^1 of \d+ investors$/).isVisible()).toBe(true);
    await page.getByRole('link', { name: emily.investor }).click();

    await page.waitForURL(`${baseUrl}/investor/${encodeURIComponent(emily.investor)}`);
    await expect.poll(() => page.getByText(emily.investor, { exact: true }).first().isVisible()).toBe(true);
    expect(opened.failed).toEqual([]);
    expect(consoleLines.filter((line) => /\b400\b|Error fetching/.test(line))).toEqual([]);

    // Back returns to the list with its search.
    await page.goBack();
    await expect.poll(() => search.inputValue()).toBe('emily');
  });

  it('shows an investor at /admin a not-allowed page and makes no admin call but the role check', async () => {
    const opened = await openWatched(await tokenFor(emily.username, emily.password));
    const { page } = opened;
    await page.goto(`${baseUrl}/admin?action=admin-summary`);

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Not allowed' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Select Admin Action:').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(opened.requested.filter((path) => path.startsWith('/admin/'))).toEqual(['/admin/get_admin_level']);
    expect(opened.failed).toEqual([]);

    await page.getByRole('link', { name: 'Go to your investment summary' }).click();
    await page.waitForURL(`${baseUrl}/investor`);
    await expect.poll(() => page.getByText(emily.investor, { exact: true }).first().isVisible()).toBe(true);
  });
});

describe('sign-in keeps the way back, in Chromium', () => {
  it('opens a deep link after signing in', async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    const year = helpers.tax_years[0]!;
    const llc = helpers.llcs_list[0]!;
    const deepLink = `/admin?${new URLSearchParams({ action: 'llc-taxes', tax_year: year, llc }).toString()}`;
    const { page } = await openPage(browser());

    await page.goto(`${baseUrl}${deepLink}`);
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('alert').count()).toBe(0); // never signed in: no ended session to speak of
    await fillSignIn(page, e2eAdmin.username, e2eAdmin.password);

    await expect.poll(() => where(page)).toBe(deepLink);
    const panel = page.getByRole('region', { name: 'LLC Taxes' });
    await expect.poll(() => panel.getByRole('heading', { name: 'LLC Information', exact: true }).isVisible()).toBe(true);
    expect(await panel.getByLabel('Select Tax Year:').inputValue()).toBe(year);
    expect(await panel.getByLabel('Select LLC:').inputValue()).toBe(llc);
  });

  it('says the session ended on the login page, then returns to the page after signing in again', async () => {
    const { page } = await openPage(browser());
    await signIn(page, e2eAdmin.username, e2eAdmin.password);
    // Ends this token on the server, as a sign-out elsewhere would; the browser still holds it. The
    // page is left first: a request it sent after the sign-out would end the session there and then,
    // before the page this test opens.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto('about:blank');
    const signedOut = await fetch(`${baseUrl}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(signedOut.status).toBeLessThan(300);

    await page.goto(`${baseUrl}/admin?action=audit-trail`);

    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(sessionEnded);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await fillSignIn(page, e2eAdmin.username, e2eAdmin.password);
    await expect.poll(() => where(page)).toBe('/admin?action=audit-trail');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Audit Trail' }).isVisible()).toBe(true);
  });
});

describe('selections in the URL, in Chromium', () => {
  it('keeps the LLC Taxes year and LLC across a reload', async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    const year = helpers.tax_years.at(-1)!;
    const llc = helpers.llcs_list.at(-1)!;
    const { page } = await openAdmin(browser(), 'llc-taxes');
    const panel = page.getByRole('region', { name: 'LLC Taxes' });
    await pick(panel, 'Select Tax Year:', year);
    await pick(panel, 'Select LLC:', llc);
    await expect.poll(() => new URL(page.url()).searchParams.get('llc')).toBe(llc);

    await page.reload();

    await expect.poll(() => panel.getByRole('heading', { name: 'LLC Information', exact: true }).isVisible()).toBe(true);
    expect(await panel.getByLabel('Select Tax Year:').inputValue()).toBe(year);
    expect(await panel.getByLabel('Select LLC:').inputValue()).toBe(llc);
  });
});

describe('visible feedback, in Chromium', () => {
  it('shows an empty submit at the form and beside each empty field, besides the console line', async () => {
    const { page, consoleLines, posts } = await openAdmin(browser(), 'add-investment');
    const form = page.getByRole('form', { name: 'Add New Investment' });

    await form.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => form.getByRole('alert').innerText()).toBe('Please fill in all fields.');
    expect(consoleLines).toContain('Please fill in all fields.');
    expect(posts).toEqual([]);
    for (const label of ['Investor', 'Property', 'Date', 'Amount']) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await form.getByText('Required.').count()).toBe(4);
    expect(await form.getByLabel('Investor', { exact: true }).evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it('shows an amount over the withdrawal maximum at the form and the limit beside the amount', async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    const investor = helpers.investors_list.find((name) => name !== emily.investor)!;
    const { max_cash_withdrawal: maximum } = await adminGet('/admin/get_max_cash_withdrawal', {
      investor_name: investor,
    });
    const { page, consoleLines, posts, dialogs } = await openAdmin(browser(), 'withdraw-funds');
    const form = page.getByRole('form', { name: 'Cash Withdrawal' });
    await expect.poll(() => form.getByLabel('Investor').locator('option').allInnerTexts()).toContain(investor);
    await form.getByLabel('Investor').selectOption({ label: investor });
    await expect.poll(() => form.getByText(`Maximum withdrawal amount: ${money(maximum)}`).isVisible()).toBe(true);
    await form.getByLabel('Date').fill('2025-01-15');
    await form.getByLabel('Description').fill(`Too much ${run}`);
    await form.getByLabel('Amount').fill((maximum + 1).toFixed(2));

    await form.getByRole('button', { name: 'Submit' }).click();

    const line = `Amount cannot exceed the maximum withdrawal amount of ${maximum}`;
    await expect.poll(() => form.getByRole('alert').innerText()).toBe(line);
    expect(consoleLines).toContain(line);
    expect(await form.getByText(`At most ${money(maximum)}.`).isVisible()).toBe(true);
    expect(await form.getByLabel('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it("names the row's date, amount and detail in the delete confirm (dismissed here: nothing is deleted)", async () => {
    const helpers = await adminGet('/admin/get_admin_helpers');
    let found: { property: string; row: GetAnswer<'/admin/get_property_txns'>['income'][number] } | undefined;
    for (const property of helpers.properties) {
      const { income } = await adminGet('/admin/get_property_txns', { selectedProperty: property });
      if (income.length > 0) {
        // The newest: the table lists the newest first, a page at a time.
        found = { property, row: [...income].sort((a, b) => b.date.localeCompare(a.date))[0]! };
        break;
      }
    }
    if (!found) throw new Error('no demo property has income');
    const { page, dialogs, posts } = await openDismissing(
      browser(),
      `/admin?action=delete-property-transaction&property=${encodeURIComponent(found.property)}`,
    );
    const panel = page.getByRole('region', { name: 'Delete Property Transaction' });
    const table = panel.getByRole('table', { name: 'Income History' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);

    await table.getByRole('button', { name: `Delete income ${found.row.id}` }).click();

    await expect
      .poll(() => dialogs)
      .toEqual([
        `Are you sure you want to delete income ID ${found.row.id}?\n\nDate: ${dayText(found.row.date)}\nAmount: ${money(found.row.amount)}\nDetail: ${found.row.detail}`,
      ]);
    expect(posts).toEqual([]);
  });

  it('asks before Delete User, naming the user', async () => {
    const name = `Dana Delete ${run}`;
    const adminToken = await tokenFor(e2eAdmin.username, e2eAdmin.password);
    const added = await fetch(`${baseUrl}/admin/add_investor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name, email: 'dana@example.com', phone: '555-0142', address: '4 Elm St', fee_percentage: 0.1 }),
    });
    const { secret } = (await added.json()) as { secret: string };
    const registered = await fetch(`${baseUrl}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: `dana-${run}`, password: 'dana-password', secret }),
    });
    expect(registered.status).toBe(201);

    const { page, dialogs, posts } = await openAdmin(browser(), 'manage-portal-users');
    const form = page.getByRole('form', { name: 'Delete Portal User' });
    await expect.poll(() => form.getByLabel('Portal User').locator('option').allInnerTexts()).toContain(name);
    await form.getByLabel('Portal User').selectOption({ label: name });
    await form.getByRole('button', { name: 'Delete User' }).click();

    await expect
      .poll(() => dialogs)
      .toEqual([
        `Are you sure you want to delete the portal user of ${name}? ${name} will no longer be able to sign in; their investments and records stay, and a new registration secret is issued for them.`,
        'Portal user deleted successfully',
      ]);
    expect(posts.filter((path) => path === '/admin/delete_portal_user')).toHaveLength(1);
    expect((await adminGet('/admin/get_admin_helpers')).portal_users_list).not.toContain(name);
  });
});

/** A signed-in admin page on `path` whose confirms are dismissed (Cancel), recording their texts. */
async function openDismissing(browserNow: Browser, path: string) {
  const context = await browserNow.newContext({ viewport: { width: 1280, height: 900 } });
  const token = await tokenFor(e2eAdmin.username, e2eAdmin.password);
  await context.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
  const page = await context.newPage();
  const dialogs: string[] = [];
  const posts: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}${path}`);
  return { page, dialogs, posts };
}
