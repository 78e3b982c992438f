import type { CapitalMovement, GrossRecord, LedgerFacts, PropertyExpense } from './facts';
import { compareCodeUnits } from './order';
import type { PropertyMonthsResult } from './property-months';
import { computePropertyMonths } from './property-months';

interface PropertyRecords {
  gross: GrossRecord[];
  expenses: PropertyExpense[];
  capital: CapitalMovement[];
}

/** Fee basis points and order keys by investor id, the lookups `computePropertyMonths` takes. */
export const feesByInvestor = (facts: Pick<LedgerFacts, 'investors'>) => ({
  feeBasisPoints: new Map(facts.investors.map((investor): [string, number] => [investor.investorId, investor.feeBasisPoints])),
  orderKeys: new Map(facts.investors.map((investor): [string, string] => [investor.investorId, investor.orderKey])),
});

/**
 * `computePropertyMonths` over every property of the ledger (each one named by a property or by any
 * record), concatenated in property-name order: the full set of rows a projector would hold. Used by
 * the tests as the reference of a rebuild, and usable by an in-memory read side.
 */
export const computeLedgerRows = (facts: LedgerFacts): PropertyMonthsResult => {
  const propertyNames = new Set([
    ...facts.properties.map((p) => p.propertyName),
    ...facts.capital.map((r) => r.propertyName),
    ...facts.gross.map((r) => r.propertyName),
    ...facts.expenses.map((r) => r.propertyName),
  ]);
  const byInvestor = feesByInvestor(facts);
  const byProperty = new Map<string, PropertyRecords>();
  const of = (propertyName: string) => {
    const existing = byProperty.get(propertyName);
    if (existing) return existing;
    const created: PropertyRecords = { gross: [], expenses: [], capital: [] };
    byProperty.set(propertyName, created);
    return created;
  };
  for (const record of facts.gross) of(record.propertyName).gross.push(record);
  for (const record of facts.expenses) of(record.propertyName).expenses.push(record);
  for (const record of facts.capital) of(record.propertyName).capital.push(record);

  const result: PropertyMonthsResult = { months: [], rows: [] };
  for (const propertyName of [...propertyNames].sort(compareCodeUnits)) {
    const { months, rows } = computePropertyMonths({ propertyName, ...of(propertyName), ...byInvestor });
    result.months.push(...months);
    result.rows.push(...rows);
  }
  return result;
};
