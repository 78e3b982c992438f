import type {
  AccountTotals,
  AdminSummary,
  InvestorPropertyFigures,
  InvestorPropertyMonth,
  InvestorReturns,
  InvestorSummary,
  PropertyBooks,
  PropertyDetails,
} from '../figures';
import {
  accountTotals,
  landContractTaxRows,
  propertyBooks,
  propertyContractsOf,
  adminSummaryOfRecords,
  computePropertyMonths,
  feesByInvestor,
  investorPropertyFiguresOfRecords,
  compareCodeUnits,
  investorReturns,
  investorSummaryOfRecords,
  llcExpensesOf,
  llcTaxTotals,
  memberFiguresOfRecords,
  propertyDetails,
  propertyTaxListsOfRecords,
  returnsInputOfRecords,
  signedCapitalCents,
  taxYearsFrom,
  yearOf,
} from '../figures';
import type { LlcTaxSummary, PropertyTaxSummary } from '../queries/tax-queries';
import type { LedgerAt } from './ledger-at';

/**
 * Every report of the ledger over a ledger held in memory (`LedgerAt`), with `today` the day they
 * are computed as of: the same answers, in cents, as the read model's queries give for the log as it
 * stands, and the same nulls for an unknown name.
 */
export interface ReportsAt {
  readonly today: string;
  investorExists(investorId: string): boolean;
  /** The properties where the investor has capital or an expense of their own, in code-unit order. */
  propertiesOf(investorId: string): readonly string[];
  investorSummary(investorId: string): InvestorSummary | null;
  investorProperty(investorId: string, propertyName: string): { figures: InvestorPropertyFigures; involved: boolean } | null;
  investorReturns(investorId: string, propertyName: string | null): { returns: InvestorReturns; involved: boolean } | null;
  /** The running totals of the investor's capital account (all properties when null): what a statement's columns are made of. */
  investorAccount(investorId: string, propertyName: string | null): AccountTotals | null;
  adminSummary(): AdminSummary;
  propertyDetails(propertyName: string): PropertyDetails | null;
  taxYears(): string[];
  llcTaxes(llcName: string, year: string): LlcTaxSummary | null;
  propertyTaxes(propertyName: string, year: string): PropertyTaxSummary | null;
}

export const reportsAt = (ledger: LedgerAt, today: string): ReportsAt => {
  const { facts, llcs } = ledger;
  // The allocation rows of a property depend on its own records and the fees alone: computed per
  // property on first use, so one investor's statement costs the properties they hold, not the firm.
  const byInvestor = feesByInvestor(facts);
  const booksByProperty = new Map<string, PropertyBooks | null>();
  /** The books of a property's land contracts (null: none), computed on first use from its filtered records. */
  const booksOf = (propertyName: string): PropertyBooks | null => {
    let books = booksByProperty.get(propertyName);
    if (books === undefined) {
      const contracts = propertyContractsOf(propertyName, ledger.contractEvents(propertyName));
      books = propertyBooks(contracts, ledger.propertyRecords(propertyName).capital, byInvestor.orderKeys);
      booksByProperty.set(propertyName, books);
    }
    return books;
  };
  const allBooks = () => ledger.contractProperties().flatMap((name) => booksOf(name) ?? []);
  /** Whether the investor has capital in a property with a contract: only then do their figures show its capital returned. */
  const holdsContract = (investorId: string) =>
    heldBy(investorId).some(
      (name) => booksOf(name) !== null && ledger.propertyRecords(name).capital.some((movement) => movement.investorId === investorId),
    );
  const reductionsOf = (propertyNames: Iterable<string>) => [...propertyNames].flatMap((name) => booksOf(name)?.reductions ?? []);
  const rowsByProperty = new Map<string, readonly InvestorPropertyMonth[]>();
  const propertyRows = (propertyName: string) => {
    let rows = rowsByProperty.get(propertyName);
    if (rows === undefined) {
      const books = booksOf(propertyName);
      rows = computePropertyMonths({ propertyName, ...ledger.propertyRecords(propertyName), ...byInvestor, books }).rows;
      rowsByProperty.set(propertyName, rows);
    }
    return rows;
  };
  /** The allocation rows of the named properties, in property-name order (as the whole ledger's). */
  const allocation = (propertyNames: Iterable<string>): InvestorPropertyMonth[] =>
    [...new Set(propertyNames)].sort(compareCodeUnits).flatMap(propertyRows);
  /** The properties an investor can have allocation rows in: those of their capital and of their own expenses. */
  const heldBy = (investorId: string) => ledger.propertiesOf(investorId);
  const investorExists = (investorId: string) => facts.investors.some((i) => i.investorId === investorId);
  const propertyOf = (propertyName: string) => facts.properties.find((p) => p.propertyName === propertyName);
  const involved = (investorId: string, propertyName: string | null) => {
    const inView = (r: { investorId: string; propertyName: string }) =>
      r.investorId === investorId && (propertyName === null || r.propertyName === propertyName);
    const properties = propertyName === null ? heldBy(investorId) : [propertyName];
    return properties.some((name) => ledger.propertyRecords(name).capital.some(inView)) || allocation(properties).some(inView);
  };

  /** The investor's records and allocation months (of one property, or all they hold when null); null for an unknown name. */
  const returnsInput = (investorId: string, propertyName: string | null) => {
    if (!investorExists(investorId) || (propertyName !== null && propertyOf(propertyName) === undefined)) return null;
    const properties = propertyName === null ? heldBy(investorId) : [propertyName];
    return returnsInputOfRecords(
      {
        capital: facts.capital,
        cashWithdrawals: facts.cashWithdrawals,
        rows: allocation(properties),
        reductions: reductionsOf(properties),
      },
      investorId,
      propertyName,
      today,
    );
  };

  return {
    today,
    investorExists,
    propertiesOf: heldBy,

    investorSummary: (investorId) =>
      investorExists(investorId)
        ? investorSummaryOfRecords(
            {
              investorId,
              capital: facts.capital,
              rows: allocation(heldBy(investorId)),
              cashWithdrawals: facts.cashWithdrawals,
              properties: facts.properties,
              reductions: holdsContract(investorId) ? reductionsOf(heldBy(investorId)) : undefined,
            },
            today,
          )
        : null,

    investorProperty: (investorId, propertyName) => {
      const property = propertyOf(propertyName);
      if (!investorExists(investorId) || property === undefined) return null;
      const figures = investorPropertyFiguresOfRecords(
        {
          investorId,
          propertyName,
          capital: ledger.propertyRecords(propertyName).capital,
          rows: allocation([propertyName]),
          notes: property.notes,
          reductions: booksOf(propertyName)?.reductions,
        },
        today,
      );
      return { figures, involved: involved(investorId, propertyName) };
    },

    investorReturns: (investorId, propertyName) => {
      const input = returnsInput(investorId, propertyName);
      return input === null ? null : { returns: investorReturns(input), involved: involved(investorId, propertyName) };
    },

    investorAccount: (investorId, propertyName) => {
      const input = returnsInput(investorId, propertyName);
      return input === null ? null : accountTotals(input);
    },

    adminSummary: () => adminSummaryOfRecords(facts, today, allBooks()),

    propertyDetails: (propertyName) =>
      propertyOf(propertyName) === undefined
        ? null
        : propertyDetails(
            { propertyName, ...ledger.propertyRecords(propertyName), deposits: facts.deposits, books: booksOf(propertyName) },
            today,
          ),

    taxYears: () => {
      // The contract records (openings, closes, waivers) count by their own dates too.
      const years = [ledger.firstRecordYear(), ...allBooks().flatMap((b) => b.recordDates.map(yearOf))].filter((y) => y !== null);
      return taxYearsFrom(years.length === 0 ? null : years.sort(compareCodeUnits)[0]!, today);
    },

    llcTaxes: (llcName, year) => {
      const llc = llcs.get(llcName);
      if (llc === undefined) return null;
      const properties = facts.properties.filter((p) => p.llcName === llcName);
      const rows = allocation(properties.map((p) => p.propertyName));
      const capital = properties.flatMap((p) => ledger.propertyRecords(p.propertyName).capital);
      const books = properties.flatMap((p) => booksOf(p.propertyName) ?? []);
      const landContracts = books.map((b) => ({
        propertyName: b.propertyName,
        months: b.months,
        reductions: b.reductions,
        contributed: ledger.propertyRecords(b.propertyName).capital.map((m) => ({
          investorId: m.investorId,
          date: m.date,
          netCents: signedCapitalCents(m),
        })),
      }));
      const members = memberFiguresOfRecords({ year, properties, rows, capital, landContracts, orderKeys: byInvestor.orderKeys });
      const byCategory = new Map<string, number>();
      for (const expense of llcExpensesOf(facts.llcExpenses, llcName, year))
        byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + expense.amountCents);
      const llcExpensesByCategory = [...byCategory].map(([category, amountCents]) => ({ category, amountCents }));
      const totals = llcTaxTotals({ year, llcName, properties, llcExpensesByCategory, members });
      return { year, llc, members, totals, ...(books.length === 0 ? {} : { landContracts: landContractTaxRows(books, year) }) };
    },

    propertyTaxes: (propertyName, year) => {
      const property = propertyOf(propertyName);
      if (property === undefined) return null;
      return {
        year,
        propertyName,
        address: property.address,
        lists: propertyTaxListsOfRecords(
          propertyName,
          year,
          ledger.propertyRecords(propertyName).gross,
          ledger.propertyRecords(propertyName).expenses,
          booksOf(propertyName),
        ),
      };
    },
  };
};
