import { describe, expect, it } from 'vitest';
import {
  assertIsoDate,
  assertIsoMonth,
  isOnOrBefore,
  lastDayOfMonth,
  lastDayOfYear,
  monthOf,
  monthsBetween,
  nextMonth,
  yearOf,
} from './months';

describe('months', () => {
  it('knows the last day of every kind of month', () => {
    expect(lastDayOfMonth('2024-01')).toBe('2024-01-31');
    expect(lastDayOfMonth('2024-04')).toBe('2024-04-30');
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29'); // divisible by 4
    expect(lastDayOfMonth('2023-02')).toBe('2023-02-28');
    expect(lastDayOfMonth('1900-02')).toBe('1900-02-28'); // century, not by 400
    expect(lastDayOfMonth('2000-02')).toBe('2000-02-29'); // by 400
    expect(lastDayOfMonth('2099-12')).toBe('2099-12-31');
  });

  it('steps and spans months across years', () => {
    expect(nextMonth('2023-12')).toBe('2024-01');
    expect(nextMonth('2024-09')).toBe('2024-10');
    expect(monthsBetween('2023-11', '2024-02')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthsBetween('2024-02', '2024-02')).toEqual(['2024-02']);
    expect(monthsBetween('2024-03', '2024-02')).toEqual([]);
  });

  it('reads months and years of dates', () => {
    expect(monthOf('2024-03-31')).toBe('2024-03');
    expect(yearOf('2024-03-31')).toBe('2024');
    expect(yearOf('2024-03')).toBe('2024');
    expect(lastDayOfYear('2024')).toBe('2024-12-31');
    expect(isOnOrBefore('2024-03-31', '2024-03-31')).toBe(true);
    expect(isOnOrBefore('2024-04-01', '2024-03-31')).toBe(false);
  });

  it('refuses what is not a calendar date or month', () => {
    expect(assertIsoDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '20240101', '', '2024-01-01T00:00']) {
      expect(() => assertIsoDate(bad)).toThrow();
    }
    expect(assertIsoMonth('2024-12')).toBe('2024-12');
    expect(() => assertIsoMonth('2024-00')).toThrow();
  });
});
