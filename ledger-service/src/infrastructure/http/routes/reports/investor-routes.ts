import {
  firmReturns,
  firmReturnsCsv,
  investorProperty,
  investorReturns,
  investorReturnsCsv,
  investorSummary,
  type CallQuery,
} from '@portal/contracts/api';
import { investorPropertyToWire, investorSummaryToWire } from '../../../../areas/reports/answers/ledger';
import {
  firmReturnsCsv as firmCsv,
  firmReturnsToWire,
  investorReturnsCsv as returnsCsv,
  investorReturnsToWire,
} from '../../../../areas/reports/answers/returns';
import { apiRouter, SerialisedJson } from '../../api-router';
import type { AppContext } from '../../context';
import { notFound } from '../../../../shared/errors';
import { isCurrentView, reportTimeOf } from './report-time';
import { readableInvestor, readsEveryInvestor } from './access';
import { createAnswerCache, jsonCacheLimits } from '../../../../shared/answer-cache';
import { createPageViews } from './page-views';
import type { ReportRouteDeps } from './deps';
import type { figures } from '@portal/projections';

const bytesOf = (kept: { json: SerialisedJson } | null) => kept?.json.bytes.length ?? 0;

/** The investor's own pages (the summary, one property's detail panel, the returns) and the admin's table of everyone's returns. */
export const investorReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  // The answers name their investor: kept until the ledger or the investors read model (names, erasures) moves.
  const ledgerVersion = async () => `${await deps.readModelVersion('ledger')}/${await deps.readModelVersion('investors')}`;
  const namer = async () => {
    const people = await deps.people.current();
    return (investorId: string) => people.investorName(investorId);
  };
  // Names as written, for today's read model and another time's reports alike (`elm` reads Elm).
  const storedName = deps.ledger.storedName;

  // The most read call of all (its target: p99 under 10 ms at 1,000 requests/s over 1M events): its
  // JSON is kept per (investor, day) until the ledger read model moves.
  const summaries = createAnswerCache<SerialisedJson | null>(
    ledgerVersion,
    jsonCacheLimits((json) => json?.bytes.length ?? 0),
    'investor summary',
  );
  const noteView = createPageViews(deps.runner, deps.clock);
  add(investorSummary, async ({ query }, ctx) => {
    const investor = await readableInvestor(ctx, query.investor_name, deps.people);
    const today = deps.clock.today();
    const time = reportTimeOf(ctx, query, today);
    const json = isCurrentView(time)
      ? await summaries(`${today} ${investor.id}`, async () => {
          const summary = await deps.ledger.investorSummary(investor.id, today);
          return summary && SerialisedJson.of(investorSummaryToWire(summary, time, investor.name));
        })
      : ((summary) => summary && SerialisedJson.of(investorSummaryToWire(summary, time, investor.name)))(
          (await deps.timeTravel.reports(time, today)).investorSummary(investor.id),
        );
    if (json === null) throw notFound(`No investor named ${investor.name}.`);
    // An administrator or an auditor reading an investor's page is in the audit trail (who saw whose figures, when).
    if (readsEveryInvestor(ctx)) await noteView(ctx, investor.id);
    return json;
  });

  // One property's panel, kept the same way per (investor, property, day).
  const properties = createAnswerCache<{ involved: boolean; json: SerialisedJson } | null>(
    ledgerVersion,
    jsonCacheLimits(bytesOf),
    'investor property',
  );
  add(investorProperty, async ({ query }, ctx) => {
    const investor = await readableInvestor(ctx, query.investor_name, deps.people);
    const propertyName = await storedName('property', query.property_name);
    const today = deps.clock.today();
    const time = reportTimeOf(ctx, query, today);
    const withJson = (found: { figures: figures.InvestorPropertyFigures; involved: boolean } | null) =>
      found && { involved: found.involved, json: SerialisedJson.of(investorPropertyToWire(found.figures, time)) };
    const at = isCurrentView(time) ? null : await deps.timeTravel.reports(time, today);
    const answer = at
      ? withJson(at.investorProperty(investor.id, propertyName))
      : await properties(`${today}\n${investor.id}\n${propertyName}`, async () =>
          withJson(await deps.ledger.investorProperty(investor.id, propertyName, today)),
        );
    // An investor sees only the properties of their own investments: one that exists elsewhere and
    // one that does not exist at all get the same answer, so it never tells which names exist.
    if (!readsEveryInvestor(ctx) && (answer === null || !answer.involved))
      throw notFound(`No property named ${query.property_name} among your investments.`);
    if (answer === null) {
      const investorKnown = at ? at.investorExists(investor.id) : await deps.ledger.investorExists(investor.id);
      throw notFound(`No ${investorKnown ? `property named ${query.property_name}` : `investor named ${investor.name}`}.`);
    }
    return answer.json;
  });

  // The returns, kept the same way per (investor, property, day): the summary's page asks for both.
  // The JSON is serialised once with the figures: a long history has thousands of flows.
  type KeptReturns = { returns: figures.InvestorReturns; involved: boolean; json: SerialisedJson } | null;
  // Kept with their flows (the CSV is made of them): about twice the JSON's size.
  const returns = createAnswerCache<KeptReturns>(
    ledgerVersion,
    jsonCacheLimits((kept) => 2 * bytesOf(kept)),
    'investor returns',
  );

  /** The returns asked for, with the summary's and the property panel's rules for who may read what. */
  const returnsOf = async (query: CallQuery<typeof investorReturns>, ctx: AppContext) => {
    const investor = await readableInvestor(ctx, query.investor_name, deps.people);
    const propertyName = query.property_name === undefined ? null : await storedName('property', query.property_name);
    const today = deps.clock.today();
    const time = reportTimeOf(ctx, query, today);
    const nameOf = () => investor.name;
    const withJson = (found: { returns: figures.InvestorReturns; involved: boolean } | null): KeptReturns =>
      found && { ...found, json: SerialisedJson.of(investorReturnsToWire(found.returns, time.knownOn, nameOf)) };
    // Names cannot hold a line break (contracts/src/names.ts): the key is unambiguous.
    const answer = isCurrentView(time)
      ? await returns(`${today}\n${investor.id}\n${propertyName ?? ''}`, async () =>
          withJson(await deps.ledger.investorReturns(investor.id, propertyName, today)),
        )
      : withJson((await deps.timeTravel.reports(time, today)).investorReturns(investor.id, propertyName));
    if (propertyName !== null && !readsEveryInvestor(ctx) && (answer === null || !answer.involved))
      throw notFound(`No property named ${propertyName} among your investments.`);
    if (answer === null) {
      const unknown = !(await deps.ledger.investorExists(investor.id))
        ? `investor named ${investor.name}`
        : `property named ${propertyName}`;
      throw notFound(`No ${unknown}.`);
    }
    if (propertyName !== null && !answer.involved) throw notFound(`${investor.name} never held ${propertyName}.`);
    return { ...answer, investorName: investor.name };
  };

  add(investorReturns, async ({ query }, ctx) => (await returnsOf(query, ctx)).json);
  add(investorReturnsCsv, async ({ query }, ctx) => {
    const { returns, investorName } = await returnsOf(query, ctx);
    // An ASCII file name: names may hold any letter, a header may not.
    const name = [investorName, returns.propertyName, 'flows', returns.asOf].filter((part) => part !== null).join('-');
    ctx.attachment(`${name.replace(/[^\w.@-]+/g, '_')}.csv`);
    ctx.set('Cache-Control', 'no-store');
    return returnsCsv(returns);
  });

  // The admin's firm-wide table: every investor's portfolio returns (a read of every row: kept per day too).
  const firm = createAnswerCache<Awaited<ReturnType<typeof deps.ledger.firmReturns>>>(ledgerVersion, 50, 'firm returns');
  const firmOf = (asOf: string) => firm(asOf, () => deps.ledger.firmReturns(asOf));
  add(firmReturns, async ({ query }) => {
    const asOf = query.as_of ?? deps.clock.today();
    return firmReturnsToWire(asOf, await firmOf(asOf), await namer());
  });
  add(firmReturnsCsv, async ({ query }, ctx) => {
    const asOf = query.as_of ?? deps.clock.today();
    ctx.attachment(`investor-returns-${asOf}.csv`);
    ctx.set('Cache-Control', 'no-store');
    return firmCsv(await firmOf(asOf), await namer());
  });

  return router;
};
