import { describe, expect, it } from 'vitest';
import { feeYears } from './fee-years';

const month = (date: string, allocated: number, fee: number, ownExpenses: number) => ({
  date,
  allocated,
  fee,
  own_expenses: ownExpenses,
  income: Math.round((allocated - fee - ownExpenses) * 100) / 100,
});

describe('feeYears', () => {
  it('sums each column per year in cents, newest year first', () => {
    const years = feeYears([month('2022-11', 0.1, 0.01, 0), month('2022-12', 0.2, 0.02, 0.05), month('2023-01', 1000, 100, 25.5)]);
    expect(years).toEqual([
      { year: '2023', allocatedCents: 100_000, feeCents: 10_000, ownExpensesCents: 2_550, incomeCents: 87_450 },
      // 0.1 + 0.2 is 30 cents, not 0.30000000000000004 dollars.
      { year: '2022', allocatedCents: 30, feeCents: 3, ownExpensesCents: 5, incomeCents: 22 },
    ]);
  });

  it('has no rows without months', () => {
    expect(feeYears([])).toEqual([]);
  });
});
