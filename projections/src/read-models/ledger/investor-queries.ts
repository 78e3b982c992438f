import { propertyType } from '@portal/contracts';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { CapitalMovement, InvestorPropertyFigures, InvestorPropertyMonth, InvestorSummary, PropertyRef } from './figures';
import { investorPropertyFigures, investorSummary } from './figures';
import { cashWithdrawalColumns, cashWithdrawalRow, centsColumn } from './rows';

/**
 * The investor's reads, each a handful of indexed lookups whose size does not grow with the log:
 * capital comes per (property, day) from `capital_days`, income per month (or per property and month)
 * from `allocation_rows`, and the figures engine folds them as it would fold the records.
 */

const capitalDayRow = z.object({
  property_name: z.string(),
  date: z.string(),
  invested_cents: centsColumn,
  withdrawn_cents: centsColumn,
  property_type: propertyType.nullable(),
  picture_url: z.string().nullable(),
});
type CapitalDayRow = z.infer<typeof capitalDayRow>;
const monthIncomeRow = z.object({ month: z.string(), income_cents: centsColumn });

/** A day's investments and withdrawals as one movement of each kind: the sums the engine takes. */
const movementsOf = (investorName: string, rows: readonly CapitalDayRow[]): CapitalMovement[] =>
  rows.flatMap((r) => {
    const base = { recordId: '', investorName, propertyName: r.property_name, date: r.date };
    const movements: CapitalMovement[] = [];
    if (r.invested_cents !== 0) movements.push({ ...base, kind: 'investment', amountCents: r.invested_cents });
    if (r.withdrawn_cents !== 0) movements.push({ ...base, kind: 'withdrawal', amountCents: r.withdrawn_cents });
    return movements;
  });

/** Income per month as rows of one (investor, month): the summary folds rows by month only. */
const incomeRowsOf = (investorName: string, propertyName: string, rows: readonly z.infer<typeof monthIncomeRow>[]): InvestorPropertyMonth[] =>
  rows.map((r) => ({ investorName, propertyName, month: r.month, allocatedCents: 0, feeCents: 0, ownExpensesCents: 0, incomeCents: r.income_cents }));

export const createLedgerInvestorQueries = (db: CommonQueryMethods) => {
  const investorExists = (investorName: string) => db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.investors WHERE investor_name = ${investorName}`);

  return {
    investorExists,

    /** total_income(i) of DOMAIN.md in cents: the sum of income(i, p, m) over every property and month. */
    investorIncomeCents: async (investorName: string): Promise<number> =>
      db.oneFirst(sql.type(z.object({ total: centsColumn }))`
        SELECT coalesce(sum(income_cents), 0)::int8 AS total FROM rm_ledger.allocation_rows WHERE investor_name = ${investorName}`),

    /** GET /api/investor_summary in cents; null for an unknown investor. */
    investorSummary: async (investorName: string, today: string): Promise<InvestorSummary | null> => {
      const [exists, capitalRows, incomeRows, cashWithdrawals] = await Promise.all([
        investorExists(investorName),
        db.any(sql.type(capitalDayRow)`
          SELECT c.property_name, c.date::text AS date, c.invested_cents, c.withdrawn_cents, p.property_type, p.picture_url
          FROM rm_ledger.capital_days c LEFT JOIN rm_ledger.properties p ON p.property_name = c.property_name
          WHERE c.investor_name = ${investorName}`),
        db.any(sql.type(monthIncomeRow)`
          SELECT month, sum(income_cents)::int8 AS income_cents FROM rm_ledger.allocation_rows
          WHERE investor_name = ${investorName} GROUP BY month`),
        db.any(sql.type(cashWithdrawalRow)`
          SELECT ${cashWithdrawalColumns} FROM rm_ledger.cash_withdrawals WHERE investor_name = ${investorName}`),
      ]);
      if (!exists) return null;
      // A property missing from the catalogue cannot happen through the commands; show it rather than fail.
      const properties = new Map<string, PropertyRef>();
      for (const r of capitalRows) {
        properties.set(r.property_name, { propertyName: r.property_name, propertyType: r.property_type ?? 'Other', pictureUrl: r.picture_url ?? '' });
      }
      return investorSummary(
        {
          investorName,
          capital: movementsOf(investorName, capitalRows),
          rows: incomeRowsOf(investorName, '', incomeRows),
          cashWithdrawals,
          properties: [...properties.values()],
        },
        today,
      );
    },

    /**
     * GET /api/investor_property in cents, and whether the investor ever had capital or income rows
     * in the property; null when the investor or the property is unknown.
     */
    investorProperty: async (
      investorName: string,
      propertyName: string,
      today: string,
    ): Promise<{ figures: InvestorPropertyFigures; involved: boolean } | null> => {
      const [exists, notes, capitalRows, incomeRows] = await Promise.all([
        investorExists(investorName),
        db.maybeOneFirst(sql.type(z.object({ notes: z.string() }))`
          SELECT coalesce(n.notes, '') AS notes FROM rm_ledger.properties p
          LEFT JOIN rm_ledger.property_notes n ON n.property_name = p.property_name WHERE p.property_name = ${propertyName}`),
        db.any(sql.type(capitalDayRow)`
          SELECT property_name, date::text AS date, invested_cents, withdrawn_cents, NULL AS property_type, NULL AS picture_url
          FROM rm_ledger.capital_days WHERE investor_name = ${investorName} AND property_name = ${propertyName}`),
        db.any(sql.type(monthIncomeRow)`
          SELECT month, income_cents FROM rm_ledger.allocation_rows
          WHERE property_name = ${propertyName} AND investor_name = ${investorName}`),
      ]);
      if (!exists || notes === null) return null;
      const figures = investorPropertyFigures(
        { investorName, propertyName, capital: movementsOf(investorName, capitalRows), rows: incomeRowsOf(investorName, propertyName, incomeRows), notes },
        today,
      );
      return { figures, involved: capitalRows.length > 0 || incomeRows.length > 0 };
    },
  };
};
