import type { DatabaseTransactionConnection, FragmentSqlToken } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import { propertyMonths } from '../figures';
import { jsonColumns, jsonRows } from './json-rows';
import { centsColumn } from '../rows';

const allocationColumns = jsonColumns(
  'property_name text, month text, investor_id text, allocated_cents int8, fee_cents int8, own_expenses_cents int8, income_cents int8',
);

type Tx = DatabaseTransactionConnection;

/** `PropertyMonthTotals`, built up row by row. */
interface PropertyTotals {
  propertyName: string;
  ledgerByMonth: { month: string; grossCents: number; sharedExpensesCents: number }[];
  ownExpenses: { month: string; investorId: string; cents: number }[];
  capital: { investorId: string; date: string; netCents: number }[];
  feeBasisPoints: Map<string, number>;
  orderKeys: Map<string, string>;
}

const monthTotalRow = z.object({
  property_name: z.string(),
  month: z.string(),
  gross_cents: centsColumn,
  shared_expenses_cents: centsColumn,
});
/** The investor a row is about, with their fee and order key (null for an investor the read model does not know). */
const investorColumns = z.object({
  investor_id: z.string(),
  fee_basis_points: z.number().nullable(),
  order_key: z.string().nullable(),
});
const ownExpenseRow = investorColumns.extend({ property_name: z.string(), month: z.string(), expenses_cents: centsColumn });
const capitalRow = investorColumns.extend({ property_name: z.string(), date: z.string(), net_cents: centsColumn });
const totalsRow = z.object({
  months: z.array(monthTotalRow),
  own: z.array(ownExpenseRow),
  capital: z.array(capitalRow),
  contracted: z.array(z.string()),
});

/**
 * Recomputes the allocation rows of each dirty property from its `from` month on (and answers which of
 * them have a land contract, which the same read finds), with the figures
 * engine's `propertyMonths` over the sums the read model stores: gross and shared expenses per month,
 * own expenses per (month, investor), net capital per (investor, month), and, per investor, one net
 * for everything before `from` (dated in its last month). The engine only cumulates capital up to
 * month ends, so the rows are the ones the records themselves give. An investor without a known fee
 * (impossible through the commands) pays none rather than stopping the read model.
 */
export const recomputeProperties = async (tx: Tx, dirtyFrom: ReadonlyMap<string, string>): Promise<ReadonlySet<string>> => {
  if (dirtyFrom.size === 0) return new Set();
  const dirty = sql.fragment`SELECT * FROM ${sql.unnest([...dirtyFrom], ['text', 'text'])} AS d(property_name, from_month)`;
  const { months, own, capital, contracted } = await readTotals(tx, dirty);

  const totals = new Map(
    [...dirtyFrom.keys()].map((propertyName): [string, PropertyTotals] => [
      propertyName,
      { propertyName, ledgerByMonth: [], ownExpenses: [], capital: [], feeBasisPoints: new Map(), orderKeys: new Map() },
    ]),
  );
  const of = (propertyName: string) => totals.get(propertyName)!;
  const investorOf = (propertyName: string, row: z.infer<typeof investorColumns>) => {
    of(propertyName).feeBasisPoints.set(row.investor_id, row.fee_basis_points ?? 0);
    if (row.order_key !== null) of(propertyName).orderKeys.set(row.investor_id, row.order_key);
  };
  for (const m of months) {
    of(m.property_name).ledgerByMonth.push({ month: m.month, grossCents: m.gross_cents, sharedExpensesCents: m.shared_expenses_cents });
  }
  for (const o of own) {
    of(o.property_name).ownExpenses.push({ month: o.month, investorId: o.investor_id, cents: o.expenses_cents });
    investorOf(o.property_name, o);
  }
  for (const c of capital) {
    of(c.property_name).capital.push({ investorId: c.investor_id, date: c.date, netCents: c.net_cents });
    investorOf(c.property_name, c);
  }

  const rows = [...totals.values()].flatMap((property) => propertyMonths(property).rows);
  await replaceAllocationRows(tx, dirty, rows);
  return new Set(contracted);
};

/**
 * The sums of the dirty properties (`dirty`: rows of property_name, from_month) in one statement: the
 * three reads as JSON arrays of rows in one row, one round trip instead of three (docs/commands.md).
 * int8 sums arrive as JSON numbers, which `centsColumn` takes: one beyond the safe integers stays
 * beyond them after JSON.parse, so it is refused as before.
 */
const readTotals = async (tx: Tx, dirty: FragmentSqlToken) =>
  totalsRow.parse(
    await tx.one(sql.unsafe`
      WITH d AS (${dirty})
      SELECT
        (SELECT coalesce(json_agg(m), '[]'::json) FROM (
          SELECT t.property_name, t.month, t.gross_cents, t.shared_expenses_cents
          FROM month_totals t JOIN d ON t.property_name = d.property_name AND t.month >= d.from_month
          WHERE t.gross_cents <> 0 OR t.shared_expenses_cents <> 0) m) AS months,
        (SELECT coalesce(json_agg(o), '[]'::json) FROM (
          SELECT t.property_name, t.month, t.investor_id, t.expenses_cents, i.fee_basis_points, i.order_key
          FROM own_expense_totals t JOIN d ON t.property_name = d.property_name AND t.month >= d.from_month
          LEFT JOIN investors i ON i.investor_id = t.investor_id
          WHERE t.expenses_cents <> 0) o) AS own,
        (SELECT coalesce(json_agg(cap), '[]'::json) FROM (
          SELECT c.property_name, c.investor_id, max(c.month) || '-01' AS date, sum(c.invested_cents - c.withdrawn_cents)::int8 AS net_cents, i.fee_basis_points, i.order_key
          FROM capital_months c JOIN d ON c.property_name = d.property_name
          LEFT JOIN investors i ON i.investor_id = c.investor_id
          GROUP BY c.property_name, c.investor_id, i.fee_basis_points, i.order_key, CASE WHEN c.month < d.from_month THEN NULL ELSE c.month END) cap) AS capital,
        (SELECT coalesce(json_agg(DISTINCT e.property_name), '[]'::json) FROM lc_events e JOIN d ON e.property_name = d.property_name
          WHERE e.event->>'type' = 'LandContractOpened') AS contracted`),
  );

/**
 * Replaces the dirty properties' allocation rows from their `from` month on with `rows`, in one
 * statement: the new rows are upserted (one that did not change is left alone), and the old rows of
 * those months whose key (property, month, investor) is not among the new ones are deleted. The
 * DELETE and the INSERT are sibling CTEs, which do not see each other's effects, so they must not
 * touch the same keys: the DELETE spares the keys the INSERT writes. Every new row is of those
 * months (the engine gives rows for the months of the totals read, all from `from` on).
 */
const replaceAllocationRows = async (tx: Tx, dirty: FragmentSqlToken, rows: readonly object[]) => {
  const json = jsonRows(rows, allocationColumns);
  await tx.query(sql.unsafe`
    WITH d AS (${dirty}), fresh (${json.columns}) AS (${json.select}),
    stale AS (
      DELETE FROM allocation_rows r USING d
      WHERE r.property_name = d.property_name AND r.month >= d.from_month
        AND NOT EXISTS (
          SELECT 1 FROM fresh f WHERE f.property_name = r.property_name AND f.month = r.month AND f.investor_id = r.investor_id
        )
    )
    INSERT INTO allocation_rows AS t (${json.columns}) SELECT * FROM fresh
    ON CONFLICT (property_name, month, investor_id) DO UPDATE
    SET allocated_cents = excluded.allocated_cents, fee_cents = excluded.fee_cents,
        own_expenses_cents = excluded.own_expenses_cents, income_cents = excluded.income_cents
    WHERE (t.allocated_cents, t.fee_cents, t.own_expenses_cents, t.income_cents)
      IS DISTINCT FROM (excluded.allocated_cents, excluded.fee_cents, excluded.own_expenses_cents, excluded.income_cents)`);
};
