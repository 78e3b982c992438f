import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiAnswer, type TestServer } from '../testing/test-server';

/**
 * Issue 44, item 6: a distributed lockout. 100 failures from 20 addresses fill an account's ceiling
 * and lock it for every browser that never signed in to it; the browser that did carries a device
 * cookie and still signs in with the right password. A forged cookie, another account's, or one that
 * failed 5 times itself is worth nothing.
 */
let api: TestServer;
const password = 'dana-right-password';

/** The `name=value` of the answer's device cookie, and its attributes. */
const deviceCookieOf = (answer: ApiAnswer) => {
  const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('device-'));
  if (header === undefined) throw new Error(`no device cookie in ${answer.status} ${JSON.stringify(answer.headers.getSetCookie())}`);
  const [pair, ...attributes] = header.split(/;\s*/);
  return { pair: pair!, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
};

const signIn = (username: string, secret: string, from: string, cookie?: string) =>
  api.call('POST', '/auth/login', { body: { username, password: secret }, from, headers: cookie === undefined ? {} : { Cookie: cookie } });

let danaCookie: string;
let eveCookie: string;

beforeAll(async () => {
  api = await startTestServer();
  const admin = await api.loginAs('admin', 'admin-password-1');
  await api.addInvestorUser(admin, 'Dana Device', 'dana', password);
  await api.addInvestorUser(admin, 'Eve Elsewhere', 'eve', 'eve-right-password');
});
afterAll(async () => api?.stop());

describe('a browser that signed in before', () => {
  it('gets a signed, HttpOnly, SameSite=Strict device cookie for /auth/login, kept 180 days (not Secure without TLS)', async () => {
    const answer = await signIn('dana', password, '127.0.5.1');
    expect(answer.status).toBe(200);
    const cookie = deviceCookieOf(answer);
    danaCookie = cookie.pair;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['path=/auth/login', 'httponly', 'samesite=strict']));
    expect(cookie.attributes).not.toContain('secure');
    const expires = Date.parse(cookie.attributes.find((attribute) => attribute.startsWith('expires='))!.slice('expires='.length));
    expect(expires - Date.now()).toBeGreaterThan(179 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(180 * 86_400_000);
    // A failed sign-in gets none.
    expect((await signIn('dana', 'wrong-password', '127.0.5.1')).headers.getSetCookie()).toEqual([]);
    eveCookie = deviceCookieOf(await signIn('eve', 'eve-right-password', '127.0.5.1')).pair;
  });

  it('still signs in after 100 failures from 20 addresses, which lock the account for a fresh browser', async () => {
    const failures = await Promise.all(
      Array.from({ length: 20 }, async (_, host) => {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await signIn('dana', 'wrong-password', `127.0.6.${host + 1}`)).status);
        return statuses;
      }),
    );
    expect(failures.flat().filter((status) => status === 401)).toHaveLength(99); // one failed above already, without a cookie
    const fresh = await signIn('dana', password, '127.0.5.2');
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);

    const owner = await signIn('DANA', password, '127.0.5.2', danaCookie);
    expect(owner.status).toBe(200);
    expect(typeof owner.body.access_token).toBe('string');
    // A new cookie each time: the next sign-in uses it.
    const renewed = deviceCookieOf(owner).pair;
    expect(renewed).not.toBe(danaCookie);
    expect((await signIn('dana', password, '127.0.5.3', renewed)).status).toBe(200);
  });

  it('does not exempt a forged cookie, another account’s, or one moved to this account’s name', async () => {
    const [name, value] = danaCookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const [, eveValue] = eveCookie.split('=') as [string, string];
    for (const cookie of [forged, eveCookie, `${name}=${eveValue}`, `${name}=garbage`]) {
      expect([cookie, (await signIn('dana', password, '127.0.5.4', cookie)).status]).toEqual([cookie, 429]);
    }
  });

  it('counts for nothing once it failed 5 times itself (a stolen cookie gets 5 guesses)', async () => {
    const answer = await signIn('dana', password, '127.0.5.5', danaCookie);
    expect(answer.status).toBe(200);
    const cookie = deviceCookieOf(answer).pair;
    // From five addresses, so that no (account, address) pair fills: only the cookie's own count does.
    for (let host = 1; host <= 5; host++) expect((await signIn('dana', `guess-${host}`, `127.0.7.${host}`, cookie)).status).toBe(401);
    expect((await signIn('dana', password, '127.0.7.6', cookie)).status).toBe(429);
    // Another browser of the owner's is not held by it.
    expect((await signIn('dana', password, '127.0.7.6', danaCookie)).status).toBe(200);
  });
});
