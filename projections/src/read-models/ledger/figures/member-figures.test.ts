import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerFacts } from './facts';
import { investorSummaryOfRecords } from './investor-figures';
import { computeLedgerRows } from './ledger-rows';
import { memberFiguresOfRecords, reconciliationMismatches } from './member-figures';
import { llcExpensesOf, llcTaxTotals, propertyTaxListsOfRecords, taxYears } from './tax-totals';
import { arbitraryLedger, LedgerBuilder } from '../../../testing/test-ledger';

/**
 * Main LLC: Elm (Rental, 300,000.00 with 50,000.00 of land), Farm (Land Contract, 100,000.01, purchased 2025).
 * Side LLC: Pine (Rental). Fees: Ann 0 %, Bob 10 %, Cy 30 %.
 */
const taxLedger = () => {
  const b = new LedgerBuilder().investor('Ann', 0).investor('Bob', 1000).investor('Cy', 3000);
  b.property('Elm', 'Rental', { purchasePriceCents: 300_000_00, landValueCents: 50_000_00 });
  b.property('Farm', 'Land Contract', { purchasePriceCents: 100_000_01, landValueCents: 0, purchaseDate: '2025-01-01' });
  b.property('Pine', 'Rental', { llcName: 'Side LLC' });
  // Elm: Ann 1/3, Bob 2/3.
  b.invest('Ann', 'Elm', 1_000_00, '2023-12-01');
  b.invest('Bob', 'Elm', 2_000_00, '2023-12-01');
  b.income('Elm', 30_00, '2023-12'); // 2023: not in the 2024 figures
  b.income('Elm', 300_00, '2024-01'); // Ann 10000; Bob 20000 - fee 2000 = 18000
  b.expense('Elm', 60_00, '2024-02'); // Ann -2000; Bob -4000
  b.expense('Elm', 5_00, '2024-03', 'Ann'); // Ann -500
  // Farm: Bob and Cy half each.
  b.invest('Bob', 'Farm', 1_000_00, '2024-01-10');
  b.invest('Cy', 'Farm', 1_000_00, '2024-01-10');
  b.landContractPayment('Farm', 100_01, '2024-01-25'); // 10001 -> Bob 5001 (tie to 'Bob'), fee 500; Cy 5000, fee 1500
  b.expense('Farm', 20_00, '2024-02'); // Bob -1000; Cy -1000
  b.expense('Farm', 3_00, '2024-03', 'Cy'); // Cy -300
  // Pine (Side LLC): Ann alone.
  b.invest('Ann', 'Pine', 500_00, '2024-06-01');
  b.income('Pine', 12_34, '2024-06');
  b.llcExpense('Main LLC', 15_00, '2024-05-01');
  b.llcExpense('Main LLC', 7_00, '2023-05-01');
  b.llcExpense('Side LLC', 1_00, '2024-05-01');
  return b.facts();
};

const figuresOf = (facts: LedgerFacts, llcName: string, year: string) => {
  const rows = computeLedgerRows(facts).rows;
  return memberFiguresOfRecords({ year, properties: facts.properties.filter((p) => p.llcName === llcName), rows, capital: facts.capital });
};

describe('memberFigures: worked example', () => {
  const facts = taxLedger();
  const main = figuresOf(facts, 'Main LLC', '2024');

  it('reports Rental income per member and property, the others as dividend income and expenses', () => {
    expect(main.members).toEqual(['Ann', 'Bob', 'Cy']);
    // Elm 2024: Ann 10000 - 2000 - 500 = 7500; Bob 18000 - 4000 = 14000.
    expect(Object.fromEntries(main.rentalIncomeByMemberCents)).toEqual({ Ann: 7500, Bob: 14000, Cy: 0 });
    expect([...main.rentalIncomeByMemberByPropertyCents].map(([m, byP]) => [m, Object.fromEntries(byP)])).toEqual([
      ['Ann', { Elm: 7500 }],
      ['Bob', { Elm: 14000 }],
      ['Cy', {}],
    ]);
    // Farm 2024: Bob income 5001, expenses 1000 (loss) + 500 (fee) = 1500;
    //            Cy income 5000, expenses 1000 + 1500 (fee) + 300 (own) = 2800.
    expect(Object.fromEntries(main.dividendIncomeByMemberCents)).toEqual({ Ann: 0, Bob: 5001, Cy: 5000 });
    expect(Object.fromEntries(main.dividendExpensesByMemberCents)).toEqual({ Ann: 0, Bob: 1500, Cy: 2800 });
    expect(main).toMatchObject({
      totalRentalIncomeCents: 21500,
      totalDividendIncomeCents: 10001,
      totalDividendExpensesCents: 4300,
      totalIncomeCents: 31501,
    });
  });

  it('computes UBIA from the shares at December 31, rounded half away from zero', () => {
    // Elm: (30,000,000 - 5,000,000) x 1/3 = 8,333,333.33 -> 8,333,333; x 2/3 = 16,666,666.67 -> 16,666,667.
    // Farm: 10,000,001 x 1/2 = 5,000,000.5 -> 5,000,001 each (plain rounding: 1 cent more than the basis in all).
    expect([...main.ubiaByMemberByPropertyCents].map(([m, byP]) => [m, Object.fromEntries(byP)])).toEqual([
      ['Ann', { Elm: 8_333_333 }],
      ['Bob', { Elm: 16_666_667, Farm: 5_000_001 }],
      ['Cy', { Farm: 5_000_001 }],
    ]);
  });

  it('reconciles with the cashflow only when every LLC is counted', () => {
    const rows = computeLedgerRows(facts).rows;
    const cashflow = new Map(
      facts.investors.map(({ investorId }) => [
        investorId,
        investorSummaryOfRecords({ investorId, ...facts, rows }, '2024-12-31').cashflowPerMonth,
      ]),
    );
    const side = figuresOf(facts, 'Side LLC', '2024');
    expect(Object.fromEntries(side.rentalIncomeByMemberCents)).toEqual({ Ann: 1234 });
    expect(reconciliationMismatches('2024', [main, side], cashflow)).toEqual([]);
    expect(reconciliationMismatches('2024', [main], cashflow)).toEqual([
      { investorId: 'Ann', year: '2024', memberFiguresCents: 7500, cashflowCents: 8734 },
    ]);
    expect(() => reconciliationMismatches('2023', [main], cashflow)).toThrow(/2024/);
  });

  it('gives the LLC totals, the property tax lists and the tax years', () => {
    const totals = llcTaxTotals({
      year: '2024',
      llcName: 'Main LLC',
      properties: facts.properties.filter((p) => p.llcName === 'Main LLC'),
      llcExpensesByCategory: llcExpensesOf(facts.llcExpenses, 'Main LLC', '2024'),
      members: main,
    });
    // ordinary business income = 10001 - 4300 - 1500 = 4201; active = 4201 + 21500 = 25701;
    // assets: Elm only (Farm is purchased after December 31, 2024).
    expect({ ...totals, llcExpensesCents: Object.fromEntries(totals.llcExpensesCents) }).toEqual({
      llcExpensesCents: { 'Legal and other professional fees': 1500 },
      ordinaryBusinessIncomeCents: 4201,
      totalActiveIncomeCents: 25701,
      totalAssetsCents: 30_000_000,
      propertiesList: ['Elm', 'Farm'],
    });
    const elm = propertyTaxListsOfRecords('Elm', '2024', facts.gross, facts.expenses);
    expect(Object.fromEntries(elm.incomeListCents)).toEqual({ Rent: 30000 });
    expect(Object.fromEntries(elm.expensesListCents)).toEqual({ Repairs: 6500 }); // investor-specific included
    expect(Object.fromEntries(propertyTaxListsOfRecords('Farm', '2024', facts.gross, facts.expenses).incomeListCents)).toEqual({
      'Land Contract Payment': 10001,
    });
    expect(taxYears(facts, '2025-02-01')).toEqual(['2025', '2024', '2023']);
    expect(taxYears({ ...facts, capital: [], gross: [], expenses: [], llcExpenses: [] }, '2025-02-01')).toEqual([]);
  });
});

describe('memberFigures: edges', () => {
  it('leaves out an investor whose income is zero in every month, even with allocations', () => {
    const b = new LedgerBuilder().investor('Dee').property('Elm');
    b.invest('Dee', 'Elm', 100_00, '2024-01-01');
    b.income('Elm', 10_00, '2024-01');
    b.expense('Elm', 10_00, '2024-01', 'Dee'); // allocated 1000 - own 1000 = 0
    const figures = figuresOf(b.facts(), 'Main LLC', '2024');
    expect(figures.members).toEqual([]);
    expect(figures.ubiaByMemberByPropertyCents.size).toBe(0);
  });

  it('lists the year of December income recorded in January among the tax years', () => {
    const b = new LedgerBuilder().property('Elm');
    b.income('Elm', 1_00, '2023-12', { incomeDate: '2024-01-03' });
    expect(taxYears(b.facts(), '2024-06-01')).toEqual(['2024', '2023']);
  });
});

describe('reconciliation over random ledgers', () => {
  it("member figures over every LLC always equal each investor's cashflow of the year", () => {
    fc.assert(
      fc.property(arbitraryLedger(), (facts) => {
        const rows = computeLedgerRows(facts).rows;
        const cashflow = new Map(
          facts.investors.map(({ investorId }) => [
            investorId,
            investorSummaryOfRecords({ investorId, ...facts, rows }, '2024-12-31').cashflowPerMonth,
          ]),
        );
        for (const year of ['2021', '2022', '2023', '2024']) {
          const figures = ['L1', 'L2'].map((llc) => figuresOf(facts, llc, year));
          expect(reconciliationMismatches(year, figures, cashflow)).toEqual([]);
          for (const f of figures) {
            expect(f.totalIncomeCents).toBe(f.totalRentalIncomeCents + f.totalDividendIncomeCents);
            for (const m of f.members) expect(f.dividendExpensesByMemberCents.get(m)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
