import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { PortalUserQueries } from '@portal/projections';
import { badRequest } from '../../shared/errors';
import { bearerToken, verifySession } from '../../users/tokens';
import type { AppContext, AppState } from '../context';
import { runOnce, userScope } from './run-once';
import type { IdempotencyStore } from './store';

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
    return check.kind === 'active' ? userScope(check.user) : null;
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
  /** Opens the sealed values of a kept answer (`AppState.replayBody`) for a retry: `[erased]` once erased. */
  openReplay: (body: unknown) => Promise<unknown>;
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
 * so is a password change (its answer carries a fresh token, and a retry's old token has ended anyway),
 * and so are the two answers that carry a two-factor secret or recovery codes.
 */
export const idempotency =
  (deps: IdempotencyDeps): Middleware<AppState> =>
  async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (ctx.method !== 'POST' || key === '' || ctx.path === '/auth/login' || ctx.path === '/auth/change_password') return next();
    // The two-factor secret and the recovery codes are shown once and kept nowhere in clear text (docs/two-factor.md).
    if (ctx.path === '/auth/totp/enroll' || ctx.path === '/auth/totp/confirm') return next();
    if (!keyPattern.test(key)) throw badRequest('Idempotency-Key: Expected 1 to 255 visible ASCII characters');
    if (!deps.routeExists(ctx.method, ctx.path)) return next();
    const scope = await deps.scopeOf(ctx);
    if (scope === null) return next();

    const answer = await runOnce(deps.store, { scope, key, method: ctx.method, path: ctx.path, body: ctx.request.body }, async (seed) => {
      ctx.state.idempotencySeed = seed;
      await deps.renderErrors(ctx, next);
      return { status: ctx.status, body: ctx.state.replayBody ?? ctx.body };
    });
    if (answer.replayed) {
      ctx.status = answer.status;
      ctx.body = await deps.openReplay(answer.body);
      ctx.set('Idempotent-Replayed', 'true');
    }
  };
