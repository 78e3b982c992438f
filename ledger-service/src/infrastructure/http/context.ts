import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type { PortalUserRow } from '@portal/projections';
import type { Access } from '@portal/contracts/api';
import type { RequestContext } from '../../shared/commands';
import type { CommandContext } from '../../shared/runner';

/** What the middlewares put on ctx.state for the routes. */
export interface AppState extends DefaultState {
  correlationId: string;
  /** Set by the auth middleware for every signed-in call. */
  portalUser?: PortalUserRow;
  /** The presented token (its `jti` and expiry), set with portalUser: signing out revokes it. */
  session?: { tokenId: string; expiresAt: string };
  /** The token's claims, as koa-jwt leaves them for a signed-in call (auth-middleware.ts). */
  jwt?: object;
  /** Set by the idempotency middleware for a request with an Idempotency-Key (see shared/ids.ts). */
  idempotencySeed?: string;
  /**
   * What a retry of this request (same Idempotency-Key) is answered instead of the answer itself:
   * the answer with its personal values sealed under their person's key, opened again at the retry
   * (so an erasure reaches a kept answer too: docs/personal-data.md).
   */
  replayBody?: unknown;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext, unknown>;

export const signedInUser = (ctx: AppContext): PortalUserRow => {
  const user = ctx.state.portalUser;
  if (!user) throw new Error('auth middleware did not run before a signed-in route');
  return user;
};

export const commandContext = (ctx: AppContext): CommandContext => ({
  actor: signedInUser(ctx).user_id,
  correlationId: ctx.state.correlationId,
  idempotencySeed: ctx.state.idempotencySeed,
});

/** Nobody is signed in on a public call: its command names the actor itself (register: the user it registers). */
const anonymous = 'anonymous';

/** Who calls a command, from the request: the signed-in user on every call that is not public. */
export const requestContext = (ctx: AppContext, access: Access): RequestContext => {
  const user = access === 'public' ? ctx.state.portalUser : signedInUser(ctx);
  return {
    actor: user?.user_id ?? anonymous,
    correlationId: ctx.state.correlationId,
    idempotencySeed: ctx.state.idempotencySeed,
    clientAddress: ctx.ip,
    user,
    session: ctx.state.session,
  };
};
