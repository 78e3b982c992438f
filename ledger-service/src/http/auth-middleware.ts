import { createSecretKey } from 'node:crypto';
import jwt from 'koa-jwt';
import type { Middleware } from 'koa';
import type { PortalUserQueries } from '@portal/projections';
import { forbidden, unauthorized } from '../shared/errors';
import { tokenClaims } from '../users/tokens';
import type { AppState } from './context';

/**
 * Verifies the bearer token (koa-jwt), then checks in the read model that the registration it was
 * issued to still exists: a deleted portal user's tokens stop working at once.
 */
export const authenticate = (secret: string, users: PortalUserQueries): Middleware<AppState>[] => [
  // A KeyObject rather than the string: given a string, jsonwebtoken first tries to read it as a PEM
  // public key on every verify, which cost about 2 ms of CPU a request (koa-jwt's types omit KeyObject).
  jwt({ secret: createSecretKey(Buffer.from(secret)) as unknown as Buffer, algorithms: ['HS256'], key: 'jwt' }) as unknown as Middleware<AppState>,
  async (ctx, next) => {
    const claims = tokenClaims.safeParse((ctx.state as { jwt?: unknown }).jwt);
    if (!claims.success) throw unauthorized();
    const user = await users.activeRegistration(claims.data.sub, claims.data.rid);
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    ctx.state.portalUser = user;
    await next();
  },
];

export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.portalUser || ctx.state.portalUser.admin_level < 1) throw forbidden('This needs an administrator.');
  await next();
};
