import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { name } from '@portal/contracts';
import type { InvestorQueries, NameQueries, PortalUserQueries } from '@portal/projections';
import { commandContext, signedInUser, type AppState } from '../http/context';
import { parseInput } from '../http/validate';
import { badRequest, notFound } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { portalUsersDecider, portalUsersStream } from './decider';
import { login } from './login';
import { hashPassword } from './passwords';

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
  jwtSecret: string;
  tokenTtl: string;
  signedIn: Middleware<AppState>[];
  admin: Middleware<AppState>[];
}

export const userRoutes = (deps: UserRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginBody, ctx.request.body);
    ctx.body = await login(deps, input, ctx.state.correlationId);
  });

  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerBody, ctx.request.body);
    const investorName = await deps.investors.investorBySecret(input.secret);
    if (investorName === null) throw badRequest('The secret does not match any investor. Check it with your administrator.');
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
    await deps.runner.execute(portalUsersDecider, portalUsersStream, { type: 'DeletePortalUser', investorName: investor.name }, commandContext(ctx));
    ctx.body = { message: 'Portal user deleted successfully' };
  });

  router.get('/admin/get_login_summary', ...deps.admin, async (ctx) => {
    ctx.body = await deps.users.loginSummary();
  });

  return router;
};
