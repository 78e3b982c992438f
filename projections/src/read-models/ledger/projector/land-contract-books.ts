import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { LedgerBatch, LedgerRecords } from '../batch';
import type { LandContractBookMonth, PropertyBooks, PropertyContractEvent } from '../figures';
import { grossAdjustmentCents, propertyBooks, propertyContractsOf, yearOf } from '../figures';
import { capitalColumns, capitalRow } from '../rows';
import type { AggregateDeltas } from './deltas';
import { markDirty } from './deltas';
import { jsonColumns, jsonInsert, writeTogether } from './json-rows';

type Tx = DatabaseTransactionConnection;

/**
 * The books of the land contracts in the read model (docs/land-contracts.md, The books). The
 * contract records and land-contract payments are kept as they were logged (`lc_events`); a property
 * whose contracts a batch may change (a contract record, a payment or its void, or a capital record
 * on a property with a contract) has its books computed again, whole, by the figures engine's
 * `propertyBooks`, since a back-dated record re-splits everything after it. What they change in the
 * aggregates goes through the deltas as any record does: each month's gross gains the difference
 * between the new and the stored adjustment (income parts in, governed payments out), and the
 * capital returned and written off replaces the stored one. Properties without a contract never get
 * past the first read.
 */

const monthColumns = jsonColumns(
  'property_name text, month text, late_fees_cents int8, interest_cents int8, gain_cents int8, governed_cents int8, capital_returned_cents int8, written_off_cents int8',
);
const reductionColumns = jsonColumns(
  'property_name text, investor_id text, contract_id text, receipt_id text, kind text, date date, amount_cents int8',
);

const storedRow = z.object({
  property_name: z.string(),
  events: z.array(z.object({ type: z.string(), data: z.record(z.unknown()) })),
  months: z.array(z.object({ month: z.string(), adjustment: z.number() })),
  years: z.array(z.object({ year: z.string(), dates: z.number() })),
});

/** Appends the batch's land-contract records, in log order after those stored. */
const storeEvents = async (tx: Tx, events: readonly PropertyContractEvent[]) => {
  if (events.length === 0) return;
  const rows = events.map((event, index) => ({ propertyName: event.data.propertyName, ord: index + 1, event: JSON.stringify(event) }));
  await tx.query(sql.unsafe`
    INSERT INTO lc_events (property_name, seq, event)
    SELECT x."propertyName", (SELECT coalesce(max(seq), 0) FROM lc_events) + x.ord, x.event::jsonb
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x("propertyName" text, ord int8, event text)`);
};

/** The properties of `names` that have a contract opened, with their records and stored adjustments. */
const readStored = async (tx: Tx, names: readonly string[]) =>
  z.array(storedRow).parse(
    await tx.any(sql.unsafe`
      SELECT o.property_name,
        (SELECT json_agg(e.event ORDER BY e.seq) FROM lc_events e WHERE e.property_name = o.property_name) AS events,
        (SELECT coalesce(json_agg(json_build_object('month', m.month,
            'adjustment', m.late_fees_cents + m.interest_cents + m.gain_cents - m.governed_cents)), '[]'::json)
         FROM lc_months m WHERE m.property_name = o.property_name) AS months,
        (SELECT coalesce(json_agg(json_build_object('year', y.year, 'dates', y.dates)), '[]'::json)
         FROM lc_years y WHERE y.property_name = o.property_name) AS years
      FROM (SELECT DISTINCT property_name FROM lc_events
            WHERE property_name = ANY(${sql.array([...names], 'text')}) AND event->>'type' = 'LandContractOpened') o`),
  );

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

/**
 * Stores the batch's land-contract records and recomputes the books of every property they, or the
 * batch's capital records, may change; adds what that changes in gross(p, m) to `deltas` (which the
 * caller writes) and marks the months from which the allocation must be recomputed. Runs after the
 * batch's capital records are stored. Answers whether any aggregate changed.
 */
export const projectLandContracts = async (tx: Tx, batch: LedgerBatch, fresh: LedgerRecords, deltas: AggregateDeltas) => {
  await storeEvents(tx, batch.contractEvents);
  const names = new Set([...batch.contractEvents.map((e) => e.data.propertyName), ...fresh.capital.map((m) => m.propertyName)]);
  if (names.size === 0) return false;
  const stored = await readStored(tx, [...names]);
  if (stored.length === 0) return false;
  const properties = stored.map((s) => s.property_name);
  const [capital, investors] = await Promise.all([
    tx.any(sql.type(capitalRow)`
      SELECT ${capitalColumns} FROM capital_movements WHERE property_name = ANY(${sql.array(properties, 'text')})`),
    tx.any(sql.type(z.object({ investor_id: z.string(), order_key: z.string() }))`
      SELECT DISTINCT i.investor_id, i.order_key FROM investors i
      JOIN capital_movements c ON c.investor_id = i.investor_id WHERE c.property_name = ANY(${sql.array(properties, 'text')})`),
  ]);
  const orderKeys = new Map(investors.map((i) => [i.investor_id, i.order_key]));
  const books = stored.map((s) => {
    const events = s.events as unknown as PropertyContractEvent[];
    return { stored: s, books: propertyBooks(propertyContractsOf(s.property_name, events), capital, orderKeys) };
  });

  let changed = false;
  for (const { stored: s, books: b } of books) {
    const adjustment = new Map<string, number>(s.months.map((m) => [m.month, -m.adjustment]));
    for (const month of b?.months ?? []) adjustment.set(month.month, (adjustment.get(month.month) ?? 0) + grossAdjustmentCents(month));
    for (const [month, cents] of adjustment) {
      if (cents === 0) continue;
      changed = true;
      const key = `${s.property_name}\u0000${month}`;
      const total = deltas.monthTotals.get(key) ?? { propertyName: s.property_name, month, grossCents: 0, sharedExpensesCents: 0 };
      total.grossCents += cents;
      deltas.monthTotals.set(key, total);
      markDirty(deltas, s.property_name, month);
    }
    for (const [year, dates] of yearsDelta(s.years, b?.recordDates ?? [])) {
      changed = true;
      deltas.recordYears.set(year, (deltas.recordYears.get(year) ?? 0) + dates);
    }
  }
  await replaceBooks(
    tx,
    properties,
    books.map((b) => b.books).filter((b): b is PropertyBooks => b !== null),
  );
  return changed;
};

/** The contract records' dates per year, as `record_years` counts them. */
const datesByYear = (dates: readonly string[]) => {
  const years = new Map<string, number>();
  for (const date of dates) years.set(yearOf(date), (years.get(yearOf(date)) ?? 0) + 1);
  return years;
};

/** What changes in `record_years` from the stored counts to the books' dates (non-zero changes only). */
const yearsDelta = (stored: readonly { year: string; dates: number }[], dates: readonly string[]) => {
  const delta = datesByYear(dates);
  for (const { year, dates: count } of stored) delta.set(year, (delta.get(year) ?? 0) - count);
  return [...delta].filter(([, count]) => count !== 0);
};

/** Replaces the stored months, reductions and years of `properties` with those of `books`. */
const replaceBooks = async (tx: Tx, properties: readonly string[], books: readonly PropertyBooks[]) => {
  const names = sql.array([...properties], 'text');
  await tx.query(sql.unsafe`DELETE FROM lc_months WHERE property_name = ANY(${names})`);
  await tx.query(sql.unsafe`DELETE FROM lc_reductions WHERE property_name = ANY(${names})`);
  await tx.query(sql.unsafe`DELETE FROM lc_years WHERE property_name = ANY(${names})`);
  await writeTogether(tx, [
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
      jsonColumns('property_name text, year text, dates int8'),
    ),
  ]);
};
