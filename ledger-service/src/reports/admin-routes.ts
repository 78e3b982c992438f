import Router from '@koa/router';
import { z } from 'zod';
import { figures } from '@portal/projections';
import type { AppState } from '../http/context';
import { nameField } from '@portal/contracts/api';
import { parseInput } from '../shared/parse-input';
import { notFound } from '../shared/errors';
import type { ReportRouteDeps } from './deps';
import { adminHelpersToWire, limitToWire, llcTransactionsToWire, propertyTransactionsToWire } from './wire';

const selectedProperty = z.object({ selectedProperty: nameField });
const selectedLlc = z.object({ selectedLLC: nameField });
const propertyName = z.object({ property_name: nameField });
const investorName = z.object({ investor_name: nameField });
const investorAndProperty = z.object({ investor_name: nameField, property_name: nameField });

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`No ${what}.`);
  return value;
};

/** The back office's reads: helper lists, totals, property and LLC transactions, withdrawal limits. */
export const adminReportRoutes = (deps: ReportRouteDeps) => {
  const router = new Router<AppState>();
  const today = () => deps.clock.today();

  router.get('/admin/get_admin_helpers', ...deps.admin, async (ctx) => {
    const [lists, portalUsers] = await Promise.all([deps.ledger.nameLists(today()), deps.users.investorsWithPortalUser()]);
    ctx.body = adminHelpersToWire(lists, portalUsers);
  });

  router.get('/admin/get_admin_summary', ...deps.admin, async (ctx) => {
    ctx.body = figures.adminSummaryToWire(await deps.ledger.adminSummary(today()));
  });

  router.get('/admin/get_property_details', ...deps.admin, async (ctx) => {
    const { selectedProperty: name } = parseInput(selectedProperty, ctx.query);
    ctx.body = figures.propertyDetailsToWire(found(await deps.ledger.propertyDetails(name, today()), `property named ${name}`));
  });

  router.get('/admin/get_property_txns', ...deps.admin, async (ctx) => {
    const { selectedProperty: name } = parseInput(selectedProperty, ctx.query);
    ctx.body = propertyTransactionsToWire(found(await deps.ledger.propertyTransactions(name, today()), `property named ${name}`));
  });

  router.get('/admin/get_llc_txns', ...deps.admin, async (ctx) => {
    const { selectedLLC: name } = parseInput(selectedLlc, ctx.query);
    ctx.body = llcTransactionsToWire(found(await deps.ledger.llcTransactions(name), `LLC named ${name}`));
  });

  router.get('/admin/get_property_notes', ...deps.admin, async (ctx) => {
    const { property_name: name } = parseInput(propertyName, ctx.query);
    ctx.body = { notes: found(await deps.ledger.propertyNotes(name), `property named ${name}`) };
  });

  router.get('/admin/get_max_cash_withdrawal', ...deps.admin, async (ctx) => {
    const { investor_name: name } = parseInput(investorName, ctx.query);
    const summary = found(await deps.ledger.investorSummary(name, today()), `investor named ${name}`);
    ctx.body = { max_cash_withdrawal: limitToWire(summary.maxCashWithdrawalCents) };
  });

  router.get('/admin/get_max_investment_withdrawal', ...deps.admin, async (ctx) => {
    const query = parseInput(investorAndProperty, ctx.query);
    if (!(await deps.ledger.investorExists(query.investor_name))) throw notFound(`No investor named ${query.investor_name}.`);
    const answer = found(
      await deps.ledger.investorProperty(query.investor_name, query.property_name, today()),
      `property named ${query.property_name}`,
    );
    ctx.body = { max_investment_withdrawal: limitToWire(answer.figures.totalInvestmentsCents) };
  });

  router.get('/admin/get_max_deposit_withdrawal', ...deps.admin, async (ctx) => {
    const { property_name: name } = parseInput(propertyName, ctx.query);
    ctx.body = { max_deposit_withdrawal: limitToWire(found(await deps.ledger.depositsHeldCents(name), `property named ${name}`)) };
  });

  return router;
};
