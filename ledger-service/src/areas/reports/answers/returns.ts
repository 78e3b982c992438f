import type { CallResponse, firmReturns, investorReturns } from '@portal/contracts/api';
import type { figures } from '@portal/projections';
import { stringify } from 'csv-stringify/sync';
import { formatCents, neutraliseFormula } from '../tax-csv';
import { centsToDollars, type InvestorNamer } from './ledger';

/** GET /api/investor_returns: the returns of docs/figures.md (Returns), in dollars. */
/** The figures both answers have, in dollars; the investor named by `nameOf` (the directory of names). */
const headlineFigures = (r: figures.InvestorReturns, nameOf: InvestorNamer) => ({
  investor_name: nameOf(r.investorId),
  xirr: r.xirrPercent,
  tvpi: r.tvpi,
  dpi: r.dpi,
  total_contributed: centsToDollars(r.totalContributedCents),
  total_distributed: centsToDollars(r.totalDistributedCents),
  total_capital_returned: centsToDollars(r.totalCapitalReturnedCents),
  nav: centsToDollars(r.navCents),
  total_fees: centsToDollars(r.totalFeesCents),
});

export const investorReturnsToWire = (
  r: figures.InvestorReturns,
  knownOn: string | null,
  nameOf: InvestorNamer,
): CallResponse<typeof investorReturns> => ({
  ...headlineFigures(r, nameOf),
  property_name: r.propertyName,
  as_of: r.asOf,
  known_on: knownOn,
  cash_on_cash_by_year: Object.fromEntries(r.cashOnCashByYear),
  fees_per_month: r.feesPerMonth.map((m) => ({
    date: m.month,
    allocated: centsToDollars(m.allocatedCents),
    fee: centsToDollars(m.feeCents),
    own_expenses: centsToDollars(m.ownExpensesCents),
    income: centsToDollars(m.incomeCents),
  })),
  flows: r.flows.map((f) => ({ date: f.date, amount: centsToDollars(f.amountCents), kind: f.kind, property_name: f.propertyName })),
});

/**
 * GET /api/investor_returns.csv: the flows, one a line (`date,amount,kind,property_name`), amounts in
 * dollars with two decimals, so a spreadsheet's XIRR over the first two columns gives `xirr`.
 */
export const investorReturnsCsv = (r: figures.InvestorReturns): string =>
  stringify(
    r.flows.map((f) => [f.date, f.amountCents, f.kind, neutraliseFormula(f.propertyName ?? '')]),
    {
      header: true,
      columns: ['date', 'amount', 'kind', 'property_name'],
      // Amounts are cents written as dollars (numbers: never taken for formulas); text is neutralised.
      cast: { number: formatCents },
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );

/** Each investor's returns in the order of their names. */
const inNameOrder = (all: readonly figures.InvestorReturns[], nameOf: InvestorNamer) =>
  [...all].sort((a, b) => (nameOf(a.investorId) < nameOf(b.investorId) ? -1 : nameOf(a.investorId) > nameOf(b.investorId) ? 1 : 0));

/** GET /admin/investor_returns: each investor's portfolio figures, without the flows and the months, by name. */
export const firmReturnsToWire = (
  asOf: string,
  all: readonly figures.InvestorReturns[],
  nameOf: InvestorNamer,
): CallResponse<typeof firmReturns> => ({
  as_of: asOf,
  investors: inNameOrder(all, nameOf).map((r) => headlineFigures(r, nameOf)),
});

/** A figure with 2 decimals (a percent or a multiple) as hundredths, so it is written as amounts are; null stays empty. */
const hundredths = (value: number | null): number | '' => (value === null ? '' : Math.round(value * 100));

/**
 * GET /admin/investor_returns.csv: one investor a line, the JSON's columns; amounts in dollars, the
 * percent and the multiples with two decimals, an empty cell where a figure is not meaningful.
 */
export const firmReturnsCsv = (all: readonly figures.InvestorReturns[], nameOf: InvestorNamer): string =>
  stringify(
    inNameOrder(all, nameOf).map((r) => [
      neutraliseFormula(nameOf(r.investorId)),
      hundredths(r.xirrPercent),
      hundredths(r.tvpi),
      hundredths(r.dpi),
      r.totalContributedCents,
      r.totalDistributedCents,
      r.totalCapitalReturnedCents,
      r.navCents,
      r.totalFeesCents,
    ]),
    {
      header: true,
      columns: [
        'investor_name',
        'xirr',
        'tvpi',
        'dpi',
        'total_contributed',
        'total_distributed',
        'total_capital_returned',
        'nav',
        'total_fees',
      ],
      cast: { number: formatCents },
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
