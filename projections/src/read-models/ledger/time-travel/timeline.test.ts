import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { ledgerAsOf, ledgerOfEvents, type LedgerAt } from './ledger-at';
import { createTimeline } from './timeline';

const investors = ['Ann', 'Bob', 'Cy'];
const properties = ['Elm', 'Oak'];
const day = fc.integer({ min: 0, max: 900 }).map((d) => new Date(Date.UTC(2023, 0, 1 + d)).toISOString().slice(0, 10));
/** A moment of 2025 by the minute: the log's recorded times, not always in log order (late commits). */
const moment = fc.integer({ min: 0, max: 120 }).map((m) => new Date(Date.UTC(2025, 0, 1, 0, m)).toISOString());

/** A history a firm could record: catalogue changes, every kind of record, and voids of records made before. */
const history = fc
  .array(fc.tuple(fc.nat({ max: 14 }), fc.nat(), fc.nat(), day, fc.integer({ min: 1, max: 500_000 })), { maxLength: 80 })
  .map((picks) => {
    const b = new LedgerBuilder();
    investors.forEach((name) => b.investor(name));
    properties.forEach((name) => b.property(name, 'Rental', { llcName: 'L1', landValueCents: 1_000_00 }));
    const voidable: {
      type: 'IncomeVoided' | 'ExpenseVoided' | 'DepositVoided' | 'LandContractPaymentVoided';
      id: string;
      property: string;
    }[] = [];
    const llcExpenses: string[] = [];
    for (const [kind, i, p, date, cents] of picks) {
      const investor = investors[i % investors.length]!;
      const property = properties[p % properties.length]!;
      if (kind === 0) b.invest(investor, property, cents, date);
      else if (kind === 1) b.withdrawInvestment(investor, property, cents, date);
      else if (kind === 2) voidable.push({ type: 'IncomeVoided', id: b.income(property, cents, date.slice(0, 7)), property });
      else if (kind === 3) voidable.push({ type: 'IncomeVoided', id: b.partnerIncome(property, cents, date), property });
      else if (kind === 4) voidable.push({ type: 'LandContractPaymentVoided', id: b.landContractPayment(property, cents, date), property });
      else if (kind === 5) voidable.push({ type: 'ExpenseVoided', id: b.expense(property, cents, date.slice(0, 7), investor), property });
      else if (kind === 6) voidable.push({ type: 'DepositVoided', id: b.deposit(property, cents, date), property });
      else if (kind === 7) b.withdrawCash(investor, cents, date);
      else if (kind === 8) llcExpenses.push(b.llcExpense('L1', cents, date));
      else if (kind === 9 && llcExpenses.length > 0) b.voidLlcExpense(llcExpenses[i % llcExpenses.length]!, 'L1');
      else if (kind === 10)
        b.investor(investor, cents % 2 === 0 ? 0 : 1000); // a fee set again
      else if (kind === 11) b.events.push({ type: 'PropertyNotesSet', data: { propertyName: property, notes: `note ${cents}` } });
      else if (kind === 12 && voidable.length > 0) {
        // A void of another kind naming a record's id names nothing (the fold keeps voids by kind).
        const record = voidable[i % voidable.length]!;
        b.void(record.type === 'IncomeVoided' ? 'DepositVoided' : 'IncomeVoided', record.id, record.property);
      } else if (voidable.length > 0) {
        const record = voidable[i % voidable.length]!;
        b.void(record.type, record.id, record.property); // twice sometimes: the first void counts
      }
    }
    return b.events;
  });

/**
 * What a ledger holds: its facts and LLCs, and each property's records and each investor's
 * properties as its own lookups give them (so the timeline's indexes are held to the grouping of
 * the facts).
 */
const contents = (ledger: LedgerAt) => ({
  facts: { ...ledger.facts },
  llcs: ledger.llcs,
  byProperty: [...properties, 'Nowhere'].map((name) => ledger.propertyRecords(name)),
  byInvestor: [...investors, 'Nobody'].map((name) => ledger.propertiesOf(name)),
  firstRecordYear: ledger.firstRecordYear(),
});

describe('the ledger timeline', () => {
  it('as known at any moment and as of any day equals the fold of the events recorded by then, in log order', () => {
    fc.assert(
      fc.property(
        history.chain((events) =>
          fc.tuple(fc.constant(events), fc.array(moment, { minLength: events.length, maxLength: events.length }), moment, day),
        ),
        ([events, recordedAts, knownOn, asOf]) => {
          const timeline = createTimeline();
          events.forEach((event, i) => timeline.append(event, recordedAts[i]!));
          const known = ledgerOfEvents(events.filter((_, i) => recordedAts[i]! <= knownOn));
          const now = ledgerOfEvents(events);
          expect(contents(timeline.ledgerAt(knownOn, null))).toEqual(contents(known));
          expect(contents(timeline.ledgerAt(knownOn, asOf))).toEqual(contents(ledgerAsOf(known, asOf)));
          expect(contents(timeline.ledgerAt(null, null))).toEqual(contents(now));
          expect(contents(timeline.ledgerAt(null, asOf))).toEqual(contents(ledgerAsOf(now, asOf)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('drops a record from the moment its void was recorded, and keeps it before', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm', 'Rental');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
    const rent = b.income('Elm', 600_00, '2024-03');
    b.void('IncomeVoided', rent, 'Elm');
    const timeline = createTimeline();
    const minute = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
    b.events.forEach((event, i) => timeline.append(event, minute(i)));
    const recordedIncome = minute(b.events.length - 2);
    const voided = minute(b.events.length - 1);
    expect(timeline.ledgerAt(recordedIncome, null).facts.gross.map((r) => r.recordId)).toEqual([rent]);
    expect(timeline.ledgerAt(voided, null).facts.gross).toEqual([]);
    expect(timeline.ledgerAt(null, null).facts.gross).toEqual([]);
  });

  it('keeps a ledger as the log was when it was taken, though its records are filtered later', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm', 'Rental');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
    const rent = b.income('Elm', 600_00, '2024-03');
    const timeline = createTimeline();
    const minute = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
    b.events.forEach((event, i) => timeline.append(event, minute(i)));
    const now = timeline.ledgerAt(null, null);
    const then = timeline.ledgerAt(minute(10), null);

    // After both were taken: the rent is deleted and another recorded, one of them committed late.
    const more = new LedgerBuilder();
    const june = more.income('Elm', 700_00, '2024-06');
    more.void('IncomeVoided', rent, 'Elm');
    // And a payment dated in the year before (its own builder, whose ids count from 1 again).
    const earlier = new LedgerBuilder();
    const older = earlier.landContractPayment('Elm', 100_00, '2023-06-15');
    timeline.append(more.events[0]!, minute(20));
    timeline.append(more.events[1]!, minute(5));
    timeline.append(earlier.events[0]!, minute(21));

    for (const ledger of [now, then]) {
      expect(ledger.facts.gross.map((r) => r.recordId)).toEqual([rent]);
      expect(ledger.propertyRecords('Elm').gross.map((r) => r.recordId)).toEqual([rent]);
      expect(ledger.firstRecordYear()).toBe('2024');
    }
    expect(timeline.ledgerAt(null, null).facts.gross.map((r) => r.recordId)).toEqual([june, older]);
    expect(timeline.ledgerAt(null, null).firstRecordYear()).toBe('2023');
    expect(timeline.ledgerAt(minute(10), null).facts.gross).toEqual([]);
  });
});
