import { describe, expect, it } from 'vitest';
import { centsToDollars, sumInCents, toCents } from './cents';
import { currentYear, yearLabel, yearTotals } from './year-totals';

describe('money in cents', () => {
  it('turns each amount into whole cents before adding', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumInCents([0.1, 0.2])).toBe(30);
    expect(sumInCents([1234.56, 0.07, -45])).toBe(118963);
    expect(toCents(8500.5)).toBe(850050);
    expect(centsToDollars(118963)).toBe(1189.63);
  });
});

describe('yearTotals', () => {
  it('sums three rows of two years per year, newest year first', () => {
    const totals = yearTotals([
      { date: '2024-11-03', amount: 1234.56 },
      { date: '2025-01', amount: 0.1 },
      { date: '2024-02', amount: 812.34 },
      { date: '2025-02', amount: 0.2 },
    ]);
    expect(totals).toEqual([
      { year: '2025', totalCents: 30, count: 2 },
      { year: '2024', totalCents: 204690, count: 2 },
    ]);
  });

  it('has nothing for no entries', () => {
    expect(yearTotals([])).toEqual([]);
  });

  it('marks the current year as year to date', () => {
    expect(currentYear(new Date(2026, 10, 23))).toBe('2026');
    expect(yearLabel('2026', '2026')).toBe('2026 (YTD)');
    expect(yearLabel('2025', '2026')).toBe('2025');
  });
});
