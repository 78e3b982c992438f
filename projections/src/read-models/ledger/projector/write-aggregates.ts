import type { DatabaseTransactionConnection, FragmentSqlToken } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AggregateDeltas } from './deltas';
import { markDirty, wholeProperty } from './deltas';
import { jsonColumns, jsonInsert } from './json-rows';

type Tx = DatabaseTransactionConnection;

/**
 * Adds the deltas to the aggregate tables: one upsert per table (the deltas hold one entry per key),
 * each returned as a fragment (null when there is nothing to add) for the projector to run together.
 */
export const aggregateWrites = (deltas: AggregateDeltas): (FragmentSqlToken | null)[] => {
  const years = [...deltas.recordYears].filter(([, count]) => count !== 0);
  return [
    jsonInsert(
      'month_totals',
      [...deltas.monthTotals.values()],
      jsonColumns('property_name text, month text, gross_cents int8, shared_expenses_cents int8'),
      sql.fragment`ON CONFLICT (property_name, month) DO UPDATE SET gross_cents = t.gross_cents + excluded.gross_cents, shared_expenses_cents = t.shared_expenses_cents + excluded.shared_expenses_cents`,
    ),
    jsonInsert(
      'own_expense_totals',
      [...deltas.ownExpenses.values()],
      jsonColumns('property_name text, month text, investor_id text, expenses_cents int8'),
      sql.fragment`ON CONFLICT (property_name, month, investor_id) DO UPDATE SET expenses_cents = t.expenses_cents + excluded.expenses_cents`,
    ),
    jsonInsert(
      'capital_months',
      [...deltas.capitalMonths.values()],
      jsonColumns('property_name text, investor_id text, month text, invested_cents int8, withdrawn_cents int8'),
      sql.fragment`ON CONFLICT (property_name, investor_id, month) DO UPDATE SET invested_cents = t.invested_cents + excluded.invested_cents, withdrawn_cents = t.withdrawn_cents + excluded.withdrawn_cents`,
    ),
    years.length === 0
      ? null
      : sql.fragment`
        INSERT INTO record_years AS t (year, dates) SELECT * FROM ${sql.unnest(years, ['text', 'int8'])}
        ON CONFLICT (year) DO UPDATE SET dates = t.dates + excluded.dates`,
  ];
};

/**
 * After voids, totals that fell to zero are deleted, so the tables hold the same rows whatever the
 * batches were (a rebuild gives the live tables back, row for row). Run after `aggregateWrites`, in
 * statements of their own: a CTE beside the upserts would not see what they add.
 */
export const deleteZeroTotals = async (tx: Tx) => {
  await tx.query(sql.unsafe`DELETE FROM month_totals WHERE gross_cents = 0 AND shared_expenses_cents = 0`);
  await tx.query(sql.unsafe`DELETE FROM own_expense_totals WHERE expenses_cents = 0`);
  await tx.query(sql.unsafe`DELETE FROM record_years WHERE dates = 0`);
};

/**
 * A fee is read when rows are computed: investors added (or re-added) in this batch make every
 * property where they already hold capital or an own expense dirty as a whole. With commands an
 * investor always exists before its records, so this finds nothing in practice.
 */
export const markInvestorsProperties = async (tx: Tx, investorIds: readonly string[], deltas: AggregateDeltas) => {
  if (investorIds.length === 0) return;
  const names = sql.array(investorIds, 'text');
  const rows = await tx.anyFirst(sql.unsafe`
    SELECT property_name FROM capital_months WHERE investor_id = ANY(${names})
    UNION SELECT property_name FROM own_expense_totals WHERE investor_id = ANY(${names})`);
  for (const propertyName of z.array(z.string()).parse(rows)) markDirty(deltas, propertyName, wholeProperty);
};
