import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { name } from '@portal/contracts';
import type { InvestorQueries, NameQueries, PortalUserQueries, SignInAttempts } from '@portal/projections';
import { commandContext, signedInUser, type AppState } from '../http/context';
import { parseInput } from '../shared/parse-input';
import { badRequest, notFound } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { portalUsersDecider, portalUsersStream } from './decider';
import { throttleAddress } from './client-address';
import { login, tooManyAttempts } from './login';
import { hashPassword } from './passwords';
import type { SignInThrottle, Slot } from './sign-in-throttle';

const loginBody = z.object({ username: z.string().min(1).max(200), password: z.string().min(1).max(200) });
const registerBody = z.object({
  username: name,
  password: z.string().min(8, 'Use at least 8 characters').max(200),
  secret: z.string().min(1).max(200),
});
const investorNameBody = z.object({ investor_name: name });

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
  signedIn: Middleware<AppState>[];
  admin: Middleware<AppState>[];
}

export const userRoutes = (deps: UserRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginBody, ctx.request.body);
    ctx.body = await login(deps, { ...input, clientAddress: ctx.ip }, ctx.state.correlationId);
  });

  // Throttled per client address: every attempt, and wrong secrets apart (a slot is taken before the
  // secret is looked up and given back when it matches). A failure records nothing.
  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerBody, ctx.request.body);
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
    ctx.status = 201;
    ctx.body = { message: 'Registration complete. You can sign in now.' };
  });

  router.get('/auth/protected', ...deps.signedIn, (ctx) => {
    ctx.body = { logged_in_as: signedInUser(ctx).username };
  });

  // Every signed-in user may ask: the navigation bar asks it for everyone.
  router.get('/admin/get_admin_level', ...deps.signedIn, (ctx) => {
    ctx.body = { admin_level: signedInUser(ctx).admin_level };
  });

  router.post('/admin/delete_portal_user', ...deps.admin, async (ctx) => {
    const { investor_name } = parseInput(investorNameBody, ctx.request.body);
    const investor = await deps.names.resolve('investor', investor_name);
    if (investor === null) throw notFound(`No investor named ${investor_name}.`);
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'DeletePortalUser', investorName: investor.name },
      commandContext(ctx),
    );
    ctx.body = { message: 'Portal user deleted successfully' };
  });

  router.get('/admin/get_login_summary', ...deps.admin, async (ctx) => {
    ctx.body = await deps.users.loginSummary();
  });

  return router;
};
