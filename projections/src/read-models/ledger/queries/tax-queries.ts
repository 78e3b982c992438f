import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { landContractPaymentCategory } from '@portal/contracts';
import type { InvestorPropertyMonth, LandContractTaxRow, LlcTaxTotals, MemberFigures, PropertyTaxLists } from '../figures';
import {
  grossCategoryOf,
  landContractIncomeOf,
  landContractTaxRows,
  llcTaxTotals,
  memberFigures,
  propertyTaxLists,
  signedCapitalCents,
  sumCents,
  taxYearsFrom,
  yearOf,
} from '../figures';
import { readBooksAndCapital, readPropertyBooks } from './books-queries';
import type { LlcInfo } from '../batch';
import { centsColumn, propertyRow } from '../rows';

/**
 * The tax reads of docs/figures.md, Taxes (GET /admin/llc_taxes, GET /admin/property_taxes), in cents.
 * Each reads a few indexed, already-aggregated rows of the ledger read model — the LLC's allocation
 * rows of the year, its capital per (property, investor) at December 31, its expenses per category —
 * and hands them to the figures engine, which owns every rule. Nothing here scans the log or every
 * record of the ledger.
 */

/** Everything of one LLC's tax summary for a year, in cents. */
export interface LlcTaxSummary {
  readonly year: string;
  readonly llc: LlcInfo;
  readonly members: MemberFigures;
  readonly totals: LlcTaxTotals;
  /** One row per land contract of the LLC with a day of its span in the year; only for an LLC with a contract. */
  readonly landContracts?: LandContractTaxRow[];
}

/** One property's income and expenses of a year by category, in cents. */
export interface PropertyTaxSummary {
  readonly year: string;
  readonly propertyName: string;
  readonly address: string;
  readonly lists: PropertyTaxLists;
}

const yearPattern = /^\d{4}$/;
/** The queries take a year `YYYY`; the HTTP edge decides what an unknown year answers. */
const checkedYear = (year: string): string => {
  if (!yearPattern.test(year)) throw new Error(`Expected a year YYYY, got ${JSON.stringify(year)}`);
  return year;
};
/** The months of a year as a text range: months are `YYYY-MM` text, which sorts chronologically. */
const monthRange = (year: string) => ({ first: `${year}-01`, last: `${year}-12` });

const llcRow = z
  .object({
    llc_name: z.string(),
    address: z.string(),
    date_started: z.string(),
    principal_business_activity: z.string(),
    principal_product: z.string(),
    business_code_number: z.string(),
  })
  .transform((r): LlcInfo => ({
    llcName: r.llc_name,
    address: r.address,
    dateStarted: r.date_started,
    principalBusinessActivity: r.principal_business_activity,
    principalProduct: r.principal_product,
    businessCodeNumber: r.business_code_number,
  }));

const allocationRow = z
  .object({
    investor_id: z.string(),
    property_name: z.string(),
    month: z.string(),
    allocated_cents: centsColumn,
    fee_cents: centsColumn,
    own_expenses_cents: centsColumn,
    income_cents: centsColumn,
  })
  .transform((r): InvestorPropertyMonth => ({
    investorId: r.investor_id,
    propertyName: r.property_name,
    month: r.month,
    allocatedCents: r.allocated_cents,
    feeCents: r.fee_cents,
    ownExpensesCents: r.own_expenses_cents,
    incomeCents: r.income_cents,
  }));

const capitalAtRow = z.object({
  property_name: z.string(),
  investor_id: z.string(),
  invested_cents: centsColumn,
  withdrawn_cents: centsColumn,
});
const categoryRow = z.object({ category: z.string(), amount_cents: centsColumn });
const grossCategoryRow = z.object({
  kind: z.enum(['income', 'partner_income', 'land_contract_payment']),
  category: z.string(),
  amount_cents: centsColumn,
});

const investorOrderKeys = async (db: CommonQueryMethods) =>
  new Map(
    (
      await db.any(sql.type(z.object({ investor_id: z.string(), order_key: z.string() }))`
        SELECT investor_id, order_key FROM rm_ledger.investors`)
    ).map((i): [string, string] => [i.investor_id, i.order_key]),
  );

export const createLedgerTaxQueries = (db: CommonQueryMethods) => ({
  /** Tax_years of docs/figures.md, newest first (the same list as the admin helpers'). */
  taxYears: async (today: string): Promise<string[]> => {
    const first = await db.oneFirst(sql.type(z.object({ first_year: z.string().nullable() }))`
      SELECT min(year) AS first_year FROM rm_ledger.record_years WHERE dates > 0`);
    return taxYearsFrom(first, today);
  },

  llcExists: (llcName: string): Promise<boolean> => db.exists(sql.unsafe`SELECT 1 FROM rm_ledger.llcs WHERE llc_name = ${llcName}`),

  /** GET /admin/llc_taxes in cents; null for an unknown LLC. */
  llcTaxes: async (llcName: string, year: string): Promise<LlcTaxSummary | null> => {
    const { first, last } = monthRange(checkedYear(year));
    const december31 = `${year}-12-31`;
    const [llc, properties, rows, capital, expenses] = await Promise.all([
      db.maybeOne(sql.type(llcRow)`
        SELECT llc_name, address, date_started::text AS date_started, principal_business_activity, principal_product, business_code_number
        FROM rm_ledger.llcs WHERE llc_name = ${llcName}`),
      db.any(sql.type(propertyRow)`
        SELECT property_name, property_type, llc_name, address, purchase_date::text AS purchase_date, purchase_price_cents, land_value_cents, picture_url
        FROM rm_ledger.properties WHERE llc_name = ${llcName}`),
      db.any(sql.type(allocationRow)`
        SELECT a.investor_id, a.property_name, a.month, a.allocated_cents, a.fee_cents, a.own_expenses_cents, a.income_cents
        FROM rm_ledger.properties p JOIN rm_ledger.allocation_rows a ON a.property_name = p.property_name
        WHERE p.llc_name = ${llcName} AND a.month BETWEEN ${first} AND ${last}`),
      // invested(i, p, December 31) per (property, investor), from the net capital of every month up to December: the shares of UBIA.
      db.any(sql.type(capitalAtRow)`
        SELECT c.property_name, c.investor_id, sum(c.invested_cents)::int8 AS invested_cents, sum(c.withdrawn_cents)::int8 AS withdrawn_cents
        FROM rm_ledger.properties p JOIN rm_ledger.capital_months c ON c.property_name = p.property_name
        WHERE p.llc_name = ${llcName} AND c.month <= ${last}
        GROUP BY c.property_name, c.investor_id`),
      db.any(sql.type(categoryRow)`
        SELECT category, sum(amount_cents)::int8 AS amount_cents FROM rm_ledger.llc_expenses
        WHERE llc_name = ${llcName} AND expense_date BETWEEN ${`${year}-01-01`}::date AND ${december31}::date
        GROUP BY category`),
    ]);
    if (llc === null) return null;
    const { books: booksByProperty, capital: contractCapital } = await readBooksAndCapital(
      db,
      properties.map((p) => p.propertyName),
    );
    const books = [...booksByProperty.values()];
    const landContracts = books.map((b) => ({
      propertyName: b.propertyName,
      months: b.months,
      reductions: b.reductions,
      contributed: contractCapital
        .filter((m) => m.propertyName === b.propertyName)
        .map((m) => ({ investorId: m.investorId, date: m.date, netCents: signedCapitalCents(m) })),
    }));
    const orderKeys = landContracts.length === 0 ? undefined : await investorOrderKeys(db);
    const investedAtYearEnd = capital.map((c) => ({
      propertyName: c.property_name,
      investorId: c.investor_id,
      cents: c.invested_cents - c.withdrawn_cents,
    }));
    const members = memberFigures({ year, properties, rows, investedAtYearEnd, landContracts, orderKeys });
    const llcExpensesByCategory = expenses.map((e) => ({ category: e.category, amountCents: e.amount_cents }));
    const totals = llcTaxTotals({ year, llcName, properties, llcExpensesByCategory, members });
    return { year, llc, members, totals, ...(books.length === 0 ? {} : { landContracts: landContractTaxRows(books, year) }) };
  },

  /** GET /admin/property_taxes in cents; null for an unknown property. */
  propertyTaxes: async (propertyName: string, year: string): Promise<PropertyTaxSummary | null> => {
    const { first, last } = monthRange(checkedYear(year));
    const [address, gross, expenses, books] = await Promise.all([
      db.maybeOneFirst(
        sql.type(z.object({ address: z.string() }))`SELECT address FROM rm_ledger.properties WHERE property_name = ${propertyName}`,
      ),
      // The month a gross record counts in (figures' grossMonth): income by income_for_month, the others by their date.
      db.any(sql.type(grossCategoryRow)`
        SELECT kind, coalesce(category, '') AS category, sum(amount_cents)::int8 AS amount_cents FROM rm_ledger.gross_records
        WHERE property_name = ${propertyName}
          AND (CASE WHEN kind = 'income' THEN income_for_month ELSE to_char(date, 'YYYY-MM') END) BETWEEN ${first} AND ${last}
        GROUP BY kind, coalesce(category, '')`),
      db.any(sql.type(categoryRow)`
        SELECT category, sum(amount_cents)::int8 AS amount_cents FROM rm_ledger.property_expenses
        WHERE property_name = ${propertyName} AND expense_for_month BETWEEN ${first} AND ${last}
        GROUP BY category`),
      readPropertyBooks(db, [propertyName]),
    ]);
    if (address === null) return null;
    // The payments a contract governs count by their split (landContractIncomeOf), not whole.
    const months = books.get(propertyName)?.months.filter((m) => yearOf(m.month) === year) ?? [];
    const governedCents = sumCents(months.map((m) => m.governedPaymentsCents));
    const income = gross
      .map((g) => ({
        category: grossCategoryOf(g.kind, g.category),
        amountCents: g.amount_cents - (g.kind === 'land_contract_payment' ? governedCents : 0),
      }))
      .filter((g) => !(g.category === landContractPaymentCategory && governedCents > 0 && g.amountCents === 0));
    income.push(...landContractIncomeOf(months, year));
    const costs = expenses.map((e) => ({ category: e.category, amountCents: e.amount_cents }));
    return { year, propertyName, address, lists: propertyTaxLists(income, costs) };
  },
});

export type LedgerTaxQueries = ReturnType<typeof createLedgerTaxQueries>;
