import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { PortalUserQueries } from '@portal/projections';
import { AppError, badRequest, conflict } from '../../shared/errors';
import { bearerToken, verifySession } from '../../users/tokens';
import type { AppContext, AppState } from '../context';
import type { IdempotencyStore } from './store';

/** JSON with keys sorted at every level, so the same body always hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Who the keys of this request belong to: the signed-in user (a valid token of a registration that
 * still exists), or null: without a token, or with a bad or ended session, nothing is kept (the route
 * answers on its own), so anonymous callers cannot fill the table.
 */
export const callerScope =
  (jwtSecret: string, users: Pick<PortalUserQueries, 'session'>) =>
  async (ctx: AppContext): Promise<string | null> => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token === null || token === '') return null;
    // The same check as the routes' (users/tokens.ts): a signed-out or ended token keeps nothing.
    const check = await verifySession(token, jwtSecret, users);
    // The registration too: a username deleted and registered again is another caller.
    return check.kind === 'active' ? `user:${check.user.username}:${check.user.registration_id}` : null;
  };

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** Whether any of these routers has a route for this method and path (a POST to nowhere keeps nothing). */
export const routeMatcher =
  (routers: readonly Pick<Router<AppState>, 'match'>[]) =>
  (method: string, path: string): boolean =>
    routers.some((router) => router.match(path, method).route);

export interface IdempotencyDeps {
  store: IdempotencyStore;
  /** Whether a route answers this method and path; keys of requests to no route are not kept. */
  routeExists: (method: string, path: string) => boolean;
  scopeOf: (ctx: AppContext) => Promise<string | null>;
  /** Renders errors into status + body, so the answer to keep is the one the client gets. */
  renderErrors: Middleware;
}

/**
 * Honours the `Idempotency-Key` header of every POST:
 * - a retry with the same key and the same body (same call) gets the first answer, status and body,
 *   with `Idempotent-Replayed: true`, and records nothing new;
 * - the same key with another body or another call is 409;
 * - a retry while the first request is still running is 409 with `Retry-After: 1` (nothing waits
 *   on a lock); if the first request's process died, the key is taken over after a lease of 60 s
 *   and the request runs again, its event and record ids derived from the key and body so that
 *   events appended before the crash are found, not appended twice;
 * - a 5xx answer is not kept: the key is released and a retry runs again.
 * Keys belong to the signed-in caller and are kept for 24 hours. Only signed-in calls to routes
 * that exist keep keys: an anonymous request, or one to an unknown path, runs as if it had none.
 * Sign-in is left out: it records no business fact, and keeping its answer would store a live token;
 * so is a password change (its answer carries a fresh token, and a retry's old token has ended anyway).
 */
export const idempotency =
  (deps: IdempotencyDeps): Middleware<AppState> =>
  async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (ctx.method !== 'POST' || key === '' || ctx.path === '/auth/login' || ctx.path === '/auth/change_password') return next();
    if (!keyPattern.test(key)) throw badRequest('Idempotency-Key: Expected 1 to 255 visible ASCII characters');
    if (!deps.routeExists(ctx.method, ctx.path)) return next();
    const scope = await deps.scopeOf(ctx);
    if (scope === null) return next();

    const requestHash = sha256(`${ctx.method} ${ctx.path}\n${canonicalJson(ctx.request.body)}`);
    const claim = await deps.store.claim(scope, key, requestHash);
    switch (claim.kind) {
      case 'replay':
        ctx.status = claim.status;
        ctx.body = claim.body;
        ctx.set('Idempotent-Replayed', 'true');
        return;
      case 'mismatch':
        throw conflict('This Idempotency-Key was already used for another request. Use a new key for a new request.');
      case 'running':
        throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed. Try again in a moment.', {
          'Retry-After': '1',
        });
      case 'new':
        break;
      default: {
        const exhaustive: never = claim;
        return exhaustive;
      }
    }

    ctx.state.idempotencySeed = sha256(`${scope}\n${key}\n${requestHash}`);
    try {
      await deps.renderErrors(ctx, next);
    } catch (error) {
      await deps.store.release(scope, key);
      throw error;
    }
    const keepable =
      ctx.status < 500 && (ctx.body === undefined || ctx.body === null || (typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)));
    try {
      if (keepable) await deps.store.complete(scope, key, ctx.status, ctx.body ?? null);
      else await deps.store.release(scope, key);
    } catch (error) {
      // The answer stands; a retry finds the key running, then (after the lease) re-runs with the
      // same ids and finds its events recorded.
      console.error('Could not keep the answer of an idempotent request', error);
    }
  };
