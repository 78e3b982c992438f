import { describe, expect, it } from 'vitest';
import { investedOn, maxInvestmentWithdrawal } from './capital';

describe('capital', () => {
  const movements = [
    { date: '2024-01-10', cents: 100_000 },
    { date: '2024-03-01', cents: -40_000 },
    { date: '2024-06-30', cents: 25_000 },
  ];
  it('invested(i, p, d) counts movements dated on or before d', () => {
    expect(investedOn(movements, '2024-01-09')).toBe(0);
    expect(investedOn(movements, '2024-01-10')).toBe(100_000);
    expect(investedOn(movements, '2024-03-31')).toBe(60_000);
    expect(investedOn(movements, '2024-12-31')).toBe(85_000);
  });
  it('the maximum withdrawal is invested today, and never more than stays invested from its date on', () => {
    expect(maxInvestmentWithdrawal(movements, '2024-12-01', '2024-12-31')).toBe(85_000);
    expect(maxInvestmentWithdrawal(movements, '2024-04-01', '2024-12-31')).toBe(60_000);
    expect(maxInvestmentWithdrawal(movements, '2023-12-01', '2024-12-31')).toBe(0);
    expect(maxInvestmentWithdrawal(movements, '2024-12-01', '2024-05-01')).toBe(60_000);
    expect(maxInvestmentWithdrawal([], '2024-12-01', '2024-12-31')).toBe(0);
  });
});
