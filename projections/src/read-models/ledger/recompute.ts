import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { CapitalMovement, GrossRecord, InvestorPropertyMonth, PropertyExpense } from './figures';
import { computePropertyMonths } from './figures';
import { jsonRows, type JsonColumn } from './json-rows';
import { centsColumn } from './rows';

const allocationColumns: readonly JsonColumn[] = [
  ['property_name', 'propertyName', 'text'],
  ['month', 'month', 'text'],
  ['investor_name', 'investorName', 'text'],
  ['allocated_cents', 'allocatedCents', 'int8'],
  ['fee_cents', 'feeCents', 'int8'],
  ['own_expenses_cents', 'ownExpensesCents', 'int8'],
  ['income_cents', 'incomeCents', 'int8'],
];

type Tx = DatabaseTransactionConnection;

interface PropertyInput {
  gross: GrossRecord[];
  expenses: PropertyExpense[];
  capital: CapitalMovement[];
  fees: Map<string, number>;
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
 * engine's `computePropertyMonths`, fed from the aggregates rather than the records: one gross and one
 * shared expense per month, one own expense per (month, investor), one capital movement per (investor,
 * day), and, per investor, a single movement (dated at its last day) for everything before `from`.
 * The engine only sums those per month and cumulates capital up to month ends, so the rows are the
 * ones the records themselves give. An investor without a known fee (impossible through the commands)
 * pays none rather than stopping the read model.
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

  const inputs = new Map<string, PropertyInput>(
    [...dirtyFrom.keys()].map((p) => [p, { gross: [], expenses: [], capital: [], fees: new Map() }]),
  );
  const of = (propertyName: string) => inputs.get(propertyName)!;
  for (const m of months) {
    const base = { recordId: '', propertyName: m.property_name, description: '' };
    if (m.gross_cents !== 0) {
      of(m.property_name).gross.push({
        ...base,
        kind: 'income',
        amountCents: m.gross_cents,
        date: `${m.month}-01`,
        incomeForMonth: m.month,
        category: '',
      });
    }
    if (m.shared_expenses_cents !== 0) {
      of(m.property_name).expenses.push({
        ...base,
        investorName: null,
        amountCents: m.shared_expenses_cents,
        expenseDate: `${m.month}-01`,
        expenseForMonth: m.month,
        category: '',
      });
    }
  }
  for (const o of own) {
    const input = of(o.property_name);
    input.expenses.push({
      recordId: '',
      propertyName: o.property_name,
      description: '',
      investorName: o.investor_name,
      amountCents: o.expenses_cents,
      expenseDate: `${o.month}-01`,
      expenseForMonth: o.month,
      category: '',
    });
    input.fees.set(o.investor_name, o.fee_basis_points ?? 0);
  }
  for (const c of capital) {
    const input = of(c.property_name);
    if (c.net_cents !== 0) {
      const kind = c.net_cents > 0 ? 'investment' : 'withdrawal';
      input.capital.push({
        recordId: '',
        kind,
        investorName: c.investor_name,
        propertyName: c.property_name,
        amountCents: Math.abs(c.net_cents),
        date: c.date,
      });
    }
    input.fees.set(c.investor_name, c.fee_basis_points ?? 0);
  }

  const rows: InvestorPropertyMonth[] = [];
  for (const [propertyName, input] of inputs) {
    rows.push(
      ...computePropertyMonths({
        propertyName,
        gross: input.gross,
        expenses: input.expenses,
        capital: input.capital,
        feeBasisPoints: input.fees,
      }).rows,
    );
  }
  await tx.query(sql.unsafe`
    DELETE FROM allocation_rows r USING ${dirty()} WHERE r.property_name = d.property_name AND r.month >= d.from_month`);
  if (rows.length > 0) {
    const json = jsonRows(rows, allocationColumns);
    await tx.query(sql.unsafe`INSERT INTO allocation_rows (${json.columns}) ${json.select}`);
  }
};
