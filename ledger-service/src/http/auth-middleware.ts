import type { Middleware } from 'koa';
import type { PortalUserQueries, PortalUserRow } from '@portal/projections';
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

/** Said to an auditor refused an `admin` call: every change, and every read that reveals a secret. */
export const auditorRefusal = 'An auditor may read, not change, and sees no secrets: this needs an administrator.';

export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (ctx.state.portalUser?.role === 'auditor') throw forbidden(auditorRefusal);
  if (!ctx.state.portalUser || ctx.state.portalUser.admin_level < 1) throw forbidden('This needs an administrator.');
  await next();
};

/** Whether the user reads the back office: an administrator or an auditor (docs/security.md, Roles). */
export const isStaff = (user: Pick<PortalUserRow, 'admin_level' | 'role'>): boolean => user.admin_level >= 1 || user.role === 'auditor';

/** The guard of `staff` calls (GETs only, by their contract type): administrators and auditors; investors as from `admin` calls. */
export const requireStaff: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.portalUser || !isStaff(ctx.state.portalUser)) throw forbidden('This needs an administrator.');
  await next();
};
