import { randomUUID } from 'node:crypto';
import jsonwebtoken from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalUserRow } from '@portal/projections';
import { bearerToken, signToken, verifySession } from './tokens';

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

/** The read model as verifySession asks it: ann as given, and the token ids signed out. */
const readModel = (user: PortalUserRow | null, signedOut: string[] = []) => ({
  session: async (userId: string, registrationId: string, tokenId: string) =>
    user && user.user_id === userId && user.registration_id === registrationId ? { user, signed_out: signedOut.includes(tokenId) } : null,
});

const claimsOf = (token: string) => jsonwebtoken.decode(token) as Record<string, unknown>;

describe('session tokens', () => {
  it('carry the user, the registration, a fresh id, the sessions epoch and an expiry', async () => {
    const token = signToken(ann, secret, '1h');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'ann', rid: ann.registration_id, sep: 3 });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claimsOf(signToken(ann, secret, '1h')).jti).not.toBe(claims.jti);
    expect(await verifySession(token, secret, readModel(ann))).toMatchObject({ kind: 'active', user: ann, claims: { jti: claims.jti } });
  });

  it('end with a new epoch, a sign-out, a deleted or dismissed user, or the expiry', async () => {
    const token = signToken(ann, secret, '1h');
    expect(await verifySession(token, secret, readModel({ ...ann, sessions_epoch: 4 }))).toEqual({ kind: 'ended' });
    expect(await verifySession(token, secret, readModel(ann, [claimsOf(token).jti as string]))).toEqual({ kind: 'ended' });
    expect(await verifySession(token, secret, readModel(null))).toEqual({ kind: 'ended' });
    const expired = jsonwebtoken.sign({ ...claimsOf(token), iat: 1_000, exp: 2_000 }, secret, { algorithm: 'HS256' });
    expect(await verifySession(expired, secret, readModel(ann))).toEqual({ kind: 'ended' });
  });

  it('are not ours without exp or another claim, with another key or algorithm', async () => {
    const claims = claimsOf(signToken(ann, secret, '1h'));
    const sign = (payload: Record<string, unknown>, key = secret) => jsonwebtoken.sign(payload, key, { algorithm: 'HS256' });
    const { exp: _exp, ...noExp } = claims;
    const { jti: _jti, ...noJti } = claims;
    const { sep: _sep, ...noEpoch } = claims;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [
      sign(noExp),
      sign(noJti),
      sign(noEpoch),
      sign({ ...claims, sep: -1 }),
      sign({ ...claims, jti: randomUUID() }, 'another-secret-another-secret'),
      unsigned,
      'garbage',
    ]) {
      expect(await verifySession(token, secret, readModel(ann))).toEqual({ kind: 'invalid' });
    }
    expect(await verifySession(sign({ ...claims, jti: randomUUID() }), secret, readModel(ann))).toMatchObject({ kind: 'active' });
  });

  describe('once checked', () => {
    afterEach(() => vi.useRealTimers());

    it('still expire at the second exp names, and the session is read every time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      const token = signToken(ann, secret, '10s');
      const exp = claimsOf(token).exp as number;
      expect(await verifySession(token, secret, readModel(ann))).toMatchObject({ kind: 'active' });
      vi.setSystemTime(exp * 1000 - 1);
      expect(await verifySession(token, secret, readModel(ann))).toMatchObject({ kind: 'active' });
      expect(await verifySession(token, secret, readModel(ann, [claimsOf(token).jti as string]))).toEqual({ kind: 'ended' });
      vi.setSystemTime(exp * 1000);
      expect(await verifySession(token, secret, readModel(ann))).toEqual({ kind: 'ended' });
      expect(await verifySession(token, secret, readModel(ann))).toEqual({ kind: 'ended' });
    });

    it('are kept per key: a token checked with one key is not ours under another', async () => {
      const token = signToken(ann, secret, '1h');
      expect(await verifySession(token, secret, readModel(ann))).toMatchObject({ kind: 'active' });
      expect(await verifySession(token, 'another-secret-another-secret', readModel(ann))).toEqual({ kind: 'invalid' });
      expect(await verifySession(token, secret, readModel(ann))).toMatchObject({ kind: 'active' });
    });
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('')).toBe('');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
