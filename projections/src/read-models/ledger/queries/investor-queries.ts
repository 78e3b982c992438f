import { propertyType } from '@portal/contracts';
import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import type { InvestorPropertyFigures, InvestorPropertyTotals, InvestorReturns, InvestorSummary, ReturnsInput } from '../figures';
import { assertIsoDate, investorPropertyFigures, investorReturns, investorSummary, lastDayOfMonth, monthOf } from '../figures';
import { capitalColumns, capitalRow, centsColumn } from '../rows';
import { hasLiveContract, reductionMonths, returnedThrough } from './books-queries';

/**
 * The investor's reads. Each is one or two indexed statements whose answer does not grow with the log:
 * capital per month and per property from `capital_months`, income per month from `allocation_rows`,
 * and only the movements dated in the current month or later read one by one (for "as of today").
 */

const feeMonthRow = z.object({
  month: z.string(),
  allocated_cents: centsColumn,
  fee_cents: centsColumn,
  own_expenses_cents: centsColumn,
  income_cents: centsColumn,
});
const cashWithdrawalRow = z.object({ date: z.string(), amount_cents: centsColumn });
const reductionRow = z.object({
  investor_id: z.string(),
  property_name: z.string(),
  kind: z.enum(['returned', 'written_off']),
  date: z.string(),
  amount_cents: centsColumn,
});
/** The investors' capital land contracts returned or wrote off, up to `through` (`where`: which). */
const reductionsQuery = (where: FragmentSqlToken, through: string) => sql.type(reductionRow)`
  SELECT investor_id, property_name, kind, date::text AS date, amount_cents FROM rm_ledger.lc_reductions
  WHERE ${where} AND date <= ${through}::date`;

const monthIncomeRow = z.object({ month: z.string(), income_cents: centsColumn });
const capitalMonthRow = z.object({ month: z.string(), invested_cents: centsColumn, withdrawn_cents: centsColumn });

/** The summary's sums, aggregated by PostgreSQL and sent as JSON arrays in one row. */
const totalsRow = z.object({
  known: z.boolean(),
  capital_by_month: z.array(z.tuple([z.string(), z.number(), z.number()])),
  capital_by_property: z.array(z.tuple([z.string(), propertyType.nullable(), z.string().nullable(), z.number(), z.number(), z.boolean()])),
  income_by_month: z.array(z.tuple([z.string(), z.number()])),
  cash_withdrawals: z.array(z.tuple([z.string(), z.number(), z.string(), z.string()])),
  capital_returned: centsColumn,
  holds_contract: z.boolean(),
  /** Per property of the investor: their contributed capital today and every holder's (negatives as 0). */
  holdings: z.array(z.tuple([z.string(), z.number(), z.number()])),
});

const totalsQuery = (investorId: string, today: string) => sql.type(totalsRow)`
  SELECT
    EXISTS (SELECT 1 FROM rm_ledger.investors WHERE investor_id = ${investorId}) AS known,
    (SELECT coalesce(json_agg(json_build_array(month, invested, withdrawn)), '[]'::json)
     FROM (SELECT month, sum(invested) AS invested, sum(withdrawn) AS withdrawn FROM (
             SELECT month, invested_cents AS invested, withdrawn_cents AS withdrawn
             FROM rm_ledger.capital_months WHERE investor_id = ${investorId}
             UNION ALL ${reductionMonths(investorId, sql.fragment`TRUE`)}) u
           GROUP BY month) m) AS capital_by_month,
    (SELECT coalesce(json_agg(json_build_array(c.property_name, p.property_type, p.picture_url,
              c.net - coalesce(r.net, 0), coalesce(f.net, 0) - coalesce(r.after_today, 0), c.invested_ever)), '[]'::json)
     FROM (SELECT property_name, sum(invested_cents - withdrawn_cents) AS net, bool_or(invested_cents > 0) AS invested_ever
           FROM rm_ledger.capital_months WHERE investor_id = ${investorId} GROUP BY property_name) c
     LEFT JOIN rm_ledger.properties p ON p.property_name = c.property_name
     LEFT JOIN (SELECT property_name, sum(CASE kind WHEN 'investment' THEN amount_cents ELSE -amount_cents END) AS net
                FROM rm_ledger.capital_movements WHERE investor_id = ${investorId} AND date > ${today}::date
                GROUP BY property_name) f ON f.property_name = c.property_name
     LEFT JOIN (SELECT property_name, sum(amount_cents) AS net, sum(amount_cents) FILTER (WHERE date > ${today}::date) AS after_today
                FROM rm_ledger.lc_reductions WHERE investor_id = ${investorId}
                GROUP BY property_name) r ON r.property_name = c.property_name) AS capital_by_property,
    (SELECT coalesce(json_agg(json_build_array(month, income)), '[]'::json)
     FROM (SELECT month, sum(income_cents) AS income FROM rm_ledger.allocation_rows
           WHERE investor_id = ${investorId} GROUP BY month) r) AS income_by_month,
    (SELECT coalesce(json_agg(json_build_array(record_id, amount_cents, date, description) ORDER BY seq), '[]'::json)
     FROM rm_ledger.cash_withdrawals WHERE investor_id = ${investorId}) AS cash_withdrawals,
    ${returnedThrough(investorId, sql.fragment`TRUE`, today)} AS capital_returned,
    ${hasLiveContract(sql.fragment`property_name IN (SELECT property_name FROM rm_ledger.capital_months WHERE investor_id = ${investorId})`)}
      AS holds_contract,
    (SELECT coalesce(json_agg(json_build_array(property_name, own, holders)), '[]'::json)
     FROM (SELECT property_name, coalesce(sum(net) FILTER (WHERE investor_id = ${investorId}), 0) AS own, sum(greatest(net, 0)) AS holders
           FROM (SELECT c.property_name, c.investor_id, c.net - coalesce(f.net, 0) AS net
                 FROM (SELECT property_name, investor_id, sum(invested_cents - withdrawn_cents) AS net FROM rm_ledger.capital_months
                       WHERE property_name IN (SELECT property_name FROM rm_ledger.capital_months WHERE investor_id = ${investorId})
                       GROUP BY property_name, investor_id) c
                 LEFT JOIN (SELECT property_name, investor_id, sum(CASE kind WHEN 'investment' THEN amount_cents ELSE -amount_cents END) AS net
                            FROM rm_ledger.capital_movements WHERE date > ${today}::date
                              AND property_name IN (SELECT property_name FROM rm_ledger.capital_months WHERE investor_id = ${investorId})
                            GROUP BY property_name, investor_id) f
                   USING (property_name, investor_id)) n
           GROUP BY property_name) h) AS holdings`;

/** The figures engine's input from the rows of the three tables (docs/figures.md, Returns). */
const returnsInput = (
  investorId: string,
  propertyName: string | null,
  asOf: string,
  capital: readonly z.infer<typeof capitalRow>[],
  withdrawals: readonly z.infer<typeof cashWithdrawalRow>[],
  months: readonly z.infer<typeof feeMonthRow>[],
  reductions: readonly z.infer<typeof reductionRow>[],
): ReturnsInput => ({
  investorId,
  propertyName,
  asOf,
  capital,
  cashWithdrawals: withdrawals.map((w) => ({ date: w.date, amountCents: w.amount_cents })),
  months: months.map((m) => ({
    month: m.month,
    allocatedCents: m.allocated_cents,
    feeCents: m.fee_cents,
    ownExpensesCents: m.own_expenses_cents,
    incomeCents: m.income_cents,
  })),
  reductions: reductions.map((r) => ({ propertyName: r.property_name, kind: r.kind, date: r.date, amountCents: r.amount_cents })),
});

const groupBy = <Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Names in code-unit order, as every list of names the API answers. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const createLedgerInvestorQueries = (db: CommonQueryMethods) => {
  const investorExists = (investorId: string) => db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.investors WHERE investor_id = ${investorId}`);

  return {
    investorExists,

    /** Total_income(i) of docs/figures.md in cents: the sum of income(i, p, m) over every property and month. */
    investorIncomeCents: async (investorId: string): Promise<number> =>
      db.oneFirst(sql.type(z.object({ total: centsColumn }))`
        SELECT coalesce(sum(income_cents), 0)::int8 AS total FROM rm_ledger.allocation_rows WHERE investor_id = ${investorId}`),

    /** GET /api/investor_summary in cents; null for an unknown investor. */
    investorSummary: async (investorId: string, today: string): Promise<InvestorSummary | null> => {
      const t = await db.one(totalsQuery(investorId, assertIsoDate(today)));
      if (!t.known) return null;
      const holdings = new Map(t.holdings.map(([propertyName, ownCents, holdersCents]) => [propertyName, { ownCents, holdersCents }]));
      return investorSummary(
        {
          investorId,
          capitalByMonth: t.capital_by_month.map(([month, investedCents, withdrawnCents]) => ({ month, investedCents, withdrawnCents })),
          // A property missing from the catalogue cannot happen through the commands; show it rather than fail.
          capitalByProperty: t.capital_by_property.map(([propertyName, type, pictureUrl, netCents, netAfterTodayCents, investedEver]) => ({
            propertyName,
            propertyType: type ?? 'Other',
            pictureUrl: pictureUrl ?? '',
            netCents,
            netAfterTodayCents,
            investedEver,
            holding: holdings.get(propertyName) ?? { ownCents: 0, holdersCents: 0 },
          })),
          incomeByMonth: t.income_by_month.map(([month, incomeCents]) => ({ month, incomeCents })),
          cashWithdrawals: t.cash_withdrawals.map(([recordId, amountCents, date, description]) => ({
            recordId,
            investorId,
            amountCents,
            date,
            description,
          })),
          ...(t.holds_contract ? { capitalReturnedCents: t.capital_returned } : {}),
        },
        today,
      );
    },

    /**
     * GET /api/investor_property in cents, and whether the investor ever had capital or income rows
     * in the property; null when the investor or the property is unknown.
     */
    investorProperty: async (
      investorId: string,
      propertyName: string,
      today: string,
    ): Promise<{ figures: InvestorPropertyFigures; involved: boolean } | null> => {
      const inProperty = sql.fragment`property_name = ${propertyName}`;
      const [exists, notes, capitalMonths, afterToday, incomeByMonth, returned, withContract] = await Promise.all([
        investorExists(investorId),
        db.maybeOneFirst(sql.type(z.object({ notes: z.string() }))`
          SELECT coalesce(n.notes, '') AS notes FROM rm_ledger.properties p
          LEFT JOIN rm_ledger.property_notes n ON n.property_name = p.property_name WHERE p.property_name = ${propertyName}`),
        db.any(sql.type(capitalMonthRow)`
          SELECT month, sum(invested)::int8 AS invested_cents, sum(withdrawn)::int8 AS withdrawn_cents FROM (
            SELECT month, invested_cents AS invested, withdrawn_cents AS withdrawn FROM rm_ledger.capital_months
            WHERE investor_id = ${investorId} AND property_name = ${propertyName}
            UNION ALL ${reductionMonths(investorId, inProperty)}) u GROUP BY month`),
        db.oneFirst(sql.type(z.object({ net: centsColumn }))`
          SELECT ((SELECT coalesce(sum(CASE kind WHEN 'investment' THEN amount_cents ELSE -amount_cents END), 0)
                   FROM rm_ledger.capital_movements
                   WHERE investor_id = ${investorId} AND property_name = ${propertyName} AND date > ${today}::date)
                - (SELECT coalesce(sum(amount_cents), 0) FROM rm_ledger.lc_reductions
                   WHERE investor_id = ${investorId} AND property_name = ${propertyName} AND date > ${today}::date))::int8 AS net`),
        db.any(sql.type(monthIncomeRow)`
          SELECT month, income_cents FROM rm_ledger.allocation_rows
          WHERE property_name = ${propertyName} AND investor_id = ${investorId}`),
        db.oneFirst(sql.type(z.object({ returned: centsColumn }))`SELECT ${returnedThrough(investorId, inProperty, today)} AS returned`),
        db.oneFirst(sql.type(z.object({ live: z.boolean() }))`SELECT ${hasLiveContract(inProperty)} AS live`),
      ]);
      if (!exists || notes === null) return null;
      const totals: InvestorPropertyTotals = {
        capitalByMonth: capitalMonths.map((m) => ({ month: m.month, investedCents: m.invested_cents, withdrawnCents: m.withdrawn_cents })),
        netAfterTodayCents: afterToday,
        incomeByMonth: incomeByMonth.map((r) => ({ month: r.month, incomeCents: r.income_cents })),
        notes,
        ...(withContract ? { capitalReturnedCents: returned } : {}),
      };
      return { figures: investorPropertyFigures(totals, today), involved: capitalMonths.length > 0 || incomeByMonth.length > 0 };
    },

    /**
     * GET /api/investor_returns in cents, for the investor's whole portfolio (`propertyName` null) or
     * one property, as of a day: the investor's movements and withdrawals up to it, and the allocation
     * per month up to its month. `involved` says whether the investor ever had capital or income rows
     * in the property; null when the investor or the property is unknown.
     */
    investorReturns: async (
      investorId: string,
      propertyName: string | null,
      asOf: string,
    ): Promise<{ returns: InvestorReturns; involved: boolean } | null> => {
      const asOfMonth = monthOf(assertIsoDate(asOf));
      const inProperty = propertyName === null ? sql.fragment`TRUE` : sql.fragment`property_name = ${propertyName}`;
      const [exists, propertyKnown, involved, capital, withdrawals, months, reductions] = await Promise.all([
        investorExists(investorId),
        propertyName === null ? true : db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.properties WHERE property_name = ${propertyName}`),
        db.exists(sql.unsafe`
          SELECT 1 FROM rm_ledger.capital_months WHERE investor_id = ${investorId} AND ${inProperty}
          UNION ALL SELECT 1 FROM rm_ledger.allocation_rows WHERE investor_id = ${investorId} AND ${inProperty}`),
        // Up to the end of the as-of month: cash-on-cash weighs capital at month ends, as roi_per_year does.
        db.any(sql.type(capitalRow)`
          SELECT ${capitalColumns} FROM rm_ledger.capital_movements
          WHERE investor_id = ${investorId} AND ${inProperty} AND date <= ${lastDayOfMonth(asOfMonth)}::date`),
        propertyName === null
          ? db.any(sql.type(cashWithdrawalRow)`
              SELECT date::text AS date, amount_cents FROM rm_ledger.cash_withdrawals WHERE investor_id = ${investorId} AND date <= ${asOf}::date`)
          : [],
        db.any(sql.type(feeMonthRow)`
          SELECT month, sum(allocated_cents)::int8 AS allocated_cents, sum(fee_cents)::int8 AS fee_cents,
                 sum(own_expenses_cents)::int8 AS own_expenses_cents, sum(income_cents)::int8 AS income_cents
          FROM rm_ledger.allocation_rows WHERE investor_id = ${investorId} AND ${inProperty} AND month <= ${asOfMonth}
          GROUP BY month`),
        db.any(reductionsQuery(sql.fragment`investor_id = ${investorId} AND ${inProperty}`, lastDayOfMonth(asOfMonth))),
      ]);
      if (!exists || !propertyKnown) return null;
      const returns = investorReturns(returnsInput(investorId, propertyName, asOf, capital, withdrawals, months, reductions));
      return { returns, involved };
    },

    /**
     * The returns of every investor as of a day, in name order (the admin's firm-wide table): three
     * statements over the same tables as `investorReturns`, grouped by investor here.
     */
    firmReturns: async (asOf: string): Promise<InvestorReturns[]> => {
      const asOfMonth = monthOf(assertIsoDate(asOf));
      const [names, capital, withdrawals, months, reductions] = await Promise.all([
        db.anyFirst(sql.type(z.object({ investor_id: z.string() }))`SELECT investor_id FROM rm_ledger.investors`),
        db.any(sql.type(capitalRow)`
          SELECT ${capitalColumns} FROM rm_ledger.capital_movements WHERE date <= ${lastDayOfMonth(asOfMonth)}::date`),
        db.any(sql.type(cashWithdrawalRow.extend({ investor_id: z.string() }))`
          SELECT investor_id, date::text AS date, amount_cents FROM rm_ledger.cash_withdrawals WHERE date <= ${asOf}::date`),
        db.any(sql.type(feeMonthRow.extend({ investor_id: z.string() }))`
          SELECT investor_id, month, sum(allocated_cents)::int8 AS allocated_cents, sum(fee_cents)::int8 AS fee_cents,
                 sum(own_expenses_cents)::int8 AS own_expenses_cents, sum(income_cents)::int8 AS income_cents
          FROM rm_ledger.allocation_rows WHERE month <= ${asOfMonth}
          GROUP BY investor_id, month`),
        db.any(reductionsQuery(sql.fragment`TRUE`, lastDayOfMonth(asOfMonth))),
      ]);
      const reductionsOf = groupBy(reductions, (row) => row.investor_id);
      const capitalOf = groupBy(capital, (row) => row.investorId);
      const withdrawalsOf = groupBy(withdrawals, (row) => row.investor_id);
      const monthsOf = groupBy(months, (row) => row.investor_id);
      return [...names]
        .sort(byCodeUnits)
        .map((name) =>
          investorReturns(
            returnsInput(
              name,
              null,
              asOf,
              capitalOf.get(name) ?? [],
              withdrawalsOf.get(name) ?? [],
              monthsOf.get(name) ?? [],
              reductionsOf.get(name) ?? [],
            ),
          ),
        );
    },
  };
};
