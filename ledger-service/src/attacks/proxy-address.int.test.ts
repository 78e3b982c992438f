import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

/**
 * Issue 44, item 7: behind a proxy (TRUST_PROXY=true) the client address is the one the farthest
 * trusted proxy saw, counted from the right of X-Forwarded-For (TRUST_PROXY_HOPS entries, 1 unless
 * said). A client that writes its own X-Forwarded-For, which an appending proxy keeps in front of
 * what it adds, cannot choose the address it is throttled under. The addresses in the headers are
 * documentation ranges: no traffic goes to them.
 */
const password = 'pia-right-password';

const behind = (hops?: number) => {
  const server = { api: undefined as unknown as TestServer };
  beforeAll(async () => {
    server.api = await startTestServer({ trustProxy: true, ...(hops === undefined ? {} : { trustProxyHops: hops }) });
    const admin = await server.api.loginAs(testAdmin.username, testAdmin.password);
    await server.api.addInvestorUser(admin, 'Pia Proxy', 'pia', password);
  });
  afterAll(async () => server.api?.stop());

  const signIn = (forwardedFor: string, secret = 'wrong-password') =>
    server.api.call('POST', '/auth/login', { body: { username: 'pia', password: secret }, headers: { 'X-Forwarded-For': forwardedFor } });
  const failedFrom = async () =>
    server.api.runtime.pool.anyFirst(
      sql.type(z.object({ client_address: z.string() }))`
        SELECT DISTINCT client_address FROM sign_in_attempts.failures WHERE username = 'pia' ORDER BY client_address`,
    );
  return { server, signIn, failedFrom };
};

describe('one proxy that appends to X-Forwarded-For (TRUST_PROXY_HOPS unset)', () => {
  const { server, signIn, failedFrom } = behind();

  it('throttles the address the proxy saw, whatever the client wrote in front of it', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(`198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await failedFrom()).toEqual(['203.0.113.7']);
    // Several forged entries, or none: the same client.
    expect((await signIn('10.0.0.1, 192.0.2.1, 198.51.100.99, 203.0.113.7', password)).status).toBe(429);
    expect((await signIn('203.0.113.7', password)).status).toBe(429);
    // Another client behind the same proxy is not held by it.
    expect((await signIn('203.0.113.7, 203.0.113.8', password)).status).toBe(200);
  });

  it('gives a Secure device cookie: TLS ends at the proxy', async () => {
    const answer = await signIn('203.0.113.9', password);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((header) => header.startsWith('device-'));
    expect(cookie?.toLowerCase().split(/;\s*/)).toContain('secure');
  });

  it('is the socket’s address when no X-Forwarded-For comes', async () => {
    const answer = await server.api.call('POST', '/auth/login', { body: { username: 'pia', password: 'no-header' }, from: '127.0.8.1' });
    expect(answer.status).toBe(401);
    expect(await failedFrom()).toContain('127.0.8.1');
  });
});

describe('two proxies, each appending (TRUST_PROXY_HOPS=2)', () => {
  const { signIn, failedFrom } = behind(2);

  it('throttles the address the first proxy saw: the second entry from the right', async () => {
    const statuses = [];
    // The client's own entry, the client as the first proxy saw it, the first proxy as the second saw it
    // (a pool of first proxies: it changes).
    for (let i = 0; i < 7; i++) statuses.push((await signIn(`198.51.100.${i}, 203.0.113.20, 10.1.2.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await failedFrom()).toEqual(['203.0.113.20']);
    expect((await signIn('203.0.113.21, 10.1.2.3', password)).status).toBe(200);
  });
});
