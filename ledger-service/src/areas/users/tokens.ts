import { createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonwebtoken from 'jsonwebtoken';
import { z } from 'zod';
import type { PortalUserRow } from '@portal/projections';

/**
 * What a token says. `sub` and `rid` name the user (by id: a UUID for an investor's user, the username
 * for staff, docs/personal-data.md) and the registration it was issued to (deleting
 * the user ends it); `jti` is the token's own id (signing out revokes exactly this one); `sep` is the
 * user's sessions epoch when it was issued: a password change or a dismissal raises the epoch in the
 * read model, which ends every token issued before. A counter rather than a time: no comparison of
 * the API's clock with the database's, and a sign-in that checked the old password just before a
 * change can never mint a token that outlives it. `exp` is required: a token that never expires is
 * refused even when signed with our key.
 */
export const tokenClaims = z.object({
  sub: z.string().min(1),
  rid: z.string().min(1),
  jti: z.string().uuid(),
  sep: z.number().int().nonnegative(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/** The user a token is issued to, as the read model has it. */
export type TokenSubject = Pick<PortalUserRow, 'user_id' | 'registration_id' | 'sessions_epoch'>;

// A KeyObject rather than the string: given a string, jsonwebtoken first tries to read it as a PEM
// public key on every sign and verify, at a cost per request (docs/bench.md, Costs that chose a mechanism).
const keys = new Map<string, KeyObject>();
/** The HS256 key of a JWT secret, one object per secret. */
export const signingKey = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
};

export const signToken = (user: TokenSubject, secret: string, expiresIn: string): string =>
  jsonwebtoken.sign({ sub: user.user_id, rid: user.registration_id, sep: user.sessions_epoch }, signingKey(secret), {
    algorithm: 'HS256',
    expiresIn: expiresIn as jsonwebtoken.SignOptions['expiresIn'],
    jwtid: randomUUID(),
  });

/** Said wherever a token we issued is refused because its session ended (signed out, new password, dismissed, deleted, expired). */
export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

/** The token of an `Authorization: Bearer <token>` header, '' when there is no header, null when it is something else. */
export const bearerToken = (header: string): string | null => {
  if (header === '') return '';
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
};

/** JWT_SECRET when set; otherwise one generated at first start and kept in DATA_DIR. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
};
