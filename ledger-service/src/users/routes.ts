import { deletePortalUser, getAdminLevel, getLoginSummary, login as loginCall, register, whoAmI } from '@portal/contracts/api';
import type { InvestorQueries, NameQueries, PortalUserQueries, SignInAttempts } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { commandContext, signedInUser } from '../http/context';
import { badRequest, notFound } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { portalUsersDecider, portalUsersStream } from './decider';
import { throttleAddress } from './client-address';
import { login, tooManyAttempts } from './login';
import { hashPassword } from './passwords';
import type { SignInThrottle, Slot } from './sign-in-throttle';

export interface UserRouteDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  investors: InvestorQueries;
  names: Pick<NameQueries, 'resolve'>;
  /** Counts sign-in and registration attempts (429 past the limits). */
  throttle: SignInThrottle;
  /** Where failed and throttled sign-ins are kept (never the event log). */
  signInAttempts: SignInAttempts;
  jwtSecret: string;
  tokenTtl: string;
  api: ApiRouterOptions;
}

export const userRoutes = (deps: UserRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(loginCall, ({ body }, ctx) => login(deps, { ...body, clientAddress: ctx.ip }, ctx.state.correlationId));

  // Throttled per client address: every attempt, and wrong secrets apart (a slot is taken before the
  // secret is looked up and given back when it matches). A failure records nothing.
  add(register, async ({ body: input }, ctx) => {
    const address = throttleAddress(ctx.ip);
    const secretSlot: Slot = { bucket: 'registerSecret', key: address };
    const reservation = await deps.throttle.reserve([{ bucket: 'registerAddress', key: address }, secretSlot]);
    if (!reservation.ok) throw tooManyAttempts(reservation, 'registration attempts');
    const investorName = await deps.investors.investorBySecret(input.secret);
    if (investorName === null) throw badRequest('The secret does not match any investor. Check it with your administrator.');
    await deps.throttle.release([secretSlot]);
    const passwordHash = await hashPassword(input.password);
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'RegisterPortalUser', username: input.username, passwordHash, investorName },
      { actor: input.username, correlationId: ctx.state.correlationId },
    );
    return { message: 'Registration complete. You can sign in now.' };
  });

  add(whoAmI, async (_, ctx) => ({ logged_in_as: signedInUser(ctx).username }));

  // Every signed-in user may ask: the navigation bar asks it for everyone.
  add(getAdminLevel, async (_, ctx) => ({ admin_level: signedInUser(ctx).admin_level }));

  add(deletePortalUser, async ({ body: { investor_name } }, ctx) => {
    const investor = await deps.names.resolve('investor', investor_name);
    if (investor === null) throw notFound(`No investor named ${investor_name}.`);
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'DeletePortalUser', investorName: investor.name },
      commandContext(ctx),
    );
    return { message: 'Portal user deleted successfully' };
  });

  add(getLoginSummary, () => deps.users.loginSummary());

  return router;
};
