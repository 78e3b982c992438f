import type { AccountTotals } from '../figures';
import { assertIsoDate, compareCodeUnits, lastDayOfMonth, monthOf } from '../figures';
import { ledgerAsOf, type LedgerAt } from './ledger-at';
import { reportsAt, type ReportsAt } from './reports';

/**
 * An investor's capital account for a period of whole months (docs/statements.md), in cents. Every
 * figure comes from the reports the portal answers as of a day (`ReportsAt`): the investor's account
 * totals give the value (Active Investments + Cash Balance) and the running totals of what went in,
 * came out and was allocated, and a column is the difference of those totals between the day before it
 * starts and its last day. So the roll-forward ties by construction to the same figures the investor's
 * page shows as of each day.
 */

/** The lines of the capital account, in the order and with the names the statement prints them. */
export const capitalAccountLines = [
  'beginning',
  'contributions',
  'capital withdrawn',
  'capital written off',
  'allocated share',
  'management fee',
  'own expenses',
  'distributions',
  'ending',
] as const;
export type CapitalAccountLine = (typeof capitalAccountLines)[number];

/** The line only an account with capital a land contract wrote off carries (docs/land-contracts.md). */
type WriteOffLine = 'capital written off';

/** One column of the capital account: each line in cents; `capital written off` only where there is some by the statement's end. */
export type CapitalAccount = { readonly [L in Exclude<CapitalAccountLine, WriteOffLine>]: number } & {
  readonly [L in WriteOffLine]?: number;
};

export interface StatementPropertyRow {
  readonly propertyName: string;
  /** invested(i, p, through). */
  readonly investedCents: number;
  /** Over the period. */
  readonly allocatedShareCents: number;
  readonly managementFeeCents: number;
  readonly ownExpensesCents: number;
  readonly netIncomeCents: number;
}

export type StatementRecordKind = 'investment' | 'investment withdrawal' | 'distribution';

/** A record of the investor dated in the period; `amountCents` is positive whatever its direction. */
export interface StatementRecord {
  readonly date: string;
  readonly kind: StatementRecordKind;
  /** Null for a distribution (cash is withdrawn from the account, not from a property). */
  readonly propertyName: string | null;
  readonly amountCents: number;
  readonly description: string;
}

export interface StatementFigures {
  readonly investorId: string;
  /** The first day of a month. */
  readonly from: string;
  /** The last day of a month, on or after `from`. */
  readonly through: string;
  readonly period: CapitalAccount;
  readonly yearToDate: CapitalAccount;
  readonly sinceInception: CapitalAccount;
  /** Returns at investor level as of `through`. */
  readonly performance: { readonly xirrPercent: number | null; readonly tvpi: number | null; readonly dpi: number | null };
  /** Properties with capital at `through` or a figure in the period, by name. */
  readonly properties: readonly StatementPropertyRow[];
  /** By date, then kind (investments, withdrawals, distributions), then property. */
  readonly records: readonly StatementRecord[];
}

/** The reports as of a day (`today` = that day) over the log as known at the statement's instant. */
export type ReportsAsOf = (day: string) => ReportsAt;

/** `ReportsAsOf` over a ledger as known at an instant (the timeline's, or a fold of the events recorded by then). */
export const reportsAsOfLedger = (ledger: LedgerAt): ReportsAsOf => {
  const views = new Map<string, ReportsAt>();
  return (day) => {
    let view = views.get(day);
    if (view === undefined) views.set(day, (view = reportsAt(ledgerAsOf(ledger, day), day)));
    return view;
  };
};

/** The day before the first day of a month: the last day of the month before. */
const dayBefore = (firstOfMonth: string): string => {
  const year = Number(firstOfMonth.slice(0, 4));
  const month = Number(firstOfMonth.slice(5, 7));
  const previous =
    month === 1 ? `${String(year - 1).padStart(4, '0')}-12` : `${firstOfMonth.slice(0, 5)}${String(month - 1).padStart(2, '0')}`;
  return lastDayOfMonth(previous);
};

const nothing: AccountTotals = {
  valueCents: 0,
  contributedCents: 0,
  capitalWithdrawnCents: 0,
  capitalWrittenOffCents: 0,
  distributedCents: 0,
  allocatedCents: 0,
  feeCents: 0,
  ownExpensesCents: 0,
};

/** The column between two days: the change of each running total, the values at its ends. */
const column = (before: AccountTotals, end: AccountTotals): CapitalAccount => ({
  beginning: before.valueCents,
  contributions: end.contributedCents - before.contributedCents,
  'capital withdrawn': end.capitalWithdrawnCents - before.capitalWithdrawnCents,
  // Write-offs never go back, so a statement without any by its end has none in any column.
  ...(end.capitalWrittenOffCents === 0 ? {} : { 'capital written off': end.capitalWrittenOffCents - before.capitalWrittenOffCents }),
  'allocated share': end.allocatedCents - before.allocatedCents,
  'management fee': end.feeCents - before.feeCents,
  'own expenses': end.ownExpensesCents - before.ownExpensesCents,
  distributions: end.distributedCents - before.distributedCents,
  ending: end.valueCents,
});

/** The lines a statement shows, in order: `capital written off` only where its account carries it. */
export const accountLinesOf = (figures: { readonly sinceInception: CapitalAccount }): CapitalAccountLine[] =>
  capitalAccountLines.filter((line) => figures.sinceInception[line] !== undefined);

/** beginning + contributions - capital withdrawn - capital written off + allocated share - management fee - own expenses - distributions. */
export const rolledForwardCents = (account: CapitalAccount): number =>
  account.beginning +
  account.contributions -
  account['capital withdrawn'] -
  (account['capital written off'] ?? 0) +
  account['allocated share'] -
  account['management fee'] -
  account['own expenses'] -
  account.distributions;

/**
 * The days a statement reads the reports as of: the day before the period, the day before its year
 * (for the year to date) and its last day. A caller whose reports come asynchronously fetches these
 * first and hands `statementFigures` a lookup of them.
 */
export const statementDays = (from: string, through: string): string[] => [
  ...new Set([dayBefore(from), dayBefore(`${through.slice(0, 4)}-01-01`), through]),
];

const recordKinds: Record<StatementRecordKind, number> = { investment: 0, 'investment withdrawal': 1, distribution: 2 };

/**
 * The statement of `investorId` for [from, through] (`from` the first day of a month, `through` the
 * last day of a month); throws on another period or an unknown investor: the calls check both first.
 */
export const statementFigures = (
  reportsAsOf: ReportsAsOf,
  request: { investorId: string; from: string; through: string },
): StatementFigures => {
  const { investorId, from, through } = request;
  if (assertIsoDate(from).slice(8) !== '01' || assertIsoDate(through) !== lastDayOfMonth(monthOf(through)) || from > through)
    throw new Error(`A statement covers whole months: got ${from} to ${through}`);
  const end = reportsAsOf(through);
  const returnsAt = (reports: ReportsAt, propertyName: string | null) => {
    const found = reports.investorReturns(investorId, propertyName);
    if (found === null) throw new Error(`Unknown investor ${investorId} or property ${propertyName}`);
    return found.returns;
  };
  const totalsAt = (day: string, propertyName: string | null = null) => {
    const found = reportsAsOf(day).investorAccount(investorId, propertyName);
    if (found === null) throw new Error(`Unknown investor ${investorId} or property ${propertyName}`);
    return found;
  };
  const endReturns = returnsAt(end, null);
  const endTotals = totalsAt(through);
  const beforePeriod = dayBefore(from);

  const properties = end.propertiesOf(investorId).flatMap((propertyName): StatementPropertyRow[] => {
    const period = column(totalsAt(beforePeriod, propertyName), totalsAt(through, propertyName));
    const row = {
      propertyName,
      investedCents: period.ending,
      allocatedShareCents: period['allocated share'],
      managementFeeCents: period['management fee'],
      ownExpensesCents: period['own expenses'],
      netIncomeCents: period['allocated share'] - period['management fee'] - period['own expenses'],
    };
    return Object.values(row).some((value) => typeof value === 'number' && value !== 0) ? [row] : [];
  });

  const inPeriod = (date: string) => from <= date && date <= through;
  const capitalRecords = endReturns.flows.flatMap((flow): StatementRecord[] => {
    if (!inPeriod(flow.date) || (flow.kind !== 'contribution' && flow.kind !== 'capital_returned')) return [];
    const kind = flow.kind === 'contribution' ? 'investment' : 'investment withdrawal';
    return [{ date: flow.date, kind, propertyName: flow.propertyName, amountCents: Math.abs(flow.amountCents), description: '' }];
  });
  const summary = end.investorSummary(investorId);
  const distributions = (summary?.distributionsPerMonth ?? [])
    .filter((d) => inPeriod(d.date))
    .map((d): StatementRecord => ({
      date: d.date,
      kind: 'distribution',
      propertyName: null,
      amountCents: d.amountCents,
      description: d.description,
    }));
  const records = [...capitalRecords, ...distributions].sort(
    (a, b) =>
      compareCodeUnits(a.date, b.date) ||
      recordKinds[a.kind] - recordKinds[b.kind] ||
      compareCodeUnits(a.propertyName ?? '', b.propertyName ?? '') ||
      a.amountCents - b.amountCents,
  );

  return {
    investorId,
    from,
    through,
    period: column(totalsAt(beforePeriod), endTotals),
    yearToDate: column(totalsAt(dayBefore(`${through.slice(0, 4)}-01-01`)), endTotals),
    sinceInception: column(nothing, endTotals),
    performance: { xirrPercent: endReturns.xirrPercent, tvpi: endReturns.tvpi, dpi: endReturns.dpi },
    properties,
    records,
  };
};
