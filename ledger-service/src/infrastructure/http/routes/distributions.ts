import {
  getDistributionAch,
  getDistributionCsv,
  getDistributionRun,
  getOwnPaymentDetails,
  listDistributionRuns,
  listPaymentDetails,
} from '@portal/contracts/api';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { commandContext, signedInUser } from '../context';
import { bankFile, paymentListCsv, type BankFileDeps } from '../../../areas/distributions/bank-file';
import type { CommandRunner } from '../../../shared/runner';
import type { Directory } from '../../../shared/personal-data/directory';
import { forbidden, notFound } from '../../../shared/errors';
import { paymentDetailsEntries, type PaymentReadDeps } from '../../../areas/distributions/payment-reads';
import { listRuns, readRun, type RunReadDeps } from '../../../areas/distributions/run-answers';

export interface DistributionRouteDeps extends Omit<PaymentReadDeps, 'runner'>, Omit<RunReadDeps, 'runner'> {
  runner: Pick<CommandRunner, 'load' | 'read' | 'execute'>;
  ach?: BankFileDeps['ach'];
  people: Directory;
  api: ApiRouterOptions;
}

/** The reads of payment details and distribution runs (their writes are commands: areas/distributions). */
export const distributionRoutes = (deps: DistributionRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  add(listPaymentDetails, async () => paymentDetailsEntries(deps, (await deps.people.current()).investors()));
  add(getOwnPaymentDetails, async (_input, ctx) => {
    const investorId = signedInUser(ctx).investor_id;
    if (investorId === null) throw forbidden('Only an investor has payment details of their own.');
    const investor = (await deps.people.current()).investorById(investorId);
    if (investor === undefined) throw notFound('No such investor.');
    return (await paymentDetailsEntries(deps, [investor]))[0]!;
  });
  add(getDistributionRun, async ({ query }) => readRun(deps, query.run_id));
  add(listDistributionRuns, async () => listRuns(deps));
  add(getDistributionAch, async ({ query }, ctx) => {
    const text = await bankFile(deps, query.run_id, commandContext(ctx));
    ctx.attachment(`distribution-${query.run_id.slice(0, 8)}.ach`);
    return text;
  });
  add(getDistributionCsv, async ({ query }, ctx) => {
    const csv = await paymentListCsv(deps, query.run_id);
    ctx.attachment(`distribution-${query.run_id.slice(0, 8)}.csv`);
    return csv;
  });
  return router;
};
