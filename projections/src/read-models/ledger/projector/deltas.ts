import type { LedgerRecords } from '../batch';
import { grossMonth, monthOf, signedCapitalCents, yearOf } from '../figures';

/**
 * What a batch changes in the aggregate tables, as signed deltas keyed like their primary keys (one
 * entry per key, as a multi-row upsert needs), and the months from which each touched property's
 * allocation rows must be recomputed. New records add, records removed by a void subtract.
 */
export interface AggregateDeltas {
  readonly monthTotals: Map<string, { propertyName: string; month: string; grossCents: number; sharedExpensesCents: number }>;
  readonly ownExpenses: Map<string, { propertyName: string; month: string; investorId: string; expensesCents: number }>;
  readonly capitalMonths: Map<
    string,
    { propertyName: string; investorId: string; month: string; investedCents: number; withdrawnCents: number }
  >;
  readonly recordYears: Map<string, number>;
  /** Property -> the earliest month whose rows may have changed (every later month may change too). */
  readonly dirtyFrom: Map<string, string>;
}

export const noDeltas = (): AggregateDeltas => ({
  monthTotals: new Map(),
  ownExpenses: new Map(),
  capitalMonths: new Map(),
  recordYears: new Map(),
  dirtyFrom: new Map(),
});

/** The month from which every month of a property is recomputed (before any valid ISO month). */
export const wholeProperty = '0000-00';

export const markDirty = (deltas: AggregateDeltas, propertyName: string, month: string) => {
  const current = deltas.dirtyFrom.get(propertyName);
  if (current === undefined || month < current) deltas.dirtyFrom.set(propertyName, month);
};

const key = (...parts: string[]) => parts.join('\u0000');

const upsert = <V>(map: Map<string, V>, k: string, create: () => V, change: (value: V) => void) => {
  let value = map.get(k);
  if (value === undefined) {
    value = create();
    map.set(k, value);
  }
  change(value);
};

const countYear = (deltas: AggregateDeltas, dateOrMonth: string, sign: number) =>
  deltas.recordYears.set(yearOf(dateOrMonth), (deltas.recordYears.get(yearOf(dateOrMonth)) ?? 0) + sign);

/**
 * Adds (sign 1) or subtracts (sign -1) records. Capital is only ever added (investments are not voided).
 * The dates counted per year are those `taxYears` looks at: each record's own date, and also the month
 * it counts in for income and expenses.
 */
export const addRecords = (deltas: AggregateDeltas, records: LedgerRecords, sign: 1 | -1) => {
  for (const m of records.capital) {
    const month = monthOf(m.date);
    upsert(
      deltas.capitalMonths,
      key(m.propertyName, m.investorId, month),
      () => ({ propertyName: m.propertyName, investorId: m.investorId, month, investedCents: 0, withdrawnCents: 0 }),
      (total) => {
        if (signedCapitalCents(m) > 0) total.investedCents += sign * m.amountCents;
        else total.withdrawnCents += sign * m.amountCents;
      },
    );
    markDirty(deltas, m.propertyName, month);
    countYear(deltas, m.date, sign);
  }
  for (const r of records.gross) {
    const month = grossMonth(r);
    upsert(
      deltas.monthTotals,
      key(r.propertyName, month),
      () => ({ propertyName: r.propertyName, month, grossCents: 0, sharedExpensesCents: 0 }),
      (total) => (total.grossCents += sign * r.amountCents),
    );
    markDirty(deltas, r.propertyName, month);
    countYear(deltas, r.date, sign);
    countYear(deltas, month, sign);
  }
  for (const e of records.expenses) {
    const month = e.expenseForMonth;
    if (e.investorId === null) {
      upsert(
        deltas.monthTotals,
        key(e.propertyName, month),
        () => ({ propertyName: e.propertyName, month, grossCents: 0, sharedExpensesCents: 0 }),
        (total) => (total.sharedExpensesCents += sign * e.amountCents),
      );
    } else {
      const investorId = e.investorId;
      upsert(
        deltas.ownExpenses,
        key(e.propertyName, month, investorId),
        () => ({ propertyName: e.propertyName, month, investorId, expensesCents: 0 }),
        (total) => (total.expensesCents += sign * e.amountCents),
      );
    }
    markDirty(deltas, e.propertyName, month);
    countYear(deltas, e.expenseDate, sign);
    countYear(deltas, month, sign);
  }
  for (const d of records.deposits) countYear(deltas, d.date, sign);
  for (const w of records.cashWithdrawals) countYear(deltas, w.date, sign);
  for (const e of records.llcExpenses) countYear(deltas, e.expenseDate, sign);
};
