import { investorProperty, investorSummary } from '@portal/contracts/api';
import { investorPropertyToWire, investorSummaryToWire } from './answers/ledger';
import { apiRouter, SerialisedJson } from '../http/api-router';
import { notFound } from '../shared/errors';
import { isAdmin, readableInvestor } from './access';
import { createAnswerCache } from './answer-cache';
import type { ReportRouteDeps } from './deps';

/** The investor's own pages: the summary and one property's detail panel. */
export const investorReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  // The most read call of all (its target: p99 under 10 ms at 1,000 requests/s over 1M events): its
  // JSON is kept per (investor, day) until the ledger read model moves.
  const summaries = createAnswerCache<string | null>(() => deps.ledger.version());
  add(investorSummary, async ({ query }, ctx) => {
    const investorName = readableInvestor(ctx, query.investor_name);
    const today = deps.clock.today();
    const json = await summaries(`${today} ${investorName}`, async () => {
      const summary = await deps.ledger.investorSummary(investorName, today);
      return summary === null ? null : JSON.stringify(investorSummaryToWire(summary));
    });
    if (json === null) throw notFound(`No investor named ${investorName}.`);
    return new SerialisedJson(json);
  });

  add(investorProperty, async ({ query }, ctx) => {
    const investorName = readableInvestor(ctx, query.investor_name);
    const answer = await deps.ledger.investorProperty(investorName, query.property_name, deps.clock.today());
    // An investor sees only the properties of their own investments: one that exists elsewhere and
    // one that does not exist at all get the same answer, so it never tells which names exist.
    if (!isAdmin(ctx) && (answer === null || !answer.involved))
      throw notFound(`No property named ${query.property_name} among your investments.`);
    if (answer === null) {
      const unknown = !(await deps.ledger.investorExists(investorName))
        ? `investor named ${investorName}`
        : `property named ${query.property_name}`;
      throw notFound(`No ${unknown}.`);
    }
    return investorPropertyToWire(answer.figures);
  });

  return router;
};
