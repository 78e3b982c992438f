import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

let api: TestServer;
let adminToken: string;
let investorToken: string;

const validInvestor = { name: 'Alice Able', email: 'alice@example.com', phone: '555-0101', address: '1 Elm St', fee_percentage: 0.1 };

beforeAll(async () => {
  api = await startTestServer();
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  investorToken = await api.addInvestorUser(adminToken, 'Ivan Investor', 'ivan');
});
afterAll(async () => api?.stop());

describe('access to the admin calls', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', '/admin/add_investor', validInvestor],
    ['GET', '/admin/get_investor_secret?investor_name=Ivan%20Investor'],
    ['POST', '/admin/delete_portal_user', { investor_name: 'Ivan Investor' }],
    ['GET', '/admin/get_login_summary'],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 for an investor, recording nothing', async (method, path, body) => {
    const before = await api.eventCount();
    const anonymous = await api.call(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBeTruthy();
    const investor = await api.call(method, path, { body, token: investorToken });
    expect(investor).toMatchObject({ status: 403, body: { message: 'This needs an administrator.' } });
    expect(await api.eventCount()).toBe(before);
  });
});

describe('POST /admin/add_investor', () => {
  it('adds an investor and returns a registration secret that the admin can look up again', async () => {
    const added = await api.call('POST', '/admin/add_investor', { token: adminToken, body: validInvestor });
    expect(added.status).toBe(201);
    expect(added.body.secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const looked = await api.call('GET', '/admin/get_investor_secret?investor_name=Alice%20Able', { token: adminToken });
    expect(looked).toMatchObject({ status: 200, body: { investor_secret: added.body.secret } });
  });

  it('accepts the four fee levels, as numbers or strings', async () => {
    for (const [i, fee] of [0, 0.1, 0.2, 0.3, '0.0', '0.3'].entries()) {
      const answer = await api.call('POST', '/admin/add_investor', {
        token: adminToken,
        body: { ...validInvestor, name: `Fee ${i}`, fee_percentage: fee },
      });
      expect(answer.status, String(fee)).toBe(201);
    }
  });

  it('refuses bad input with 400 and a message, a duplicate with 409, recording nothing', async () => {
    const before = await api.eventCount();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...validInvestor, name: undefined }, 400, /^name: Required$/],
      [{ ...validInvestor, name: '   ' }, 400, /^name:/],
      [{ ...validInvestor, name: 'n'.repeat(121) }, 400, /^name:/],
      [{ ...validInvestor, email: 'not-an-email' }, 400, /^email:/],
      [{ ...validInvestor, phone: '' }, 400, /^phone:/],
      [{ ...validInvestor, address: 'a'.repeat(2001) }, 400, /^address:/],
      [{ ...validInvestor, fee_percentage: 0.15 }, 400, /^fee_percentage: Expected one of 0, 0.1, 0.2, 0.3$/],
      [{ ...validInvestor, fee_percentage: 'ten' }, 400, /^fee_percentage:/],
      [{ ...validInvestor, fee_percentage: null }, 400, /^fee_percentage:/],
      [{ ...validInvestor, fee_percentage: 1 }, 400, /^fee_percentage:/],
      [{ ...validInvestor, name: 'Alice Able' }, 409, /^An investor named Alice Able already exists\.$/],
      [{ ...validInvestor, name: ' Alice Able ' }, 409, /already exists/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await api.call('POST', '/admin/add_investor', { token: adminToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await api.call('POST', '/admin/add_investor', { token: adminToken, rawBody: 'name=x' })).status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('adds exactly one of several concurrent investors with one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('POST', '/admin/add_investor', { token: adminToken, body: { ...validInvestor, name: 'Twin' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('GET /admin/get_investor_secret', () => {
  it('answers 404 for an unknown investor and 400 without a name', async () => {
    const unknown = await api.call('GET', '/admin/get_investor_secret?investor_name=Nobody', { token: adminToken });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No investor named Nobody.' } });
    const missing = await api.call('GET', '/admin/get_investor_secret', { token: adminToken });
    expect(missing).toMatchObject({ status: 400, body: { message: 'investor_name: Required' } });
  });
});

describe('POST /admin/delete_portal_user', () => {
  it("ends the user's sessions at once and lets the investor register again", async () => {
    const token = await api.addInvestorUser(adminToken, 'Dora Deleted', 'dora', 'dora-password');
    expect((await api.call('GET', '/auth/protected', { token })).status).toBe(200);

    const deleted = await api.call('POST', '/admin/delete_portal_user', { token: adminToken, body: { investor_name: 'Dora Deleted' } });
    expect(deleted.status).toBe(200);
    expect((await api.call('GET', '/auth/protected', { token })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { username: 'dora', password: 'dora-password' } })).status).toBe(401);

    const secret = (await api.call('GET', '/admin/get_investor_secret?investor_name=Dora%20Deleted', { token: adminToken })).body
      .investor_secret;
    const again = await api.call('POST', '/auth/register', { body: { username: 'dora', password: 'new-dora-password', secret } });
    expect(again.status).toBe(201);
    const newToken = await api.loginAs('dora', 'new-dora-password');
    expect((await api.call('GET', '/auth/protected', { token: newToken })).body).toEqual({ logged_in_as: 'dora' });
    // The old token stays dead even though the username exists again.
    expect((await api.call('GET', '/auth/protected', { token })).status).toBe(401);
  });

  it('answers 404 for an unknown investor or one without a portal user, 400 for bad input, recording nothing', async () => {
    const before = await api.eventCount();
    const cases: [unknown, number, string][] = [
      [{ investor_name: 'Nobody' }, 404, 'No investor named Nobody.'],
      [{ investor_name: 'Alice Able' }, 404, 'Alice Able has no portal user.'],
      [{}, 400, 'investor_name: Required'],
      [{ investor_name: 7 }, 400, 'investor_name: Expected string, received number'],
    ];
    for (const [body, status, message] of cases) {
      expect(await api.call('POST', '/admin/delete_portal_user', { token: adminToken, body })).toMatchObject({ status, body: { message } });
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('GET /admin/get_login_summary', () => {
  it('counts successful sign-ins per investor, with the last time', async () => {
    await api.addInvestorUser(adminToken, 'Lou Logins', 'lou', 'lou-password');
    await api.loginAs('lou', 'lou-password');
    await api.call('POST', '/auth/login', { body: { username: 'lou', password: 'wrong-password' } });
    const summary = await api.call('GET', '/admin/get_login_summary', { token: adminToken });
    expect(summary.status).toBe(200);
    const rows = summary.body as unknown as { investor_name: string; login_count: number; last_login: string | null }[];
    const lou = rows.find((row) => row.investor_name === 'Lou Logins');
    expect(lou?.login_count).toBe(2);
    expect(Date.now() - Date.parse(lou!.last_login!)).toBeLessThan(60_000);
    expect(rows.find((row) => row.investor_name === 'Alice Able')).toEqual({
      investor_name: 'Alice Able',
      login_count: 0,
      last_login: null,
    });
    expect(rows.map((row) => row.investor_name)).toEqual([...rows.map((row) => row.investor_name)].sort());
  });
});
