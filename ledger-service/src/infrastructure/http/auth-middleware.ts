import type { Middleware } from 'koa';
import koaJwt from 'koa-jwt';
import jsonwebtoken from 'jsonwebtoken';
import type { PortalUserQueries, PortalUserRow } from '@portal/projections';
import { AppError, forbidden, unauthorized } from '../../shared/errors';
import { bearerToken, sessionEndedMessage, signingKey, tokenClaims, type TokenClaims } from '../../areas/users/tokens';
import type { AppContext, AppState } from './context';

type SessionLookup = Pick<PortalUserQueries, 'session'>;

/**
 * Tokens whose signature and claims koa-jwt and the claims' schema passed, kept until they expire:
 * checking them again (HMAC, decoding, the schema) on every request was a large part of a kept
 * report's time (docs/security.md, Sessions; docs/bench.md, Costs that chose a mechanism). Only tokens signed with the key enter, so nobody
 * else's tokens can fill it; at most 10,000, the oldest going first.
 */
const checkedTokens = (limit = 10_000) => {
  const checked = new Map<string, TokenClaims>();
  return {
    /** The kept claims of a token; 'expired' from the second its `exp` names, as jsonwebtoken counts. */
    get: (token: string): TokenClaims | 'expired' | undefined => {
      const kept = checked.get(token);
      if (kept === undefined || Math.floor(Date.now() / 1000) < kept.exp) return kept;
      checked.delete(token);
      return 'expired';
    },
    keep: (token: string, claims: TokenClaims): TokenClaims => {
      if (checked.size >= limit) checked.delete(checked.keys().next().value!);
      // One object answers every request with this token: nobody may change it.
      const frozen = Object.freeze(claims);
      checked.set(token, frozen);
      return frozen;
    },
  };
};

/** A refusal of koa-jwt's (`ctx.state.jwtOriginalError`) as we answer it; what is not a token's fault (the database) as it is. */
const refusal = (error: unknown): unknown => {
  if (error instanceof AppError) return error; // thrown by isRevoked below
  // Expired means it was ours: jsonwebtoken checks the signature before the expiry.
  if (error instanceof jsonwebtoken.TokenExpiredError) return unauthorized(sessionEndedMessage);
  if (error instanceof jsonwebtoken.JsonWebTokenError) return unauthorized();
  return error;
};

/**
 * The door of every signed-in call, the one place tokens are verified. koa-jwt checks the bearer
 * token: signed with our key, HS256 only (no `none`, no other algorithm), not expired, not before
 * its `nbf`. Its `isRevoked` hook then requires every claim (`exp` too: jsonwebtoken lets a token
 * without one through) and reads the session in the portal-users read model: the registration still
 * exists (deleting the user ends it), the user is not dismissed, the sessions epoch is the current
 * one and this token (`jti`) was not signed out. A token koa-jwt passed once skips its check until
 * it expires (`checkedTokens`); the session is read for every request all the same.
 * Answers: no token or not ours, 401 "Sign in to continue."; a token we issued whose session ended
 * (expired included), 401 `sessionEndedMessage`. The user and the session go on `ctx.state` for the
 * guards, routes and the idempotency middleware after it.
 */
export const authenticate = (secret: string, users: SessionLookup): Middleware<AppState>[] => {
  const checked = checkedTokens();

  const startSession = async (ctx: AppContext, claims: TokenClaims) => {
    const session = await users.session(claims.sub, claims.rid, claims.jti);
    if (!session || session.signed_out || session.user.sessions_epoch !== claims.sep) throw unauthorized(sessionEndedMessage);
    ctx.state.portalUser = session.user;
    ctx.state.session = { tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000).toISOString() };
  };

  // Throws its refusal rather than answering true: koa-jwt's own refusal would not say which it is.
  const isRevoked = async (ctx: AppContext, payload: object, token: string): Promise<boolean> => {
    const claims = tokenClaims.safeParse(payload);
    if (!claims.success) throw unauthorized();
    await startSession(ctx, checked.keep(token, claims.data));
    return false;
  };

  const verify = koaJwt({
    // A KeyObject, which jsonwebtoken takes (koa-jwt's types predate it): see areas/users/tokens.ts.
    secret: signingKey(secret) as unknown as Buffer,
    algorithms: ['HS256'],
    getToken: (ctx) => bearerToken(ctx.get('Authorization')) || null,
    isRevoked,
    // Its refusals come to us (below) to be answered with our messages.
    passthrough: true,
    key: 'jwt',
  });

  const door: Middleware<AppState> = async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) throw unauthorized();
    const kept = checked.get(token);
    if (kept === 'expired') throw unauthorized(sessionEndedMessage);
    if (kept !== undefined) {
      await startSession(ctx, kept);
      ctx.state.jwt = kept;
      return next();
    }
    await verify(ctx, async () => {
      const error: unknown = ctx.state.jwtOriginalError;
      if (error !== undefined) throw refusal(error);
      await next();
    });
  };
  return [door];
};

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
