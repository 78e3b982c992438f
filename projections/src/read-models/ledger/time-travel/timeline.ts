import type { DomainEvent } from '@portal/contracts';
import { emptyBatch, foldBatch, foldEvent, voidKindOfGross, voidKinds, type VoidKind } from '../batch';
import { compareCodeUnits, contractEventDate, earliestTaxDate, yearOf, type LedgerFacts, type PropertyContractEvent } from '../figures';
import { dayNumber, instant, withLazy } from './moments';
import {
  contractEventsBy,
  factsOf,
  grossWithoutPartner,
  investorPropertiesIn,
  ownDates,
  withoutPartner,
  type FactRecords,
  type LedgerAt,
  type PropertyRecords,
} from './ledger-at';

/** The events that name the catalogue (last one wins): few, so a moment's catalogue is a fold of them. */
const catalogueTypes: ReadonlySet<DomainEvent['type']> = new Set([
  'InvestorAdded',
  'LlcAdded',
  'PartnerAdded',
  'ExpenseCategoryAdded',
  'PropertyAdded',
  'PropertyNotesSet',
]);

type Kind = keyof FactRecords;
const kinds: readonly Kind[] = ['capital', 'gross', 'expenses', 'deposits', 'cashWithdrawals', 'llcExpenses'];
/** The kinds an allocation is computed from, also indexed per property. */
type PropertyKind = keyof PropertyRecords;
const isPropertyKind = (kind: Kind): kind is PropertyKind => kind === 'capital' || kind === 'gross' || kind === 'expenses';

/**
 * One kind of record in log order, column by column: the record, its own date (as the number
 * YYYYMMDD), when it was recorded and when a void first named it (milliseconds; Infinity while never
 * voided). Numbers compare to the same order as the ISO strings they come from (both are UTC, to the
 * millisecond), and faster: a column of numbers is read in place, where each string is an object of
 * its own to fetch, which over a long history costs more than the rest of the filter.
 */
interface Lane<R> {
  readonly records: R[];
  readonly days: number[];
  readonly recordedAt: number[];
  readonly voidedAt: number[];
}
type Lanes = { [K in Kind]: Lane<FactRecords[K][number]> };
const lane = <R>(): Lane<R> => ({ records: [], days: [], recordedAt: [], voidedAt: [] });

const voidKey = (kind: VoidKind, recordId: string, owner: string) => `${kind}\n${owner}\n${recordId}`;

/** The key a void names a record of each lane by (no void names a capital record: it has none). */
const voidKeyOf: { readonly [K in Kind]?: (record: FactRecords[K][number]) => string } = {
  gross: (r) => voidKey(voidKindOfGross(r), r.recordId, r.propertyName),
  expenses: (r) => voidKey('expense', r.recordId, r.propertyName),
  deposits: (r) => voidKey('deposit', r.recordId, r.propertyName),
  cashWithdrawals: (r) => voidKey('cash', r.recordId, r.investorId),
  llcExpenses: (r) => voidKey('llc', r.recordId, r.llcName),
};

/**
 * The ledger as a timeline (docs/time-travel.md): every record once, with the moment it was recorded
 * and the moment a void first named it, so the ledger as known at any moment and as of any day is a
 * filter, not a new fold of the log. Records come from the projector's own fold (`foldEvent`), one
 * event at a time; the catalogue (investors, properties, notes, LLCs) is a fold of its own few events
 * up to the moment. `ledgerAt(k, d)` equals `ledgerAsOf(ledgerOfEvents(events recorded at or before
 * k, in log order), d)` (a property test holds it to that).
 */
export const createTimeline = () => {
  const catalogue: { readonly recordedAt: number; readonly event: DomainEvent }[] = [];
  const lanes: Lanes = {
    capital: lane(),
    gross: lane(),
    expenses: lane(),
    deposits: lane(),
    cashWithdrawals: lane(),
    llcExpenses: lane(),
  };
  /**
   * Void key -> every void that named it: when it was recorded and its place among the events
   * appended (for a record that comes after its void, and for a ledger taken before a void came).
   */
  const voids = new Map<string, { readonly at: number; readonly seq: number }[]>();
  /** How many events have been appended: the place of the next one. */
  let appended = 0;
  /** Record id -> where records with that id are (their lane and index): a void checks the owner. */
  const byId = new Map<string, { readonly kind: Kind; readonly index: number }[]>();
  /** Property -> the indexes of its records in the capital, gross and expenses lanes, in log order. */
  const ofProperty = new Map<string, { readonly [K in PropertyKind]: number[] }>();
  /** Investor -> every property they ever had capital or an own expense in. */
  const investorProperties = new Map<string, Set<string>>();
  /**
   * Year -> the indexes of the records whose earliest tax date (`earliestTaxDate`) is in it, per
   * kind, in log order: a view's first tax year is the first year with a record standing in it,
   * mostly found at the first record looked at instead of by filtering the whole ledger.
   */
  const byYear = new Map<string, { readonly [K in Kind]: number[] }>();
  const scratch = emptyBatch();
  /** The land-contract records in log order, with their own day (-Infinity: a void, any day) and when recorded. */
  const contractLane: { readonly event: PropertyContractEvent; readonly day: number; readonly recordedAt: number }[] = [];

  const index = (kind: PropertyKind, record: PropertyRecords[PropertyKind][number], at: number) => {
    let lists = ofProperty.get(record.propertyName);
    if (lists === undefined) ofProperty.set(record.propertyName, (lists = { capital: [], gross: [], expenses: [] }));
    lists[kind].push(at);
    const investorId = 'investorId' in record ? record.investorId : null;
    if (investorId === null) return;
    const held = investorProperties.get(investorId);
    if (held) held.add(record.propertyName);
    else investorProperties.set(investorId, new Set([record.propertyName]));
  };

  /** The earliest moment a void named the key (Infinity: never). */
  const firstVoidedAt = (key: string) => {
    let first = Infinity;
    for (const { at } of voids.get(key) ?? []) first = Math.min(first, at);
    return first;
  };

  const add = <K extends Kind>(kind: K, record: FactRecords[K][number], recordedAt: number) => {
    const key = voidKeyOf[kind]?.(record) ?? null;
    const { records, days, recordedAt: recorded, voidedAt } = lanes[kind] as Lane<FactRecords[K][number]>;
    const at = records.length;
    records.push(record);
    days.push(dayNumber(ownDates[kind](record)));
    recorded.push(recordedAt);
    voidedAt.push(key === null ? Infinity : firstVoidedAt(key));
    if (isPropertyKind(kind)) index(kind, record as PropertyRecords[PropertyKind][number], at);
    const year = yearOf(earliestTaxDate[kind](record));
    let ofYear = byYear.get(year);
    if (ofYear === undefined)
      byYear.set(year, (ofYear = { capital: [], gross: [], expenses: [], deposits: [], cashWithdrawals: [], llcExpenses: [] }));
    ofYear[kind].push(at);
    if (key === null) return;
    const found = byId.get(record.recordId);
    if (found) found.push({ kind, index: at });
    else byId.set(record.recordId, [{ kind, index: at }]);
  };
  /** The void key of the record at `index` of `kind`'s lane (every voidable kind has one). */
  const keyOf = <K extends Kind>(kind: K, index: number): string | null =>
    voidKeyOf[kind]?.((lanes[kind] as Lane<FactRecords[K][number]>).records[index]!) ?? null;

  /** The next event of the log (log order), recorded at `recordedAt` (an ISO instant). */
  const append = (event: DomainEvent, recordedAtIso: string): void => {
    const recordedAt = instant(recordedAtIso);
    const seq = appended++;
    if (catalogueTypes.has(event.type)) {
      catalogue.push({ recordedAt, event });
      return;
    }
    foldEvent(scratch, event);
    const { records } = scratch;
    for (const r of records.capital) add('capital', r, recordedAt);
    for (const r of records.gross) add('gross', grossWithoutPartner(r), recordedAt);
    for (const r of records.expenses) add('expenses', withoutPartner(r), recordedAt);
    for (const r of records.deposits) add('deposits', withoutPartner(r), recordedAt);
    for (const r of records.cashWithdrawals) add('cashWithdrawals', r, recordedAt);
    for (const r of records.llcExpenses) add('llcExpenses', r, recordedAt);
    for (const kind of voidKinds) {
      for (const [recordId, owner] of scratch.voids[kind]) {
        const key = voidKey(kind, recordId, owner);
        const named = voids.get(key);
        if (named) named.push({ at: recordedAt, seq });
        else voids.set(key, [{ at: recordedAt, seq }]);
        for (const { kind: lane, index } of byId.get(recordId) ?? []) {
          if (keyOf(lane, index) !== key) continue;
          const { voidedAt } = lanes[lane];
          voidedAt[index] = Math.min(voidedAt[index]!, recordedAt);
        }
      }
      scratch.voids[kind].clear();
    }
    for (const kind of kinds) records[kind].length = 0;
    for (const contractEvent of scratch.contractEvents) {
      const date = contractEventDate(contractEvent);
      contractLane.push({ event: contractEvent, day: date === null ? -Infinity : dayNumber(date), recordedAt });
    }
    scratch.contractEvents.length = 0;
  };

  /**
   * The ledger as known at `knownOn` (an ISO instant; null: now) and as of `asOf` (records dated on
   * or before it; null: every record). Each kind of record is filtered when first asked for, and a
   * property's records alone when only they are: an investor's statement filters the properties
   * they hold, not the firm.
   */
  const ledgerAt = (knownOn: string | null, asOf: string | null): LedgerAt => {
    // Now: after every recorded moment, and before "never voided" (Infinity).
    const moment = knownOn === null ? Number.MAX_VALUE : instant(knownOn);
    const day = asOf === null ? Infinity : dayNumber(asOf);
    // The ledger is filtered lazily, so it is pinned to the log as it is now: records and voids
    // appended after this call are not part of it, however long a report holds on to it.
    const seen = appended;
    const ends = Object.fromEntries(kinds.map((kind) => [kind, lanes[kind].records.length])) as Record<Kind, number>;
    const contractEnd = contractLane.length;
    const voidedThen = (kind: Kind, i: number) => {
      const key = keyOf(kind, i);
      return key !== null && (voids.get(key) ?? []).some((v) => v.at <= moment && v.seq < seen);
    };
    const stands = (kind: Kind, i: number) => {
      const { days, recordedAt, voidedAt } = lanes[kind];
      return recordedAt[i]! <= moment && days[i]! <= day && (voidedAt[i]! > moment || !voidedThen(kind, i));
    };
    const standing = <K extends Kind>(kind: K): FactRecords[K][number][] => {
      const { records } = lanes[kind] as Lane<FactRecords[K][number]>;
      const kept: FactRecords[K][number][] = [];
      for (let i = 0; i < ends[kind]; i++) if (stands(kind, i)) kept.push(records[i]!);
      return kept;
    };
    const standingAt = <K extends PropertyKind>(kind: K, indexes: readonly number[]): PropertyRecords[K][number][] => {
      const { records } = lanes[kind] as Lane<PropertyRecords[K][number]>;
      const kept: PropertyRecords[K][number][] = [];
      for (const i of indexes) {
        if (i >= ends[kind]) break;
        if (stands(kind, i)) kept.push(records[i]!);
      }
      return kept;
    };
    const once = <T>(make: () => T) => {
      let made: T | undefined;
      return () => (made ??= make());
    };
    const known = foldBatch(catalogue.filter((e) => e.recordedAt <= moment).map((e) => e.event));
    const catalogueFacts = factsOf(known, { capital: [], gross: [], expenses: [], deposits: [], cashWithdrawals: [], llcExpenses: [] });
    const facts: LedgerFacts = withLazy(
      { properties: catalogueFacts.properties, investors: catalogueFacts.investors },
      {
        capital: () => standing('capital'),
        gross: () => standing('gross'),
        expenses: () => standing('expenses'),
        deposits: () => standing('deposits'),
        cashWithdrawals: () => standing('cashWithdrawals'),
        llcExpenses: () => standing('llcExpenses'),
      },
    );
    const byProperty = new Map<string, PropertyRecords>();
    const propertyRecords = (propertyName: string): PropertyRecords => {
      let found = byProperty.get(propertyName);
      if (found === undefined) {
        const lists = ofProperty.get(propertyName);
        found = {
          capital: lists ? standingAt('capital', lists.capital) : [],
          gross: lists ? standingAt('gross', lists.gross) : [],
          expenses: lists ? standingAt('expenses', lists.expenses) : [],
        };
        byProperty.set(propertyName, found);
      }
      return found;
    };
    // Of the properties the investor ever held, those where they hold something in this ledger.
    const propertiesOf = (investorId: string) =>
      [...(investorProperties.get(investorId) ?? [])]
        .filter((propertyName) => investorPropertiesIn(propertyRecords(propertyName), investorId).length > 0)
        .sort(compareCodeUnits);
    const firstRecordYear = once(() => {
      for (const year of [...byYear.keys()].sort(compareCodeUnits))
        for (const kind of kinds)
          for (const i of byYear.get(year)![kind]) {
            if (i >= ends[kind]) break;
            if (stands(kind, i)) return year;
          }
      return null;
    });
    const contracts = once(() =>
      contractEventsBy(
        contractLane
          .slice(0, contractEnd)
          .filter((entry) => entry.recordedAt <= moment && entry.day <= day)
          .map((entry) => entry.event),
      ),
    );
    return {
      facts,
      llcs: known.llcs,
      propertyRecords,
      propertiesOf,
      firstRecordYear,
      contractEvents: (propertyName) => contracts().contractEvents(propertyName),
      contractProperties: () => contracts().contractProperties(),
    };
  };

  return { append, ledgerAt };
};

export type Timeline = ReturnType<typeof createTimeline>;
