import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { health } from '@portal/contracts/api';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRouter, SerialisedJson } from './api-router';
import { compress, compression } from './compression';
import type { AppState } from './context';

/**
 * A kept answer (`SerialisedJson`) goes out compressed from bytes kept with it: compressed once per
 * encoding, the same bytes to every browser after that, decoding to the plain answer.
 */

const answer = { status: 'ok', rows: Array.from({ length: 300 }, (_, i) => ({ month: `2024-${i}`, cents: i * 1234 })) };
const kept = SerialisedJson.of(answer);
const small = SerialisedJson.of({ status: 'ok' });
let serveSmall = false;
let server: ReturnType<Koa['listen']>;
let base: string;

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(compression());
  const { router, add } = apiRouter({
    guards: { public: [], signedIn: [], staff: [], admin: [] },
    noteRead: async () => {},
  });
  add(health, async () => (serveSmall ? small : kept));
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}/healthz`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('kept answers, compressed', () => {
  it('are compressed once per encoding and sent as the same bytes after that, brotli first', async () => {
    const brotli = vi.spyOn(compress, 'br');
    const gzipped = vi.spyOn(compress, 'gzip');
    const first = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    const second = await get({ 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeLessThan(kept.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(first.body).toString('utf8'))).toEqual(answer);
    expect(await kept.compressedAs('br')).toBe(await kept.compressedAs('br'));

    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(answer);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzipped).toHaveBeenCalledTimes(1);
  });

  it('go out plain to a browser that takes neither, and when under the 1 kB threshold', async () => {
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(kept.bytes)).toBe(true);
    const identity = await get({ 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    serveSmall = true;
    const tiny = await get({ 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});
