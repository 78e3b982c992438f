import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { name, type FeeBasisPoints } from '@portal/contracts';
import type { InvestorQueries, NameQueries } from '@portal/projections';
import { commandContext, type AppState } from '../http/context';
import { parseInput } from '../shared/parse-input';
import { notFound } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { createReferences } from '../shared/references';
import { investorDecider, type AddInvestor } from './decider';

/** The four fee levels of the spec, looked up by value so no float arithmetic touches them. */
const feeLevels = new Map<number, FeeBasisPoints>([
  [0, 0],
  [0.1, 1000],
  [0.2, 2000],
  [0.3, 3000],
]);
const feePercentage = z.coerce
  .number({ invalid_type_error: 'Expected one of 0, 0.1, 0.2, 0.3' })
  .refine((value) => feeLevels.has(value), 'Expected one of 0, 0.1, 0.2, 0.3')
  .transform((value) => feeLevels.get(value)!);

const addInvestorBody = z.object({
  name,
  email: z.string().trim().email().max(254),
  phone: z.string().trim().min(1).max(40),
  address: z.string().trim().min(1).max(2000),
  fee_percentage: z.union([z.number(), z.string().trim().min(1)]).pipe(feePercentage),
});
const investorNameQuery = z.object({ investor_name: name });

export interface InvestorRouteDeps {
  runner: CommandRunner;
  investors: InvestorQueries;
  names: NameQueries;
  partnerLabel: string;
  admin: Middleware<AppState>[];
}

export const investorRoutes = (deps: InvestorRouteDeps) => {
  const router = new Router<AppState>();
  const references = createReferences(deps.names, deps.runner, deps.partnerLabel);

  router.post('/admin/add_investor', ...deps.admin, async (ctx) => {
    const input = parseInput(addInvestorBody, ctx.request.body);
    const command: AddInvestor = {
      type: 'AddInvestor',
      investorName: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      feeBasisPoints: input.fee_percentage,
      registrationSecret: randomBytes(18).toString('base64url'),
    };
    const streamName = await references.newInvestor(input.name);
    const [added] = await deps.runner.execute(investorDecider(command), streamName, command, commandContext(ctx));
    // The recorded secret: on a retried request that was recorded already, the first attempt's one.
    const secret = added?.type === 'InvestorAdded' ? added.data.registrationSecret : command.registrationSecret;
    ctx.status = 201;
    ctx.body = { secret };
  });

  router.get('/admin/get_investor_secret', ...deps.admin, async (ctx) => {
    const { investor_name } = parseInput(investorNameQuery, ctx.query);
    const secret = await deps.investors.registrationSecret(investor_name);
    if (secret === null) throw notFound(`No investor named ${investor_name}.`);
    ctx.body = { investor_secret: secret };
  });

  return router;
};
