import type { DomainEvent } from '@portal/contracts';
import { foldBatch, withoutVoided, type LedgerBatch, type LlcInfo, type StoredGross } from '../batch';
import {
  compareCodeUnits,
  contractEventDate,
  firstRecordYear,
  opensContract,
  type GrossRecord,
  type LedgerFacts,
  type LedgerRecords,
  type PropertyContractEvent,
} from '../figures';

/** One property's records, in log order: what its allocation is computed from. */
export type PropertyRecords = Pick<LedgerFacts, 'capital' | 'gross' | 'expenses'>;

/**
 * The ledger at another time, in memory: the facts the figures engine takes (voided records
 * removed) and the LLCs' own facts for their tax summaries. Built by the projector's one fold
 * (`foldBatch`) over the events given, so a report computed from it is a replay of exactly those
 * events through the same rules (docs/time-travel.md). One investor's statement needs only the
 * properties they hold: `propertyRecords` and `propertiesOf` give those without the whole ledger.
 */
export interface LedgerAt {
  readonly facts: LedgerFacts;
  readonly llcs: ReadonlyMap<string, LlcInfo>;
  /** The property's capital, gross and expenses of `facts`, in their order. */
  propertyRecords(propertyName: string): PropertyRecords;
  /** The properties where the investor has capital or an expense of their own, in code-unit order. */
  propertiesOf(investorId: string): readonly string[];
  /** The first tax year: the year of the earliest date of a record (`firstRecordYear`), null without records. */
  firstRecordYear(): string | null;
  /** The property's land-contract records, in log order. */
  contractEvents(propertyName: string): readonly PropertyContractEvent[];
  /** The properties that have a contract opened (voided or not), in code-unit order: the only ones with books. */
  contractProperties(): readonly string[];
}

/** The land-contract records grouped by property, and the properties with an opening, for `LedgerAt`. */
export const contractEventsBy = (events: readonly PropertyContractEvent[]) => {
  const byProperty = new Map<string, PropertyContractEvent[]>();
  for (const event of events) {
    const list = byProperty.get(event.data.propertyName);
    if (list) list.push(event);
    else byProperty.set(event.data.propertyName, [event]);
  }
  const withContract = [...byProperty].filter(([, list]) => list.some(opensContract)).map(([name]) => name);
  return {
    contractEvents: (propertyName: string) => byProperty.get(propertyName) ?? [],
    contractProperties: () => withContract.sort(compareCodeUnits),
  };
};

/** The land-contract records whose own date is on or before `asOf` (a payment's void stands whatever the day). */
export const contractEventsAsOf = (events: readonly PropertyContractEvent[], asOf: string) =>
  events.filter((event) => (contractEventDate(event) ?? asOf) <= asOf);

const noRecords: PropertyRecords = { capital: [], gross: [], expenses: [] };

/** The properties where `investorId` has capital or an own expense among `records`, in code-unit order. */
export const investorPropertiesIn = (records: PropertyRecords, investorId: string): string[] =>
  [
    ...new Set([
      ...records.capital.filter((r) => r.investorId === investorId).map((r) => r.propertyName),
      ...records.expenses.filter((r) => r.investorId === investorId).map((r) => r.propertyName),
    ]),
  ].sort(compareCodeUnits);

/** A ledger over whole facts: a property's records are found by grouping the facts once, on first use. */
export const ledgerOfFacts = (
  facts: LedgerFacts,
  llcs: ReadonlyMap<string, LlcInfo>,
  contractEvents: readonly PropertyContractEvent[] = [],
): LedgerAt => {
  let groups: Map<string, { capital: LedgerFacts['capital'][number][]; gross: GrossRecord[]; expenses: LedgerFacts['expenses'][number][] }>;
  const group = (propertyName: string) => {
    let found = groups.get(propertyName);
    if (found === undefined) groups.set(propertyName, (found = { capital: [], gross: [], expenses: [] }));
    return found;
  };
  const grouped = () => {
    if (groups !== undefined) return groups;
    groups = new Map();
    for (const r of facts.capital) group(r.propertyName).capital.push(r);
    for (const r of facts.gross) group(r.propertyName).gross.push(r);
    for (const r of facts.expenses) group(r.propertyName).expenses.push(r);
    return groups;
  };
  return {
    facts,
    llcs,
    propertyRecords: (propertyName) => grouped().get(propertyName) ?? noRecords,
    propertiesOf: (investorId) => investorPropertiesIn(facts, investorId),
    firstRecordYear: () => firstRecordYear(facts),
    ...contractEventsBy(contractEvents),
  };
};

/** The dated records the figures engine takes, partners removed: a ledger's records as they stand. */
export type FactRecords = LedgerRecords;

/** A record as the engine takes it: the partner it names is the read model's business, not a figure's. */
export const withoutPartner = <R extends { partnerName: string | null }>({ partnerName: _partnerName, ...record }: R) => record;
/** A gross record without its partner (Omit over the union of gross kinds loses the kind; each keeps its own). */
export const grossWithoutPartner = (record: StoredGross): GrossRecord => withoutPartner(record) as GrossRecord;

/** The facts of a fold's catalogue (investors, properties and their notes) and the records that stand. */
export const factsOf = (catalogue: Pick<LedgerBatch, 'investors' | 'properties' | 'notes'>, records: FactRecords): LedgerFacts => ({
  properties: [...catalogue.properties.values()].map((property) => ({
    propertyName: property.propertyName,
    propertyType: property.propertyType,
    llcName: property.llcName,
    address: property.address,
    purchaseDate: property.purchaseDate,
    purchasePriceCents: property.purchasePriceCents,
    landValueCents: property.landValueCents,
    pictureUrl: property.pictureUrl,
    notes: catalogue.notes.get(property.propertyName) ?? '',
  })),
  investors: [...catalogue.investors.values()],
  ...records,
});

/** The whole of the events given folded at once: what the log says once they are all applied. */
export const ledgerOfEvents = (events: Iterable<DomainEvent>): LedgerAt => {
  const batch = foldBatch(events);
  const records = withoutVoided(batch.records, batch.voids);
  const facts = factsOf(batch, {
    capital: records.capital,
    gross: records.gross.map(grossWithoutPartner),
    expenses: records.expenses.map(withoutPartner),
    deposits: records.deposits.map(withoutPartner),
    cashWithdrawals: records.cashWithdrawals,
    llcExpenses: records.llcExpenses,
  });
  return ledgerOfFacts(facts, batch.llcs, batch.contractEvents);
};

/**
 * Each kind of record's own date, the date the admin gave it: an investment's or a withdrawal's
 * date, income_date, payment_date, expense_date, a deposit's date.
 */
export const ownDates: { readonly [K in keyof FactRecords]: (record: FactRecords[K][number]) => string } = {
  capital: (r) => r.date,
  gross: (r) => r.date,
  expenses: (r) => r.expenseDate,
  deposits: (r) => r.date,
  cashWithdrawals: (r) => r.date,
  llcExpenses: (r) => r.expenseDate,
};

/**
 * The records whose own date (`ownDates`) is on or before `asOf`. The catalogue (investors,
 * properties, LLCs) is not dated and stays whole.
 */
export const ledgerAsOf = (ledger: LedgerAt, asOf: string): LedgerAt => {
  const { facts } = ledger;
  const onOrBefore =
    <K extends keyof FactRecords>(kind: K) =>
    (record: FactRecords[K][number]) =>
      ownDates[kind](record) <= asOf;
  return ledgerOfFacts(
    {
      ...facts,
      capital: facts.capital.filter(onOrBefore('capital')),
      gross: facts.gross.filter(onOrBefore('gross')),
      expenses: facts.expenses.filter(onOrBefore('expenses')),
      deposits: facts.deposits.filter(onOrBefore('deposits')),
      cashWithdrawals: facts.cashWithdrawals.filter(onOrBefore('cashWithdrawals')),
      llcExpenses: facts.llcExpenses.filter(onOrBefore('llcExpenses')),
    },
    ledger.llcs,
    contractEventsAsOf(
      ledger.contractProperties().flatMap((name) => ledger.contractEvents(name)),
      asOf,
    ),
  );
};
