import Router from '@koa/router';
import { z } from 'zod';
import { figures } from '@portal/projections';
import type { AppState } from '../http/context';
import { nameField } from '../http/fields';
import { parseInput } from '../http/validate';
import { notFound } from '../shared/errors';
import { isAdmin, readableInvestor } from './access';
import { createAnswerCache } from './answer-cache';
import type { ReportRouteDeps } from './deps';

const summaryQuery = z.object({ investor_name: nameField.optional() });
const propertyQuery = z.object({ investor_name: nameField.optional(), property_name: nameField });

/** The investor's own pages: the summary and one property's detail panel. */
export const investorReportRoutes = (deps: ReportRouteDeps) => {
  const router = new Router<AppState>();

  // The most read call of all (DESIGN.md: p99 under 10 ms at 1,000 requests/s over 1M events): its
  // JSON is kept per (investor, day) until the ledger read model moves.
  const summaries = createAnswerCache<string | null>(() => deps.ledger.version());
  router.get('/api/investor_summary', ...deps.signedIn, async (ctx) => {
    const query = parseInput(summaryQuery, ctx.query);
    const investorName = readableInvestor(ctx, query.investor_name);
    const today = deps.clock.today();
    const json = await summaries(`${today} ${investorName}`, async () => {
      const summary = await deps.ledger.investorSummary(investorName, today);
      return summary === null ? null : JSON.stringify(figures.investorSummaryToWire(summary));
    });
    if (json === null) throw notFound(`No investor named ${investorName}.`);
    ctx.type = 'application/json';
    ctx.body = json;
  });

  router.get('/api/investor_property', ...deps.signedIn, async (ctx) => {
    const query = parseInput(propertyQuery, ctx.query);
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
    ctx.body = figures.investorPropertyToWire(answer.figures);
  });

  return router;
};
