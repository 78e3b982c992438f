import { propertyType } from '@portal/contracts';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import type { StoredDeposit, StoredExpense, StoredGross } from './batch';
import type { CapitalMovement, CashWithdrawal, DetailRow, LlcExpense } from './figures';
import { toSafeNumber } from './figures';

/**
 * The fact tables' rows as zod schemas that map straight to the engine's facts, with the column
 * lists that produce them (shared by the projector's DELETE ... RETURNING and the queries).
 * int8 arrives as BigInt (or a string, with another pool's type parsers); both become safe numbers.
 */
const amountTypes = new Set(['bigint', 'number', 'string']);
export const centsColumn = z
  // One check of the three types rather than a union: a union records an issue (an error object and its
  // message) for every member a value fails before the one it matches, for every amount of every row.
  .custom<bigint | number | string>((value) => amountTypes.has(typeof value), 'Expected an amount in cents')
  .transform((value) => toSafeNumber(BigInt(value)));

export const capitalColumns = sql.fragment`record_id::text AS record_id, kind, investor_id, property_name, amount_cents, date::text AS date`;
export const capitalRow = z
  .object({
    record_id: z.string(),
    kind: z.enum(['investment', 'withdrawal']),
    investor_id: z.string(),
    property_name: z.string(),
    amount_cents: centsColumn,
    date: z.string(),
  })
  .transform((r): CapitalMovement => ({
    recordId: r.record_id,
    kind: r.kind,
    investorId: r.investor_id,
    propertyName: r.property_name,
    amountCents: r.amount_cents,
    date: r.date,
  }));

export const grossColumns = sql.fragment`record_id::text AS record_id, kind, property_name, partner_name, description, amount_cents, date::text AS date, income_for_month, category`;
export const grossRow = z
  .object({
    record_id: z.string(),
    kind: z.enum(['income', 'partner_income', 'land_contract_payment']),
    property_name: z.string(),
    partner_name: z.string().nullable(),
    description: z.string(),
    amount_cents: centsColumn,
    date: z.string(),
    income_for_month: z.string().nullable(),
    category: z.string().nullable(),
  })
  .transform((r): StoredGross => {
    const base = {
      recordId: r.record_id,
      propertyName: r.property_name,
      partnerName: r.partner_name,
      description: r.description,
      amountCents: r.amount_cents,
      date: r.date,
    };
    if (r.kind === 'income')
      return { ...base, kind: 'income', incomeForMonth: r.income_for_month ?? r.date.slice(0, 7), category: r.category ?? '' };
    return { ...base, kind: r.kind };
  });

export const expenseColumns = sql.fragment`record_id::text AS record_id, property_name, partner_name, investor_id, description, amount_cents, expense_date::text AS expense_date, expense_for_month, category`;
export const expenseRow = z
  .object({
    record_id: z.string(),
    property_name: z.string(),
    partner_name: z.string().nullable(),
    investor_id: z.string().nullable(),
    description: z.string(),
    amount_cents: centsColumn,
    expense_date: z.string(),
    expense_for_month: z.string(),
    category: z.string(),
  })
  .transform((r): StoredExpense => ({
    recordId: r.record_id,
    propertyName: r.property_name,
    partnerName: r.partner_name,
    investorId: r.investor_id,
    description: r.description,
    amountCents: r.amount_cents,
    expenseDate: r.expense_date,
    expenseForMonth: r.expense_for_month,
    category: r.category,
  }));

export const depositColumns = sql.fragment`record_id::text AS record_id, kind, property_name, partner_name, amount_cents, date::text AS date, notes`;
export const depositRow = z
  .object({
    record_id: z.string(),
    kind: z.enum(['received', 'withdrawn']),
    property_name: z.string(),
    partner_name: z.string().nullable(),
    amount_cents: centsColumn,
    date: z.string(),
    notes: z.string(),
  })
  .transform((r): StoredDeposit => ({
    recordId: r.record_id,
    kind: r.kind,
    propertyName: r.property_name,
    partnerName: r.partner_name,
    amountCents: r.amount_cents,
    date: r.date,
    notes: r.notes,
  }));

export const cashWithdrawalColumns = sql.fragment`record_id::text AS record_id, investor_id, amount_cents, date::text AS date, description`;
export const cashWithdrawalRow = z
  .object({ record_id: z.string(), investor_id: z.string(), amount_cents: centsColumn, date: z.string(), description: z.string() })
  .transform((r): CashWithdrawal => ({
    recordId: r.record_id,
    investorId: r.investor_id,
    amountCents: r.amount_cents,
    date: r.date,
    description: r.description,
  }));

export const llcExpenseColumns = sql.fragment`record_id::text AS record_id, llc_name, description, amount_cents, expense_date::text AS expense_date, category`;
export const llcExpenseRow = z
  .object({
    record_id: z.string(),
    llc_name: z.string(),
    description: z.string(),
    amount_cents: centsColumn,
    expense_date: z.string(),
    category: z.string(),
  })
  .transform((r): LlcExpense => ({
    recordId: r.record_id,
    llcName: r.llc_name,
    description: r.description,
    amountCents: r.amount_cents,
    expenseDate: r.expense_date,
    category: r.category,
  }));

export const propertyColumns = sql.fragment`property_name, property_type, llc_name, address, purchase_date::text AS purchase_date, purchase_price_cents, land_value_cents, picture_url`;
export const propertyRow = z
  .object({
    property_name: z.string(),
    property_type: propertyType,
    llc_name: z.string(),
    address: z.string(),
    purchase_date: z.string(),
    purchase_price_cents: centsColumn,
    land_value_cents: centsColumn,
    picture_url: z.string(),
  })
  .transform((r) => ({
    propertyName: r.property_name,
    propertyType: r.property_type,
    llcName: r.llc_name,
    address: r.address,
    purchaseDate: r.purchase_date,
    purchasePriceCents: r.purchase_price_cents,
    landValueCents: r.land_value_cents,
    pictureUrl: r.picture_url,
  }));

/**
 * A list of detail rows (`record_id, date, amount, detail` and the record's `seq` selected by
 * `select`) aggregated by PostgreSQL into one JSON text of `[record_id, date, amount, detail]` arrays,
 * by date, those of one day in the order they were recorded (tables.ts, `seq`). Read with
 * `detailRowsColumn`.
 */
export const detailRowsOf = (select: FragmentSqlToken) => sql.fragment`(
  SELECT coalesce(json_agg(json_build_array(r.record_id::text, r.date::text, r.amount, r.detail) ORDER BY r.date, r.seq), '[]')::text
  FROM (${select}) AS r)`;

const isDetailRow = (row: unknown): row is [string, string, number, string] =>
  Array.isArray(row) &&
  row.length === 4 &&
  typeof row[0] === 'string' &&
  typeof row[1] === 'string' &&
  Number.isSafeInteger(row[2]) &&
  typeof row[3] === 'string';

/**
 * The text `detailRowsOf` makes, parsed once and each row checked by hand: a property of years of
 * records has tens of thousands of rows, and a zod object per row was most of its details' time
 * (docs/architecture.md, Reads at speed). An amount outside the safe integers fails the check.
 */
export const detailRowsColumn = z.string().transform((text, context): DetailRow[] => {
  const rows: unknown = JSON.parse(text);
  if (!Array.isArray(rows) || !rows.every(isDetailRow)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: 'Expected rows of [record_id, date, amount in cents, detail]' });
    return z.NEVER;
  }
  return rows.map(([recordId, date, amountCents, detail]) => ({ recordId, date, amountCents, detail }));
});
