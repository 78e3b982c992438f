import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLedgerRows } from './ledger-rows';
import { investorReturns, returnsInputOfRecords } from './returns';
import { arbitraryLedger, LedgerBuilder } from '../../../testing/test-ledger';
import { xirr } from './xirr';

const returnsOf = (b: LedgerBuilder, investorId: string, propertyName: string | null, asOf: string) => {
  const facts = b.facts();
  return investorReturns(returnsInputOfRecords({ ...facts, rows: computeLedgerRows(facts).rows }, investorId, propertyName, asOf));
};

type Flows = readonly { date: string; amount: number }[];
const cashFlows = (...flows: readonly (readonly [date: string, amount: number])[]): Flows =>
  flows.map(([date, amount]) => ({ date, amount }));

/** The spreadsheet's XIRR equation: the flows' value at `rate`, in years of 365 days from the first. */
const presentValue = (flows: Flows, rate: number) => {
  const first = flows.map((f) => f.date).sort()[0]!;
  const years = (date: string) => (Date.parse(date) - Date.parse(first)) / 86_400_000 / 365;
  return flows.reduce((sum, f) => sum + f.amount / (1 + rate) ** years(f.date), 0);
};

/** Flows in date order that change sign once (money in, then money out) have exactly one rate. */
const changesSignOnce = (flows: Flows) => {
  const signs = [...flows]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((f) => Math.sign(f.amount))
    .filter((s) => s !== 0);
  return signs.filter((s, i) => i > 0 && s !== signs[i - 1]).length === 1;
};

/** An independent XIRR: plain bisection on the spreadsheet's equation, over a wide bracket. */
const bisectedRate = (flows: Flows): number | null => {
  const value = (rate: number) => presentValue(flows, rate);
  let low = -0.9999;
  let high = 10_000;
  if (Math.sign(value(low)) === Math.sign(value(high))) return null;
  for (let i = 0; i < 400; i++) {
    const middle = (low + high) / 2;
    if (Math.sign(value(middle)) === Math.sign(value(low))) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

describe('xirr: worked examples of docs/figures.md (Returns)', () => {
  it('-1,000 on 2021-01-01 and +1,100 on 2022-01-01 is 10.00 %; over the leap year 2020 it is 9.97 %', () => {
    expect(xirr(cashFlows(['2021-01-01', -1_000_00], ['2022-01-01', 1_100_00]))).toBeCloseTo(0.1, 10);
    expect(xirr(cashFlows(['2020-01-01', -1_000_00], ['2021-01-01', 1_100_00]))).toBeCloseTo(0.0997136, 6);
  });

  it('is null, never 0 %, when every flow has one sign', () => {
    expect(xirr(cashFlows(['2022-01-01', -100]))).toBeNull();
    expect(xirr(cashFlows(['2022-01-01', -100], ['2023-01-01', -50]))).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('is null when every flow falls on one day: no time passes, so no rate is the rate', () => {
    const sameDay = (...amounts: number[]) => xirr(amounts.map((amount) => ({ date: '2025-06-01', amount })));
    // Invested and withdrawn the same day, nothing left: the flows sum to zero at every rate.
    expect(sameDay(-1_000_00, 1_000_00)).toBeNull();
    // Invested, a distribution and the value the same day.
    expect(sameDay(-1_000_00, 200_00, 800_00)).toBeNull();
    expect(sameDay(-1_000_00, 200_00, 900_00)).toBeNull();
    // One day apart is a span: a rate again.
    expect(xirr(cashFlows(['2025-06-01', -1_000_00], ['2025-06-02', 1_000_00]))).toBeCloseTo(0, 10);
  });

  it('finds a rate Newton misses from 10 % (a near-total loss) by bisection', () => {
    const nearTotalLoss = cashFlows(['2020-01-01', -1_000_000], ['2030-01-01', 1]);
    expect(xirr(nearTotalLoss)).toBeCloseTo(bisectedRate(nearTotalLoss)!, 8);
  });
});

/**
 * Ivy (no fee) alone in Elm: 100,000.00 on 2022-01-01; Elm earns 1,000.00 for each month of 2022;
 * Ivy takes 3,000.00 in cash at each quarter end. As of 2022-12-31.
 */
const ivy = () => {
  const b = new LedgerBuilder().investor('Ivy', 0).property('Elm');
  b.invest('Ivy', 'Elm', 100_000_00, '2022-01-01');
  for (let month = 1; month <= 12; month++) b.income('Elm', 1_000_00, `2022-${String(month).padStart(2, '0')}`);
  for (const date of ['2022-03-31', '2022-06-30', '2022-09-30', '2022-12-31']) b.withdrawCash('Ivy', 3_000_00, date);
  return b;
};

describe('investorReturns: worked examples of docs/figures.md (Returns)', () => {
  it('Ivy at investor level: contributed 100,000, distributed 12,000, NAV 100,000, TVPI 1.12, DPI 0.12, cash-on-cash 12 %', () => {
    const returns = returnsOf(ivy(), 'Ivy', null, '2022-12-31');
    expect(returns).toMatchObject({
      totalContributedCents: 100_000_00,
      totalDistributedCents: 12_000_00,
      totalCapitalReturnedCents: 0,
      navCents: 100_000_00,
      tvpi: 1.12,
      dpi: 0.12,
      totalFeesCents: 0,
    });
    expect(Object.fromEntries(returns.cashOnCashByYear)).toEqual({ '2022': 12 });
    // The rate that zeroes -100,000 on 2022-01-01, +3,000 at each quarter end and +100,000 on
    // 2022-12-31: 0.1259290 by an independent bisection of the spreadsheet's XIRR equation.
    expect(returns.xirrPercent).toBe(12.59);
    expect(returns.flows.map((f) => [f.date, f.amountCents, f.kind, f.propertyName])).toEqual([
      ['2022-01-01', -100_000_00, 'contribution', 'Elm'],
      ['2022-03-31', 3_000_00, 'distribution', null],
      ['2022-06-30', 3_000_00, 'distribution', null],
      ['2022-09-30', 3_000_00, 'distribution', null],
      ['2022-12-31', 3_000_00, 'distribution', null],
      ['2022-12-31', 100_000_00, 'value', null],
    ]);
  });

  it('Ivy in Elm: income flows at each month end, the capital as the value, nothing for cash-on-cash', () => {
    const returns = returnsOf(ivy(), 'Ivy', 'Elm', '2022-12-31');
    expect(returns.flows.filter((f) => f.kind === 'income')).toHaveLength(12);
    expect(returns.flows[1]).toEqual({ date: '2022-01-31', amountCents: 1_000_00, kind: 'income', propertyName: 'Elm' });
    expect(returns).toMatchObject({ totalDistributedCents: 12_000_00, navCents: 100_000_00, tvpi: 1.12, dpi: 0.12 });
    expect(returns.cashOnCashByYear.size).toBe(0);
  });

  it('as of a day inside a month: the month’s income is dated that day, later records are left out', () => {
    const returns = returnsOf(ivy(), 'Ivy', 'Elm', '2022-03-15');
    expect(returns.flows.at(-2)).toEqual({ date: '2022-03-15', amountCents: 1_000_00, kind: 'income', propertyName: 'Elm' });
    expect(returns.totalDistributedCents).toBe(3_000_00);
    expect(returnsOf(ivy(), 'Ivy', null, '2022-03-15').totalDistributedCents).toBe(0);
  });

  it('a 10 % fee investor: the fee of each month, and allocated - fee - own expenses = income', () => {
    const b = new LedgerBuilder().investor('Fay', 1000).investor('Gus', 0).property('Oak');
    b.invest('Fay', 'Oak', 3_000_00, '2023-01-05');
    b.invest('Gus', 'Oak', 1_000_00, '2023-01-05');
    b.income('Oak', 1_000_01, '2023-01');
    b.income('Oak', 400_00, '2023-02');
    b.expense('Oak', 20_00, '2023-02', 'Fay');
    const returns = returnsOf(b, 'Fay', null, '2023-12-31');
    // Fay's share: 3/4 of 1,000.01 = 750.01 (largest remainder), fee 75.00; 3/4 of 400 = 300, fee 30.
    expect(returns.feesPerMonth).toEqual([
      { month: '2023-01', allocatedCents: 750_01, feeCents: 75_00, ownExpensesCents: 0, incomeCents: 675_01 },
      { month: '2023-02', allocatedCents: 300_00, feeCents: 30_00, ownExpensesCents: 20_00, incomeCents: 250_00 },
    ]);
    expect(returns.totalFeesCents).toBe(105_00);
    for (const m of returns.feesPerMonth) expect(m.allocatedCents - m.feeCents - m.ownExpensesCents).toBe(m.incomeCents);
  });

  it('money in and out on the as-of day itself: every flow on one day, xirr null (not a rate)', () => {
    const b = new LedgerBuilder().investor('Una', 0).property('Oak');
    b.invest('Una', 'Oak', 5_000_00, '2025-06-01');
    b.withdrawInvestment('Una', 'Oak', 5_000_00, '2025-06-01');
    const returns = returnsOf(b, 'Una', null, '2025-06-01');
    expect(returns.flows.map((f) => [f.date, f.amountCents, f.kind])).toEqual([
      ['2025-06-01', -5_000_00, 'contribution'],
      ['2025-06-01', 5_000_00, 'capital_returned'],
    ]);
    expect(returns).toMatchObject({ xirrPercent: null, tvpi: 1, dpi: 1 });
    // A day later the same two flows still fall on one day; the value adds nothing to find a rate in.
    b.invest('Una', 'Oak', 1_000_00, '2025-06-02');
    expect(returnsOf(b, 'Una', null, '2025-06-02').xirrPercent).toBeNull();
  });

  it('nothing contributed: TVPI and DPI null; all flows one sign: xirr null', () => {
    const b = new LedgerBuilder().investor('Zed', 0).property('Oak');
    const returns = returnsOf(b, 'Zed', null, '2024-01-01');
    expect(returns).toMatchObject({ xirrPercent: null, tvpi: null, dpi: null, totalContributedCents: 0, flows: [] });
  });
});

describe('investorReturns over random ledgers', () => {
  it('its flows, solved by an independent XIRR, give its xirr within 0.01 (one sign change: one rate; more: its rate zeroes them); TVPI = DPI + NAV / contributed', () => {
    fc.assert(
      fc.property(arbitraryLedger(), fc.constantFrom('2023-06-30', '2024-02-15', '2025-12-31'), (facts, asOf) => {
        const rows = computeLedgerRows(facts).rows;
        for (const investor of new Set(facts.capital.map((m) => m.investorId))) {
          const returns = investorReturns(returnsInputOfRecords({ ...facts, rows }, investor, null, asOf));
          const flows = returns.flows.map((f) => ({ date: f.date, amount: f.amountCents }));
          const independent = bisectedRate(flows);
          if (changesSignOnce(flows)) {
            // No rate in the range (a near-total loss of more than 99.99 % a year): both say so.
            expect(returns.xirrPercent === null).toBe(independent === null);
            if (independent !== null) expect(Math.abs(returns.xirrPercent! - independent * 100)).toBeLessThanOrEqual(0.01 + 1e-9);
          } else if (returns.xirrPercent !== null) {
            // Several rates may solve such flows (as in any spreadsheet); the one given must be one of them.
            const scale = Math.max(...flows.map((f) => Math.abs(f.amount)));
            const rate = xirr(flows)!;
            expect(Math.abs(presentValue(flows, rate))).toBeLessThanOrEqual(scale * 1e-6);
          }
          if (returns.tvpi !== null && returns.dpi !== null) {
            const navMultiple = returns.navCents / returns.totalContributedCents;
            expect(Math.abs(returns.tvpi - (returns.dpi + navMultiple))).toBeLessThanOrEqual(0.01 + 1e-9);
          }
        }
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });
});
