import type { CallResponse, firmReturns, investorReturns } from '@portal/contracts/api';
import type { figures } from '@portal/projections';
import { stringify } from 'csv-stringify/sync';
import { formatCents, neutraliseFormula } from '../tax-csv';
import { centsToDollars } from './ledger';

/** GET /api/investor_returns: the returns of docs/figures.md (Returns), in dollars. */
/** The figures both answers have, in dollars. */
const headlineFigures = (r: figures.InvestorReturns) => ({
  investor_name: r.investorName,
  xirr: r.xirrPercent,
  tvpi: r.tvpi,
  dpi: r.dpi,
  total_contributed: centsToDollars(r.totalContributedCents),
  total_distributed: centsToDollars(r.totalDistributedCents),
  total_capital_returned: centsToDollars(r.totalCapitalReturnedCents),
  nav: centsToDollars(r.navCents),
  total_fees: centsToDollars(r.totalFeesCents),
});

export const investorReturnsToWire = (r: figures.InvestorReturns, knownOn: string | null): CallResponse<typeof investorReturns> => ({
  ...headlineFigures(r),
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

/** GET /admin/investor_returns: each investor's portfolio figures, without the flows and the months. */
export const firmReturnsToWire = (asOf: string, all: readonly figures.InvestorReturns[]): CallResponse<typeof firmReturns> => ({
  as_of: asOf,
  investors: all.map(headlineFigures),
});

/** A figure with 2 decimals (a percent or a multiple) as hundredths, so it is written as amounts are; null stays empty. */
const hundredths = (value: number | null): number | '' => (value === null ? '' : Math.round(value * 100));

/**
 * GET /admin/investor_returns.csv: one investor a line, the JSON's columns; amounts in dollars, the
 * percent and the multiples with two decimals, an empty cell where a figure is not meaningful.
 */
export const firmReturnsCsv = (all: readonly figures.InvestorReturns[]): string =>
  stringify(
    all.map((r) => [
      neutraliseFormula(r.investorName),
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
