import { getOwnPaymentDetails, listPaymentDetails } from '@portal/contracts/api';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { signedInUser } from '../context';
import type { Directory } from '../../../shared/personal-data/directory';
import { forbidden, notFound } from '../../../shared/errors';
import { paymentDetailsEntries, type PaymentReadDeps } from '../../../areas/distributions/payment-reads';

export interface DistributionRouteDeps extends PaymentReadDeps {
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
  return router;
};
