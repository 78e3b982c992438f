import { changePassword, logout } from '@portal/contracts/api';
import type { PortalUserQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { commandContext, signedInUser } from '../http/context';
import type { CommandRunner } from '../shared/command-runner';
import { checkCurrentPassword } from './current-password';
import { portalUsersDecider, portalUsersStream } from './decider';
import { hashPassword } from './passwords';
import { sessionsDecider, sessionsStream } from './sessions-decider';
import type { SignInThrottle } from './sign-in-throttle';
import { signToken } from './tokens';
import type { PersonalData } from '../personal-data';
import { secretSubjectOf } from '../two-factor/second-factor';

export interface SessionRouteDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  /** A wrong current password counts like a failed sign-in of that user from that address. */
  throttle: SignInThrottle;
  jwtSecret: string;
  tokenTtl: string;
  api: ApiRouterOptions;
  personalData: PersonalData;
}

/**
 * Ending sessions on the server.
 *
 * A sign-out is an event (PortalUserSignedOut), not a row in a table of its own: it is an
 * authenticated fact with an actor, so the audit trail shows it like a sign-in, and only a signed-in
 * caller can append it (one event per token at most, however many sign-outs of it arrive at once:
 * sessions-decider.ts), so anonymous traffic cannot grow the log. The
 * portal-users read model keeps the signed-out token ids in PostgreSQL (shared by every API
 * instance, kept across restarts) only until the tokens would have expired, and a rebuild gives the
 * same rows.
 */
export const sessionRoutes = (deps: SessionRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(logout, async (_, ctx) => {
    const user = signedInUser(ctx);
    const session = ctx.state.session;
    if (!session) throw new Error('auth middleware did not name the session');
    await deps.runner.execute(
      sessionsDecider,
      sessionsStream(user.user_id),
      { type: 'SignOut', userId: user.user_id, tokenId: session.tokenId, expiresAt: session.expiresAt },
      { actor: user.user_id, correlationId: ctx.state.correlationId },
    );
    return { message: 'You are signed out.' };
  });

  // A wrong current password is 403, not 401: the caller's session is fine and stays (the web app
  // treats 401 as a lost session), and nothing is recorded.
  add(changePassword, async ({ body: input }, ctx) => {
    const user = signedInUser(ctx);
    await checkCurrentPassword(deps, ctx, user, input.current_password);
    // Sealed under the key of whoever the user is: their investor's, or their own.
    const passwordHash = await deps.personalData.protect(secretSubjectOf(user), await hashPassword(input.new_password));
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'ChangePassword', userId: user.user_id, passwordHash },
      commandContext(ctx),
    );
    // The change raised the user's sessions epoch, which ends every token issued before, this
    // caller's too: it gets a fresh one in the new epoch (the runner waited for the read model).
    const changed = await deps.users.byId(user.user_id);
    if (changed?.password_hash !== passwordHash) return { message: 'Your password is changed. Please sign in again with the new one.' };
    return { message: 'Your password is changed.', access_token: signToken(changed, deps.jwtSecret, deps.tokenTtl) };
  });

  return router;
};
