import { describe, expect, it } from 'vitest';
import { lastDayOf, lastQuarterThrough, monthsPeriod, periodText, quarterOf, quarterPeriod } from './period';

describe('statement periods', () => {
  it('takes a month to its last day, February of a leap year too', () => {
    expect([lastDayOf('2026-09'), lastDayOf('2028-02'), lastDayOf('2026-02'), lastDayOf('2026-12')]).toEqual([
      '2026-09-30',
      '2028-02-29',
      '2026-02-28',
      '2026-12-31',
    ]);
  });

  it('makes a quarter of its three months, and knows a quarter again', () => {
    expect(quarterPeriod(2026, 3)).toEqual({ from: '2026-07-01', through: '2026-09-30' });
    expect(quarterPeriod(2026, 1)).toEqual({ from: '2026-01-01', through: '2026-03-31' });
    expect(quarterOf({ from: '2026-10-01', through: '2026-12-31' })).toEqual({ year: 2026, quarter: 4 });
    expect(quarterOf({ from: '2026-08-01', through: '2026-10-31' })).toBeNull();
  });

  it('names a quarter by its name and other months by their months', () => {
    expect(periodText({ from: '2026-07-01', through: '2026-09-30' })).toBe('Q3 2026');
    expect(periodText(monthsPeriod('2026-01', '2026-05'))).toBe('01/2026 – 05/2026');
    expect(periodText(monthsPeriod('2026-04', '2026-04'))).toBe('04/2026');
    expect(periodText(monthsPeriod('2025-11', '2026-01'))).toBe('11/2025 – 01/2026');
  });

  it('offers the last whole quarter a day closes', () => {
    expect(lastQuarterThrough('2026-09-30')).toEqual({ year: 2026, quarter: 3 });
    expect(lastQuarterThrough('2026-09-29')).toEqual({ year: 2026, quarter: 2 });
    expect(lastQuarterThrough('2026-12-31')).toEqual({ year: 2026, quarter: 4 });
    expect(lastQuarterThrough('2026-02-15')).toEqual({ year: 2025, quarter: 4 });
  });
});
