import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import { propertyMonths } from './figures';
import { insertJsonRows, jsonColumns } from './json-rows';
import { centsColumn } from './rows';

const allocationColumns = jsonColumns(
  'property_name text, month text, investor_name text, allocated_cents int8, fee_cents int8, own_expenses_cents int8, income_cents int8',
);

type Tx = DatabaseTransactionConnection;

/** `PropertyMonthTotals`, built up row by row. */
interface PropertyTotals {
  propertyName: string;
  ledgerByMonth: { month: string; grossCents: number; sharedExpensesCents: number }[];
  ownExpenses: { month: string; investorName: string; cents: number }[];
  capital: { investorName: string; date: string; netCents: number }[];
  feeBasisPoints: Map<string, number>;
}

const monthTotalRow = z.object({
  property_name: z.string(),
  month: z.string(),
  gross_cents: centsColumn,
  shared_expenses_cents: centsColumn,
});
const ownExpenseRow = z.object({
  property_name: z.string(),
  month: z.string(),
  investor_name: z.string(),
  expenses_cents: centsColumn,
  fee_basis_points: z.number().nullable(),
});
const capitalRow = z.object({
  property_name: z.string(),
  investor_name: z.string(),
  date: z.string(),
  net_cents: centsColumn,
  fee_basis_points: z.number().nullable(),
});

/**
 * Recomputes the allocation rows of each dirty property from its `from` month on, with the figures
 * engine's `propertyMonths` over the sums the read model stores: gross and shared expenses per month,
 * own expenses per (month, investor), net capital per (investor, month), and, per investor, one net
 * for everything before `from` (dated in its last month). The engine only cumulates capital up to
 * month ends, so the rows are the ones the records themselves give. An investor without a known fee
 * (impossible through the commands) pays none rather than stopping the read model.
 */
export const recomputeProperties = async (tx: Tx, dirtyFrom: ReadonlyMap<string, string>) => {
  if (dirtyFrom.size === 0) return;
  const dirty = () => sql.fragment`${sql.unnest([...dirtyFrom], ['text', 'text'])} AS d(property_name, from_month)`;

  const months = z.array(monthTotalRow).parse(
    await tx.any(sql.unsafe`
      SELECT t.property_name, t.month, t.gross_cents, t.shared_expenses_cents
      FROM month_totals t JOIN ${dirty()} ON t.property_name = d.property_name AND t.month >= d.from_month
      WHERE t.gross_cents <> 0 OR t.shared_expenses_cents <> 0`),
  );
  const own = z.array(ownExpenseRow).parse(
    await tx.any(sql.unsafe`
      SELECT t.property_name, t.month, t.investor_name, t.expenses_cents, i.fee_basis_points
      FROM own_expense_totals t JOIN ${dirty()} ON t.property_name = d.property_name AND t.month >= d.from_month
      LEFT JOIN investors i ON i.investor_name = t.investor_name
      WHERE t.expenses_cents <> 0`),
  );
  const capital = z.array(capitalRow).parse(
    await tx.any(sql.unsafe`
      SELECT c.property_name, c.investor_name, max(c.month) || '-01' AS date, sum(c.invested_cents - c.withdrawn_cents)::int8 AS net_cents, i.fee_basis_points
      FROM capital_months c JOIN ${dirty()} ON c.property_name = d.property_name
      LEFT JOIN investors i ON i.investor_name = c.investor_name
      GROUP BY c.property_name, c.investor_name, i.fee_basis_points, CASE WHEN c.month < d.from_month THEN NULL ELSE c.month END`),
  );

  const totals = new Map(
    [...dirtyFrom.keys()].map((propertyName): [string, PropertyTotals] => [
      propertyName,
      { propertyName, ledgerByMonth: [], ownExpenses: [], capital: [], feeBasisPoints: new Map() },
    ]),
  );
  const of = (propertyName: string) => totals.get(propertyName)!;
  for (const m of months) {
    of(m.property_name).ledgerByMonth.push({ month: m.month, grossCents: m.gross_cents, sharedExpensesCents: m.shared_expenses_cents });
  }
  for (const o of own) {
    of(o.property_name).ownExpenses.push({ month: o.month, investorName: o.investor_name, cents: o.expenses_cents });
    of(o.property_name).feeBasisPoints.set(o.investor_name, o.fee_basis_points ?? 0);
  }
  for (const c of capital) {
    of(c.property_name).capital.push({ investorName: c.investor_name, date: c.date, netCents: c.net_cents });
    of(c.property_name).feeBasisPoints.set(c.investor_name, c.fee_basis_points ?? 0);
  }

  const rows = [...totals.values()].flatMap((property) => propertyMonths(property).rows);
  await tx.query(sql.unsafe`
    DELETE FROM allocation_rows r USING ${dirty()} WHERE r.property_name = d.property_name AND r.month >= d.from_month`);
  await insertJsonRows(tx, 'allocation_rows', rows, allocationColumns);
};
