import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import type { AdminSummary, DetailRow, PropertyDetails } from '../figures';
import {
  adminSummary,
  assertIsoDate,
  monthOf,
  landContractDetailsOf,
  propertyDetailsOfLists,
  signedDepositCents,
  sumCents,
} from '../figures';
import { hasLiveContract, readPropertyBooks } from './books-queries';
import { centsColumn, depositColumns, depositRow, detailRowsColumn, detailRowsOf, llcExpenseColumns, llcExpenseRow } from '../rows';

/** The property transaction browser (GET /admin/get_property_txns), in cents. */
export interface PropertyTransactions {
  /** Property income and partner income. */
  readonly income: DetailRow[];
  readonly expenses: DetailRow[];
  /** A deposit withdrawal is a negative row. */
  readonly deposits: DetailRow[];
  readonly lcPayments: DetailRow[];
}

const listsRow = z.object({
  exists: z.boolean(),
  investments: detailRowsColumn,
  income: detailRowsColumn,
  lc_payments: detailRowsColumn,
  expenses: detailRowsColumn,
  deposits: detailRowsColumn,
});

const totalsRow = z.object({
  gross: centsColumn,
  expenses: centsColumn,
  deposits_held: centsColumn,
  cash_withdrawn: centsColumn,
  invested_today: centsColumn,
  capital_returned: centsColumn.nullable(),
});

export const createLedgerAdminQueries = (db: CommonQueryMethods) => {
  const propertyExists = (propertyName: string) =>
    db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.properties WHERE property_name = ${propertyName}`);
  /**
   * Whether the property exists, and its rows as its details list them (by date, those of one day in
   * the order recorded), in one statement (rows.ts, `detailRowsOf`). For the transaction browser,
   * land-contract payments apart from income and no investments.
   */
  const listsOf = (propertyName: string, reader: 'details' | 'transactions') => {
    const none = sql.fragment`'[]'`;
    const gross = (which: FragmentSqlToken) =>
      detailRowsOf(sql.fragment`
        SELECT record_id, date, amount_cents AS amount, description AS detail, seq FROM rm_ledger.gross_records
        WHERE property_name = ${propertyName} AND ${which}`);
    const details = reader === 'details';
    const investments = detailRowsOf(sql.fragment`
      SELECT record_id, date, CASE WHEN kind = 'investment' THEN amount_cents ELSE -amount_cents END AS amount, investor_id AS detail, seq
      FROM rm_ledger.capital_movements WHERE property_name = ${propertyName}`);
    return db.one(sql.type(listsRow)`
      SELECT
        EXISTS (SELECT 1 FROM rm_ledger.properties WHERE property_name = ${propertyName}) AS exists,
        ${details ? investments : none} AS investments,
        ${gross(details ? sql.fragment`true` : sql.fragment`kind <> 'land_contract_payment'`)} AS income,
        ${details ? none : gross(sql.fragment`kind = 'land_contract_payment'`)} AS lc_payments,
        ${detailRowsOf(sql.fragment`
          SELECT record_id, expense_date AS date, amount_cents AS amount, description AS detail, seq
          FROM rm_ledger.property_expenses WHERE property_name = ${propertyName}`)} AS expenses,
        ${detailRowsOf(sql.fragment`
          SELECT record_id, date, CASE WHEN kind = 'received' THEN amount_cents ELSE -amount_cents END AS amount, notes AS detail, seq
          FROM rm_ledger.deposits WHERE property_name = ${propertyName}`)} AS deposits`);
  };

  return {
    propertyExists,

    /** GET /admin/get_admin_summary in cents, from five sums over the stored totals, never over every record. */
    adminSummary: async (today: string): Promise<AdminSummary> => {
      const month = monthOf(assertIsoDate(today));
      const totals = await db.one(sql.type(totalsRow)`
        SELECT
          (SELECT coalesce(sum(gross_cents), 0) FROM rm_ledger.month_totals)::int8 AS gross,
          ((SELECT coalesce(sum(shared_expenses_cents), 0) FROM rm_ledger.month_totals)
            + (SELECT coalesce(sum(expenses_cents), 0) FROM rm_ledger.own_expense_totals)
            + (SELECT coalesce(sum(amount_cents), 0) FROM rm_ledger.llc_expenses))::int8 AS expenses,
          (SELECT coalesce(sum(CASE WHEN kind = 'received' THEN amount_cents ELSE -amount_cents END), 0) FROM rm_ledger.deposits)::int8
            AS deposits_held,
          (SELECT coalesce(sum(amount_cents), 0) FROM rm_ledger.cash_withdrawals)::int8 AS cash_withdrawn,
          -- Capital per month before the current one, then this month's movements up to today.
          ((SELECT coalesce(sum(invested_cents - withdrawn_cents), 0) FROM rm_ledger.capital_months WHERE month < ${month})
            + (SELECT coalesce(sum(CASE WHEN kind = 'investment' THEN amount_cents ELSE -amount_cents END), 0)
               FROM rm_ledger.capital_movements WHERE date >= ${`${month}-01`}::date AND date <= ${today}::date)
            - (SELECT coalesce(sum(amount_cents), 0) FROM rm_ledger.lc_reductions WHERE date <= ${today}::date))::int8 AS invested_today,
          CASE WHEN ${hasLiveContract(sql.fragment`TRUE`)}
            THEN (SELECT coalesce(sum(amount_cents), 0) FROM rm_ledger.lc_reductions WHERE kind = 'returned')::int8 END AS capital_returned`);
      return adminSummary({
        investedTodayCents: totals.invested_today,
        grossCents: totals.gross,
        expensesCents: totals.expenses,
        depositsHeldCents: totals.deposits_held,
        cashWithdrawnCents: totals.cash_withdrawn,
        ...(totals.capital_returned === null ? {} : { capitalReturnedCents: totals.capital_returned }),
      });
    },

    /** GET /admin/get_property_details in cents; null for an unknown property. */
    propertyDetails: async (propertyName: string, today: string): Promise<PropertyDetails | null> => {
      const [lists, books] = await Promise.all([listsOf(propertyName, 'details'), readPropertyBooks(db, [propertyName])]);
      return lists.exists
        ? propertyDetailsOfLists({ ...lists, landContract: landContractDetailsOf(books.get(propertyName)) }, today)
        : null;
    },

    /** GET /admin/get_property_txns in cents (rows as the details list them); null for an unknown property. */
    propertyTransactions: async (propertyName: string): Promise<PropertyTransactions | null> => {
      const lists = await listsOf(propertyName, 'transactions');
      if (!lists.exists) return null;
      const { income, expenses, deposits, lc_payments: lcPayments } = lists;
      return { income, expenses, deposits, lcPayments };
    },

    /** GET /admin/get_llc_txns in cents: the LLC's expenses by date, those of one day in the order recorded; null for an unknown LLC. */
    llcTransactions: async (llcName: string): Promise<DetailRow[] | null> => {
      const [exists, expenses] = await Promise.all([
        db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.llcs WHERE llc_name = ${llcName}`),
        db.any(sql.type(llcExpenseRow)`
          SELECT ${llcExpenseColumns} FROM rm_ledger.llc_expenses WHERE llc_name = ${llcName} ORDER BY expense_date, seq`),
      ]);
      if (!exists) return null;
      return expenses.map((e) => ({ recordId: e.recordId, date: e.expenseDate, amountCents: e.amountCents, detail: e.description }));
    },

    /** The property's notes ('' when never set); null for an unknown property. */
    propertyNotes: (propertyName: string): Promise<string | null> =>
      db.maybeOneFirst(sql.type(z.object({ notes: z.string() }))`
        SELECT coalesce(n.notes, '') AS notes FROM rm_ledger.properties p
        LEFT JOIN rm_ledger.property_notes n ON n.property_name = p.property_name WHERE p.property_name = ${propertyName}`),

    /** Deposits held for the property (received minus withdrawn); null for an unknown property. */
    depositsHeldCents: async (propertyName: string): Promise<number | null> => {
      const [exists, deposits] = await Promise.all([
        propertyExists(propertyName),
        db.any(sql.type(depositRow)`SELECT ${depositColumns} FROM rm_ledger.deposits WHERE property_name = ${propertyName}`),
      ]);
      return exists ? sumCents(deposits.map(signedDepositCents)) : null;
    },
  };
};
