import { investedOn } from './capital';
import type { LedgerRecords } from './facts';
import { signedCapitalCents, signedDepositCents, sumCents } from './facts';
import { assertIsoDate } from './months';
import { compareCodeUnits, entriesByKey } from './order';
import type { PropertyBooks, PropertyCapitalReduction } from './land-contracts/books';
import { grossAdjustmentCents } from './land-contracts/books';
import type { LandContract } from './land-contracts/records';
import { landContractStatus, type LandContractStatus } from './land-contracts/status';

/**
 * Docs/figures.md (Admin figures). The totals run over the records themselves, not over the allocation rows:
 * gross income of a month without capital still counts here although nobody was allocated it.
 */

export type AdminSummaryInput = LedgerRecords;

export interface AdminSummary {
  readonly totalCashCents: number;
  readonly totalInvestmentsCents: number;
  readonly totalIncomeCents: number;
  readonly totalExpensesCents: number;
  readonly totalDepositsCents: number;
  /**
   * Every cent of capital land contracts returned (the rest of what they received is in income).
   * Only when some property has a land contract: the figures of a firm without one are as ever.
   */
  readonly totalCapitalReturnedCents?: number;
}

/** What the Admin Summary is computed from: five sums (the read model stores them; records reduce to them). */
export interface AdminTotals {
  /** Everything invested today: investments less investment withdrawals dated on or before today. */
  readonly investedTodayCents: number;
  readonly grossCents: number;
  /** Every property expense (one investor's included) and every LLC expense. */
  readonly expensesCents: number;
  /** Deposits received less deposits withdrawn. */
  readonly depositsHeldCents: number;
  readonly cashWithdrawnCents: number;
  /** The capital every land contract returned: cash received that is not income (undefined: no property has a contract). */
  readonly capitalReturnedCents?: number;
}

/** GET /admin/get_admin_summary, in cents. */
export const adminSummary = (totals: AdminTotals): AdminSummary => ({
  totalCashCents:
    totals.grossCents - totals.expensesCents - totals.cashWithdrawnCents + totals.depositsHeldCents + (totals.capitalReturnedCents ?? 0),
  totalInvestmentsCents: totals.investedTodayCents,
  totalIncomeCents: totals.grossCents,
  totalExpensesCents: totals.expensesCents,
  totalDepositsCents: totals.depositsHeldCents,
  ...(totals.capitalReturnedCents === undefined ? {} : { totalCapitalReturnedCents: totals.capitalReturnedCents }),
});

const reductionsOf = (books: readonly PropertyBooks[]) => books.flatMap((b) => b.reductions);
const returnedCents = (reductions: readonly Pick<PropertyCapitalReduction, 'kind' | 'amountCents'>[]) =>
  sumCents(reductions.filter((r) => r.kind === 'returned').map((r) => r.amountCents));

/** The Admin Summary's sums over the records themselves and the books of every land contract property. */
export const adminTotalsOf = (input: AdminSummaryInput, today: string, books: readonly PropertyBooks[] = []): AdminTotals => ({
  investedTodayCents:
    investedOn(input.capital, assertIsoDate(today)) -
    sumCents(
      reductionsOf(books)
        .filter((r) => r.date <= today)
        .map((r) => r.amountCents),
    ),
  grossCents: sumCents([...input.gross.map((r) => r.amountCents), ...books.flatMap((b) => b.months.map(grossAdjustmentCents))]),
  expensesCents: sumCents([...input.expenses, ...input.llcExpenses].map((r) => r.amountCents)),
  depositsHeldCents: sumCents(input.deposits.map(signedDepositCents)),
  cashWithdrawnCents: sumCents(input.cashWithdrawals.map((r) => r.amountCents)),
  ...(books.length === 0 ? {} : { capitalReturnedCents: returnedCents(reductionsOf(books)) }),
});

/** The Admin Summary over records: `adminSummary` of their sums. */
export const adminSummaryOfRecords = (input: AdminSummaryInput, today: string, books: readonly PropertyBooks[] = []): AdminSummary =>
  adminSummary(adminTotalsOf(input, today, books));

/** A row of the property details lists: dated by its own record's date. */
export interface DetailRow {
  readonly recordId: string;
  readonly date: string;
  readonly amountCents: number;
  readonly detail: string;
}

export interface PropertyDetailsInput extends Pick<LedgerRecords, 'capital' | 'gross' | 'expenses' | 'deposits'> {
  readonly propertyName: string;
  /** The books of the property's land contracts (null or absent: it has none). */
  readonly books?: PropertyBooks | null;
}

export interface PropertyDetails {
  readonly totalInvestmentsCents: number;
  readonly totalIncomeCents: number;
  readonly totalExpensesCents: number;
  readonly totalDepositsCents: number;
  /** Capital the property's land contracts returned; only for a property with a contract. */
  readonly totalCapitalReturnedCents?: number;
  /** The status of its latest contract dated on or before the day (null: none yet); only for a property with a contract. */
  readonly landContract?: { readonly contractId: string; readonly status: LandContractStatus } | null;
  /**
   * Investments (detail: the investor's id, which the API names); an investment withdrawal is a
   * negative row. Every list is by date, the rows of one day in the order they were recorded.
   */
  readonly investments: DetailRow[];
  /**
   * Property income, partner income and land-contract payments (detail: description); a day's
   * down payments of land contracts before its recorded income, as the books take them.
   */
  readonly income: DetailRow[];
  /** All expenses, investor-specific included (detail: description). */
  readonly expenses: DetailRow[];
  /** Deposits received (detail: notes); a deposit withdrawal is a negative row. */
  readonly deposits: DetailRow[];
  /** { investor id, invested(i, p, today) } for each investor with a non-zero amount, by id (the API sorts them by name). */
  readonly investorsList: { readonly investorId: string; readonly totalAmountCents: number }[];
}

/**
 * Rows given in the order they were recorded (log order), by date: those of one day stay in the
 * order recorded (the sort is stable), rather than in the order of their random ids, so two
 * installations, or a rebuild, list them alike.
 */
export const inDateOrder = (rows: readonly DetailRow[]): DetailRow[] => [...rows].sort((a, b) => compareCodeUnits(a.date, b.date));

/** A property's four row lists, each in the order recorded: what the details are computed from. */
export interface PropertyDetailLists {
  /** Signed capital movements (an investment withdrawal is negative), detail: the investor's id; in the order recorded. */
  readonly investments: readonly DetailRow[];
  readonly income: readonly DetailRow[];
  readonly expenses: readonly DetailRow[];
  /** Signed deposits (a deposit withdrawal is negative), detail: the notes. */
  readonly deposits: readonly DetailRow[];
  /** What the property's land contracts change (absent: it has none). */
  readonly landContract?: LandContractDetails;
}

/** A land-contract property's details beyond its records, from its books. */
export interface LandContractDetails {
  /** Over all months: the contracts' income parts less the whole payments they govern. */
  readonly grossAdjustmentCents: number;
  readonly reductions: readonly Pick<PropertyCapitalReduction, 'investorId' | 'date' | 'kind' | 'amountCents'>[];
  /** A row per down payment received (detail: 'Down payment: ' and the buyer's name as recorded, which the API opens). */
  readonly downPayments: readonly DetailRow[];
  /** The contracts, in contract-date order: the latest one dated by the day shows its status. */
  readonly contracts: readonly LandContract[];
}

const latestStatus = (contracts: readonly LandContract[], day: string) => {
  const latest = contracts.filter((c) => c.terms.contractDate <= day).at(-1);
  return latest === undefined ? null : { contractId: latest.terms.contractId, status: landContractStatus(latest, day) };
};

/** The details a property's books add (null books: none). */
export const landContractDetailsOf = (books: PropertyBooks | null | undefined): LandContractDetails | undefined =>
  books
    ? {
        grossAdjustmentCents: sumCents(books.months.map(grossAdjustmentCents)),
        reductions: books.reductions,
        downPayments: books.contracts.flatMap(({ history, record }) =>
          history
            .filter((row) => row.kind === 'down_payment' && row.amountCents > 0)
            .map((row) => ({
              recordId: row.id,
              date: row.date,
              amountCents: row.amountCents,
              detail: `Down payment: ${record.buyerName}`,
            })),
        ),
        contracts: books.contracts.map((c) => c.contract),
      }
    : undefined;

/**
 * GET /admin/get_property_details, in cents, from the property's row lists: the read model selects
 * them as they are listed (admin-queries.ts), so a property of years of records is not parsed into
 * whole records first. invested(i, p, today) is the sum of i's investment rows dated on or before today.
 */
export const propertyDetailsOfLists = (lists: PropertyDetailLists, today: string): PropertyDetails => {
  assertIsoDate(today);
  const invested = new Map<string, number>();
  for (const row of lists.investments)
    if (row.date <= today) invested.set(row.detail, sumCents([invested.get(row.detail) ?? 0, row.amountCents]));
  // Listed by contributed capital (today's invested before returns), with their invested today.
  const listed = new Set([...invested].filter(([, cents]) => cents !== 0).map(([investorId]) => investorId));
  const lc = lists.landContract;
  for (const reduction of lc?.reductions ?? [])
    if (reduction.date <= today) invested.set(reduction.investorId, (invested.get(reduction.investorId) ?? 0) - reduction.amountCents);
  const grossRowsCents = sumCents(lists.income.map((r) => r.amountCents));
  const income = inDateOrder([...(lc?.downPayments ?? []), ...lists.income]);
  const expenses = inDateOrder(lists.expenses);
  const deposits = inDateOrder(lists.deposits);
  return {
    totalInvestmentsCents: sumCents([...invested.values()]),
    totalIncomeCents: grossRowsCents + (lc?.grossAdjustmentCents ?? 0),
    totalExpensesCents: sumCents(expenses.map((r) => r.amountCents)),
    totalDepositsCents: sumCents(deposits.map((r) => r.amountCents)),
    ...(lc === undefined
      ? {}
      : { totalCapitalReturnedCents: returnedCents(lc.reductions), landContract: latestStatus(lc.contracts, today) }),
    investments: inDateOrder(lists.investments),
    income,
    expenses,
    deposits,
    investorsList: entriesByKey(invested)
      .filter(([investorId]) => listed.has(investorId))
      .map(([investorId, totalAmountCents]) => ({ investorId, totalAmountCents })),
  };
};

/** GET /admin/get_property_details over whole records in log order (the records of other properties are ignored). */
export const propertyDetails = (input: PropertyDetailsInput, today: string): PropertyDetails => {
  const ofProperty = <T extends { readonly propertyName: string }>(records: readonly T[]) =>
    records.filter((record) => record.propertyName === input.propertyName);
  return propertyDetailsOfLists(
    {
      investments: ofProperty(input.capital).map((m) => ({
        recordId: m.recordId,
        date: m.date,
        amountCents: signedCapitalCents(m),
        detail: m.investorId,
      })),
      income: ofProperty(input.gross).map((r) => ({
        recordId: r.recordId,
        date: r.date,
        amountCents: r.amountCents,
        detail: r.description,
      })),
      expenses: ofProperty(input.expenses).map((r) => ({
        recordId: r.recordId,
        date: r.expenseDate,
        amountCents: r.amountCents,
        detail: r.description,
      })),
      deposits: ofProperty(input.deposits).map((r) => ({
        recordId: r.recordId,
        date: r.date,
        amountCents: signedDepositCents(r),
        detail: r.notes,
      })),
      landContract: landContractDetailsOf(input.books),
    },
    today,
  );
};
