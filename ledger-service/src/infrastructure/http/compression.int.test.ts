import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/** A raw answer: node's http client leaves the body as sent (fetch would decode it). */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const get = (url: string, headers: Record<string, string>): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const decoded = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

// A script like the built app's: well over the 1 kB threshold and repetitive, as code is.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "portal-${i}";`).join('\n');
const smallScript = 'console.log("x");\n';
// Large and hard to compress, so its answer is still streaming when the client goes away.
const largeScript = Array.from(
  { length: 60_000 },
  (_, i) => `/*${((i * 2654435761) % 4294967296).toString(36)}${Math.random().toString(36)}*/`,
).join('\n');

let api: TestServer;
let webRoot: string;
let adminToken: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), script);
  writeFileSync(join(webRoot, 'assets', 'small.js'), smallScript);
  writeFileSync(join(webRoot, 'assets', 'large.js'), largeScript);
  api = await startTestServer({ today: '2024-07-15', webRoot });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  // Enough history that the audit log answer is well over 1 kB.
  for (const name of ['Ada Brook', 'Ben Cole', 'Cy Dale', 'Di Eve', 'Ed Fox'])
    await api.addInvestorUser(adminToken, name, name.split(' ')[0]!.toLowerCase());
  await api.caughtUp();
});

afterAll(async () => {
  await api?.stop();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends a web app asset brotli-compressed when asked, gzip to a client without brotli, plain otherwise', async () => {
    const url = `${api.base}/assets/app.js`;
    const brotli = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    expect(decoded(brotli)).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    const identity = await get(url, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(script);
  });

  it('sends a JSON answer compressed when asked and plain when not', async () => {
    const url = `${api.base}/admin/audit_log`;
    const auth = { Authorization: `Bearer ${adminToken}` };
    const plain = await get(url, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await get(url, { ...auth, 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(brotli))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves answers under 1 kB as they are, and keeps the security headers on compressed ones', async () => {
    const small = await get(`${api.base}/assets/small.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(smallScript);
    const config = await get(`${api.base}/config.json`, { 'Accept-Encoding': 'br, gzip' });
    expect(config.headers['content-encoding']).toBeUndefined();

    const page = await get(`${api.base}/investor`, { 'Accept-Encoding': 'br', Accept: 'text/html' });
    expect(page.headers['content-security-policy']).toBeDefined();
    const asset = await get(`${api.base}/assets/app.js`, { 'Accept-Encoding': 'br' });
    expect(asset.headers['content-security-policy']).toBeDefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says nothing when a browser leaves in the middle of a compressed answer', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await new Promise<void>((resolve, reject) => {
        const call = request(`${api.base}/assets/large.js`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          response.once('data', () => {
            call.destroy(); // the tab is closed after the first bytes
            resolve();
          });
        });
        call.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
        call.end();
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(printed).not.toHaveBeenCalled();
      // and the server still answers
      expect((await get(`${api.base}/assets/app.js`, { 'Accept-Encoding': 'br' })).status).toBe(200);
    } finally {
      printed.mockRestore();
    }
  });
});
