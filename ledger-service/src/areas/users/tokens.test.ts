import jsonwebtoken from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import type { PortalUserRow } from '@portal/projections';
import { bearerToken, signToken, signingKey } from './tokens';

const secret = 'unit-test-secret-unit-test-secret';
const ann: Pick<PortalUserRow, 'user_id' | 'registration_id' | 'sessions_epoch'> = {
  user_id: 'ann',
  registration_id: '00000000-0000-4000-8000-000000000001',
  sessions_epoch: 3,
};

const claimsOf = (token: string) => jsonwebtoken.decode(token) as Record<string, unknown>;

// How tokens are checked at the door (koa-jwt and the session in the read model) is tested in http/auth-middleware.test.ts.
describe('session tokens', () => {
  it('carry the user, the registration, a fresh id, the sessions epoch and an expiry, signed HS256 with the key', () => {
    const token = signToken(ann, secret, '1h');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'ann', rid: ann.registration_id, sep: 3 });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claimsOf(signToken(ann, secret, '1h')).jti).not.toBe(claims.jti);
    expect(jsonwebtoken.decode(token, { complete: true })?.header.alg).toBe('HS256');
    expect(jsonwebtoken.verify(token, signingKey(secret), { algorithms: ['HS256'] })).toEqual(claims);
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('')).toBe('');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
