import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, e2eAdmin, nextDialog, useBrowser } from './support';

const browser = useBrowser();
/** This run's own names, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again. */
const run = Date.now().toString(36).slice(-6);
const erin = { name: `Erin Example ${run}`, username: `erin-${run}` };

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL(`${baseUrl}/investor`);
};

describe('sign-in, registration and sign-out in Chromium', () => {
  it('admin adds an investor; the investor registers with the secret, signs in, sees /protected, signs out', async () => {
    const adminPage = await (await browser().newContext()).newPage();
    await signIn(adminPage, e2eAdmin.username, e2eAdmin.password);
    await expect.poll(() => adminPage.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);
    expect(await adminPage.getByText('E2E Capital').first().isVisible()).toBe(true);

    // The admin's own session adds the investor here; admin-records adds one through the Add New Investor form.
    const secret = await adminPage.evaluate(async (name) => {
      const response = await fetch('/admin/add_investor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ name, email: 'erin@example.com', phone: '555-0199', address: '9 Oak Ave', fee_percentage: 0.2 }),
      });
      return ((await response.json()) as { secret: string }).secret;
    }, erin.name);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const page = await (await browser().newContext()).newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      dialog.accept().catch(() => {});
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL(`${baseUrl}/register`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Welcome to\s*E2E Capital/);
    await page.getByLabel('Username').fill(erin.username);
    await page.getByLabel('Password').fill('erin-password');
    await page.getByLabel('Secret').fill(secret);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(alerts).toEqual([]);

    await signIn(page, erin.username, 'erin-password');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto(`${baseUrl}/protected`);
    await expect.poll(() => page.getByText(erin.username).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
  });

  it('a wrong password shows the failure alert and stays on the login page', async () => {
    const page = await (await browser().newContext()).newPage();
    const alert = nextDialog(page);
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    expect(await alert).toBe('Invalid credentials. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a registration with a wrong secret alerts the server message', async () => {
    const page = await (await browser().newContext()).newPage();
    const alert = nextDialog(page);
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Username').fill('mallory');
    await page.getByLabel('Password').fill('mallory-password');
    await page.getByLabel('Secret').fill('wrong-secret');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    expect(await alert).toBe('Registration failed: The secret does not match any investor. Check it with your administrator.');
  });
});
