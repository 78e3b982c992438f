import { describe, expect, it } from 'vitest';
import { investorSummaryOfRecords } from './investor-figures';
import { computeLedgerRows } from './ledger-rows';
import { holdingOf, ownershipPercent } from './ownership';
import type { PropertyCapitalReduction } from './land-contracts/books';
import { LedgerBuilder } from '../../../testing/test-ledger';

const ownershipOf = (b: LedgerBuilder, investorId: string, today: string, reductions?: PropertyCapitalReduction[]) => {
  const facts = b.facts();
  return investorSummaryOfRecords({ investorId, ...facts, rows: computeLedgerRows(facts).rows, reductions }, today).ownershipPerProperty;
};

/** The running example of docs/figures.md: Ann 60,000.00 and Bob 40,000.00 in Elm. */
const elm = () => {
  const b = new LedgerBuilder().investor('Ann', 1000).investor('Bob').property('Elm');
  b.invest('Ann', 'Elm', 60_000_00, '2024-01-05');
  b.invest('Bob', 'Elm', 40_000_00, '2024-01-10');
  return b;
};

describe('ownership per property', () => {
  it("is the investor's contributed capital over everyone's, as the allocation shares it", () => {
    expect(ownershipOf(elm(), 'Ann', '2024-03-15')).toEqual(new Map([['Elm', 60]]));
    expect(ownershipOf(elm(), 'Bob', '2024-03-15')).toEqual(new Map([['Elm', 40]]));
  });

  it('counts only the capital dated on or before the day', () => {
    // On 2024-01-07 Bob has not invested yet: Ann holds all of Elm, Bob none of it.
    expect(ownershipOf(elm(), 'Ann', '2024-01-07')).toEqual(new Map([['Elm', 100]]));
    expect(ownershipOf(elm(), 'Bob', '2024-01-07')).toEqual(new Map([['Elm', 0]]));
  });

  it('moves with an investment withdrawal, rounding the hundredths half away from zero', () => {
    const b = elm();
    b.withdrawInvestment('Ann', 'Elm', 30_000_00, '2024-02-01');
    // 30,000 / 70,000 = 42.857… % and 40,000 / 70,000 = 57.142… %
    expect(ownershipOf(b, 'Ann', '2024-03-15').get('Elm')).toBe(42.86);
    expect(ownershipOf(b, 'Bob', '2024-03-15').get('Elm')).toBe(57.14);
    // The withdrawal is dated 2024-02-01: the day before it, the shares were still 60 / 40.
    expect(ownershipOf(b, 'Ann', '2024-01-31').get('Elm')).toBe(60);
  });

  it('is exact where a float is not: one cent of 200.00 is 0.005 %, which rounds up to 0.01', () => {
    const b = new LedgerBuilder().investor('Ann').investor('Bob').property('Elm');
    b.invest('Ann', 'Elm', 1, '2024-01-05');
    b.invest('Bob', 'Elm', 199_99, '2024-01-05');
    expect(ownershipOf(b, 'Ann', '2024-01-05').get('Elm')).toBe(0.01);
    // Each is rounded on its own: Bob's 99.995 % is 100.00, so the two may add up to a hundredth more than 100.
    expect(ownershipOf(b, 'Bob', '2024-01-05').get('Elm')).toBe(100);
  });

  it('weighs a negative capital (a withdrawal dated before its investment) as 0, as the allocation does', () => {
    const b = elm();
    b.investor('Cy').invest('Cy', 'Elm', 10_000_00, '2024-06-01');
    b.withdrawInvestment('Cy', 'Elm', 10_000_00, '2024-02-01');
    expect(ownershipOf(b, 'Cy', '2024-03-15').get('Elm')).toBe(0);
    expect(ownershipOf(b, 'Ann', '2024-03-15').get('Elm')).toBe(60);
  });

  it('is 0, not a division by zero, once everyone has taken their capital out', () => {
    const b = elm();
    b.withdrawInvestment('Ann', 'Elm', 60_000_00, '2024-02-01');
    b.withdrawInvestment('Bob', 'Elm', 40_000_00, '2024-02-01');
    expect(ownershipOf(b, 'Ann', '2024-03-15')).toEqual(new Map([['Elm', 0]]));
  });

  it('stays on contributed capital when a land contract returns some of it', () => {
    const returned: PropertyCapitalReduction = {
      investorId: 'Ann',
      propertyName: 'Elm',
      contractId: 'c1',
      receiptId: 'r1',
      date: '2024-02-01',
      kind: 'returned',
      amountCents: 20_000_00,
    };
    const facts = elm();
    const summary = investorSummaryOfRecords(
      { investorId: 'Ann', ...facts.facts(), rows: computeLedgerRows(facts.facts()).rows, reductions: [returned] },
      '2024-03-15',
    );
    expect(summary.totalInvestmentsCents).toBe(40_000_00);
    expect(summary.ownershipPerProperty.get('Elm')).toBe(60);
  });

  it('computes the holding from every investor of the property and no other property', () => {
    const b = elm().property('Oak');
    b.invest('Bob', 'Oak', 5_000_00, '2024-01-10');
    expect(holdingOf(b.facts().capital, 'Ann', 'Elm', '2024-03-15')).toEqual({ ownCents: 60_000_00, holdersCents: 100_000_00 });
    expect(ownershipPercent({ ownCents: 1, holdersCents: 3 })).toBe(33.33);
    expect(ownershipPercent({ ownCents: 2, holdersCents: 3 })).toBe(66.67);
  });
});
