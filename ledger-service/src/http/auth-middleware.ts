import type { Middleware } from 'koa';
import type { PortalUserQueries } from '@portal/projections';
import { forbidden, unauthorized } from '../shared/errors';
import { bearerToken, sessionEndedMessage, verifySession } from '../users/tokens';
import type { AppState } from './context';

/**
 * Checks the bearer token (users/tokens.ts `verifySession`): ours, unexpired, with every claim, and
 * in the read model a registration that still exists, the user's current sessions epoch and not
 * signed out. A token we issued whose session ended says so; anything else asks to sign in. 401 either way.
 */
export const authenticate = (secret: string, users: Pick<PortalUserQueries, 'session'>): Middleware<AppState>[] => [
  async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) throw unauthorized();
    const check = await verifySession(token, secret, users);
    if (check.kind === 'invalid') throw unauthorized();
    if (check.kind === 'ended') throw unauthorized(sessionEndedMessage);
    ctx.state.portalUser = check.user;
    ctx.state.session = { tokenId: check.claims.jti, expiresAt: new Date(check.claims.exp * 1000).toISOString() };
    await next();
  },
];

export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.portalUser || ctx.state.portalUser.admin_level < 1) throw forbidden('This needs an administrator.');
  await next();
};
