import { addInvestor as addInvestorCall, getInvestorSecret } from '@portal/contracts/api';
import type { InvestorQueries } from '@portal/projections';
import { apiRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { conflict, notFound } from '../shared/errors';
import { commandContext } from '../http/context';
import { addInvestment, addInvestor } from './commands';

export interface InvestorRouteDeps extends LedgerRouteDeps {
  investors: Pick<InvestorQueries, 'registrationSecret'>;
}

/** Adding investors and their investments, and an investor's registration secret. */
export const investorRoutes = (deps: InvestorRouteDeps) => {
  const { router, add, commands } = apiRouter(deps.api);
  commands(deps, [addInvestment]);
  // The answer carries the new investor's secret. A retry of the request (Idempotency-Key) is answered
  // with the secret as recorded, sealed under the investor's key until then (http/idempotency), so the
  // kept answer holds no secret of its own and an erasure reaches it.
  add(addInvestorCall, async ({ body }, ctx) => {
    const answer = await addInvestor.run(deps, body, commandContext(ctx));
    const investor = (await deps.people.current()).investorNamed(body.name);
    const recorded = investor === undefined ? null : await deps.investors.registrationSecret(investor.id);
    ctx.state.replayBody = { ...answer, secret: recorded?.registration_secret ?? '' };
    return answer;
  });
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
