import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type { PortalUserRow } from '@portal/projections';

/** What the middlewares put on ctx.state for the routes. */
export interface AppState extends DefaultState {
  correlationId: string;
  /** Set by the auth middleware for every signed-in call. */
  portalUser?: PortalUserRow;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext, unknown>;

export const signedInUser = (ctx: AppContext): PortalUserRow => {
  const user = ctx.state.portalUser;
  if (!user) throw new Error('auth middleware did not run before a signed-in route');
  return user;
};

export const commandContext = (ctx: AppContext) => ({ actor: signedInUser(ctx).username, correlationId: ctx.state.correlationId });
