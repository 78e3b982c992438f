import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { dumpDatabase, tablesHolding } from '../../testing/database-dump';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

let api: TestServer;
let adminToken: string;

const ann = {
  name: 'Ann Erasure',
  email: 'ann.erasure@mail.example',
  phone: '555-867-5309',
  address: '42 Wallaby Way, Sydney',
  fee_percentage: 0.1,
};
const annPassword = 'anns-password-1';

const personalValues = (secret: string) => [ann.email, ann.phone, ann.address, 'Wallaby', secret];
/** Ann is the first investor this file adds: erased, she is shown as this. */
const pseudonym = 'Erased investor 1';

const auditSentence = async (name = ann.name) => {
  const page = await api.call('GET', `/admin/audit_log?entity_type=investor&entity_name=${encodeURIComponent(name)}`, {
    token: adminToken,
  });
  expect(page.status).toBe(200);
  const events = page.body.events as { event_type: string; summary: string }[];
  return events.find((event) => event.event_type === 'InvestorAdded')!.summary;
};

const summaryOf = async (name = ann.name) => {
  const answer = await api.call('GET', `/api/investor_summary?investor_name=${encodeURIComponent(name)}`, { token: adminToken });
  expect(answer.status).toBe(200);
  return answer.body;
};

let secret: string;

beforeAll(async () => {
  api = await startTestServer({ today: '2026-06-30' });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  const added = await api.call('POST', '/admin/add_investor', {
    token: adminToken,
    body: ann,
    headers: { 'Idempotency-Key': 'add-ann-1' },
  });
  expect(added.status).toBe(201);
  secret = added.body.secret as string;
  const ledger = ledgerFixture(api, adminToken);
  await ledger.llc('Erasure LLC');
  await ledger.property('Erasure Oak', 'Erasure LLC');
});
afterAll(async () => api?.stop());

describe('personal data sealed in the log (docs/personal-data.md)', () => {
  it('keeps no name, username, email, phone, address or secret in clear text anywhere in the database, idempotency replays included', async () => {
    const registered = await api.call('POST', '/auth/register', { body: { username: 'ann.e', password: annPassword, secret } });
    expect(registered.status).toBe(201);
    await api.loginAs('ann.e', annPassword);
    const auditor = await api.call('POST', '/admin/add_auditor', { token: adminToken, body: { username: 'audrey' } });
    expect(auditor.status).toBe(201);
    await api.caughtUp();
    const dump = await dumpDatabase(api.runtime.pool);
    for (const value of [...personalValues(secret), ann.name, 'Erasure"', 'ann.e', String(auditor.body.secret)]) {
      expect(dump, value).not.toContain(value);
    }
    expect(dump).toContain('pd1.');
    // The replay of the add still answers the secret (sealed at rest, opened for the retry).
    const replay = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      body: ann,
      headers: { 'Idempotency-Key': 'add-ann-1' },
    });
    expect(replay).toMatchObject({ status: 201, body: { secret } });
  });

  it('opens sealed values for the answers that show them: the audit trail quotes the email', async () => {
    expect(await auditSentence()).toBe(`Investor ${ann.name} added (email ${ann.email}, fee 10%)`);
  });
});

describe('one-time registration secrets', () => {
  const bob = { ...ann, name: 'Bob Onetime', email: 'bob@mail.example' };

  it('spends a secret on registration, refuses it after, and issues a new one when the portal user is deleted', async () => {
    const added = await api.call('POST', '/admin/add_investor', { token: adminToken, body: bob });
    const first = added.body.secret as string;
    const lookUp = () => api.call('GET', `/admin/get_investor_secret?investor_name=${encodeURIComponent(bob.name)}`, { token: adminToken });
    expect(await lookUp()).toMatchObject({ status: 200, body: { investor_secret: first } });

    expect((await api.call('POST', '/auth/register', { body: { username: 'bob.one', password: annPassword, secret: first } })).status).toBe(
      201,
    );
    const before = await api.eventCount();
    const again = await api.call('POST', '/auth/register', { body: { username: 'bob.two', password: annPassword, secret: first } });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'This secret has already been used. Ask your administrator for a new one.' },
    });
    expect(await lookUp()).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('portal user bob.one registered with it') },
    });
    expect(await api.eventCount()).toBe(before);

    const deleted = await api.call('POST', '/admin/delete_portal_user', { token: adminToken, body: { investor_name: bob.name } });
    expect(deleted.status).toBe(200);
    const renewed = await lookUp();
    expect(renewed.status).toBe(200);
    const second = renewed.body.investor_secret as string;
    expect(second).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second).not.toBe(first);
    const old = await api.call('POST', '/auth/register', { body: { username: 'bob.two', password: annPassword, secret: first } });
    expect(old.status).toBe(400);
    expect(
      (await api.call('POST', '/auth/register', { body: { username: 'bob.two', password: annPassword, secret: second } })).status,
    ).toBe(201);
    await api.loginAs('bob.two', annPassword);
  });
});

describe('POST /admin/forget_personal_data', () => {
  it('refuses bad input and unknown investors, recording nothing', async () => {
    const before = await api.eventCount();
    const missing = await api.call('POST', '/admin/forget_personal_data', { token: adminToken, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: 'investor_name: Required' } });
    const unknown = await api.call('POST', '/admin/forget_personal_data', { token: adminToken, body: { investor_name: 'Nobody Here' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No investor named Nobody Here.' } });
    expect(await api.eventCount()).toBe(before);
  });

  it('erases the person: a pseudonym and [erased] in the audit trail, no value in the database, the portal user gone, every figure the same, a rebuild still equal', async () => {
    const ledger = ledgerFixture(api, adminToken);
    await ledger.invest(ann.name, 'Erasure Oak', 25_000, '2024-02-01');
    await ledger.income('Erasure Oak', 2_000);
    const figuresBefore = await summaryOf();
    const annToken = await api.loginAs('ann.e', annPassword);

    const forgot = await api.call('POST', '/admin/forget_personal_data', { token: adminToken, body: { investor_name: 'ann  erasure' } });
    expect(forgot).toMatchObject({
      status: 200,
      body: {
        message: `The personal data of ${ann.name} has been erased: they are shown as ${pseudonym} from now on. Their figures are kept.`,
      },
    });
    await api.caughtUp();

    expect(await auditSentence(pseudonym)).toBe(`Investor ${pseudonym} added (email [erased], fee 10%)`);
    expect(await summaryOf(pseudonym)).toEqual({ ...figuresBefore, investor_name: pseudonym });
    // Her name names nobody now.
    expect(
      (await api.call('GET', `/api/investor_summary?investor_name=${encodeURIComponent(ann.name)}`, { token: adminToken })).status,
    ).toBe(404);
    // A retry of the request that added her answers the secret as it is now: erased.
    const replay = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      body: ann,
      headers: { 'Idempotency-Key': 'add-ann-1' },
    });
    expect(replay).toMatchObject({ status: 201, body: { secret: '[erased]' } });
    expect((await api.call('GET', '/auth/protected', { token: annToken })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { username: 'ann.e', password: annPassword } })).status).toBe(401);
    const secretNow = await api.call('GET', `/admin/get_investor_secret?investor_name=${encodeURIComponent(pseudonym)}`, {
      token: adminToken,
    });
    expect(secretNow).toMatchObject({
      status: 409,
      body: { message: `The personal data of ${pseudonym} has been erased; there is no secret to show.` },
    });
    const reRegister = await api.call('POST', '/auth/register', { body: { username: 'ann.again', password: annPassword, secret } });
    expect(reRegister.status).toBe(400);

    // Repeating it records nothing more.
    const events = await api.eventCount();
    expect((await api.call('POST', '/admin/forget_personal_data', { token: adminToken, body: { investor_name: pseudonym } })).status).toBe(
      200,
    );
    expect(await api.eventCount()).toBe(events);

    const rebuilt = await api.call('POST', '/admin/rebuild_reports', { token: adminToken });
    expect(rebuilt.status).toBe(202);
    await api.services.rebuilds.idle();
    await api.caughtUp();
    expect(await summaryOf(pseudonym)).toEqual({ ...figuresBefore, investor_name: pseudonym });
    expect(await auditSentence(pseudonym)).toBe(`Investor ${pseudonym} added (email [erased], fee 10%)`);

    const dump = await dumpDatabase(api.runtime.pool);
    for (const value of [...personalValues(secret), ann.name]) expect(dump, value).not.toContain(value);
    // Her username only where the sign-in refused above typed it after the erasure: the failed
    // attempts and the throttle's counters, which keep what is typed (30 days, 15 minutes).
    expect(tablesHolding(dump, 'ann.e')).toEqual(['sign_in_attempts.counters', 'sign_in_attempts.failures']);
  });
});
