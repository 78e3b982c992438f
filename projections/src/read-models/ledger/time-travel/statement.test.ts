import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soldBelowCapital } from '../../../testing/land-contract-ledger';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { lastDayOfMonth } from '../figures';
import { ledgerAsOf, ledgerOfEvents } from './ledger-at';
import { reportsAt } from './reports';
import {
  accountLinesOf,
  capitalAccountLines,
  reportsAsOfLedger,
  rolledForwardCents,
  statementDays,
  statementFigures,
  type CapitalAccount,
} from './statement';
import { createTimeline } from './timeline';

const investors = ['Ann', 'Bob', 'Cy'];
const properties = ['Elm', 'Oak'];
const day = fc.integer({ min: 0, max: 1000 }).map((d) => new Date(Date.UTC(2023, 0, 1 + d)).toISOString().slice(0, 10));
const month = fc.integer({ min: 0, max: 35 }).map((m) => `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
/** A moment of 2025 by the minute: when each event was recorded, not always in log order. */
const moment = fc.integer({ min: 0, max: 100 }).map((m) => new Date(Date.UTC(2025, 0, 1, 0, m)).toISOString());

/** A history a firm could record: capital, income of every kind (some entered months late, some ahead), expenses, cash, voids. */
const history = fc
  .array(fc.tuple(fc.nat({ max: 10 }), fc.nat(), fc.nat(), day, fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: -2, max: 3 })), {
    maxLength: 70,
  })
  .map((picks) => {
    const b = new LedgerBuilder();
    investors.forEach((name, i) => b.investor(name, ([0, 1000, 3000] as const)[i]));
    properties.forEach((name) => b.property(name, 'Rental'));
    const incomes: { id: string; property: string }[] = [];
    for (const [kind, i, p, date, cents, late] of picks) {
      const investor = investors[i % investors.length]!;
      const property = properties[p % properties.length]!;
      const forMonth = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - late, 1)).toISOString().slice(0, 7);
      if (kind <= 2) b.invest(investor, property, cents, date);
      else if (kind === 3) b.withdrawInvestment(investor, property, Math.ceil(cents / 4), date);
      else if (kind === 4) incomes.push({ id: b.income(property, cents, forMonth, { incomeDate: date }), property });
      else if (kind === 5) b.partnerIncome(property, cents, date);
      else if (kind === 6) b.landContractPayment(property, cents, date);
      else if (kind === 7) b.expense(property, Math.ceil(cents / 2), date.slice(0, 7));
      else if (kind === 8) b.expense(property, Math.ceil(cents / 5), date.slice(0, 7), investor);
      else if (kind === 9) b.withdrawCash(investor, Math.ceil(cents / 10), date);
      else if (incomes.length > 0) b.void('IncomeVoided', incomes[i % incomes.length]!.id, incomes[i % incomes.length]!.property);
    }
    return b.events;
  });

/** A period of whole months: a first month and a length, within the history's years. */
const period = fc.tuple(month, fc.integer({ min: 0, max: 14 })).map(([first, more]) => {
  const through = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)) - 1 + more, 1)).toISOString().slice(0, 7);
  return { from: `${first}-01`, through: lastDayOfMonth(through) };
});

const ties = (account: CapitalAccount) => expect(rolledForwardCents(account)).toBe(account.ending);

describe('the statement figures', () => {
  it('tie to the cent in every column, and end on the investor summary as of the period end, as known at any moment', () => {
    fc.assert(
      fc.property(
        history.chain((events) =>
          fc.tuple(
            fc.constant(events),
            fc.array(moment, { minLength: events.length, maxLength: events.length }),
            moment,
            period,
            fc.constantFrom(...investors),
          ),
        ),
        ([events, recordedAts, knownOn, { from, through }, investorId]) => {
          const timeline = createTimeline();
          // The investors and properties are there from the first moment: a statement names a known investor.
          const catalogue = investors.length + properties.length;
          events.forEach((event, i) => timeline.append(event, i < catalogue ? '2025-01-01T00:00:00.000Z' : recordedAts[i]!));
          const statement = statementFigures((d) => reportsAt(timeline.ledgerAt(knownOn, d), d), { investorId, from, through });
          for (const account of [statement.period, statement.yearToDate, statement.sinceInception]) ties(account);
          expect(statement.sinceInception.beginning).toBe(0);

          // The reports the investor's page shows as of the last day, as known at the same moment.
          const summary = reportsAt(timeline.ledgerAt(knownOn, through), through).investorSummary(investorId)!;
          expect(statement.period.ending).toBe(summary.totalInvestmentsCents + summary.cashBalanceCents);
          expect(statement.yearToDate.ending).toBe(statement.period.ending);
          expect(statement.sinceInception.ending).toBe(statement.period.ending);

          // The per-property table adds up to the account's lines; the records to its movements.
          const sum = (pick: (row: (typeof statement.properties)[number]) => number) =>
            statement.properties.reduce((t, r) => t + pick(r), 0);
          expect(sum((r) => r.investedCents)).toBe(summary.totalInvestmentsCents);
          expect(sum((r) => r.allocatedShareCents)).toBe(statement.period['allocated share']);
          expect(sum((r) => r.managementFeeCents)).toBe(statement.period['management fee']);
          expect(sum((r) => r.ownExpensesCents)).toBe(statement.period['own expenses']);
          const recorded = (kind: string) => statement.records.filter((r) => r.kind === kind).reduce((t, r) => t + r.amountCents, 0);
          expect(recorded('investment')).toBe(statement.period.contributions);
          expect(recorded('investment withdrawal')).toBe(statement.period['capital withdrawn']);
          expect(recorded('distribution')).toBe(statement.period.distributions);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('computes the docs example by hand: the first quarter, and a second with a late rent, an own expense and a withdrawal', () => {
    const b = new LedgerBuilder().investor('Ann', 1000).investor('Bob').property('Elm', 'Rental');
    b.invest('Ann', 'Elm', 60_000_00, '2024-01-05');
    b.invest('Bob', 'Elm', 40_000_00, '2024-01-10');
    b.income('Elm', 2_000_00, '2024-01');
    b.expense('Elm', 500_01, '2024-01');
    b.withdrawCash('Ann', 300_00, '2024-02-01');
    b.income('Elm', 500_00, '2024-03', { incomeDate: '2024-04-03' }); // March's rent, paid in April
    b.income('Elm', 1_000_00, '2024-04');
    b.expense('Elm', 25_00, '2024-05', 'Ann');
    b.withdrawInvestment('Ann', 'Elm', 1_000_00, '2024-06-10');
    const reports = reportsAsOfLedger(ledgerOfEvents(b.events));
    // No land contract here, so no line of capital written off.
    const lines = capitalAccountLines.filter((line) => line !== 'capital written off');
    const account = (...cents: number[]) => Object.fromEntries(lines.map((line, i) => [line, cents[i]]));

    const q1 = statementFigures(reports, { investorId: 'Ann', from: '2024-01-01', through: '2024-03-31' });
    // 60,000.00 in; 0.6 of January's 1,499.99 (largest remainder: 899.99), 10 % fee 90.00; 300.00 out.
    expect(q1.period).toEqual(account(0, 60_000_00, 0, 899_99, 90_00, 0, 300_00, 60_509_99));
    expect(q1.yearToDate).toEqual(q1.period);
    expect(q1.performance).toMatchObject({ tvpi: 1.01, dpi: 0.01 });
    expect(q1.records).toEqual([
      { date: '2024-01-05', kind: 'investment', propertyName: 'Elm', amountCents: 60_000_00, description: '' },
      { date: '2024-02-01', kind: 'distribution', propertyName: null, amountCents: 300_00, description: 'distribution' },
    ]);

    const q2 = statementFigures(reports, { investorId: 'Ann', from: '2024-04-01', through: '2024-06-30' });
    // March's rent counts when it was dated (0.6 of 500.00 and of April's 1,000.00: 900.00, fee 90.00).
    expect(q2.period).toEqual(account(60_509_99, 0, 1_000_00, 900_00, 90_00, 25_00, 0, 60_294_99));
    expect(q2.yearToDate).toEqual(account(0, 60_000_00, 1_000_00, 1_799_99, 180_00, 25_00, 300_00, 60_294_99));
    expect(q2.sinceInception).toEqual(q2.yearToDate);
    expect(q2.properties).toEqual([
      {
        propertyName: 'Elm',
        investedCents: 59_000_00,
        allocatedShareCents: 900_00,
        managementFeeCents: 90_00,
        ownExpensesCents: 25_00,
        netIncomeCents: 785_00,
      },
    ]);
    expect(statementDays('2024-04-01', '2024-06-30')).toEqual(['2024-03-31', '2023-12-31', '2024-06-30']);
    expect(statementDays('2024-01-01', '2024-03-31')).toEqual(['2023-12-31', '2024-03-31']);
    expect(q2.records).toEqual([
      { date: '2024-06-10', kind: 'investment withdrawal', propertyName: 'Elm', amountCents: 1_000_00, description: '' },
    ]);
  });

  it('counts a rent paid ahead in the statement of the period it is dated in, as the investor summary does', () => {
    const b = new LedgerBuilder().investor('Ann').investor('Bob').property('Elm', 'Rental');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-05');
    b.income('Elm', 100_00, '2024-04', { incomeDate: '2024-03-28' }); // April's rent, paid in March
    b.invest('Bob', 'Elm', 1_000_00, '2024-04-10'); // April's rent is then split half and half
    const reports = reportsAsOfLedger(ledgerOfEvents(b.events));
    const q1 = statementFigures(reports, { investorId: 'Ann', from: '2024-01-01', through: '2024-03-31' });
    const q2 = statementFigures(reports, { investorId: 'Ann', from: '2024-04-01', through: '2024-06-30' });
    // On March 31 the books hold the rent and Ann alone holds Elm: all of it is hers then.
    expect([q1.period['allocated share'], q1.period.ending]).toEqual([100_00, 1_100_00]);
    const summary = reportsAt(ledgerAsOf(ledgerOfEvents(b.events), '2024-03-31'), '2024-03-31').investorSummary('Ann')!;
    expect(summary.totalInvestmentsCents + summary.cashBalanceCents).toBe(1_100_00);
    // Bob's April investment takes half of April's rent: the second quarter gives that half back.
    expect([q2.period.beginning, q2.period['allocated share'], q2.period.ending]).toEqual([1_100_00, -50_00, 1_050_00]);
  });

  it('carries capital a land contract wrote off on a line of its own, and a contract payment moves capital to cash without a line', () => {
    const events = soldBelowCapital('Lot');
    const reports = reportsAsOfLedger(ledgerOfEvents(events));
    const q2 = statementFigures(reports, { investorId: 'Ann', from: '2024-04-01', through: '2024-06-30' });
    const q1 = statementFigures(reports, { investorId: 'Ann', from: '2024-01-01', through: '2024-03-31' });
    for (const account of [q2.period, q2.yearToDate, q2.sinceInception]) ties(account);
    expect(q2.period).toMatchObject({ beginning: 30_000_00, 'capital written off': 5_000_00, 'allocated share': 0, ending: 25_000_00 });
    expect(accountLinesOf(q2)).toContain('capital written off');
    // No write-off by the end of March: the first quarter's statement has no such line.
    expect(accountLinesOf(q1)).not.toContain('capital written off');
    expect('capital written off' in q1.period).toBe(false);
    const summary = reportsAt(ledgerAsOf(ledgerOfEvents(events), '2024-06-30'), '2024-06-30').investorSummary('Ann')!;
    expect(q2.period.ending).toBe(summary.totalInvestmentsCents + summary.cashBalanceCents);
    // The down payment and June's payment returned 6,000.00 of capital: Active Investments fell, cash rose.
    expect([summary.totalInvestmentsCents, summary.cashBalanceCents]).toEqual([19_000_00, 6_000_00]);
  });

  it('refuses a period that is not whole months', () => {
    const reports = reportsAsOfLedger(ledgerAsOf(ledgerOfEvents(new LedgerBuilder().investor('Ann').events), '2024-12-31'));
    for (const [from, through] of [
      ['2024-01-02', '2024-03-31'],
      ['2024-01-01', '2024-03-30'],
      ['2024-04-01', '2024-03-31'],
    ] as const)
      expect(() => statementFigures(reports, { investorId: 'Ann', from, through })).toThrow(/whole months/);
    expect(() => statementFigures(reports, { investorId: 'Nobody', from: '2024-01-01', through: '2024-03-31' })).toThrow(/Unknown/);
  });
});
