import { sql } from 'slonik';
import { z } from 'zod';
import { apiCalls } from '@portal/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditorRefusal } from '../../infrastructure/http/auth-middleware';
import { buildReportLedger, reportToday, type ReportLedger } from '../../testing/report-ledger';
import { expectAdminOnly, expectRefusals, nameRefusals } from '../../testing/refusals';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * An auditor from end to end through HTTP: added by the administrator, registered with the secret,
 * signed in; reads every back-office answer and every investor's pages, changes nothing, sees no
 * secret, and every sign-in and read is in the audit trail (docs/security.md, Roles).
 */

let api: TestServer;
let ledger: ReportLedger;
let auditorToken: string;
const auditorPassword = 'auditor-pass-1';

beforeAll(async () => {
  api = await startTestServer({ today: reportToday });
  ledger = await buildReportLedger(api, await api.loginAs(testAdmin.username, testAdmin.password));
});
afterAll(async () => api?.stop());

const addAuditor = (username: unknown) => api.call('POST', '/admin/add_auditor', { token: ledger.adminToken, body: { username } });
const register = (username: string, secret: string, password = auditorPassword) =>
  api.call('POST', '/auth/register', { body: { username, password, secret } });

/** The events appended since `count`, as type and data. */
const eventsSince = async (count: number) =>
  api.runtime.pool.any(
    sql.type(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()), stream: z.string() }))`
      SELECT type, data, stream_name AS stream FROM event_store.events ORDER BY transaction_id, position OFFSET ${count}`,
  );

const auditTrailOf = async (actor: string) => {
  const answer = await api.call('GET', `/admin/audit_log?actor=${actor}&page_size=200`, { token: ledger.adminToken });
  expect(answer.status).toBe(200);
  return (answer.body.events as { event_type: string; summary: string }[]).map(({ event_type, summary }) => ({ event_type, summary }));
};

describe('adding an auditor', () => {
  it('answers the secret once, lists the auditor as not registered, and records no secret in the audit trail', async () => {
    const before = await api.eventCount();
    const added = await addAuditor('Jane Auditor');
    expect(added.status).toBe(201);
    expect(Object.keys(added.body)).toEqual(['secret']);
    expect(String(added.body.secret)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await eventsSince(before)).map(({ type, stream }) => ({ type, stream }))).toEqual([
      { type: 'AuditorAdded', stream: 'portal-users' },
    ]);

    const list = await api.call('GET', '/admin/auditors', { token: ledger.adminToken });
    expect(list).toMatchObject({ status: 200, body: {} });
    expect(JSON.parse(list.text)).toEqual([{ username: 'Jane Auditor', registered: false }]);
    expect(list.text).not.toContain(String(added.body.secret));

    const trail = await api.call('GET', '/admin/audit_log?event_type=AuditorAdded', { token: ledger.adminToken });
    expect(trail.text).toContain('Auditor Jane Auditor added (a registration secret issued)');
    expect(trail.text).not.toContain(String(added.body.secret));
  });

  it('refuses bad input with 400 and a message, and a taken username with 409, appending nothing', async () => {
    await expectRefusals(api, ledger.adminToken, '/admin/add_auditor', [
      ...nameRefusals({}, 'username'),
      ['username with a zero-width space', { username: 'ja\u200bne' }, 400, /^username: /],
      ['username mixing scripts', { username: 'Jаne' }, 400, /^username: /],
    ]);
    const before = await api.eventCount();
    for (const [username, message] of [
      ['ANN', 'The username ann is taken. Please choose another.'],
      ['admin', 'The username admin is taken. Please choose another.'],
    ]) {
      expect(await addAuditor(username)).toMatchObject({ status: 409, body: { message } });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('is for administrators only: 401 anonymous, 403 for an investor, nothing appended', async () => {
    await expectAdminOnly(api, ledger.annToken, '/admin/add_auditor', { username: 'Sneaky' });
  });

  it('issues a new secret when added again before registering: the one before stops working', async () => {
    const first = String((await addAuditor('Max Reviewer')).body.secret);
    const second = await addAuditor('max reviewer');
    expect(second.status).toBe(201);
    expect(second.body.secret).not.toBe(first);
    expect(await register('Max Reviewer', first)).toMatchObject({ status: 400 });
    expect(await register('Max Reviewer', String(second.body.secret))).toMatchObject({ status: 201 });
    expect(await addAuditor('Max Reviewer')).toMatchObject({
      status: 409,
      body: { message: 'Max Reviewer is already a registered auditor.' },
    });
  });
});

describe('registering and signing in as an auditor', () => {
  let secret: string;
  beforeAll(async () => {
    secret = String((await addAuditor('jane')).body.secret);
  });

  it('registers at /auth/register with the secret, under the auditor’s username only, once', async () => {
    const before = await api.eventCount();
    expect(await register('mallory', secret)).toMatchObject({
      status: 400,
      body: { message: 'This secret registers the auditor jane: use that username.' },
    });
    // An investor's secret never registers an auditor's name, and the name stays taken.
    expect(await register('jane', 'not-a-real-secret')).toMatchObject({ status: 400 });
    expect(await api.eventCount()).toBe(before);

    expect(await register('jane', secret)).toMatchObject({ status: 201, body: { message: 'Registration complete. You can sign in now.' } });
    const [registered] = await eventsSince(before);
    expect(registered).toMatchObject({ type: 'AuditorRegistered', stream: 'portal-users', data: { username: 'jane' } });
    expect(JSON.stringify(registered)).not.toContain(auditorPassword);

    const again = api.eventCount();
    expect(await register('jane', secret)).toMatchObject({ status: 400 });
    expect(await api.eventCount()).toBe(await again);
    const list = await api.call('GET', '/admin/auditors', { token: ledger.adminToken });
    expect(JSON.parse(list.text)).toContainEqual({ username: 'jane', registered: true });
  });

  it('signs in, and says who is who at /admin/get_admin_level', async () => {
    auditorToken = await api.loginAs('JANE', auditorPassword);
    for (const [token, answer] of [
      [auditorToken, { admin_level: 0, role: 'auditor' }],
      [ledger.adminToken, { admin_level: 1, role: 'admin' }],
      [ledger.annToken, { admin_level: 0, role: 'investor' }],
    ] as const) {
      expect(await api.call('GET', '/admin/get_admin_level', { token })).toMatchObject({ status: 200, body: answer });
    }
    expect(await api.call('GET', '/auth/protected', { token: auditorToken })).toMatchObject({ body: { logged_in_as: 'jane' } });
  });
});

describe('what an auditor may do', () => {
  const reads = [
    '/admin/get_admin_helpers',
    '/admin/get_admin_summary',
    '/admin/get_property_details?selectedProperty=Elm',
    '/admin/get_llc_txns?selectedLLC=Main%20LLC',
    '/admin/llc_taxes?selectedTaxYear=2024&selectedLLC=Main%20LLC',
    '/admin/property_taxes.csv?selectedTaxYear=2024&selectedProperty=Elm',
    '/admin/investor_returns',
    '/admin/get_login_summary',
    '/admin/periods',
    '/admin/auditors',
    '/admin/rebuild_reports',
    '/admin/audit_log',
    '/api/investor_summary?investor_name=Bob',
    '/api/investor_property?investor_name=Ann&property_name=Elm',
    '/api/investor_returns.csv?investor_name=Ann',
  ];

  it('reads the back office and every investor’s pages (200)', async () => {
    for (const path of reads) {
      const answer = await api.call('GET', path, { token: auditorToken });
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    }
  });

  it('must name the investor whose page it reads, as an administrator must', async () => {
    expect(await api.call('GET', '/api/investor_summary', { token: auditorToken })).toMatchObject({
      status: 400,
      body: { message: 'investor_name: Required' },
    });
  });

  it('is refused every change (403 with a message) and appends nothing', async () => {
    const before = await api.eventCount();
    const changes = apiCalls.filter((call) => call.method !== 'GET' && call.access === 'admin');
    expect(changes.length).toBeGreaterThan(25);
    for (const call of changes) {
      const answer = await api.call(call.method, call.path, { token: auditorToken, body: {} });
      expect(answer, `${call.method} ${call.path}`).toMatchObject({ status: 403, body: { message: auditorRefusal } });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('sees no registration secret: get_investor_secret is 403', async () => {
    const before = await api.eventCount();
    const answer = await api.call('GET', '/admin/get_investor_secret?investor_name=Ann', { token: auditorToken });
    expect(answer).toMatchObject({ status: 403, body: { message: auditorRefusal } });
    expect(answer.body).not.toHaveProperty('investor_secret');
    expect(await api.eventCount()).toBe(before);
  });

  it('signs out, and changes their own password', async () => {
    const token = await api.loginAs('jane', auditorPassword);
    const changed = await api.call('POST', '/auth/change_password', {
      token,
      body: { current_password: auditorPassword, new_password: 'auditor-pass-2' },
    });
    expect(changed.status).toBe(200);
    const fresh = String(changed.body.access_token);
    expect(await api.call('GET', '/admin/get_admin_summary', { token: fresh })).toMatchObject({ status: 200 });
    // The change ended the auditor's other sessions.
    expect(await api.call('GET', '/admin/get_admin_summary', { token: auditorToken })).toMatchObject({ status: 401 });
    expect(await api.call('POST', '/auth/logout', { token: fresh })).toMatchObject({ status: 200 });
    expect(await api.call('GET', '/admin/get_admin_summary', { token: fresh })).toMatchObject({ status: 401 });
    auditorToken = await api.loginAs('jane', 'auditor-pass-2');
  });
});

describe('the audit trail of an auditor', () => {
  it('holds every sign-in, and each report an auditor read, once a day with the query of the first read', async () => {
    const token = await api.loginAs('jane', 'auditor-pass-2');
    const before = await api.eventCount();
    const read = (path: string) => api.call('GET', path, { token });
    // A report jane has not read today (the reads above were of others, this day of the server's clock).
    expect((await read('/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Elm')).status).toBe(200);
    // The same read again, its parameters in another order, with ones the call does not know, and a refetch at once.
    await Promise.all([
      read('/admin/property_taxes?selectedProperty=Elm&selectedTaxYear=2024'),
      read('/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Elm&x=1'),
      read('/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Elm&x=2'),
    ]);
    expect(await api.eventCount()).toBe(before + 1);
    // The same report for another query the same day adds nothing; another report is another read; a refused or failed one is none.
    expect((await read('/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Oak')).status).toBe(200);
    expect(await api.eventCount()).toBe(before + 1);
    expect((await read('/admin/llc_taxes.csv?selectedTaxYear=2024&selectedLLC=Main%20LLC')).status).toBe(200);
    expect((await read('/admin/get_investor_secret?investor_name=Ann')).status).toBe(403);
    expect(await api.eventCount()).toBe(before + 2);
    // Another sign-in the same day reads nothing new either, nor a report read earlier today.
    expect((await api.call('GET', '/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Elm', { token: auditorToken })).status).toBe(
      200,
    );
    expect((await read('/admin/llc_taxes?selectedTaxYear=2024&selectedLLC=Second%20LLC')).status).toBe(200);
    expect(await api.eventCount()).toBe(before + 2);

    const trail = await auditTrailOf('jane');
    expect(trail).toContainEqual({ event_type: 'LoginSucceeded', summary: 'jane signed in' });
    expect(trail).toContainEqual({
      event_type: 'AuditorRead',
      summary: 'Auditor jane read LLC Taxes (/admin/llc_taxes?selectedLLC=Main LLC&selectedTaxYear=2024)',
    });
    expect(trail).toContainEqual({
      event_type: 'AuditorRead',
      summary: 'Auditor jane read Property Taxes (/admin/property_taxes?selectedTaxYear=2024&selectedProperty=Elm)',
    });
    expect(trail.map((entry) => entry.summary).filter((summary) => summary.includes('/admin/property_taxes?'))).toHaveLength(1);
    expect(trail).toContainEqual({
      event_type: 'AuditorRead',
      summary: 'Auditor jane read Investor Summary (/api/investor_summary?investor_name=Bob)',
    });
    expect(trail).toContainEqual({ event_type: 'AuditorRegistered', summary: 'Auditor jane registered' });
    expect(trail.filter((entry) => entry.event_type === 'LoginSucceeded').length).toBeGreaterThanOrEqual(3);
    for (const entry of trail) expect(entry.summary).not.toMatch(/argon2|secret=/);
  });

  it('notes an auditor’s view of an investor’s page under the investor too, as an administrator’s', async () => {
    const answer = await api.call('GET', '/admin/audit_log?entity_type=investor&entity_name=Bob&event_type=InvestorPageViewed', {
      token: ledger.adminToken,
    });
    expect((answer.body.events as { summary: string }[]).map((entry) => entry.summary)).toContain('jane viewed the investor page of Bob');
  });

  it('does not note an administrator’s or an investor’s reads', async () => {
    const before = await api.eventCount();
    expect(
      (await api.call('GET', '/admin/llc_taxes?selectedTaxYear=2024&selectedLLC=Second%20LLC', { token: ledger.adminToken })).status,
    ).toBe(200);
    expect((await api.call('GET', '/api/investor_returns', { token: ledger.annToken })).status).toBe(200);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('the portal-users read model', () => {
  it('holds each user’s role, an investor’s username only sealed', async () => {
    const rows = await api.runtime.pool.any(
      sql.type(z.object({ user_id: z.string(), username: z.string(), role: z.string() }))`
        SELECT user_id, username, role FROM rm_users.portal_users`,
    );
    for (const row of rows) expect(row.username.startsWith('pd1.')).toBe(row.role === 'investor');
    const people = await api.services.people.current();
    const roles = rows
      .map((row) => ({ username: people.userName(row.user_id), role: row.role }))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
    expect(roles).toEqual([
      { username: 'Max Reviewer', role: 'auditor' },
      { username: 'admin', role: 'admin' },
      { username: 'ann', role: 'investor' },
      { username: 'bob', role: 'investor' },
      { username: 'jane', role: 'auditor' },
    ]);
  });
});

describe('removing an auditor', () => {
  it('ends their sign-in at once: tokens answer 401, sign-in fails, the list and the read model forget them', async () => {
    const added = await addAuditor('Leaving Auditor');
    expect((await register('Leaving Auditor', String(added.body.secret))).status).toBe(201);
    const token = await api.loginAs('Leaving Auditor', auditorPassword);
    expect((await api.call('GET', '/admin/get_admin_summary', { token })).status).toBe(200);

    const before = await api.eventCount();
    const removed = await api.call('POST', '/admin/remove_auditor', { token: ledger.adminToken, body: { username: 'leaving  auditor' } });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Auditor Leaving Auditor removed: they can no longer sign in.' } });
    expect((await eventsSince(before)).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'AuditorRemoved', data: { username: 'Leaving Auditor' } },
    ]);

    const after = await api.call('GET', '/admin/get_admin_summary', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBeTruthy();
    const login = await api.call('POST', '/auth/login', { body: { username: 'Leaving Auditor', password: auditorPassword } });
    expect(login.status).toBe(401);
    const listed = await api.call('GET', '/admin/auditors', { token: ledger.adminToken });
    expect((listed.body as unknown as { username: string }[]).map((a) => a.username)).not.toContain('Leaving Auditor');
    expect(await auditTrailOf('admin')).toContainEqual({ event_type: 'AuditorRemoved', summary: 'Auditor Leaving Auditor removed' });
  });

  it('voids the secret of one not registered yet, and does not give the username again', async () => {
    const added = await addAuditor('Never Came');
    expect((await api.call('POST', '/admin/remove_auditor', { token: ledger.adminToken, body: { username: 'Never Came' } })).status).toBe(
      200,
    );
    const late = await register('Never Came', String(added.body.secret));
    expect(late.status).toBe(400);
    const again = await addAuditor('Never Came');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/removed/);
  });

  it('refuses an unknown or removed auditor with 404, a non-auditor with 404, and bad input with 400, appending nothing', async () => {
    const before = await api.eventCount();
    for (const username of ['Nobody Here', 'Never Came', 'ann', 'admin']) {
      const answer = await api.call('POST', '/admin/remove_auditor', { token: ledger.adminToken, body: { username } });
      expect(answer.status, username).toBe(404);
      expect(answer.body.message).toMatch(/^No auditor named /);
    }
    expect(await api.eventCount()).toBe(before);
    await expectRefusals(api, ledger.adminToken, '/admin/remove_auditor', nameRefusals({ username: 'jane' }, 'username'));
    await expectAdminOnly(api, ledger.annToken, '/admin/remove_auditor', { username: 'jane' });
  });
});
