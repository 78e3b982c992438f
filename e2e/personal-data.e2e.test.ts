import { describe, expect, it } from 'vitest';
import { adminGet, baseUrl, e2eAdmin, openAdmin, tokenFor, useBrowser } from './support';

const browser = useBrowser();
/** This run's own names, so a kept DATA_DIR (E2E_DATA_DIR) can run the tests again. */
const run = Date.now().toString(36).slice(-6);

const post = async (path: string, body: unknown, token?: string) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('erasing an investor’s personal data in Chromium', () => {
  it('asks, erases, and from then on the investor is a pseudonym, the audit trail says [erased], the portal user is gone, the figures stay', async () => {
    const name = `Erin Erase ${run}`;
    const email = `erin.${run}@mail.example`;
    const admin = await tokenFor(e2eAdmin.username, e2eAdmin.password);
    const added = await post(
      '/admin/add_investor',
      { name, email, phone: '555-0177', address: '8 Quiet Lane', fee_percentage: 0.1 },
      admin,
    );
    const { secret } = (await added.json()) as { secret: string };
    expect((await post('/auth/register', { username: `erin-${run}`, password: 'erin-password', secret })).status).toBe(201);
    const audit = async () =>
      (await adminGet('/admin/audit_log', { entity_type: 'investor', entity_name: name })).events.find(
        (e) => e.event_type === 'InvestorAdded',
      )?.summary;
    expect(await audit()).toBe(`Investor ${name} added (email ${email}, fee 10%)`);
    const figures = await adminGet('/api/investor_summary', { investor_name: name });

    const { page, dialogs } = await openAdmin(browser(), 'manage-portal-users');
    const form = page.getByRole('form', { name: 'Erase Personal Data' });
    await expect.poll(() => form.getByLabel('Investor').locator('option').allInnerTexts()).toContain(name);
    await form.getByLabel('Investor').selectOption({ label: name });
    await form.getByRole('button', { name: 'Erase' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[0]).toMatch(new RegExp(`^Erase the personal data of ${name}\\?.*This cannot be undone\\.$`));
    const said =
      /^The personal data of (.+) has been erased: they are shown as (Erased investor \d+) from now on\. Their figures are kept\.$/.exec(
        dialogs[1] ?? '',
      );
    expect(said?.[1]).toBe(name);
    const pseudonym = said![2]!;

    const erasedAudit = await adminGet('/admin/audit_log', { entity_type: 'investor', entity_name: pseudonym });
    expect(erasedAudit.events.find((e) => e.event_type === 'InvestorAdded')?.summary).toBe(
      `Investor ${pseudonym} added (email [erased], fee 10%)`,
    );
    expect(JSON.stringify(await adminGet('/admin/audit_log', { page_size: '200' }))).not.toContain(name);
    const helpers = await adminGet('/admin/get_admin_helpers');
    expect(helpers.portal_users_list).not.toContain(name);
    expect(helpers.investors_list).not.toContain(name);
    expect(helpers.investors_list).toContain(pseudonym);
    expect((await post('/auth/login', { username: `erin-${run}`, password: 'erin-password' })).status).toBe(401);
    expect(await adminGet('/api/investor_summary', { investor_name: pseudonym })).toEqual({ ...figures, investor_name: pseudonym });
  });
});
