import { getInvestorSecret } from '@portal/contracts/api';
import type { InvestorQueries } from '@portal/projections';
import { apiRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { notFound } from '../shared/errors';
import { investorCommands } from './commands';

export interface InvestorRouteDeps extends LedgerRouteDeps {
  investors: Pick<InvestorQueries, 'registrationSecret'>;
}

/** Adding investors and their investments, and an investor's registration secret. */
export const investorRoutes = (deps: InvestorRouteDeps) => {
  const { router, add, commands } = apiRouter(deps.api);
  commands(deps, investorCommands);
  add(getInvestorSecret, async ({ query }) => {
    const secret = await deps.investors.registrationSecret(query.investor_name);
    if (secret === null) throw notFound(`No investor named ${query.investor_name}.`);
    return { investor_secret: secret };
  });
  return router;
};
