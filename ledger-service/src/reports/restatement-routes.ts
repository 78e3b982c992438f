import { getRestatements, getRestatementsCsv, type CallQuery } from '@portal/contracts/api';
import { apiRouter } from '../http/api-router';
import { restatementsCsv, restatementsToWire } from './answers/restatements';
import type { ReportRouteDeps } from './deps';

/** What changed after a statement went out: GET /admin/restatements and its CSV (docs/time-travel.md). */
export const restatementRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  const restatementsOf = async (query: CallQuery<typeof getRestatements>) => {
    const asOf = query.as_of ?? deps.clock.today();
    return { asOf, knownOn: query.known_on, restatements: await deps.timeTravel.restatements(query.known_on, asOf) };
  };

  add(getRestatements, async ({ query }) => {
    const { asOf, knownOn, restatements } = await restatementsOf(query);
    return restatementsToWire(asOf, knownOn, restatements);
  });
  add(getRestatementsCsv, async ({ query }, ctx) => {
    const { asOf, knownOn, restatements } = await restatementsOf(query);
    ctx.attachment(`restatements-as-of-${asOf}-since-${knownOn.replace(/[^\dTZ-]/g, '-')}.csv`);
    ctx.set('Cache-Control', 'no-store');
    return restatementsCsv(restatements);
  });
  return router;
};
