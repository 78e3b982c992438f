import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totpCodeAt } from '@portal/ledger-service/testing';
import { layoutAtEveryWidth } from './layout-measure';
import { addRegisteredInvestor, baseUrl, openSignedIn, useBrowser } from './support';

/**
 * Two-factor sign-in in Chromium (docs/two-factor.md): an investor turns it on from the top bar with
 * a code this test computes from the key the page shows, signs out, and signs in again with the
 * password and then a code; a recovery code works in place of the code.
 */

const browser = useBrowser();
/** This run's own names, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again. */
const run = Date.now().toString(36).slice(-6);
const tina = { name: `Tina Twofactor ${run}`, username: `tina-${run}`, password: 'tina-password-1' };

/** axe's serious and critical findings on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** The code the authenticator app shows `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => totpCodeAt(secret, Date.now() + steps * 30_000);

const register = () =>
  addRegisteredInvestor(
    { name: tina.name, email: 'tina@example.com', phone: '555-0142', address: '2 Factor Way', fee_percentage: 0.1 },
    tina,
  );

/** The sign-in page up to the password; the code field appears only once the server asks for it. */
const signInWithPassword = async (page: Page) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(tina.username);
  await page.getByLabel('Password').fill(tina.password);
  expect(await page.getByLabel('Two-factor code').count()).toBe(0);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect.poll(() => page.getByLabel('Two-factor code').isVisible()).toBe(true);
};

describe('two-factor sign-in in Chromium', () => {
  it('an investor turns it on with a QR code and a code, then signs in with the password and a code, or a recovery code', async () => {
    await register();
    const { page, dialogs } = await openSignedIn(browser(), tina.username, tina.password, '/investor');

    await page.getByRole('link', { name: 'Two-Factor Sign-In' }).click();
    await page.waitForURL(`${baseUrl}/security`);
    // Setting it up asks for the password again: a session alone may not.
    await page.getByLabel('Current password').fill(tina.password);
    await page.getByRole('button', { name: 'SET UP' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await layoutAtEveryWidth(page, 'two-factor-set-up')).toEqual([]);
    const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/).innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('6-digit code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'TURN ON' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect.poll(() => list.isVisible()).toBe(true);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await layoutAtEveryWidth(page, 'two-factor-recovery-codes')).toEqual([]);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    await page.getByRole('button', { name: 'I HAVE SAVED THEM' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Two-factor sign-in is on' }).isVisible()).toBe(true);
    expect(await page.getByText('You have 10 recovery codes left.', { exact: false }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // The password alone is not enough now; the next step's code (the one that turned it on is used).
    await signInWithPassword(page);
    expect(dialogs).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Two-factor code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(`${baseUrl}/investor`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Investment Summary' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await signInWithPassword(page);
    await page.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(`${baseUrl}/investor`);
    expect(dialogs).toEqual([]);
  });
});
