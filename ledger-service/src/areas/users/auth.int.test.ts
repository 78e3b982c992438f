import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';
import { spentSecretMessage } from './decider';

let api: TestServer;
let adminToken: string;

beforeAll(async () => {
  api = await startTestServer();
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => api?.stop());

describe('POST /auth/login', () => {
  it('gives the configured admin a token that works', async () => {
    const answer = await api.call('POST', '/auth/login', { body: testAdmin });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.access_token).toBe('string');
    const me = await api.call('GET', '/auth/protected', { token: answer.body.access_token as string });
    expect(me).toMatchObject({ status: 200, body: { logged_in_as: 'admin' } });
  });

  it('refuses a wrong password or an unknown user with 401 and a message', async () => {
    for (const body of [
      { username: 'admin', password: 'nope-nope' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const answer = await api.call('POST', '/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid username or password.');
      expect(answer.body.access_token).toBeUndefined();
    }
  });

  it('answers 400 for missing or malformed input', async () => {
    for (const body of [{}, { username: 'admin' }, { password: 'x' }, { username: 5, password: 'x' }, { username: '', password: '' }, []]) {
      const answer = await api.call('POST', '/auth/login', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    const notJson = await api.call('POST', '/auth/login', { rawBody: '{"username":' });
    expect(notJson).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
  });

  it('refuses a username from the address that failed 5 times (429), even with the right password, recording no event', async () => {
    const token = await api.addInvestorUser(adminToken, 'Throttle Investor', 'throttled', 'right-password');
    expect(token).toBeTruthy();
    const before = await api.eventCount();
    for (let i = 0; i < 5; i++) {
      expect((await api.call('POST', '/auth/login', { body: { username: 'throttled', password: 'wrong-password' } })).status).toBe(401);
    }
    expect(await api.eventCount()).toBe(before);
    const refused = await api.call('POST', '/auth/login', { body: { username: 'throttled', password: 'right-password' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await api.eventCount()).toBe(before);
    // Other users are not affected. (Other addresses are not either: see attacks/sign-in-throttle.int.test.ts.)
    expect((await api.call('POST', '/auth/login', { body: testAdmin })).status).toBe(200);
  });
});

describe('POST /auth/register', () => {
  it('binds a portal user to the investor whose secret it gives, once', async () => {
    const secret = await ledgerFixture(api, adminToken).registrationSecret('Reg Investor');
    const ok = await api.call('POST', '/auth/register', { body: { username: 'reg-user', password: 'long-enough', secret } });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBeTruthy();
    const token = await api.loginAs('reg-user', 'long-enough');
    expect((await api.call('GET', '/auth/protected', { token })).body).toEqual({ logged_in_as: 'reg-user' });

    const before = await api.eventCount();
    const again = await api.call('POST', '/auth/register', { body: { username: 'other-user', password: 'long-enough', secret } });
    // The secret is spent once it has registered someone (docs/personal-data.md).
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This secret has already been used. Ask your administrator for a new one.');
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a wrong secret, a taken username and bad input, recording nothing', async () => {
    const secret = await ledgerFixture(api, adminToken).registrationSecret('Second Investor');
    const before = await api.eventCount();
    const cases: [unknown, number, RegExp][] = [
      [{ username: 'new-user', password: 'long-enough', secret: 'not-the-secret' }, 400, /secret does not match/],
      [{ username: 'admin', password: 'long-enough', secret }, 409, /username is taken/],
      [{ username: 'new-user', password: 'short', secret }, 400, /^password: Use at least 8 characters$/],
      [{ username: 'new-user', password: 'long-enough' }, 400, /^secret: Required$/],
      [{ username: '', password: 'long-enough', secret }, 400, /^username:/],
      [{ username: 'x'.repeat(121), password: 'long-enough', secret }, 400, /^username:/],
      [{ username: 'new-user', password: 12345678, secret }, 400, /^password:/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await api.call('POST', '/auth/register', { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await api.call('POST', '/auth/register', { rawBody: 'nope' })).status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('lets exactly one of several concurrent registrations with one secret win, the others told it was used', async () => {
    const secret = await ledgerFixture(api, adminToken).registrationSecret('Race Investor');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.call('POST', '/auth/register', { body: { username: `racer-${i}`, password: 'long-enough', secret } }),
      ),
    );
    // The losers are told what a later registration is told, whether they lost in the decider or
    // came after the read models knew.
    const statuses = answers.map((a) => `${a.status} ${a.status === 201 ? '' : a.body.message}`);
    expect(statuses.sort()).toEqual(['201 ', ...Array<string>(5).fill(`400 ${spentSecretMessage}`)]);
  });
});

describe('tokens', () => {
  it('answers 401 with a message without a token, with a bad one, and with one signed by another secret', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZG1pbiIsInJpZCI6IngifQ.4Adcj3UFYzPUVaVF43FmMab6RlaQD8A24fBBDyxKqE0';
    for (const token of [undefined, 'garbage', forged]) {
      for (const path of ['/auth/protected', '/admin/get_admin_level', '/admin/get_login_summary']) {
        const answer = await api.call('GET', path, token === undefined ? {} : { token });
        expect(answer.status, `${path} ${token}`).toBe(401);
        expect(answer.body.message).toBeTruthy();
      }
    }
  });
});

describe('GET /admin/get_admin_level', () => {
  it('answers every signed-in user: 1 for the admin, 0 for an investor, with the role', async () => {
    const investorToken = await api.addInvestorUser(adminToken, 'Level Investor', 'level-user');
    expect((await api.call('GET', '/admin/get_admin_level', { token: adminToken })).body).toEqual({ admin_level: 1, role: 'admin' });
    expect((await api.call('GET', '/admin/get_admin_level', { token: investorToken })).body).toEqual({ admin_level: 0, role: 'investor' });
  });
});

describe('start-up administrator', () => {
  it('records nothing when the configured admin already exists with that password', async () => {
    const { ensureAdministrator } = await import('./ensure-admin');
    const before = await api.eventCount();
    await ensureAdministrator(api.services, testAdmin);
    expect(await api.eventCount()).toBe(before);
  });

  it('changes the password when the configuration does', async () => {
    const { ensureAdministrator } = await import('./ensure-admin');
    await ensureAdministrator(api.services, { username: 'admin', password: 'a-new-password' });
    expect((await api.call('POST', '/auth/login', { body: testAdmin })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { username: 'admin', password: 'a-new-password' } })).status).toBe(200);
    await ensureAdministrator(api.services, testAdmin);
  });
});
