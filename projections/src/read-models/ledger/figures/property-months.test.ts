import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLedgerRows, feesByInvestor } from './ledger-rows';
import type { InvestorPropertyMonth } from './property-months';
import { computePropertyMonths } from './property-months';
import { fee } from './rounding';
import { arbitraryLedger, LedgerBuilder } from '../../../testing/test-ledger';

const compact = (rows: readonly InvestorPropertyMonth[]) =>
  rows.map((r) => [r.month, r.investorId, r.allocatedCents, r.feeCents, r.ownExpensesCents, r.incomeCents]);

const computeElm = (b: LedgerBuilder) => {
  const facts = b.facts();
  return computePropertyMonths({ propertyName: 'Elm', ...facts, ...feesByInvestor(facts) });
};

/** Ann 0 %, Bob 10 %, Cy 20 % each invest $1,000.00 in Elm during January 2024. */
const threeEqualInvestors = () => {
  const b = new LedgerBuilder().investor('Ann', 0).investor('Bob', 1000).investor('Cy', 2000).investor('Dee', 3000).property('Elm');
  b.invest('Cy', 'Elm', 1_000_00, '2024-01-02');
  b.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
  b.invest('Bob', 'Elm', 1_000_00, '2024-01-31');
  return b;
};

describe('computePropertyMonths: worked examples', () => {
  it('splits $100.00 over three equal investors 33.34 / 33.33 / 33.33 and takes each one its fee', () => {
    const b = threeEqualInvestors();
    b.income('Elm', 100_00, '2024-01');
    // 10000 / 3 = 3333 rest 1 each; the odd cent to 'Ann' (first in name order).
    // Ann 0 %: fee 0, income 3334. Bob 10 %: 333.3 -> 333, income 3000. Cy 20 %: 666.6 -> 667, income 2666.
    const { months, rows } = computeElm(b);
    expect(compact(rows)).toEqual([
      ['2024-01', 'Ann', 3334, 0, 0, 3334],
      ['2024-01', 'Bob', 3333, 333, 0, 3000],
      ['2024-01', 'Cy', 3333, 667, 0, 2666],
    ]);
    expect(months).toEqual([
      {
        propertyName: 'Elm',
        month: '2024-01',
        grossCents: 10000,
        expensesCents: 0,
        netCents: 10000,
        capitalCents: 300000,
        allocatedCents: 10000,
      },
    ]);
  });

  it('allocates a loss month without fee, the extra cent of loss to the first name', () => {
    const b = threeEqualInvestors();
    b.income('Elm', 50_00, '2024-02');
    b.expense('Elm', 140_01, '2024-02');
    // net = 5000 - 14001 = -9001; 9001 / 3 = 3000 rest 1 each; the odd cent to 'Ann', then negated.
    expect(compact(computeElm(b).rows)).toEqual([
      ['2024-02', 'Ann', -3001, 0, 0, -3001],
      ['2024-02', 'Bob', -3000, 0, 0, -3000],
      ['2024-02', 'Cy', -3000, 0, 0, -3000],
    ]);
  });

  it('counts a mid-month investment for its whole month and one dated the 1st of the next month not at all', () => {
    const b = threeEqualInvestors();
    b.invest('Dee', 'Elm', 2_000_00, '2024-03-15');
    b.invest('Ann', 'Elm', 5_000_00, '2024-04-01');
    b.income('Elm', 500_00, '2024-03');
    // capital at 2024-03-31: Ann 1000, Bob 1000, Cy 1000, Dee 2000 (total 5000) -> 1/5, 1/5, 1/5, 2/5 of 50000.
    // Fees: Bob 10 % of 10000 = 1000, Cy 20 % = 2000, Dee 30 % of 20000 = 6000.
    expect(compact(computeElm(b).rows)).toEqual([
      ['2024-03', 'Ann', 10000, 0, 0, 10000],
      ['2024-03', 'Bob', 10000, 1000, 0, 9000],
      ['2024-03', 'Cy', 10000, 2000, 0, 8000],
      ['2024-03', 'Dee', 20000, 6000, 0, 14000],
    ]);
  });

  it('moves shares with an investment withdrawal, and charges an investor-specific expense to its investor alone', () => {
    const b = threeEqualInvestors();
    b.invest('Dee', 'Elm', 2_000_00, '2024-03-15');
    b.withdrawInvestment('Bob', 'Elm', 500_00, '2024-04-20');
    b.income('Elm', 100_00, '2024-04');
    b.expense('Elm', 25_00, '2024-04', 'Ann');
    // capital at 2024-04-30: Ann 100000, Bob 50000, Cy 100000, Dee 200000 (total 450000).
    // exact shares of 10000: 2222.22, 1111.11, 2222.22, 4444.44 -> floors 2222 + 1111 + 2222 + 4444 = 9999;
    // remainders (x 450000): Ann 100000, Bob 50000, Cy 100000, Dee 200000 -> the cent to Dee: 4445.
    // Fees: Bob 10 % of 1111 = 111.1 -> 111; Cy 20 % of 2222 = 444.4 -> 444; Dee 30 % of 4445 = 1333.5 -> 1334.
    // Ann's own expense 2500 is not shared (net stays 10000): Ann's income 2222 - 0 - 2500 = -278.
    const { months, rows } = computeElm(b);
    expect(compact(rows)).toEqual([
      ['2024-04', 'Ann', 2222, 0, 2500, -278],
      ['2024-04', 'Bob', 1111, 111, 0, 1000],
      ['2024-04', 'Cy', 2222, 444, 0, 1778],
      ['2024-04', 'Dee', 4445, 1334, 0, 3111],
    ]);
    expect(months[0]).toMatchObject({ month: '2024-04', grossCents: 10000, expensesCents: 0, netCents: 10000 });
  });

  it('charges an own expense to an investor without any share, in a month with no other record', () => {
    const b = threeEqualInvestors().investor('Eve', 3000);
    b.expense('Elm', 10_00, '2024-05', 'Eve');
    const { months, rows } = computeElm(b);
    expect(compact(rows)).toEqual([['2024-05', 'Eve', 0, 0, 1000, -1000]]);
    expect(months).toEqual([]); // no gross or shared expense: no property month
  });

  it('allocates nothing before any capital, but still reports the month', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm');
    b.income('Elm', 70_00, '2024-01');
    b.invest('Ann', 'Elm', 1_00, '2024-02-01');
    const { months, rows } = computeElm(b);
    expect(rows).toEqual([]);
    expect(months).toEqual([
      { propertyName: 'Elm', month: '2024-01', grossCents: 7000, expensesCents: 0, netCents: 7000, capitalCents: 0, allocatedCents: 0 },
    ]);
  });

  it('counts property income by income_for_month, partner income and land-contract payments by their own date', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm', 'Land Contract');
    b.invest('Ann', 'Elm', 1_00, '2023-01-01');
    b.income('Elm', 1_00, '2024-01', { incomeDate: '2024-02-03' }); // counts in January
    b.partnerIncome('Elm', 2_00, '2024-02-28'); // February
    b.landContractPayment('Elm', 4_00, '2024-03-01'); // March
    b.expense('Elm', 8_00, '2024-03'); // March: net 400 - 800 = -400
    expect(computeElm(b).months.map((m) => [m.month, m.grossCents, m.expensesCents, m.netCents])).toEqual([
      ['2024-01', 100, 0, 100],
      ['2024-02', 200, 0, 200],
      ['2024-03', 400, 800, -400],
    ]);
  });

  it('weighs a negative invested (a withdrawal dated before its investment) as zero', () => {
    const b = new LedgerBuilder().investor('Ann').investor('Bob').property('Elm');
    b.invest('Ann', 'Elm', 100_00, '2024-01-01');
    b.withdrawInvestment('Bob', 'Elm', 50_00, '2024-01-10');
    b.invest('Bob', 'Elm', 50_00, '2024-03-01');
    b.income('Elm', 10_00, '2024-01');
    // January: Ann 10000, Bob -5000 -> Bob weighs 0, Ann gets all 1000.
    expect(compact(computeElm(b).rows)).toEqual([['2024-01', 'Ann', 1000, 0, 0, 1000]]);
  });

  it('leaves out a month whose net is zero and ignores records of other properties', () => {
    const b = threeEqualInvestors().property('Oak');
    b.income('Elm', 10_00, '2024-06');
    b.expense('Elm', 10_00, '2024-06');
    b.income('Oak', 99_00, '2024-06');
    const { months, rows } = computeElm(b);
    expect(rows).toEqual([]);
    expect(months.map((m) => [m.month, m.netCents])).toEqual([['2024-06', 0]]);
  });

  it('refuses to guess the fee of an investor it was not told about', () => {
    const facts = threeEqualInvestors().facts();
    const gross = [
      { kind: 'partner_income' as const, recordId: 'x', propertyName: 'Elm', description: '', amountCents: 100, date: '2024-01-01' },
    ];
    expect(() => computePropertyMonths({ propertyName: 'Elm', ...facts, gross, feeBasisPoints: new Map() })).toThrow(/fee/);
  });
});

describe('computePropertyMonths: properties over random ledgers', () => {
  it('gives every month its allocated net: income + fee + own expenses of its rows add up to it', () => {
    fc.assert(
      fc.property(arbitraryLedger(), (facts) => {
        const { months, rows } = computeLedgerRows(facts);
        const add = (map: Map<string, number>, key: string, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);
        const ownByMonth = new Map<string, number>();
        for (const e of facts.expenses) if (e.investorId !== null) add(ownByMonth, `${e.propertyName} ${e.expenseForMonth}`, e.amountCents);
        const allocated = new Map<string, number>();
        const own = new Map<string, number>();
        for (const r of rows) {
          expect(r.incomeCents).toBe(r.allocatedCents - r.feeCents - r.ownExpensesCents);
          expect(r.feeCents).toBe(fee(r.allocatedCents, feesByInvestor(facts).feeBasisPoints.get(r.investorId)!)); // 0 on a loss
          expect(r.allocatedCents !== 0 || r.ownExpensesCents !== 0).toBe(true);
          add(allocated, `${r.propertyName} ${r.month}`, r.incomeCents + r.feeCents + r.ownExpensesCents);
          if (r.ownExpensesCents !== 0) add(own, `${r.propertyName} ${r.month}`, r.ownExpensesCents);
        }
        // Each month's rows share out exactly its net when capital exists, nothing otherwise (nor in a
        // month with only investor-specific expenses); own expenses are all charged.
        const expected = new Map(months.map((m) => [`${m.propertyName} ${m.month}`, m.capitalCents > 0 ? m.netCents : 0]));
        for (const m of months) expect(m.allocatedCents).toBe(m.capitalCents > 0 ? m.netCents : 0);
        for (const [key, cents] of allocated) expect(cents).toBe(expected.get(key) ?? 0);
        for (const [key, cents] of expected) expect(allocated.get(key) ?? 0).toBe(cents);
        expect(own).toEqual(ownByMonth);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the records, and sorts rows by property, month, investor', () => {
    fc.assert(
      fc.property(arbitraryLedger(), (facts) => {
        const reversed = {
          ...facts,
          capital: [...facts.capital].reverse(),
          gross: [...facts.gross].reverse(),
          expenses: [...facts.expenses].reverse(),
          investors: [...facts.investors].reverse(),
        };
        const { rows } = computeLedgerRows(facts);
        expect(computeLedgerRows(reversed).rows).toEqual(rows);
        const keys = rows.map((r) => [r.propertyName, r.month, r.investorId].join('\u0000'));
        expect(keys).toEqual([...keys].sort());
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 200 },
    );
  });
});
