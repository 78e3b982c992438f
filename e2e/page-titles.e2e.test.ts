import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, demoLogins, e2eAdmin, openPage, openSignedIn, useBrowser } from './support';

/**
 * Each route names its tab after itself (most specific first, then the brand), so two tabs of the
 * portal or two entries of the history are told apart; `/` opens a signed-in person's own page;
 * an unknown path says so, who is signed in and the way on.
 */

const browser = useBrowser();
const [investor] = demoLogins;
const BRAND = 'E2E Capital';

/** Opens `path` and waits for the tab's title to settle on `wanted` (a page names its tab once its own words are known). */
const expectTitle = async (page: Page, path: string, wanted: string) => {
  await page.goto(`${baseUrl}${path}`);
  await expect.poll(() => page.title(), { message: path }).toBe(wanted);
};

describe('page titles, the start page and unknown paths, in Chromium', () => {
  it('gives each route its own title', async () => {
    const visitor = await openPage(browser());
    const admin = await openSignedIn(browser(), e2eAdmin.username, e2eAdmin.password, '/admin');
    const own = await openSignedIn(browser(), investor.username, investor.password, '/investor');
    try {
      await expectTitle(visitor.page, '/', `Sign In · ${BRAND}`);
      await expectTitle(visitor.page, '/register', `Register · ${BRAND}`);
      await expectTitle(own.page, '/investor', `Summary · ${investor.investor} · ${BRAND}`);
      await expectTitle(own.page, '/statements', `Statements · ${BRAND}`);
      await expectTitle(own.page, '/payment-details', `Payment Details · ${BRAND}`);
      await expectTitle(own.page, '/change-password', `Change Password · ${BRAND}`);
      await expectTitle(own.page, '/security', `Two-Factor Sign-In · ${BRAND}`);
      await expectTitle(own.page, '/admin', `Not Allowed · ${BRAND}`);
      await expectTitle(admin.page, '/admin', `Investors · Admin · ${BRAND}`);
      await expectTitle(admin.page, '/admin?action=llc-taxes', `LLC Taxes · Admin · ${BRAND}`);
      // The back office reads statements in its admin action.
      await expectTitle(admin.page, '/statements', `Issue Statements · Admin · ${BRAND}`);
      await expectTitle(admin.page, '/payment-details', `Payment Details · Admin · ${BRAND}`);
      await expectTitle(admin.page, '/investor', `Pick an Investor · ${BRAND}`);
      await expectTitle(admin.page, `/investor/${encodeURIComponent(investor.investor)}`, `Summary · ${investor.investor} · ${BRAND}`);
      await expectTitle(admin.page, '/no-such-page', `Page Not Found · ${BRAND}`);
    } finally {
      await Promise.all([visitor, admin, own].map(({ page }) => page.context().close()));
    }
  });

  it('opens a signed-in investor’s summary and an administrator’s back office at /, not the sign-in form', async () => {
    const own = await openSignedIn(browser(), investor.username, investor.password, '/');
    const admin = await openSignedIn(browser(), e2eAdmin.username, e2eAdmin.password, '/');
    try {
      await own.page.waitForURL(`${baseUrl}/investor`);
      await admin.page.waitForURL(`${baseUrl}/admin`);
      expect(await own.page.getByRole('button', { name: 'SIGN IN' }).count()).toBe(0);
    } finally {
      await Promise.all([own, admin].map(({ page }) => page.context().close()));
    }
  });

  it('says on an unknown path who is signed in, with their page and Sign Out; signed out, the way to sign in', async () => {
    const own = await openSignedIn(browser(), investor.username, investor.password, '/old/link');
    const visitor = await openPage(browser());
    try {
      const card = own.page.getByRole('region', { name: 'Page not found' });
      await expect.poll(() => card.innerText()).toContain(`You are signed in as ${investor.username}.`);
      await card.getByRole('link', { name: 'Go to your investment summary' }).click();
      await own.page.waitForURL(`${baseUrl}/investor`);

      await visitor.page.goto(`${baseUrl}/old/link`);
      await visitor.page.getByRole('link', { name: 'Go to the sign-in page' }).click();
      await visitor.page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    } finally {
      await Promise.all([own, visitor].map(({ page }) => page.context().close()));
    }
  });
});
