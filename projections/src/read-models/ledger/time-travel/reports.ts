import type {
  AdminSummary,
  InvestorPropertyFigures,
  InvestorPropertyMonth,
  InvestorReturns,
  InvestorSummary,
  PropertyDetails,
} from '../figures';
import {
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
  taxYearsFrom,
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
  const rowsByProperty = new Map<string, readonly InvestorPropertyMonth[]>();
  const propertyRows = (propertyName: string) => {
    let rows = rowsByProperty.get(propertyName);
    if (rows === undefined) {
      rows = computePropertyMonths({ propertyName, ...ledger.propertyRecords(propertyName), ...byInvestor }).rows;
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
        },
        today,
      );
      return { figures, involved: involved(investorId, propertyName) };
    },

    investorReturns: (investorId, propertyName) => {
      if (!investorExists(investorId) || (propertyName !== null && propertyOf(propertyName) === undefined)) return null;
      const input = returnsInputOfRecords(
        {
          capital: facts.capital,
          cashWithdrawals: facts.cashWithdrawals,
          rows: allocation(propertyName === null ? heldBy(investorId) : [propertyName]),
        },
        investorId,
        propertyName,
        today,
      );
      return { returns: investorReturns(input), involved: involved(investorId, propertyName) };
    },

    adminSummary: () => adminSummaryOfRecords(facts, today),

    propertyDetails: (propertyName) =>
      propertyOf(propertyName) === undefined
        ? null
        : propertyDetails({ propertyName, ...ledger.propertyRecords(propertyName), deposits: facts.deposits }, today),

    taxYears: () => taxYearsFrom(ledger.firstRecordYear(), today),

    llcTaxes: (llcName, year) => {
      const llc = llcs.get(llcName);
      if (llc === undefined) return null;
      const properties = facts.properties.filter((p) => p.llcName === llcName);
      const rows = allocation(properties.map((p) => p.propertyName));
      const capital = properties.flatMap((p) => ledger.propertyRecords(p.propertyName).capital);
      const members = memberFiguresOfRecords({ year, properties, rows, capital });
      const byCategory = new Map<string, number>();
      for (const expense of llcExpensesOf(facts.llcExpenses, llcName, year))
        byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + expense.amountCents);
      const llcExpensesByCategory = [...byCategory].map(([category, amountCents]) => ({ category, amountCents }));
      return { year, llc, members, totals: llcTaxTotals({ year, llcName, properties, llcExpensesByCategory, members }) };
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
        ),
      };
    },
  };
};
