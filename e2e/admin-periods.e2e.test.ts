import { describe, expect, it } from 'vitest';
import { adminGet, adminPost, baseUrl, chooseAction, e2eAdmin, openAdmin, tokenFor, useBrowser } from './support';

const browser = useBrowser();

/** A day before every record of the demo, so closing through it refuses nothing another test records. */
const through = '2019-12-31';

describe('closing the books in Chromium', () => {
  it('closes through a day, refuses a record dated inside it, and reopens with a reason', async () => {
    // A kept DATA_DIR (E2E_DATA_DIR) may hold a close from an earlier run that stopped half-way.
    if ((await adminGet('/admin/periods')).closed_through !== null)
      await adminPost('/admin/reopen_period', { through: null, reason: 'E2E start' });
    const { page, dialogs } = await openAdmin(browser(), 'close-period');
    const books = page.getByRole('heading', { name: 'The Books', exact: true }).locator('xpath=ancestor::section[1]');
    await expect.poll(() => books.innerText()).toContain('No period is closed');

    const close = page.getByRole('form', { name: 'Close the Books' });
    await close.getByLabel('Close Through').fill(through);
    await close.getByRole('button', { name: 'Close Period' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Period closed successfully');
    expect(dialogs.at(-2)).toBe(
      'Close the books through 12/31/2019? Nothing dated on or before it, or for a month or period starting on or before it, can be recorded or deleted until they are reopened.',
    );
    await expect.poll(() => books.innerText()).toContain('Closed through 12/31/2019');

    // A record dated inside the close is refused by the server, whatever page sends it.
    const helpers = await adminGet('/admin/get_admin_helpers');
    const refused = await fetch(`${baseUrl}/admin/record_property_income`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenFor(e2eAdmin.username, e2eAdmin.password)}` },
      body: JSON.stringify({
        income_date: '2019-06-01',
        property_name: helpers.rental_properties[0],
        description: 'Back-dated rent',
        amount: 100,
        income_for_month: '2019-06',
        income_category: 'Rent',
      }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The books are closed through 12/31/2019: nothing dated 06/01/2019 can be recorded or deleted.',
    );

    // Every dated form says so beside its dates.
    await chooseAction(page, 'Add New Income');
    const income = page.getByRole('form', { name: 'Add New Income' });
    await expect.poll(() => income.getByText('Books closed through 12/31/2019').count()).toBe(2);
    await chooseAction(page, 'Close Period');

    const reopen = page.getByRole('form', { name: 'Reopen' });
    await reopen.getByLabel('Reason').fill('E2E: reopened after the check');
    await reopen.getByRole('button', { name: 'Reopen Period' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Period reopened successfully');
    await expect.poll(() => books.innerText()).toContain('No period is closed');
    const history = page.getByRole('table', { name: 'Closes and reopens' });
    await expect.poll(() => history.innerText()).toContain('E2E: reopened after the check');
  });
});
