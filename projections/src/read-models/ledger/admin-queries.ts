import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { AdminSummary, DetailRow, PropertyDetails } from './figures';
import { adminSummary, assertIsoDate, compareCodeUnits, monthOf, propertyDetails, signedDepositCents, sumCents } from './figures';
import {
  capitalColumns,
  capitalRow,
  centsColumn,
  depositColumns,
  depositRow,
  expenseColumns,
  expenseRow,
  grossColumns,
  grossRow,
  llcExpenseColumns,
  llcExpenseRow,
} from './rows';

/** The property transaction browser (GET /admin/get_property_txns), in cents. */
export interface PropertyTransactions {
  /** Property income and partner income. */
  readonly income: DetailRow[];
  readonly expenses: DetailRow[];
  /** A deposit withdrawal is a negative row. */
  readonly deposits: DetailRow[];
  readonly lcPayments: DetailRow[];
}

const totalsRow = z.object({
  gross: centsColumn,
  expenses: centsColumn,
  deposits_held: centsColumn,
  cash_withdrawn: centsColumn,
  invested_today: centsColumn,
});

export const createLedgerAdminQueries = (db: CommonQueryMethods) => {
  const propertyExists = (propertyName: string) =>
    db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.properties WHERE property_name = ${propertyName}`);
  const recordsOf = (propertyName: string) =>
    Promise.all([
      db.any(sql.type(capitalRow)`SELECT ${capitalColumns} FROM rm_ledger.capital_movements WHERE property_name = ${propertyName}`),
      db.any(sql.type(grossRow)`SELECT ${grossColumns} FROM rm_ledger.gross_records WHERE property_name = ${propertyName}`),
      db.any(sql.type(expenseRow)`SELECT ${expenseColumns} FROM rm_ledger.property_expenses WHERE property_name = ${propertyName}`),
      db.any(sql.type(depositRow)`SELECT ${depositColumns} FROM rm_ledger.deposits WHERE property_name = ${propertyName}`),
    ]);

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
               FROM rm_ledger.capital_movements WHERE date >= ${`${month}-01`}::date AND date <= ${today}::date))::int8 AS invested_today`);
      return adminSummary({
        investedTodayCents: totals.invested_today,
        grossCents: totals.gross,
        expensesCents: totals.expenses,
        depositsHeldCents: totals.deposits_held,
        cashWithdrawnCents: totals.cash_withdrawn,
      });
    },

    /** GET /admin/get_property_details in cents; null for an unknown property. */
    propertyDetails: async (propertyName: string, today: string): Promise<PropertyDetails | null> => {
      const [exists, [capital, gross, expenses, deposits]] = await Promise.all([propertyExists(propertyName), recordsOf(propertyName)]);
      if (!exists) return null;
      return propertyDetails({ propertyName, capital, gross, expenses, deposits }, today);
    },

    /** GET /admin/get_property_txns in cents (rows as the details lists them); null for an unknown property. */
    propertyTransactions: async (propertyName: string, today: string): Promise<PropertyTransactions | null> => {
      const [exists, [, gross, expenses, deposits]] = await Promise.all([propertyExists(propertyName), recordsOf(propertyName)]);
      if (!exists) return null;
      const income = gross.filter((r) => r.kind !== 'land_contract_payment');
      const payments = gross.filter((r) => r.kind === 'land_contract_payment');
      const details = propertyDetails({ propertyName, capital: [], gross: income, expenses, deposits }, today);
      const lc = propertyDetails({ propertyName, capital: [], gross: payments, expenses: [], deposits: [] }, today);
      return { income: details.income, expenses: details.expenses, deposits: details.deposits, lcPayments: lc.income };
    },

    /** GET /admin/get_llc_txns in cents: the LLC's expenses by date; null for an unknown LLC. */
    llcTransactions: async (llcName: string): Promise<DetailRow[] | null> => {
      const [exists, expenses] = await Promise.all([
        db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.llcs WHERE llc_name = ${llcName}`),
        db.any(sql.type(llcExpenseRow)`SELECT ${llcExpenseColumns} FROM rm_ledger.llc_expenses WHERE llc_name = ${llcName}`),
      ]);
      if (!exists) return null;
      return expenses
        .map((e) => ({ recordId: e.recordId, date: e.expenseDate, amountCents: e.amountCents, detail: e.description }))
        .sort((a, b) => compareCodeUnits(a.date, b.date) || compareCodeUnits(a.recordId, b.recordId));
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
