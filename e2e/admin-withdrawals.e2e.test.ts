import { describe, expect, it } from 'vitest';
import { adminGet, demoLogins, money, openAdmin, useBrowser } from './support';

const browser = useBrowser();

const cents = (dollars: number) => Math.round(dollars * 100);
const maxCash = async (investor: string) =>
  (await adminGet('/admin/get_max_cash_withdrawal', { investor_name: investor })).max_cash_withdrawal;

/** A demo investor with cash to take out, other than the two whose logins the other tests read. */
const investorWithCash = async () => {
  const { investors_list: investors } = await adminGet('/admin/get_admin_helpers');
  const loginInvestors = new Set<string>(demoLogins.map((login) => login.investor));
  for (const investor of investors.filter((name) => !loginInvestors.has(name))) {
    const maximum = await maxCash(investor);
    if (maximum >= 100) return { investor, maximum };
  }
  throw new Error('no demo investor has $100 of cash to withdraw');
};

describe('Withdraw Funds in Chromium', () => {
  it('refuses a cash withdrawal above the maximum without sending it, and records one within it', async () => {
    const { investor, maximum } = await investorWithCash();
    const { page, dialogs, consoleLines, posts } = await openAdmin(browser(), 'withdraw-funds');
    const form = page.getByRole('form', { name: 'Cash Withdrawal' });
    const amount = form.getByLabel('Amount');
    const note = form.getByText(/^(Maximum withdrawal amount: |Fetching the maximum|Choose the selections)/);

    expect(await amount.isDisabled()).toBe(true);
    expect(await note.innerText()).toBe('Choose the selections above to see the maximum.');
    await form.getByLabel('Investor').selectOption({ label: investor });
    await expect.poll(() => note.innerText()).toBe(`Maximum withdrawal amount: ${money(maximum)}`);
    expect(await amount.isEnabled()).toBe(true);
    expect(await amount.getAttribute('max')).toBe(String(maximum));
    expect(await amount.getAttribute('min')).toBe('0');
    expect(await amount.getAttribute('step')).toBe('0.01');

    // One cent over: only the console says so; nothing is sent, nothing alerted, the maximum stays.
    const today = new Date().toISOString().slice(0, 10);
    await form.getByLabel('Date').fill(today);
    await form.getByLabel('Description').fill('E2E payout');
    await amount.fill(((cents(maximum) + 1) / 100).toFixed(2));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => consoleLines).toContain(`Amount cannot exceed the maximum withdrawal amount of ${maximum}`);
    expect(posts.filter((path) => path === '/admin/record_cash_withdrawal')).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await note.innerText()).toBe(`Maximum withdrawal amount: ${money(maximum)}`);
    expect(await maxCash(investor)).toBe(maximum);

    // Within the maximum: recorded, alerted, the form cleared; the investor's maximum is lower by as much.
    await amount.fill('25.50');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialogs).toEqual(['Cash withdrawal recorded successfully']);
    expect(posts.filter((path) => path === '/admin/record_cash_withdrawal')).toHaveLength(1);
    await expect.poll(() => form.getByLabel('Investor').inputValue()).toBe('');
    expect(await amount.inputValue()).toBe('0');
    expect(await amount.isDisabled()).toBe(true);
    const lowered = (cents(maximum) - 2550) / 100;
    expect(await maxCash(investor)).toBe(lowered);
    await form.getByLabel('Investor').selectOption({ label: investor });
    await expect.poll(() => note.innerText()).toBe(`Maximum withdrawal amount: ${money(lowered)}`);
  });
});
