import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies, ledgerFixture } from '../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

/**
 * Issue 17, item 5: HTTP that refuses what it cannot handle, tried through HTTP as an attacker would
 * against the real app (a tiny stand-in web app in a temp folder, so no web build is needed).
 */

let api: TestServer;
let webRoot: string;
let adminToken: string;
let annToken: string;

const indexHtml = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), indexHtml);
  writeFileSync(join(webRoot, 'assets', 'x.js'), 'console.log("x");\n');
  api = await startTestServer({ today: '2024-07-15', webRoot });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  const fixture = ledgerFixture(api, adminToken);
  await fixture.post('/admin/add_llc', { ...bodies.llc('Main LLC'), address: ';=HYPERLINK("http://evil.example")' });
  await fixture.property('Elm', 'Main LLC');
  await fixture.property('Oak', 'Main LLC');
  annToken = await api.addInvestorUser(adminToken, 'Ann', 'ann');
  await fixture.invest('Ann', 'Elm', 100, '2024-01-10');
});
afterAll(async () => {
  await api?.stop();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

/** A raw answer: the status, headers and text (HTML and CSV are not JSON). */
const fetchRaw = async (base: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(base + path, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const idempotencyRows = async () =>
  Number(
    await api.runtime.pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM http_idempotency.requests`),
  );

const expectedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const expectSecurityHeaders = (headers: Headers, what: string) => {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = csp.split(';').map((d) => d.trim());
  for (const directive of expectedCsp) expect(directives, `${what}: ${csp}`).toContain(directive);
  // No inline or evaluated script or style: styles only from us or with this answer's nonce.
  expect(directives.find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
  expect(directives.find((d) => d.startsWith('style-src '))).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(csp).not.toMatch(/unsafe-/);
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${feature}=()`);
};

describe('security headers', () => {
  it.each([
    ['the web app', '/', 200, /text\/html/],
    ['a client route', '/investor', 200, /text\/html/],
    ['an asset', '/assets/x.js', 200, /javascript/],
    ['an API answer', '/config.json', 200, /json/],
    ['an API error', '/admin/get_admin_summary', 401, /json/],
    ['an unknown call', '/api/nope', 404, /json/],
  ])('on %s (%s), and no HSTS on plain HTTP', async (what, path, status, type) => {
    const answer = await fetchRaw(api.base, path, { headers: { Accept: 'text/html,*/*' } });
    expect(answer.status, what).toBe(status);
    expect(answer.headers.get('content-type'), what).toMatch(type);
    expectSecurityHeaders(answer.headers, what);
    expect(answer.headers.get('strict-transport-security'), what).toBeNull();
    expect(answer.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
  });

  it('on a refused body and a refused method too', async () => {
    expectSecurityHeaders((await api.call('POST', '/auth/login', { rawBody: '{"username": ' })).headers, 'bad JSON');
    expectSecurityHeaders((await api.call('PUT', '/auth/login', { body: {} })).headers, '405');
  });

  it('adds HSTS for a year, subdomains included, only when TRUST_PROXY says TLS ends in front', async () => {
    const proxied = await startTestServer({ webRoot, trustProxy: true });
    try {
      for (const path of ['/', '/assets/x.js', '/config.json', '/api/nope']) {
        const answer = await fetchRaw(proxied.base, path, { headers: { Accept: 'text/html' } });
        expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
        expect(answer.headers.get('content-security-policy'), path).toMatch(/upgrade-insecure-requests/);
        expectSecurityHeaders(answer.headers, path);
      }
    } finally {
      await proxied.stop();
    }
  });
});

describe('bodies, methods and paths the API does not handle', () => {
  it('answers a body over 100 kB with 413 JSON, recording nothing', async () => {
    const before = await api.eventCount();
    const answer = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      body: { ...bodies.investor('Big'), address: 'x'.repeat(200_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request body is larger than 100 kB.');
    expect(await api.eventCount()).toBe(before);
  });

  it('takes up to 1 MB only in a batch, and from a stranger records nothing whatever the size', async () => {
    const before = await api.eventCount();
    const line = { call: 'record_property_income', body: { ...bodies.income('Elm'), description: 'x'.repeat(1_000) } };
    const big = { items: Array.from({ length: 1_000 }, () => line) };
    expect(JSON.stringify(big).length).toBeGreaterThan(1_024 * 1_024);
    const tooBig = await api.call('POST', '/admin/batch', { token: adminToken, body: big });
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'The request body is larger than 1024 kB.' } });
    const fits = { items: big.items.slice(0, 500) };
    expect((await api.call('POST', '/admin/batch', { body: fits })).status).toBe(401);
    expect((await api.call('POST', '/admin/batch', { token: annToken, body: fits })).status).toBe(403);
    // An item cannot name a call that is not a record, nor smuggle fields the command sets itself.
    const forged = await api.call('POST', '/admin/batch', {
      token: adminToken,
      body: { items: [{ call: '../add_investor', body: bodies.investor('Mallory') }] },
    });
    expect(forged.status).toBe(400);
    expect(await api.eventCount()).toBe(before);
    const smuggled = await api.call('POST', '/admin/batch', {
      token: adminToken,
      body: { items: [{ call: 'record_property_income', body: { ...bodies.income('Elm', 1), recordId: 'mine', actor: 'someone-else' } }] },
    });
    expect(smuggled.status).toBe(201);
    const [event] = (await api.runtime.store.readStream('property-elm')).slice(-1);
    expect(event?.metadata.actor).toBe('admin');
    expect(event?.data.recordId).toBe((smuggled.body.results as { id: string }[])[0]!.id);
  });

  it('answers an unknown method on a known path with 405 JSON and Allow', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/admin/add_investor', 'POST'],
      ['DELETE', '/auth/login', 'POST'],
      ['POST', '/admin/get_admin_summary', 'HEAD, GET'],
    ] as const) {
      const answer = await api.call(method, path, { token: adminToken, body: {} });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.body.message).toBe(`${path} does not answer ${method}; it answers ${allow}.`);
    }
  });

  it('answers a GET of a POST call with 405 JSON, not the web app, even when the browser asks for HTML', async () => {
    const answer = await fetchRaw(api.base, '/admin/add_investor', { headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(JSON.parse(answer.text)).toEqual({ message: '/admin/add_investor does not answer GET; it answers POST.' });
  });

  it.each(['/api/nope', '/admin/nope', '/auth/nope', '/api/investor_summary/extra', '/admin/assets/x.js'])(
    'answers GET %s with 404 JSON, never index.html',
    async (path) => {
      const answer = await fetchRaw(api.base, path, { headers: { Accept: 'text/html' } });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ message: `No such call: GET ${path}` });
    },
  );

  it.each(['/', '/admin', '/investor', '/investor/Ann', '/register', '/protected', '/index.html'])(
    'still serves the web app at its client route %s, with the style nonce of its own CSP',
    async (path) => {
      const answer = await fetchRaw(api.base, path, { headers: { Accept: 'text/html' } });
      expect(answer.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.text).toBe(indexHtml.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`));
    },
  );

  it('gives every answer a fresh style nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add((await fetchRaw(api.base, '/')).headers.get('content-security-policy') ?? '');
    expect(nonces.size).toBe(5);
  });
});

describe('text PostgreSQL cannot store, and deep nesting', () => {
  it('refuses NUL in a body field with 400 naming it, recording nothing', async () => {
    const before = await api.eventCount();
    const answer = await api.call('POST', '/admin/add_investor', { token: adminToken, body: bodies.investor('Eve\u0000') });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('name: The NUL character (U+0000) is not allowed');
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses NUL in the sign-in username with 400 naming it, before any password check or record', async () => {
    const before = await api.eventCount();
    const answer = await api.call('POST', '/auth/login', { body: { username: 'ad\u0000min', password: testAdmin.password } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('username: The NUL character (U+0000) is not allowed');
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses NUL in a query parameter with 400 naming it', async () => {
    const answer = await api.call('GET', '/admin/get_property_details?selectedProperty=Elm%00', { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('selectedProperty: The NUL character (U+0000) is not allowed');
  });

  it('refuses a lone surrogate sent as raw JSON text, in a value and in a key', async () => {
    const before = await api.eventCount();
    const value = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      rawBody: '{"name":"\\ud800","email":"e@example.com","phone":"1","address":"a","fee_percentage":0.1}',
    });
    expect(value.status).toBe(400);
    expect(value.body.message).toBe('name: Expected valid Unicode text (a lone surrogate is not allowed)');
    const key = await api.call('POST', '/auth/login', { rawBody: '{"username":"admin","\\udc00":"x","password":"y"}' });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('\\udc00: Expected valid Unicode text (a lone surrogate is not allowed) in a field name');
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses 5,000 levels of nested JSON with an Idempotency-Key with 400, keeping no key', async () => {
    const [events, keys] = [await api.eventCount(), await idempotencyRows()];
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      rawBody: deep,
      headers: { 'Idempotency-Key': 'deep-json-1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body is nested deeper than 8 levels.');
    expect(await api.eventCount()).toBe(events);
    expect(await idempotencyRows()).toBe(keys);
  });
});

describe('report parameters and answers', () => {
  it.each([
    '/admin/llc_taxes?selectedLLC=Main%20LLC',
    '/admin/llc_taxes.csv?selectedLLC=Main%20LLC',
    '/admin/property_taxes?selectedProperty=Elm',
    '/admin/property_taxes.csv?selectedProperty=Elm',
  ])('answers a malformed year on %s with 400', async (path) => {
    const answer = await api.call('GET', `${path}&selectedTaxYear=twenty-24`, { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('selectedTaxYear: Expected a tax year written YYYY, such as 2024');
  });

  it('answers an investor asking for a property they do not hold the same, whether or not it exists', async () => {
    const held = await api.call('GET', '/api/investor_property?property_name=Elm', { token: annToken });
    expect(held.status).toBe(200);
    const existing = await api.call('GET', '/api/investor_property?property_name=Oak', { token: annToken });
    const missing = await api.call('GET', '/api/investor_property?property_name=Atlantis', { token: annToken });
    expect([existing.status, missing.status]).toEqual([404, 404]);
    expect(existing.body).toEqual({ message: 'No property named Oak among your investments.' });
    expect(missing.body).toEqual({ message: 'No property named Atlantis among your investments.' });
  });

  it('neutralises a CSV cell starting with ;= in the tax download', async () => {
    const answer = await fetchRaw(api.base, '/admin/llc_taxes.csv?selectedLLC=Main%20LLC&selectedTaxYear=2024', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.text.split('\r\n')).toContain(`LLC,Address,,,,"';=HYPERLINK(""http://evil.example"")"`);
  });
});
