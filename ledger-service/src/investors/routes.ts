import { getInvestorSecret } from '@portal/contracts/api';
import type { InvestorQueries } from '@portal/projections';
import { apiRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { conflict, notFound } from '../shared/errors';
import { investorCommands } from './commands';

export interface InvestorRouteDeps extends LedgerRouteDeps {
  investors: Pick<InvestorQueries, 'registrationSecret'>;
}

/** Adding investors and their investments, and an investor's registration secret. */
export const investorRoutes = (deps: InvestorRouteDeps) => {
  const { router, add, commands } = apiRouter(deps.api);
  commands(deps, investorCommands);
  // The current secret, opened for the admin; a spent or erased one is refused with why (docs/personal-data.md).
  add(getInvestorSecret, async ({ query }) => {
    const found = await deps.investors.registrationSecret(query.investor_name);
    if (found === null) throw notFound(`No investor named ${query.investor_name}.`);
    const name = found.investor_name;
    if (found.personal_data_erased) throw conflict(`The personal data of ${name} has been erased; there is no secret to show.`);
    if (found.portal_user !== null) {
      throw conflict(
        `${name}'s secret has been used: portal user ${found.portal_user} registered with it. Delete that portal user to issue a new secret.`,
      );
    }
    return { investor_secret: await deps.personalData.reveal(found.registration_secret) };
  });
  return router;
};
