import type { Middleware } from 'koa';
import { badRequest } from '../../../shared/errors';
import type { AppState } from '../context';
import { runOnce, userScope } from '../../../shared/idempotency/run-once';
import type { IdempotencyStore } from '../../../shared/idempotency/store';
import { callsKeepingNoAnswer } from '@portal/contracts/api';
import { logPositionOf, logPositionText } from '@portal/contracts';
import { noteWritesOf, noteWritten, type Writes } from '../../../shared/written-positions';

const keyPattern = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyDeps {
  store: IdempotencyStore;
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
 * Keys belong to the signed-in caller and are kept for 24 hours. Only calls the caller may make keep
 * keys: this runs inside each POST call's route, after the guards of the access the call declares
 * (infrastructure/http/api-router.ts), so a request to no route, an anonymous one, or one its caller may not make
 * (an investor's admin command, 403) is refused before any key is kept; calls without a signed-in
 * user (sign-in, registration) keep none either.
 * Sign-in is left out: it records no business fact, and keeping its answer would store a live token;
 * so is a password change (its answer carries a fresh token, and a retry's old token has ended anyway),
 * and so are the two answers that carry a two-factor secret or recovery codes.
 */
const pathsKeepingNoAnswer: ReadonlySet<string> = new Set(callsKeepingNoAnswer.map((call) => call.path));

export const idempotency =
  (deps: IdempotencyDeps): Middleware<AppState> =>
  async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    // The two-factor secret and the recovery codes are shown once and kept nowhere in clear text (docs/two-factor.md).
    if (ctx.method !== 'POST' || key === '' || pathsKeepingNoAnswer.has(ctx.path)) return next();
    if (!keyPattern.test(key)) throw badRequest('Idempotency-Key: Expected 1 to 255 visible ASCII characters');
    const user = ctx.state.portalUser;
    if (!user) return next();
    // The registration too: a username deleted and registered again is another caller.
    const scope = userScope(user);

    const answer = await runOnce(deps.store, { scope, key, method: ctx.method, path: ctx.path, body: ctx.request.body }, async (seed) => {
      ctx.state.idempotencySeed = seed;
      // Noted apart, and kept with the answer: a retry answered from it carries the same X-Log-Position.
      const writes: Writes = { last: null };
      await noteWritesOf(writes, () => deps.renderErrors(ctx, next));
      if (writes.last !== null) noteWritten(writes.last);
      return { status: ctx.status, body: ctx.state.replayBody ?? ctx.body, position: writes.last && logPositionText(writes.last) };
    });
    if (answer.replayed) {
      ctx.status = answer.status;
      ctx.body = await deps.openReplay(answer.body);
      ctx.set('Idempotent-Replayed', 'true');
      const position = answer.position === null ? null : logPositionOf(answer.position);
      if (position !== null) noteWritten(position);
    }
  };
