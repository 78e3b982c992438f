import { getRestatements, getRestatementsCsv, type CallQuery } from '@portal/contracts/api';
import { apiRouter } from '../../api-router';
import { restatementsCsv, restatementsToWire } from '../../../../areas/reports/answers/restatements';
import type { ReportRouteDeps } from './deps';

/** What changed after a statement went out: GET /admin/restatements and its CSV (docs/time-travel.md). */
export const restatementRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  /** The restatements in the order of the investors' names, their events' actors named. */
  const restatementsOf = async (query: CallQuery<typeof getRestatements>) => {
    const asOf = query.as_of ?? deps.clock.today();
    const people = await deps.people.current();
    const nameOf = (investorId: string) => people.investorName(investorId);
    const restatements = (await deps.timeTravel.restatements(query.known_on, asOf))
      .map((r) => ({ ...r, events: r.events.map((e) => ({ ...e, actor: people.userName(e.actor) })) }))
      .sort((a, b) => (nameOf(a.investorId) < nameOf(b.investorId) ? -1 : nameOf(a.investorId) > nameOf(b.investorId) ? 1 : 0));
    return { asOf, knownOn: query.known_on, restatements, nameOf };
  };

  add(getRestatements, async ({ query }) => {
    const { asOf, knownOn, restatements, nameOf } = await restatementsOf(query);
    return restatementsToWire(asOf, knownOn, restatements, nameOf);
  });
  add(getRestatementsCsv, async ({ query }, ctx) => {
    const { asOf, knownOn, restatements, nameOf } = await restatementsOf(query);
    ctx.attachment(`restatements-as-of-${asOf}-since-${knownOn.replace(/[^\dTZ-]/g, '-')}.csv`);
    ctx.set('Cache-Control', 'no-store');
    return restatementsCsv(restatements, nameOf);
  });
  return router;
};
