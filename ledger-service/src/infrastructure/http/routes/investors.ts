import { getInvestorSecret } from '@portal/contracts/api';
import type { InvestorQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import type { PersonalData } from '../../../shared/personal-data';
import type { Directory } from '../../../shared/personal-data/directory';
import { conflict, notFound } from '../../../shared/errors';

export interface InvestorRouteDeps {
  investors: Pick<InvestorQueries, 'registrationSecret'>;
  people: Directory;
  personalData: Pick<PersonalData, 'reveal'>;
  api: ApiRouterOptions;
}

/** An investor's registration secret (adding investors and investments are commands: areas/investors/commands.ts). */
export const investorRoutes = (deps: InvestorRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  // The current secret, opened for the admin; a spent or erased one is refused with why (docs/personal-data.md).
  add(getInvestorSecret, async ({ query }) => {
    const people = await deps.people.current();
    const investor = people.investorNamed(query.investor_name);
    const found = investor === undefined ? null : await deps.investors.registrationSecret(investor.id);
    if (investor === undefined || found === null) throw notFound(`No investor named ${query.investor_name}.`);
    const name = investor.name;
    if (found.personal_data_erased) throw conflict(`The personal data of ${name} has been erased; there is no secret to show.`);
    if (found.portal_user !== null) {
      const username = people.userName(found.portal_user);
      throw conflict(
        `${name}'s secret has been used: portal user ${username} registered with it. Delete that portal user to issue a new secret.`,
      );
    }
    return { investor_secret: await deps.personalData.reveal(found.registration_secret) };
  });
  return router;
};
