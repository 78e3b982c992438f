import type { GrossRecord, LedgerRecords, LlcExpense, PropertyExpense, PropertyInfo } from './facts';
import { grossCategory, grossMonth, sumCents } from './facts';
import { assertIsoDate, lastDayOfYear, yearOf } from './months';
import type { MemberFigures } from './member-figures';
import { compareCodeUnits, sortedByKey } from './order';
import type { PropertyBooks } from './land-contracts/books';
import { landContractIncomeOf } from './land-contract-taxes';

/** The LLC-level and property-level tax totals of docs/figures.md (Taxes) that are not per member. */

const byCategory = (entries: readonly { readonly category: string; readonly amountCents: number }[]): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const { category, amountCents } of entries) totals.set(category, (totals.get(category) ?? 0) + amountCents);
  return sortedByKey(totals);
};

export interface LlcTaxTotalsInput {
  readonly year: string;
  readonly llcName: string;
  /** The LLC's properties. */
  readonly properties: readonly Pick<PropertyInfo, 'propertyName' | 'purchaseDate' | 'purchasePriceCents'>[];
  /** The LLC's own expenses dated in the year, by category. */
  readonly llcExpensesByCategory: readonly { readonly category: string; readonly amountCents: number }[];
  /** memberFigures of this LLC and year. */
  readonly members: MemberFigures;
}

export interface LlcTaxTotals {
  /** llc_expenses: LLC expenses whose expense_date is in the year, by category (ascending). */
  readonly llcExpensesCents: Map<string, number>;
  /** total_dividend_income - total dividend expenses - sum of llc_expenses. */
  readonly ordinaryBusinessIncomeCents: number;
  /** ordinary_business_income + total_rental_income. */
  readonly totalActiveIncomeCents: number;
  /** Sum of purchase prices of the LLC's properties purchased on or before December 31. */
  readonly totalAssetsCents: number;
  /** properties_list: the LLC's property names, ascending. */
  readonly propertiesList: string[];
}

export const llcTaxTotals = (input: LlcTaxTotalsInput): LlcTaxTotals => {
  if (input.members.year !== input.year) throw new Error(`Member figures of ${input.members.year} given for ${input.year}`);
  const llcExpensesCents = byCategory(input.llcExpensesByCategory);
  const ordinaryBusinessIncomeCents =
    input.members.totalDividendIncomeCents - input.members.totalDividendExpensesCents - sumCents(llcExpensesCents.values());
  return {
    llcExpensesCents,
    ordinaryBusinessIncomeCents,
    totalActiveIncomeCents: ordinaryBusinessIncomeCents + input.members.totalRentalIncomeCents,
    totalAssetsCents: sumCents(
      input.properties.filter((p) => p.purchaseDate <= lastDayOfYear(input.year)).map((p) => p.purchasePriceCents),
    ),
    propertiesList: input.properties.map((p) => p.propertyName).sort(compareCodeUnits),
  };
};

/** An LLC's expenses dated in a year (others ignored), as the parts `llcTaxTotals` sums by category. */
export const llcExpensesOf = (llcExpenses: readonly LlcExpense[], llcName: string, year: string) =>
  llcExpenses.filter((e) => e.llcName === llcName && yearOf(e.expenseDate) === year);

export interface PropertyTaxLists {
  /** Gross income of the property counting in a month of the year (as gross(p, m)), by category. */
  readonly incomeListCents: Map<string, number>;
  /** Its expenses, investor-specific included, whose expense_for_month is in the year, by category. */
  readonly expensesListCents: Map<string, number>;
}

type CategoryAmount = { readonly category: string; readonly amountCents: number };

/** The lists of GET /admin/property_taxes from the year's income and expenses (any number of parts per category). */
export const propertyTaxLists = (income: readonly CategoryAmount[], expenses: readonly CategoryAmount[]): PropertyTaxLists => ({
  incomeListCents: byCategory(income),
  expensesListCents: byCategory(expenses),
});

/** The lists over a property's records, the year of a record taken as in the allocation (its month). */
export const propertyTaxListsOfRecords = (
  propertyName: string,
  year: string,
  gross: readonly GrossRecord[],
  expenses: readonly PropertyExpense[],
  books: PropertyBooks | null = null,
): PropertyTaxLists =>
  propertyTaxLists(
    [
      ...gross
        .filter((r) => r.propertyName === propertyName && yearOf(grossMonth(r)) === year && !books?.governedPaymentIds.has(r.recordId))
        .map((r) => ({ category: grossCategory(r), amountCents: r.amountCents })),
      ...landContractIncomeOf(books?.months ?? [], year),
    ],
    expenses.filter((e) => e.propertyName === propertyName && yearOf(e.expenseForMonth) === year),
  );

export type TaxYearsInput = LedgerRecords;

/** The earlier of two dates or months (ISO strings compare in time order). */
const minDate = (a: string, b: string) => (b < a ? b : a);

/**
 * A record's earliest date for tax_years: its own date or, for income and expenses, the month it
 * counts in when that is earlier (December income recorded in January), so every year holding a
 * figure is listed. A month ('YYYY-MM') compares with a day as its first day does.
 */
export const earliestTaxDate: { readonly [K in keyof TaxYearsInput]: (record: TaxYearsInput[K][number]) => string } = {
  capital: (r) => r.date,
  gross: (r) => minDate(r.date, grossMonth(r)),
  expenses: (r) => minDate(r.expenseDate, r.expenseForMonth),
  deposits: (r) => r.date,
  cashWithdrawals: (r) => r.date,
  llcExpenses: (r) => r.expenseDate,
};
/** The year of the earliest date (`earliestTaxDate`) of any record, or null without records. */
export const firstRecordYear = (input: TaxYearsInput): string | null => {
  const earliest = <R>(records: readonly R[], dateOf: (record: R) => string, first: string | null) => {
    for (const record of records) {
      const date = dateOf(record);
      if (first === null || date < first) first = date;
    }
    return first;
  };
  let first = earliest(input.capital, earliestTaxDate.capital, null);
  first = earliest(input.gross, earliestTaxDate.gross, first);
  first = earliest(input.expenses, earliestTaxDate.expenses, first);
  first = earliest(input.deposits, earliestTaxDate.deposits, first);
  first = earliest(input.cashWithdrawals, earliestTaxDate.cashWithdrawals, first);
  first = earliest(input.llcExpenses, earliestTaxDate.llcExpenses, first);
  return first === null ? null : yearOf(first);
};

/**
 * tax_years: every year from the earliest non-voided ledger record (`firstRecordYear`) to the current
 * year, newest first. No records, or only records after the current year: an empty list.
 */
export const taxYears = (input: TaxYearsInput, today: string): string[] => taxYearsFrom(firstRecordYear(input), today);

/** tax_years from the year of the earliest live record (null: no record), newest first. */
export const taxYearsFrom = (firstYear: string | null, today: string): string[] => {
  if (firstYear === null) return [];
  const years: string[] = [];
  for (let year = Number(yearOf(assertIsoDate(today))); year >= Number(firstYear); year--) years.push(String(year).padStart(4, '0'));
  return years;
};
