import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerFacts } from './facts';
import { investorPropertyFiguresOfRecords, investorSummaryOfRecords } from './investor-figures';
import { computeLedgerRows } from './ledger-rows';
import { arbitraryLedger, LedgerBuilder } from '../../../testing/test-ledger';

const summaryOf = (facts: LedgerFacts, investorId: string, today: string) =>
  investorSummaryOfRecords({ investorId, ...facts, rows: computeLedgerRows(facts).rows }, today);

/**
 * Zed (no fee) alone in three properties; today is 2024-03-10.
 * Oak (Rental): 10,000.00 on 2023-07-15, 5,000.00 on 2023-10-01, 15,000.00 on 2024-05-01 (after today);
 *   rent 100.00 for 2023-06 (no capital yet: nobody's), every month 2023-07..2024-03, and 2024-06.
 * Farm (Land Contract): 2,000.00 on 2024-01-20, 500.00 withdrawn on 2024-02-10.
 * Lot (Other): 300.00 on 2024-03-09, withdrawn 2024-03-25 (after today, in the current month).
 */
const zed = () => {
  const b = new LedgerBuilder()
    .investor('Zed', 0)
    .investor('Other')
    .property('Oak')
    .property('Farm', 'Land Contract')
    .property('Lot', 'Other');
  b.invest('Zed', 'Oak', 10_000_00, '2023-07-15');
  b.invest('Zed', 'Oak', 5_000_00, '2023-10-01');
  b.invest('Zed', 'Oak', 15_000_00, '2024-05-01');
  b.income('Oak', 100_00, '2023-06');
  for (const month of ['2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03', '2024-06']) {
    b.income('Oak', 100_00, month);
  }
  b.invest('Zed', 'Farm', 2_000_00, '2024-01-20');
  b.withdrawInvestment('Zed', 'Farm', 500_00, '2024-02-10');
  b.invest('Zed', 'Lot', 300_00, '2024-03-09');
  b.withdrawInvestment('Zed', 'Lot', 300_00, '2024-03-25');
  b.invest('Other', 'Lot', 1_00, '2020-01-01'); // someone else's: ignored in Zed's figures
  b.withdrawCash('Zed', 50_00, '2024-02-01');
  b.withdrawCash('Zed', 25_00, '2023-12-24');
  return b;
};

describe('investorSummary: worked example', () => {
  const summary = summaryOf(zed().facts(), 'Zed', '2024-03-10');

  it("splits today's capital by property type, leaving out what is dated after today", () => {
    // Oak 1,500,000 (the 2024-05-01 one is in the future); Farm 200,000 - 50,000; Lot 30,000 (withdrawal after today).
    expect(summary.totalRentalInvestmentsCents).toBe(1_500_000);
    expect(summary.totalLcInvestmentsCents).toBe(150_000);
    expect(summary.totalOtherInvestmentsCents).toBe(30_000);
    expect(summary.totalInvestmentsCents).toBe(1_680_000);
  });

  it('lists the net invested per month, keeping a month whose records cancel out', () => {
    expect(summary.investmentsPerMonth).toEqual([
      { month: '2023-07', amountCents: 1_000_000 },
      { month: '2023-10', amountCents: 500_000 },
      { month: '2024-01', amountCents: 200_000 },
      { month: '2024-02', amountCents: -50_000 },
      { month: '2024-03', amountCents: 0 }, // +30,000 - 30,000
      { month: '2024-05', amountCents: 1_500_000 },
    ]);
  });

  it('sums income per month (none for 2023-06, before any capital) and in total', () => {
    expect(summary.cashflowPerMonth.map((m) => m.month)).toEqual([
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-06',
    ]);
    expect(summary.cashflowPerMonth.every((m) => m.amountCents === 10_000)).toBe(true);
    expect(summary.totalIncomeCents).toBe(100_000);
    // 100,000 / 1,680,000 x 100 = 5.952... -> 5.95
    expect(summary.totalRoiPercent).toBe(5.95);
  });

  it('averages capital over the months with capital, up to the current month', () => {
    // 2023: capital at month ends Jul-Sep 1,000,000, Oct-Dec 1,500,000 (n = 6, sum 7,500,000, average 1,250,000);
    //       income 6 x 10,000 = 60,000 -> 60,000 / 1,250,000 x 100 = 4.80.
    // 2024: Jan 1,500,000 + 200,000 = 1,700,000; Feb 1,650,000; Mar 1,650,000 + 30,000 - 30,000 = 1,650,000
    //       (the last day of March counts the withdrawal of 03-25); April on is after the current month.
    //       n = 3, sum 5,000,000; income 4 x 10,000 = 40,000 (June's counts: it is in the year)
    //       -> 40,000 x 3 / 5,000,000 x 100 = 2.40.
    // 2022 and earlier: no capital; 2025: after the current month. Both left out.
    expect([...summary.roiPerYear]).toEqual([
      ['2023', 4.8],
      ['2024', 2.4],
    ]);
  });

  it('lists cash withdrawals by date and takes them from the cash balance', () => {
    expect(summary.distributionsPerMonth.map(({ date, amountCents, description }) => [date, amountCents, description])).toEqual([
      ['2023-12-24', 2500, 'distribution'],
      ['2024-02-01', 5000, 'distribution'],
    ]);
    expect(summary.cashBalanceCents).toBe(100_000 - 7_500);
    expect(summary.maxCashWithdrawalCents).toBe(92_500);
  });

  it('shows the picture of every property ever invested in, by name', () => {
    expect(summary.propertyPictures).toEqual([
      { propertyName: 'Farm', pictureUrl: 'https://pictures/Farm.jpg' },
      { propertyName: 'Lot', pictureUrl: 'https://pictures/Lot.jpg' },
      { propertyName: 'Oak', pictureUrl: 'https://pictures/Oak.jpg' },
    ]);
  });

  it('restricts the same definitions to one property for /api/investor_property', () => {
    const facts = zed().facts();
    const rows = computeLedgerRows(facts).rows;
    const oak = investorPropertyFiguresOfRecords(
      { investorId: 'Zed', propertyName: 'Oak', capital: facts.capital, rows, notes: 'roof done' },
      '2024-03-10',
    );
    expect(oak).toEqual({
      totalInvestmentsCents: 1_500_000,
      totalIncomeCents: 100_000,
      totalRoiPercent: 6.67, // 100,000 / 1,500,000 x 100 = 6.666...
      notes: 'roof done',
      investmentsPerMonth: [
        { month: '2023-07', amountCents: 1_000_000 },
        { month: '2023-10', amountCents: 500_000 },
        { month: '2024-05', amountCents: 1_500_000 },
      ],
      cashflowPerMonth: summary.cashflowPerMonth,
    });
    const farm = investorPropertyFiguresOfRecords(
      { investorId: 'Zed', propertyName: 'Farm', capital: facts.capital, rows, notes: '' },
      '2024-03-10',
    );
    expect(farm).toMatchObject({ totalInvestmentsCents: 150_000, totalIncomeCents: 0, totalRoiPercent: 0, cashflowPerMonth: [] });
  });
});

describe('investorSummary: edges', () => {
  it('gives a total_roi of 0 and no roi_per_year when nothing is invested', () => {
    const b = new LedgerBuilder().investor('Eve', 3000).property('Elm');
    b.expense('Elm', 10_00, '2024-05', 'Eve');
    const summary = summaryOf(b.facts(), 'Eve', '2024-06-01');
    expect(summary).toMatchObject({
      totalInvestmentsCents: 0,
      totalIncomeCents: -1000,
      totalRoiPercent: 0,
      cashBalanceCents: -1000,
      maxCashWithdrawalCents: 0,
    });
    expect(summary.roiPerYear.size).toBe(0);
    expect(summary.cashflowPerMonth).toEqual([{ month: '2024-05', amountCents: -1000 }]);
    expect(summary.propertyPictures).toEqual([]);
  });

  it('lets the cash balance go negative after a correction voids income already withdrawn', () => {
    const b = new LedgerBuilder().investor('Ann', 1000).property('Elm');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-01');
    const income = b.income('Elm', 100_00, '2024-01');
    b.withdrawCash('Ann', 90_00, '2024-02-01'); // 100.00 - 10 % fee = 90.00, all withdrawn
    expect(summaryOf(b.facts(), 'Ann', '2024-02-02').cashBalanceCents).toBe(0);
    b.void('IncomeVoided', income, 'Elm');
    const summary = summaryOf(b.facts(), 'Ann', '2024-02-02');
    expect(summary).toMatchObject({ totalIncomeCents: 0, cashBalanceCents: -9000, maxCashWithdrawalCents: 0 });
    expect(summary.cashflowPerMonth).toEqual([]);
    expect(summary.distributionsPerMonth).toHaveLength(1);
  });

  it('lists the distributions of one day in the order they were recorded, not by their ids', () => {
    const b = new LedgerBuilder().idsCountingDown().investor('Ann').property('Elm');
    b.invest('Ann', 'Elm', 1_000_00, '2024-01-01');
    b.withdrawCash('Ann', 3_00, '2024-02-01');
    b.withdrawCash('Ann', 1_00, '2024-02-01');
    b.withdrawCash('Ann', 2_00, '2024-02-01');
    b.withdrawCash('Ann', 4_00, '2024-01-15');
    const summary = summaryOf(b.facts(), 'Ann', '2024-02-02');
    expect(summary.distributionsPerMonth.map((d) => [d.date, d.amountCents])).toEqual([
      ['2024-01-15', 4_00],
      ['2024-02-01', 3_00],
      ['2024-02-01', 1_00],
      ['2024-02-01', 2_00],
    ]);
  });

  it('leaves out a month whose income nets to zero over properties', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm').property('Oak');
    b.invest('Ann', 'Elm', 1_00, '2024-01-01');
    b.invest('Ann', 'Oak', 1_00, '2024-01-01');
    b.income('Elm', 5_00, '2024-01');
    b.expense('Oak', 5_00, '2024-01');
    b.income('Oak', 1, '2024-02');
    expect(summaryOf(b.facts(), 'Ann', '2024-03-01').cashflowPerMonth).toEqual([{ month: '2024-02', amountCents: 1 }]);
  });

  it('computes roi_per_year when the current year has only started', () => {
    const b = new LedgerBuilder().investor('Ann').property('Elm');
    b.invest('Ann', 'Elm', 3_000_00, '2023-12-31');
    b.income('Elm', 1_00, '2024-01');
    // 2023: December only, no income -> 0. 2024: January only, 100 / 300,000 x 100 = 0.0333 -> 0.03.
    expect([...summaryOf(b.facts(), 'Ann', '2024-01-01').roiPerYear]).toEqual([
      ['2023', 0],
      ['2024', 0.03],
    ]);
    // Before any capital: nothing.
    expect(summaryOf(b.facts(), 'Ann', '2023-11-30').roiPerYear.size).toBe(0);
  });

  it('refuses a today that is not a date, and a property it does not know', () => {
    const facts = zed().facts();
    expect(() => summaryOf(facts, 'Zed', '2024-3-10')).toThrow(/date/);
    expect(() => investorSummaryOfRecords({ investorId: 'Zed', ...facts, properties: [], rows: [] }, '2024-03-10')).toThrow(
      /Unknown property/,
    );
  });

  it('keeps cash balance = total income - withdrawals and total income = sum of cashflow, on random ledgers', () => {
    fc.assert(
      fc.property(arbitraryLedger(), (facts) => {
        const rows = computeLedgerRows(facts).rows;
        for (const { investorId } of facts.investors) {
          const s = investorSummaryOfRecords({ investorId, ...facts, rows }, '2024-06-15');
          const withdrawn = facts.cashWithdrawals.filter((w) => w.investorId === investorId).reduce((a, w) => a + w.amountCents, 0);
          expect(s.cashBalanceCents).toBe(s.totalIncomeCents - withdrawn);
          expect(s.cashflowPerMonth.reduce((a, m) => a + m.amountCents, 0)).toBe(s.totalIncomeCents);
          expect(s.totalInvestmentsCents).toBe(s.totalRentalInvestmentsCents + s.totalLcInvestmentsCents + s.totalOtherInvestmentsCents);
          for (const roi of [s.totalRoiPercent, ...s.roiPerYear.values()]) expect(JSON.stringify(roi)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
