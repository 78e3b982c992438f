import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsonwebtoken from 'jsonwebtoken';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalUserRow } from '@portal/projections';
import { sessionEndedMessage, signToken } from '../../areas/users/tokens';
import { authenticate } from './auth-middleware';
import type { AppState } from './context';
import { errorMiddleware } from './error-middleware';

/**
 * The door of signed-in calls on a real Koa app, as the API mounts it: koa-jwt, its isRevoked hook
 * reading the session, and the kept checks. The whole API's answers are tried in
 * attacks/sessions.int.test.ts and role-matrix.int.test.ts.
 */
const secret = 'unit-test-secret-unit-test-secret';
const ann: PortalUserRow = {
  user_id: 'ann',
  username: 'ann',
  registration_id: '00000000-0000-4000-8000-000000000001',
  password_hash: 'h',
  investor_id: 'Ann',
  admin_level: 0,
  role: 'investor',
  sessions_epoch: 3,
  totp_enabled: false,
};

/** The read model as the door asks it, changed by each test; how often it was asked. */
let user: PortalUserRow | null = ann;
let signedOut: string[] = [];
let sessionReads = 0;
const readModel = {
  session: async (userId: string, registrationId: string, tokenId: string) => {
    sessionReads += 1;
    return user && user.user_id === userId && user.registration_id === registrationId
      ? { user, signed_out: signedOut.includes(tokenId) }
      : null;
  },
};

let server: Server;
let base: string;
const listen = async (app: Koa<AppState>) => {
  const started = createServer(app.callback());
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return started;
};

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(errorMiddleware(() => {}));
  for (const middleware of authenticate(secret, readModel)) app.use(middleware);
  app.use((ctx) => {
    ctx.body = { user: ctx.state.portalUser?.user_id, session: ctx.state.session, jti: (ctx.state.jwt as { jti?: string }).jti };
  });
  server = await listen(app);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  user = ann;
  signedOut = [];
  vi.useRealTimers();
});

const call = async (token: string | null, header = token === null ? undefined : `Bearer ${token}`) => {
  const response = await fetch(base, { headers: header === undefined ? {} : { Authorization: header } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const signIn = { status: 401, body: { message: 'Sign in to continue.' } };
const ended = { status: 401, body: { message: sessionEndedMessage } };
const claimsOf = (token: string) => jsonwebtoken.decode(token) as Record<string, unknown>;
const sign = (payload: Record<string, unknown>, key = secret) => jsonwebtoken.sign(payload, key, { algorithm: 'HS256' });

describe('the door of signed-in calls', () => {
  it('lets a token of ours in, with the user, the session and its claims on ctx.state', async () => {
    const token = signToken(ann, secret, '1h');
    const claims = claimsOf(token);
    expect(await call(token)).toEqual({
      status: 200,
      body: {
        user: 'ann',
        session: { tokenId: claims.jti, expiresAt: new Date((claims.exp as number) * 1000).toISOString() },
        jti: claims.jti,
      },
    });
  });

  it('asks to sign in without a token, or with a header that is not a bearer token', async () => {
    expect(await call(null)).toEqual(signIn);
    expect(await call(null, 'Basic YWRtaW46cGFzcw==')).toEqual(signIn);
    expect(await call(null, 'Bearer')).toEqual(signIn);
  });

  it('refuses what is not ours: no exp or another claim, another key or algorithm, unsigned, garbage', async () => {
    const claims = claimsOf(signToken(ann, secret, '1h'));
    const { exp: _exp, ...noExp } = claims;
    const { jti: _jti, ...noJti } = claims;
    const { sep: _sep, ...noEpoch } = claims;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const hs512 = jsonwebtoken.sign({ ...claims, jti: randomUUID() }, secret, { algorithm: 'HS512' });
    for (const token of [
      sign(noExp),
      sign(noJti),
      sign(noEpoch),
      sign({ ...claims, sep: -1 }),
      sign({ ...claims, jti: randomUUID() }, 'another-secret-another-secret'),
      hs512,
      sign({ ...claims, jti: randomUUID(), nbf: Math.floor(Date.now() / 1000) + 600 }),
      unsigned,
      'garbage',
    ]) {
      expect(await call(token), token).toEqual(signIn);
    }
    // and the same claims signed with our key are let in
    expect((await call(sign({ ...claims, jti: randomUUID() }))).status).toBe(200);
  });

  it('says the session ended after a new epoch, a sign-out, a deleted or dismissed user, or the expiry', async () => {
    const token = signToken(ann, secret, '1h');
    expect((await call(token)).status).toBe(200);
    user = { ...ann, sessions_epoch: 4 };
    expect(await call(token)).toEqual(ended);
    user = ann;
    signedOut = [claimsOf(token).jti as string];
    expect(await call(token)).toEqual(ended);
    signedOut = [];
    user = null;
    expect(await call(token)).toEqual(ended);
    user = ann;
    expect(await call(sign({ ...claimsOf(token), iat: 1_000, exp: 2_000 }))).toEqual(ended);
  });

  it("answers the read model's failure as the server's, not as a refused token", async () => {
    const spy = vi.spyOn(readModel, 'session').mockRejectedValueOnce(new Error('the read model is away'));
    try {
      expect((await call(signToken(ann, secret, '1h'))).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
  });

  describe('once a token passed koa-jwt', () => {
    it('still expires at the second exp names, and the session is read on every request', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const token = signToken(ann, secret, '10s');
      const exp = claimsOf(token).exp as number;
      const before = sessionReads;
      expect((await call(token)).status).toBe(200);
      vi.setSystemTime(exp * 1000 - 1);
      expect((await call(token)).status).toBe(200);
      signedOut = [claimsOf(token).jti as string];
      expect(await call(token)).toEqual(ended);
      signedOut = [];
      expect(sessionReads - before).toBe(3);
      vi.setSystemTime(exp * 1000);
      expect(await call(token)).toEqual(ended);
      expect(await call(token)).toEqual(ended);
    });

    it('skips the signature check: jsonwebtoken verifies a token once, however often it is presented', async () => {
      const verify = vi.spyOn(jsonwebtoken, 'verify');
      try {
        const token = signToken(ann, secret, '1h');
        for (let i = 0; i < 5; i += 1) expect((await call(token)).status).toBe(200);
        expect(verify.mock.calls.filter(([presented]) => presented === token)).toHaveLength(1);
      } finally {
        verify.mockRestore();
      }
    });

    it('is kept per door: a token checked under one key is not ours under another', async () => {
      const token = signToken(ann, secret, '1h');
      expect((await call(token)).status).toBe(200);
      const other = new Koa<AppState>();
      other.use(errorMiddleware(() => {}));
      for (const middleware of authenticate('another-secret-another-secret', readModel)) other.use(middleware);
      other.use((ctx) => (ctx.body = {}));
      const otherServer = await listen(other);
      try {
        const answer = await fetch(`http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual(signIn.body);
      } finally {
        await new Promise((resolve) => otherServer.close(resolve));
      }
    });
  });
});
