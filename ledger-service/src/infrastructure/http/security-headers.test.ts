import { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import helmet from 'helmet';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyDirectives, helmetOptions, permissionsPolicy, securityHeaders } from './security-headers';

/** The headers of one answer of an app behind `securityHeaders`, those of the answer itself left out. */
const answerHeaders = async (trustProxy: boolean) => {
  const app = new Koa();
  app.use(securityHeaders({ trustProxy }));
  app.use((ctx) => {
    ctx.body = { status: 'ok' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    return Object.fromEntries([...answer.headers].filter(([name]) => !own.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

/** What helmet itself sets on an answer, run on it with the same options and the given style nonce. */
const helmetHeaders = (trustProxy: boolean, nonce: string) => {
  const options = helmetOptions(trustProxy);
  const directives = Object.fromEntries(
    Object.entries(contentSecurityPolicyDirectives(trustProxy)).map(([name, values]) => [
      name,
      values.map((value) => (typeof value === 'function' ? `'nonce-${nonce}'` : value)),
    ]),
  );
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({ ...options, contentSecurityPolicy: { useDefaults: false, directives } })(answer.req, answer, () => {});
  return Object.fromEntries(Object.entries(answer.getHeaders()).map(([name, value]) => [name, String(value)]));
};

describe('securityHeaders', () => {
  it.each([false, true])(
    'sets on every answer exactly what helmet sets, with the answer’s own nonce (behind a TLS proxy: %s)',
    async (trustProxy) => {
      const first = await answerHeaders(trustProxy);
      const second = await answerHeaders(trustProxy);
      const nonceOf = (headers: Record<string, string>) =>
        /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(headers['content-security-policy'] ?? '')?.[1];
      const nonce = nonceOf(first);
      expect(nonce).toBeDefined();
      expect(nonceOf(second)).not.toBe(nonce);
      expect(first).toEqual({ ...helmetHeaders(trustProxy, nonce!), 'permissions-policy': permissionsPolicy });
      expect('strict-transport-security' in first).toBe(trustProxy);
    },
  );
});
