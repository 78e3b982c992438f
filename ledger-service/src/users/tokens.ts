import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonwebtoken from 'jsonwebtoken';
import { z } from 'zod';

/** A token names its user and the registration it was issued to, so deleting the user ends it. */
export const tokenClaims = z.object({ sub: z.string(), rid: z.string() });
export type TokenClaims = z.infer<typeof tokenClaims>;

export const signToken = (claims: TokenClaims, secret: string, expiresIn: string): string =>
  jsonwebtoken.sign(claims, secret, { algorithm: 'HS256', expiresIn: expiresIn as jsonwebtoken.SignOptions['expiresIn'] });

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
