import type { DomainEvent } from '@portal/contracts';
import { emptyBatch, foldBatch, foldEvent, voidKindOfGross, voidKinds, type VoidKind } from '../batch';
import { grossWithoutPartner, ledgerOf, ownDates, withoutPartner, type FactRecords, type LedgerAt } from './ledger-at';

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

/**
 * One kind of record in log order, column by column: the record, its own date, when it was
 * recorded and when a void first named it (milliseconds; Infinity while never voided). Numbers
 * compare faster than the ISO strings they come from, and to the same order (both are UTC, to the
 * millisecond).
 */
interface Lane<R> {
  readonly records: R[];
  readonly dates: string[];
  readonly recordedAt: number[];
  readonly voidedAt: number[];
}
type Lanes = { [K in Kind]: Lane<FactRecords[K][number]> };
const lane = <R>(): Lane<R> => ({ records: [], dates: [], recordedAt: [], voidedAt: [] });

const voidKey = (kind: VoidKind, recordId: string, owner: string) => `${kind}\n${owner}\n${recordId}`;
const instant = (iso: string) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${iso}`);
  return ms;
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
  /** Void key -> the earliest moment a void named it (for a record that comes after its void). */
  const voids = new Map<string, number>();
  /** Record id -> where records with that id are (their lane and index): a void checks the owner. */
  const byId = new Map<string, { readonly kind: Kind; readonly index: number }[]>();
  const scratch = emptyBatch();

  const add = <K extends Kind>(kind: K, record: FactRecords[K][number], recordedAt: number, key: string | null) => {
    const { records, dates, recordedAt: recorded, voidedAt } = lanes[kind] as Lane<FactRecords[K][number]>;
    const index = records.length;
    records.push(record);
    dates.push(ownDates[kind](record));
    recorded.push(recordedAt);
    voidedAt.push(key === null ? Infinity : (voids.get(key) ?? Infinity));
    if (key === null) return;
    const found = byId.get(record.recordId);
    if (found) found.push({ kind, index });
    else byId.set(record.recordId, [{ kind, index }]);
  };
  /** The void key of the record at `index` of `kind`'s lane (every voidable kind has one). */
  const keyOf = (kind: Kind, index: number): string | null => {
    switch (kind) {
      case 'gross': {
        const r = lanes.gross.records[index]!;
        return voidKey(voidKindOfGross(r), r.recordId, r.propertyName);
      }
      case 'expenses': {
        const r = lanes.expenses.records[index]!;
        return voidKey('expense', r.recordId, r.propertyName);
      }
      case 'deposits': {
        const r = lanes.deposits.records[index]!;
        return voidKey('deposit', r.recordId, r.propertyName);
      }
      case 'llcExpenses': {
        const r = lanes.llcExpenses.records[index]!;
        return voidKey('llc', r.recordId, r.llcName);
      }
      default:
        return null;
    }
  };

  /** The next event of the log (log order), recorded at `recordedAt` (an ISO instant). */
  const append = (event: DomainEvent, recordedAtIso: string): void => {
    const recordedAt = instant(recordedAtIso);
    if (catalogueTypes.has(event.type)) {
      catalogue.push({ recordedAt, event });
      return;
    }
    foldEvent(scratch, event);
    const { records } = scratch;
    for (const r of records.capital) add('capital', r, recordedAt, null);
    for (const r of records.gross)
      add('gross', grossWithoutPartner(r), recordedAt, voidKey(voidKindOfGross(r), r.recordId, r.propertyName));
    for (const r of records.expenses) add('expenses', withoutPartner(r), recordedAt, voidKey('expense', r.recordId, r.propertyName));
    for (const r of records.deposits) add('deposits', withoutPartner(r), recordedAt, voidKey('deposit', r.recordId, r.propertyName));
    for (const r of records.cashWithdrawals) add('cashWithdrawals', r, recordedAt, null);
    for (const r of records.llcExpenses) add('llcExpenses', r, recordedAt, voidKey('llc', r.recordId, r.llcName));
    for (const kind of voidKinds) {
      for (const [recordId, owner] of scratch.voids[kind]) {
        const key = voidKey(kind, recordId, owner);
        voids.set(key, Math.min(voids.get(key) ?? Infinity, recordedAt));
        for (const { kind: lane, index } of byId.get(recordId) ?? []) {
          if (keyOf(lane, index) !== key) continue;
          const { voidedAt } = lanes[lane];
          voidedAt[index] = Math.min(voidedAt[index]!, recordedAt);
        }
      }
      scratch.voids[kind].clear();
    }
    for (const kind of kinds) records[kind].length = 0;
  };

  /**
   * The ledger as known at `knownOn` (an ISO instant; null: now) and as of `asOf` (records dated on
   * or before it; null: every record).
   */
  const ledgerAt = (knownOn: string | null, asOf: string | null): LedgerAt => {
    // Now: after every recorded moment, and before "never voided" (Infinity).
    const moment = knownOn === null ? Number.MAX_VALUE : instant(knownOn);
    const day = asOf ?? '\uffff';
    const standing = <R>({ records, dates, recordedAt, voidedAt }: Lane<R>): R[] => {
      const kept: R[] = [];
      for (let i = 0; i < records.length; i++)
        if (recordedAt[i]! <= moment && voidedAt[i]! > moment && dates[i]! <= day) kept.push(records[i]!);
      return kept;
    };
    const known = catalogue.filter((e) => e.recordedAt <= moment).map((e) => e.event);
    return ledgerOf(foldBatch(known), {
      capital: standing(lanes.capital),
      gross: standing(lanes.gross),
      expenses: standing(lanes.expenses),
      deposits: standing(lanes.deposits),
      cashWithdrawals: standing(lanes.cashWithdrawals),
      llcExpenses: standing(lanes.llcExpenses),
    });
  };

  return { append, ledgerAt };
};

export type Timeline = ReturnType<typeof createTimeline>;
