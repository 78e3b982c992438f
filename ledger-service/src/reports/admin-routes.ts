import {
  getAdminHelpers,
  getAdminSummary,
  getLlcTransactions,
  getMaxCashWithdrawal,
  getMaxDepositWithdrawal,
  getMaxInvestmentWithdrawal,
  getPropertyDetails,
  getPropertyNotes,
  getPropertyTransactions,
} from '@portal/contracts/api';
import { apiRouter } from '../http/api-router';
import { notFound } from '../shared/errors';
import {
  adminHelpersToWire,
  adminSummaryToWire,
  limitToWire,
  llcTransactionsToWire,
  propertyDetailsToWire,
  propertyTransactionsToWire,
} from './answers/ledger';
import type { ReportRouteDeps } from './deps';
import { isCurrentView, reportTimeOf } from './report-time';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`No ${what}.`);
  return value;
};

/** The back office's reads: helper lists, totals, property and LLC transactions, withdrawal limits. */
export const adminReportRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const today = () => deps.clock.today();

  add(getAdminHelpers, async () => {
    const [lists, portalUsers] = await Promise.all([deps.ledger.nameLists(today()), deps.users.investorsWithPortalUser()]);
    return adminHelpersToWire(lists, portalUsers);
  });

  add(getAdminSummary, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query);
    const summary = isCurrentView(time)
      ? await deps.ledger.adminSummary(today())
      : (await deps.timeTravel.reports(time, today())).adminSummary();
    return adminSummaryToWire(summary, time);
  });

  add(getPropertyDetails, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query);
    const name = query.selectedProperty;
    const details = isCurrentView(time)
      ? await deps.ledger.propertyDetails(name, today())
      : (await deps.timeTravel.reports(time, today())).propertyDetails(name);
    return propertyDetailsToWire(found(details, `property named ${name}`), time);
  });

  add(getPropertyTransactions, async ({ query: { selectedProperty: name } }) =>
    propertyTransactionsToWire(found(await deps.ledger.propertyTransactions(name, today()), `property named ${name}`)),
  );

  add(getLlcTransactions, async ({ query: { selectedLLC: name } }) =>
    llcTransactionsToWire(found(await deps.ledger.llcTransactions(name), `LLC named ${name}`)),
  );

  add(getPropertyNotes, async ({ query: { property_name: name } }) => ({
    notes: found(await deps.ledger.propertyNotes(name), `property named ${name}`),
  }));

  add(getMaxCashWithdrawal, async ({ query: { investor_name: name } }) => {
    const summary = found(await deps.ledger.investorSummary(name, today()), `investor named ${name}`);
    return { max_cash_withdrawal: limitToWire(summary.maxCashWithdrawalCents) };
  });

  add(getMaxInvestmentWithdrawal, async ({ query }) => {
    if (!(await deps.ledger.investorExists(query.investor_name))) throw notFound(`No investor named ${query.investor_name}.`);
    const answer = found(
      await deps.ledger.investorProperty(query.investor_name, query.property_name, today()),
      `property named ${query.property_name}`,
    );
    return { max_investment_withdrawal: limitToWire(answer.figures.totalInvestmentsCents) };
  });

  add(getMaxDepositWithdrawal, async ({ query: { property_name: name } }) => ({
    max_deposit_withdrawal: limitToWire(found(await deps.ledger.depositsHeldCents(name), `property named ${name}`)),
  }));

  return router;
};
