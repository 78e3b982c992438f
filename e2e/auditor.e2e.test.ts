import { AUDITOR_ACTIONS } from '@portal/web/testing';
import { describe, expect, it } from 'vitest';
import { layoutAtEveryWidth } from './layout-measure';
import { adminGet, baseUrl, openAdmin, openPage, signIn, useBrowser } from './support';

const browser = useBrowser();
/** This run's own name, so a kept DATA_DIR (E2E_DATA_DIR) can run the test again. */
const auditor = { username: `auditor-${Date.now().toString(36).slice(-6)}`, password: 'auditor-e2e-password' };

describe('an auditor, in Chromium', () => {
  it('is added by the admin, registers with the secret, signs in, reads the admin page read-only, opens an investor’s page, and is removed', async () => {
    // The admin adds the auditor with the Add Auditor form and reads the secret it shows once.
    const admin = await openAdmin(browser(), 'add-auditor');
    const form = admin.page.getByRole('form', { name: 'New Auditor' });
    await form.getByLabel('Username').fill(auditor.username);
    await form.getByRole('button', { name: 'Add Auditor' }).click();
    const issued = admin.page.getByRole('region', { name: `Registration secret for ${auditor.username}` });
    await expect.poll(() => issued.isVisible()).toBe(true);
    const secret = (await issued.locator('code').innerText()).trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await issued.innerText()).toContain(`${baseUrl}/register`);
    const auditors = admin.page.getByRole('table', { name: 'Auditors' });
    await expect.poll(() => auditors.getByRole('row', { name: `${auditor.username} Not registered yet` }).isVisible()).toBe(true);
    await admin.page.context().close();

    // The auditor registers at /register like an investor, then signs in.
    const { page, dialogs, posts } = await openPage(browser());
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Username').fill(auditor.username);
    await page.getByLabel('Password').fill(auditor.password);
    await page.getByLabel('Secret').fill(secret);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(dialogs).toEqual([]);
    await signIn(page, auditor.username, auditor.password);

    // The admin page: read-only, said so, the reads only, and no form in any of them.
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Admin Page' }).isVisible()).toBe(true);
    expect(await page.getByRole('note', { name: 'Read-only view' }).innerText()).toMatch(/this view is read-only/);
    expect(await layoutAtEveryWidth(page, 'auditor-admin-page')).toEqual([]);
    const dropdown = page.getByLabel('Select Admin Action:');
    expect(await dropdown.locator('option').allInnerTexts()).toEqual(['Select Admin Action:', ...AUDITOR_ACTIONS]);
    for (const label of AUDITOR_ACTIONS) {
      await dropdown.selectOption({ label });
      await expect.poll(() => page.getByRole('heading', { level: 2, name: label, exact: true }).isVisible(), { message: label }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('form').count(), `${label} has no form`).toBe(0);
    }

    // A link to a form is said not to be theirs, and shows no form.
    await page.goto(`${baseUrl}/admin?action=add-investor`);
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('it is not yours to open');
    expect(await page.getByRole('form').count()).toBe(0);

    // An investor's page from the Admin Summary, under the view-as banner.
    await dropdown.selectOption({ label: 'Admin Summary' });
    const investor = page.getByRole('region', { name: 'Admin Summary' }).getByRole('link').first();
    await expect.poll(() => investor.isVisible()).toBe(true);
    const investorName = await investor.innerText();
    await investor.click();
    await page.waitForURL(`${baseUrl}/investor/${encodeURIComponent(investorName)}`);
    const banner = page.getByRole('complementary', { name: "Auditor's view" });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain(`You are viewing ${investorName}'s page as they see it. It is read-only`);
    await expect.poll(() => page.getByText(investorName, { exact: true }).first().isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await layoutAtEveryWidth(page, 'auditor-view-as')).toEqual([]);
    expect(posts.filter((path) => !['/auth/register', '/auth/login'].includes(path))).toEqual([]);

    // The audit trail holds the sign-in and the reads.
    const trail = await adminGet('/admin/audit_log', { actor: auditor.username, page_size: '200' });
    const summaries = trail.events.map((event) => event.summary);
    expect(summaries).toContain(`${auditor.username} signed in`);
    expect(summaries).toContain(`Auditor ${auditor.username} read Admin Summary (/admin/get_admin_summary)`);
    expect(summaries).toContain(`${auditor.username} viewed the investor page of ${investorName}`);
    const listed = await adminGet('/admin/auditors');
    expect(listed).toContainEqual({ username: auditor.username, registered: true });

    // The admin removes the auditor (asked first): the auditor's next request ends their session.
    const again = await openAdmin(browser(), 'add-auditor');
    const remove = again.page.getByRole('form', { name: 'Remove Auditor' });
    await expect.poll(() => remove.getByRole('option', { name: auditor.username }).count()).toBe(1);
    await remove.getByLabel('Auditor').selectOption(auditor.username);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => again.dialogs)
      .toEqual([expect.stringContaining(`remove the auditor ${auditor.username}?`), 'Auditor removed successfully']);
    await expect
      .poll(() => again.page.getByRole('table', { name: 'Auditors' }).getByText(auditor.username, { exact: true }).count())
      .toBe(0);
    await again.page.context().close();
    await page.reload();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
  });
});
