import type { DatabaseTransactionConnection, FragmentSqlToken } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { CapitalMovement, InvestorInfo, LandContractBookMonth, PropertyBooks, PropertyContractEvent } from '../figures';
import { grossAdjustmentCents, propertyBooks, propertyContractsOf, yearOf } from '../figures';
import { capitalRow, centsColumn } from '../rows';
import type { AggregateDeltas } from './deltas';
import { markDirty } from './deltas';
import { jsonColumns, jsonInsert } from './json-rows';

type Tx = DatabaseTransactionConnection;

/**
 * The books of the land contracts in the read model (docs/land-contracts.md, The books in the
 * ledger's figures). The contract records and land-contract payments are kept as they were logged
 * (`lc_events`); a property whose contracts a batch may change has its books computed again, whole,
 * by the figures engine's `propertyBooks`, since a back-dated record re-splits everything after it.
 * What they change in the aggregates goes through the deltas as any record does: each month's gross
 * gains the difference between the new and the stored adjustment (income parts in, governed payments
 * out), `record_years` the difference of the contract records' years, and the stored months, capital
 * returned and written off, and years are replaced.
 *
 * A batch with contract records or payments reads its properties' stored books before it writes
 * anything (one statement), so what they change is written with the batch's own records. A batch
 * whose capital records fall on a property with a contract (found by the allocation's own read,
 * `recomputeProperties`) recomputes that property's books after (the rare case: capital added after
 * the sale). Properties without a contract are never read for this.
 */

const monthColumns = jsonColumns(
  'property_name text, month text, late_fees_cents int8, interest_cents int8, gain_cents int8, governed_cents int8, capital_returned_cents int8, written_off_cents int8',
);
const reductionColumns = jsonColumns(
  'property_name text, investor_id text, contract_id text, receipt_id text, kind text, date date, amount_cents int8',
);
const yearColumns = jsonColumns('property_name text, year text, dates int8');

const storedRow = z.object({
  property_name: z.string(),
  events: z.array(z.object({ type: z.string(), data: z.record(z.unknown()) })),
  months: z.array(z.object({ month: z.string(), adjustment: z.number() })),
  years: z.array(z.object({ year: z.string(), dates: z.number() })),
  capital: z.array(capitalRow),
  order_keys: z.array(z.object({ investor_id: z.string(), order_key: z.string() })),
  totals: z.array(z.object({ month: z.string(), gross_cents: centsColumn, shared_expenses_cents: centsColumn })),
});

/**
 * The read of what the books of `names` (those with a contract opened, stored or among `opened`) are
 * computed from, with their stored months, years and monthly totals, as one JSON value (null when
 * there is nothing to read): run with another read of the batch, in one statement.
 */
export const storedBooksRead = (names: ReadonlySet<string>, opened: readonly string[]): FragmentSqlToken | null =>
  names.size === 0
    ? null
    : sql.fragment`(SELECT coalesce(json_agg(s), '[]'::json) FROM (
      WITH o AS (
        SELECT property_name FROM lc_events
        WHERE property_name = ANY(${sql.array([...names], 'text')}) AND event->>'type' = 'LandContractOpened'
        UNION SELECT unnest(${sql.array([...opened], 'text')}::text[]))
      SELECT o.property_name,
        (SELECT coalesce(json_agg(e.event ORDER BY e.seq), '[]'::json) FROM lc_events e WHERE e.property_name = o.property_name) AS events,
        (SELECT coalesce(json_agg(json_build_object('month', m.month,
            'adjustment', m.late_fees_cents + m.interest_cents + m.gain_cents - m.governed_cents)), '[]'::json)
         FROM lc_months m WHERE m.property_name = o.property_name) AS months,
        (SELECT coalesce(json_agg(json_build_object('year', y.year, 'dates', y.dates)), '[]'::json)
         FROM lc_years y WHERE y.property_name = o.property_name) AS years,
        (SELECT coalesce(json_agg(c), '[]'::json) FROM (
          SELECT record_id::text AS record_id, kind, investor_id, property_name, amount_cents, date::text AS date
          FROM capital_movements WHERE property_name = o.property_name) c) AS capital,
        (SELECT coalesce(json_agg(k), '[]'::json) FROM (
          SELECT DISTINCT i.investor_id, i.order_key FROM investors i
          JOIN capital_movements c ON c.investor_id = i.investor_id WHERE c.property_name = o.property_name) k) AS order_keys,
        (SELECT coalesce(json_agg(t), '[]'::json) FROM (
          SELECT month, gross_cents, shared_expenses_cents FROM month_totals WHERE property_name = o.property_name) t) AS totals
      FROM o) s)`;

/** The stored books of `names`, read on their own (after a batch is written). */
export const readStoredBooks = async (tx: Tx, names: ReadonlySet<string>): Promise<unknown> => {
  const read = storedBooksRead(names, []);
  return read === null ? [] : tx.oneFirst(sql.unsafe`SELECT ${read} AS stored`);
};

const monthRow = (propertyName: string, m: LandContractBookMonth) => ({
  propertyName,
  month: m.month,
  lateFeesCents: m.lateFeesPaidCents,
  interestCents: m.interestPaidCents,
  gainCents: m.gainCents,
  governedCents: m.governedPaymentsCents,
  capitalReturnedCents: m.capitalReturnedCents,
  writtenOffCents: m.capitalWrittenOffCents,
});

/** The contract records' dates per year, as `record_years` counts them. */
const datesByYear = (dates: readonly string[]) => {
  const years = new Map<string, number>();
  for (const date of dates) years.set(yearOf(date), (years.get(yearOf(date)) ?? 0) + 1);
  return years;
};

/** What the books change, ready to be written with the batch (or after it). */
export interface LandContractWrites {
  readonly writes: (FragmentSqlToken | null)[];
  /** The properties whose books were computed. */
  readonly done: ReadonlySet<string>;
  /** A monthly total or a year's count may have fallen to zero: the caller deletes zero totals after writing. */
  readonly mayLeaveZeros: boolean;
}

/** What the batch adds that the stored rows do not hold yet (nothing, once the batch is written). */
export interface Unwritten {
  readonly contractEvents: readonly PropertyContractEvent[];
  readonly capital: readonly CapitalMovement[];
  readonly investors: ReadonlyMap<string, InvestorInfo>;
}
export const nothingUnwritten: Unwritten = { contractEvents: [], capital: [], investors: new Map() };

/**
 * The writes that store `unwritten`'s contract records and replace the books read (`storedBooksRead`,
 * null: none), and what the books change added to `deltas` (gross per month, the months from which
 * the allocation is recomputed, record_years).
 */
export const landContractWrites = (storedJson: unknown, unwritten: Unwritten, deltas: AggregateDeltas): LandContractWrites => {
  const writes = [storeEvents(unwritten.contractEvents)];
  const stored = storedJson === null ? [] : z.array(storedRow).parse(storedJson);
  let mayLeaveZeros = false;
  const all: PropertyBooks[] = [];
  for (const s of stored) {
    const name = s.property_name;
    const events = [
      ...(s.events as unknown as PropertyContractEvent[]),
      ...unwritten.contractEvents.filter((e) => e.data.propertyName === name),
    ];
    const capital = [...s.capital, ...unwritten.capital.filter((m) => m.propertyName === name)];
    const orderKeys = new Map(s.order_keys.map((k) => [k.investor_id, k.order_key]));
    for (const [investorId, investor] of unwritten.investors) orderKeys.set(investorId, investor.orderKey);
    const books = propertyBooks(propertyContractsOf(name, events), capital, orderKeys);
    if (books !== null) all.push(books);

    const adjustment = new Map<string, number>(s.months.map((m) => [m.month, -m.adjustment]));
    for (const month of books?.months ?? []) adjustment.set(month.month, (adjustment.get(month.month) ?? 0) + grossAdjustmentCents(month));
    const totals = new Map(s.totals.map((t) => [t.month, t]));
    for (const [month, cents] of adjustment) {
      if (cents === 0) continue;
      const key = `${name}\u0000${month}`;
      const total = deltas.monthTotals.get(key) ?? { propertyName: name, month, grossCents: 0, sharedExpensesCents: 0 };
      total.grossCents += cents;
      deltas.monthTotals.set(key, total);
      markDirty(deltas, name, month);
      const row = totals.get(month);
      if ((row?.gross_cents ?? 0) + total.grossCents === 0 && (row?.shared_expenses_cents ?? 0) + total.sharedExpensesCents === 0) {
        mayLeaveZeros = true;
      }
    }
    const years = datesByYear(books?.recordDates ?? []);
    for (const { year, dates } of s.years) years.set(year, (years.get(year) ?? 0) - dates);
    for (const [year, dates] of years) {
      if (dates === 0) continue;
      deltas.recordYears.set(year, (deltas.recordYears.get(year) ?? 0) + dates);
      if (dates < 0) mayLeaveZeros = true;
    }
  }
  const done = new Set(stored.map((s) => s.property_name));
  return { writes: [...writes, ...replaceBooks(done, all)], done, mayLeaveZeros };
};

/** Appends contract records, in log order after those stored. */
const storeEvents = (events: readonly PropertyContractEvent[]): FragmentSqlToken | null => {
  if (events.length === 0) return null;
  const rows = events.map((event, index) => ({ propertyName: event.data.propertyName, ord: index + 1, event: JSON.stringify(event) }));
  return sql.fragment`
    INSERT INTO lc_events (property_name, seq, event)
    SELECT x."propertyName", (SELECT coalesce(max(seq), 0) FROM lc_events) + x.ord, x.event::jsonb
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x("propertyName" text, ord int8, event text)`;
};

/**
 * Replaces the stored months, reductions and years of `properties` with those of `books`: a DELETE
 * and an INSERT per table, to run in one statement. Unlike `writeTogether`'s other writes they touch
 * the same table, which is safe here: the tables have no unique key, and the DELETE sees only the
 * rows stored before the statement, never those the INSERT adds.
 */
const replaceBooks = (properties: ReadonlySet<string>, books: readonly PropertyBooks[]): (FragmentSqlToken | null)[] => {
  if (properties.size === 0) return [];
  const names = sql.array([...properties], 'text');
  return [
    sql.fragment`DELETE FROM lc_months WHERE property_name = ANY(${names})`,
    sql.fragment`DELETE FROM lc_reductions WHERE property_name = ANY(${names})`,
    sql.fragment`DELETE FROM lc_years WHERE property_name = ANY(${names})`,
    jsonInsert(
      'lc_months',
      books.flatMap((b) => b.months.map((m) => monthRow(b.propertyName, m))),
      monthColumns,
    ),
    jsonInsert(
      'lc_reductions',
      books.flatMap((b) => b.reductions),
      reductionColumns,
    ),
    jsonInsert(
      'lc_years',
      books.flatMap((b) => [...datesByYear(b.recordDates)].map(([year, dates]) => ({ propertyName: b.propertyName, year, dates }))),
      yearColumns,
    ),
  ];
};
